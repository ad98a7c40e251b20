/**
 * The auction as players see it: the classic four-column grid (W N E S, dealer marked) and the bidding
 * box — levels × strains plus Pass, X and XX — where only the calls the view lists as legal are enabled.
 * Alerts (§5.5): the box has an Alert toggle and an explanation field sent with the call; alerted calls carry
 * "!" in the grid, explained ones their explanation on hover and focus and in the list under the grid (for a
 * tap); an opponent's call has a "?" to ask about it, and the bidder answers in the list.
 */
import { el } from "../../ui/dom";
import { t } from "../../i18n/i18n";
import { seatLetter } from "./view";
import type { ShownNote } from "@salon/shared/bridge/types";

const STRAIN_SHOW: Record<string, string> = { C: "♣", D: "♦", H: "♥", S: "♠", NT: "NT" };
/** The catalogue key of each strain's spoken name (aria-labels). */
const STRAIN_WORD: Record<string, string> = { C: "clubs", D: "diamonds", H: "hearts", S: "spades", NT: "noTrump" };

/** A strain symbol as the reader sees it: suits as symbols, NT in the language's abbreviation (BA, SA, БК…). */
const strainShown = (s: string): string => (s === "NT" ? t("bridge.nt") : s);
const STRAINS = ["C", "D", "H", "S", "NT"];
/** Grid column order: W N E S (seat numbers). */
const COLS = [3, 0, 1, 2];

/** A call as shown in views ("1♠") → a DOM fragment with red suits. */
export function callNode(shown: string): HTMLElement {
  const m = /^([1-7])([♣♦♥♠]|NT)$/.exec(shown);
  if (m) {
    const red = m[2] === "♥" || m[2] === "♦";
    return el("span", { class: "bridge-call" }, m[1], el("span", { class: red ? "bridge-red" : "bridge-black" }, strainShown(m[2])));
  }
  return el("span", { class: `bridge-call bridge-call-${shown === "pass" ? "pass" : "dbl"}` }, shown === "pass" ? t("bridge.pass") : shown);
}

/** The view's spelling of a call button's action call ("1S" → "1♠"). */
const shownOf = (call: string): string => call.replace(/^([1-7])([CDHS])$/, (_, l: string, s: string) => l + STRAIN_SHOW[s]);

export type { ShownNote };

/** What the asker, the opponents or spectators read of a note: a person's text, or a bot's code in words. */
export function noteWords(n: ShownNote | null | undefined): string {
  if (!n) return "";
  if (n.text) return n.text;
  if (n.code && /^[a-zA-Z0-9]+$/.test(n.code)) return t(`bridge.ex${n.code[0].toUpperCase()}${n.code.slice(1)}`);
  return "";
}

/** Asking about calls: who I am (null: not a player) and what to send. */
export interface AskControls {
  me: number | null;
  onAsk(call: number): void;
}

export function auctionGrid(
  calls: string[],
  dealer: number,
  names: string[],
  testid = "auction-grid",
  notes: (ShownNote | null)[] = [],
  ask?: AskControls,
): HTMLElement {
  const head = el(
    "tr",
    {},
    ...COLS.map((seat) =>
      el(
        "th",
        { class: seat === dealer ? "bridge-dealer" : "", title: seat === dealer ? t("bridge.dealer") : "" },
        seatLetter(seat),
        seat === dealer ? el("span", { class: "bridge-dealer-mark" }, t("bridge.dealerMark")) : null,
        el("small", {}, names[seat] ?? ""),
      ),
    ),
  );
  const cells: (HTMLElement | null)[] = [];
  const lead = COLS.indexOf(dealer);
  for (let i = 0; i < lead; i++) cells.push(null);
  calls.forEach((c, i) => {
    const note = notes[i] ?? null;
    const words = noteWords(note);
    const bidder = (dealer + i) % 4;
    const cell = el(
      "span",
      {
        class: words ? "bridge-noted" : "",
        testid: `call-${i}`,
        ...(words ? { title: words, tabindex: 0, role: "note", "aria-label": `${c}: ${words}` } : {}),
      },
      callNode(c),
      note?.alert
        ? el(
            "span",
            { class: "bridge-alert-mark", testid: `alert-${i}`, title: words || t("bridge.noExplanation"), role: "img", "aria-label": t("bridge.alertMark") },
            "!",
          )
        : null,
    );
    const mayAsk = !!ask && ask.me !== null && bidder % 2 !== ask.me % 2 && !note?.asked;
    if (mayAsk) {
      const b = el(
        "button",
        { class: "bridge-ask", type: "button", testid: `ask-${i}`, "aria-label": t("bridge.askLabel", { call: c }), title: t("bridge.askLabel", { call: c }) },
        "?",
      );
      b.addEventListener("click", () => ask!.onAsk(i));
      cell.append(b);
    }
    cells.push(cell);
  });
  const rows: HTMLElement[] = [];
  for (let i = 0; i < Math.max(1, Math.ceil(cells.length / 4)); i++) {
    rows.push(el("tr", {}, ...[0, 1, 2, 3].map((j) => el("td", {}, cells[i * 4 + j] ?? ""))));
  }
  return el("table", { class: "bridge-auction", testid }, el("thead", {}, head), el("tbody", {}, ...rows));
}

/**
 * The alerts and explanations of the auction, one line a call: the explanation, "alerted, not explained",
 * "asked, waiting", and for the bidder a question to answer with a field and a button. Null when empty.
 * `drafts` keeps what the bidder has typed across redraws.
 */
export function auctionNotes(
  calls: string[],
  dealer: number,
  notes: (ShownNote | null)[],
  me: number | null,
  names: string[],
  drafts: Map<number, string>,
  onExplain: (call: number, text: string) => void,
): HTMLElement | null {
  const items: HTMLElement[] = [];
  notes.forEach((note, i) => {
    if (!note || i >= calls.length) return;
    const words = noteWords(note);
    const bidder = (dealer + i) % 4;
    const head = el("span", { class: "bridge-note-call" }, seatLetter(bidder), " ", callNode(calls[i]), note.alert ? "!" : "");
    const askers = Array.isArray(note.asked) ? note.asked : [];
    if (bidder === me && !words && askers.length) {
      const input = el("input", {
        class: "field-input bridge-explain",
        type: "text",
        maxlength: 120,
        testid: `answer-${i}`,
        "aria-label": t("bridge.answerLabel"),
        placeholder: t("bridge.answerLabel"),
      }) as HTMLInputElement;
      input.value = drafts.get(i) ?? "";
      input.addEventListener("input", () => drafts.set(i, input.value));
      const send = el("button", { class: "btn btn-small", type: "button", testid: `answer-send-${i}` }, t("bridge.answerSend"));
      const go = () => {
        if (!input.value.trim()) return;
        drafts.delete(i);
        onExplain(i, input.value);
      };
      send.addEventListener("click", go);
      input.addEventListener("keydown", (e) => {
        if (e.key === "Enter") go();
      });
      const who = askers.map((s) => names[s] ?? seatLetter(s)).join(t("move.and"));
      items.push(
        el("li", { testid: `note-${i}` }, head, " ", t("bridge.askedYou", { name: who, call: calls[i] }), el("span", { class: "bridge-answer" }, input, send)),
      );
      return;
    }
    const text = words || (note.asked && !words ? t("bridge.askPending") : note.alert ? t("bridge.noExplanation") : "");
    if (!text) return;
    items.push(el("li", { testid: `note-${i}` }, head, ": ", el("span", { class: words ? "bridge-note-text" : "muted" }, text)));
  });
  if (!items.length) return null;
  return el("div", { class: "bridge-notes", testid: "auction-notes" }, el("h4", {}, t("bridge.explanations")), el("ul", {}, ...items));
}

/** What goes with a call from the box: the alert and the explanation, when given. */
export interface CallExtras {
  alert?: boolean;
  explain?: string;
}

export class BiddingBox {
  readonly element = el("div", { class: "bridge-box", testid: "bidding-box" });
  private readonly buttons = new Map<string, HTMLButtonElement>();
  /** Where height is short (a small phone), one row of levels and the chosen level's five bids replace the grid. */
  private tight = false;
  private level = 0;
  private legal = new Set<string>();
  private readonly levels = el("div", { class: "bridge-box-levels", role: "group", "aria-label": t("bridge.levelLabel") });
  private readonly levelButtons: HTMLButtonElement[] = [];
  private readonly alertBox = el("input", { type: "checkbox", testid: "call-alert" }) as HTMLInputElement;
  private readonly explain = el("input", {
    class: "field-input bridge-explain",
    type: "text",
    maxlength: 120,
    testid: "call-explain",
    "aria-label": t("bridge.explainLabel"),
    placeholder: t("bridge.explainLabel"),
  }) as HTMLInputElement;

  constructor(onCall: (call: string, extras: CallExtras) => void) {
    const send = (call: string) => {
      const text = this.explain.value.trim();
      const extras: CallExtras = { ...(this.alertBox.checked ? { alert: true } : {}), ...(text ? { explain: text } : {}) };
      this.alertBox.checked = false;
      this.explain.value = "";
      onCall(call, extras);
    };
    const grid = el("div", { class: "bridge-box-bids" });
    for (let level = 1; level <= 7; level++) {
      for (const s of STRAINS) {
        const call = `${level}${s}`;
        const red = s === "H" || s === "D";
        const b = el(
          "button",
          { class: "bridge-bid", type: "button", testid: `bid-${call}` },
          String(level),
          // the strain's sign is shown; its word is what a screen reader says (the name is the content's)
          el("span", { class: red ? "bridge-red" : "bridge-black", "aria-hidden": "true" }, strainShown(STRAIN_SHOW[s])),
          el("span", { class: "sr-only" }, ` ${t(`bridge.${STRAIN_WORD[s]}`)}`),
        );
        b.addEventListener("click", () => send(call));
        this.buttons.set(call, b);
        grid.append(b);
      }
    }
    for (let level = 1; level <= 7; level++) {
      const b = el(
        "button",
        { class: "bridge-bid bridge-level", type: "button", testid: `bid-level-${level}`, "aria-pressed": "false" },
        String(level),
      ) as HTMLButtonElement;
      b.addEventListener("click", () => {
        this.level = level;
        this.show();
      });
      this.levelButtons.push(b);
      this.levels.append(b);
    }
    const row = el("div", { class: "bridge-box-calls" });
    for (const [call, label] of [
      ["pass", t("bridge.pass")],
      ["X", "X"],
      ["XX", "XX"],
    ] as const) {
      const b = el("button", { class: `bridge-bid bridge-bid-${call === "pass" ? "pass" : "dbl"}`, type: "button", testid: `call-${call}` }, label);
      b.addEventListener("click", () => send(call));
      this.buttons.set(call, b);
      row.append(b);
    }
    const alertRow = el(
      "div",
      { class: "bridge-box-alert" },
      el("label", { class: "bridge-alert-toggle", title: t("bridge.alertHint") }, this.alertBox, " ", t("bridge.alertToggle")),
      this.explain,
    );
    this.element.append(row, this.levels, grid, alertRow);
  }

  /** Whether the box must fit a short space (levels first, then strains); the renderer decides from its layout. */
  setTight(tight: boolean): void {
    if (tight === this.tight) return;
    this.tight = tight;
    this.show();
  }

  /** Enables exactly the legal calls (legal list as views show it); the rest are disabled and faded. */
  set(legal: string[]): void {
    this.legal = new Set(legal);
    for (const [call, b] of this.buttons) {
      const may = this.legal.has(shownOf(call));
      b.disabled = !may;
      b.classList.toggle("bridge-bid-off", !may);
    }
    this.show();
  }

  private reachable(level: number): boolean {
    return STRAINS.some((s) => this.legal.has(shownOf(`${level}${s}`)));
  }

  /** Which rows show: levels wholly out of reach collapse (the box stays small late in an auction); a tight box shows one level. */
  private show(): void {
    const open = [1, 2, 3, 4, 5, 6, 7].filter((l) => this.reachable(l));
    // The lowest level one may bid is the likeliest next bid; a chosen level stays while it is still in reach.
    if (!open.includes(this.level)) this.level = open[0] ?? 0;
    this.levels.hidden = !this.tight || open.length === 0;
    this.levelButtons.forEach((b, i) => {
      const level = i + 1;
      b.disabled = !open.includes(level);
      b.classList.toggle("bridge-bid-off", b.disabled);
      b.setAttribute("aria-pressed", String(level === this.level));
    });
    for (let level = 1; level <= 7; level++) {
      const shown = open.includes(level) && (!this.tight || level === this.level);
      for (const s of STRAINS) this.buttons.get(`${level}${s}`)!.hidden = !shown;
    }
  }
}
