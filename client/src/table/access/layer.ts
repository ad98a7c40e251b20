/**
 * The table without a pointer or without sight (issue 34): the player's cards and every other choice of the
 * game as real buttons, the table in words, and a log that tells each play, trick, bid, call and event as
 * the player's own view shows it. One layer for every game, fed by the game's adapter (model.ts), beside the
 * canvas, which stays as it is for pointer users.
 *
 * Keys: the hand and the choices are one tab stop each; arrow keys, Home and End move between their buttons
 * (roving tabindex); Enter or Space presses. Typing a card's code ("SA", "10H", "11M") presses that card.
 * Alt+H reads and focuses the hand, Alt+C focuses the choices, Alt+T reads the trick, Alt+L the last trick,
 * Alt+S the tricks and scores, Alt+B the bidding, Alt+W whose turn it is and the standing facts. Keys are
 * matched by position (`KeyboardEvent.code`), so they work in every keyboard layout.
 *
 * The layer is visually hidden until something in it has the keyboard focus; then it shows as a compact
 * row over the top of the table, focus ring and all.
 */
import { t } from "../../i18n/i18n";
import { cardText } from "../../i18n/suit-words";
import type { TableSnapshot } from "../../net/snapshot";
import type { GameAction } from "../../rulesets/types";
import { el, replaceChildren } from "../../ui/dom";
import { cardList, cardName, typedCodes } from "./cards";
import type { AccessAdapter, AccessCard, AccessChoice, AccessModel, PlayedCard } from "./model";
import "./access.css";

/** The short text on a card's button ("10♥", a Fox card by name: no emoji font needed); its accessible name is the full one. */
const cardShort = (code: string): string => cardText(code, t);

/** Most log lines kept in the live region (older ones are dropped from the page, not from the game). */
const LOG_KEEP = 40;

let idCounter = 0;

/** A row of buttons that is one tab stop: arrows, Home and End move the focus (roving tabindex). */
class RovingRow {
  readonly element: HTMLElement;
  private buttons: HTMLButtonElement[] = [];
  private active = 0;

  constructor(element: HTMLElement) {
    this.element = element;
    element.addEventListener("keydown", (e) => this.onKey(e));
    element.addEventListener("focusin", (e) => {
      const i = this.buttons.indexOf(e.target as HTMLButtonElement);
      if (i >= 0) this.setActive(i);
    });
  }

  /** Shows `buttons` in order, keeping the focus on the same key (or the same place) when it was inside. */
  set(buttons: HTMLButtonElement[], keyOf: (b: HTMLButtonElement) => string): void {
    const had = this.element.contains(document.activeElement);
    const oldKey = this.buttons[this.active] ? keyOf(this.buttons[this.active]) : "";
    const same = buttons.findIndex((b) => keyOf(b) === oldKey);
    this.active = same >= 0 ? same : Math.min(this.active, Math.max(0, buttons.length - 1));
    this.buttons = buttons;
    const current = [...this.element.children];
    if (current.length !== buttons.length || current.some((c, i) => c !== buttons[i])) replaceChildren(this.element, ...buttons);
    this.setActive(this.active);
    if (had && !this.element.contains(document.activeElement)) this.focus();
  }

  focus(): boolean {
    const b = this.buttons[this.active];
    if (!b) return false;
    b.focus();
    return true;
  }

  get size(): number {
    return this.buttons.length;
  }

  private setActive(i: number): void {
    this.active = i;
    this.buttons.forEach((b, j) => (b.tabIndex = j === i ? 0 : -1));
  }

  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || this.buttons.length === 0) return;
    const n = this.buttons.length;
    const moves: Record<string, number> = {
      ArrowRight: this.active + 1,
      ArrowDown: this.active + 1,
      ArrowLeft: this.active - 1,
      ArrowUp: this.active - 1,
      Home: 0,
      End: n - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    this.setActive((moves[e.key] + n) % n);
    this.focus();
  }
}

export class AccessLayer {
  readonly element: HTMLElement;
  private readonly summary = el("div", { class: "access-summary", testid: "access-summary" });
  private readonly handRow = new RovingRow(el("div", { class: "access-row", role: "toolbar", testid: "access-hand" }));
  private readonly choiceRow = new RovingRow(el("div", { class: "access-row", role: "toolbar", testid: "access-choices" }));
  private readonly reasons = el("div", { hidden: true });
  private readonly log = el("div", { class: "access-log", role: "log", "aria-live": "polite", testid: "access-log" });
  private readonly reader = el("div", { class: "access-reader", role: "status", testid: "access-reader" });
  private readonly cardButtons = new Map<string, HTMLButtonElement>();
  private readonly choiceButtons = new Map<string, HTMLButtonElement>();
  private readonly act: (action: GameAction) => void;
  private model: AccessModel | null = null;
  private snap: TableSnapshot | null = null;
  private adapter: AccessAdapter | null = null;
  private picked: string[] = [];
  private staged: string[] = [];
  private pickKey = "";
  private typed = "";
  private typedAt = 0;
  private lastStatus = "";
  private readonly onDocKey = (e: KeyboardEvent) => this.hotkey(e);

  constructor(act: (action: GameAction) => void) {
    this.act = act;
    this.handRow.element.setAttribute("aria-label", t("access.hand"));
    this.choiceRow.element.setAttribute("aria-label", t("access.choices"));
    this.element = el(
      "section",
      { class: "access", "aria-label": t("access.region"), testid: "access" },
      this.summary,
      el(
        "div",
        { class: "access-line access-hand-line" },
        el("span", { class: "access-label", "aria-hidden": "true" }, t("access.hand")),
        this.handRow.element,
      ),
      el(
        "div",
        { class: "access-line access-choice-line" },
        el("span", { class: "access-label", "aria-hidden": "true" }, t("access.choices")),
        this.choiceRow.element,
      ),
      el("p", { class: "access-keys" }, t("access.keys")),
      this.reasons,
      this.log,
      this.reader,
    );
    this.element.addEventListener("keydown", (e) => this.onType(e));
    document.addEventListener("keydown", this.onDocKey);
  }

  destroy(): void {
    document.removeEventListener("keydown", this.onDocKey);
  }

  /** Shows the snapshot through the game's adapter (null: no game code yet) and tells what changed. */
  update(snap: TableSnapshot, adapter: AccessAdapter | null): void {
    this.snap = snap;
    this.adapter = adapter;
    const prev = this.model;
    let next = adapter?.model(snap, this.picked, this.staged) ?? null;
    // Picked cards and kept steps belong to one decision: a new one (or a card gone) starts the move again.
    const choosing = this.picked.length > 0 || this.staged.length > 0;
    const plain = choosing ? (adapter?.model(snap, [], []) ?? null) : next;
    const key = plain ? JSON.stringify([plain.deal, plain.mine, plain.hand.map((c) => c.code + (c.press === "pick" ? "*" : ""))]) : "";
    if (choosing && (key !== this.pickKey || next?.hand.some((c) => this.picked.includes(c.code) && c.press !== "pick"))) {
      this.picked = [];
      this.staged = [];
      next = plain;
    }
    this.pickKey = key;
    this.model = next;
    this.element.dataset.mine = String(!!next?.mine && snap.status === "playing");
    this.element.dataset.status = snap.status;
    this.draw();
    if (next) this.announce(prev, next, snap);
    if (snap.status !== this.lastStatus) {
      if (this.lastStatus === "playing" && snap.status !== "playing") this.say(t("access.gameOver", { scores: next?.scores ?? "" }));
      this.lastStatus = snap.status;
    }
  }

  // ---------- drawing ----------

  private draw(): void {
    const m = this.model;
    const hand = m?.hand ?? [];
    const reasons: HTMLElement[] = [];
    const cards = hand.map((c) => this.cardButton(c, reasons));
    replaceChildren(this.reasons, ...reasons);
    this.handRow.set(cards, (b) => b.dataset.code ?? "");
    const choices = (m?.choices ?? []).map((c) => this.choiceButton(c));
    this.choiceRow.set(choices, (b) => b.dataset.key ?? "");
    this.element.classList.toggle("access-no-choices", choices.length === 0);
    this.element.classList.toggle("access-no-hand", cards.length === 0);
    replaceChildren(this.summary, ...(m ? this.summaryLines(m).map((line) => el("p", {}, line)) : []));
  }

  private cardButton(c: AccessCard, reasons: HTMLElement[]): HTMLButtonElement {
    let b = this.cardButtons.get(c.code);
    if (!b) {
      b = el("button", { type: "button", class: "access-card", "data-code": c.code }, cardShort(c.code));
      const code = c.code;
      b.addEventListener("click", () => this.press(code));
      this.cardButtons.set(c.code, b);
    }
    const picked = this.picked.includes(c.code);
    // the name begins with the visible text ("J♣"), as WCAG 2.5.3 asks, then says it in words
    b.setAttribute("aria-label", `${cardShort(c.code)}, ${cardName(c.code)}`);
    b.dataset.press = c.press === null ? "none" : c.press === "pick" ? "pick" : "act";
    if (c.press === null) b.setAttribute("aria-disabled", "true");
    else b.removeAttribute("aria-disabled");
    if (c.press === "pick") b.setAttribute("aria-pressed", String(picked));
    else b.removeAttribute("aria-pressed");
    b.title = c.reason;
    if (c.reason) {
      const id = `access-why-${++idCounter}`;
      reasons.push(el("span", { id }, c.reason));
      b.setAttribute("aria-describedby", id);
    } else b.removeAttribute("aria-describedby");
    return b;
  }

  private choiceButton(c: AccessChoice): HTMLButtonElement {
    let b = this.choiceButtons.get(c.key);
    if (!b) {
      b = el("button", { type: "button", class: "access-choice", "data-key": c.key });
      const key = c.key;
      b.addEventListener("click", () => {
        const choice = this.model?.choices.find((x) => x.key === key);
        if (!choice) return;
        this.picked = [];
        if (choice.stage !== undefined) {
          this.staged = choice.stage ? [...this.staged, choice.stage] : [];
          this.remodel();
          this.say(choice.label);
          return;
        }
        this.staged = [];
        if (choice.action) this.act(choice.action);
      });
      this.choiceButtons.set(c.key, b);
    }
    b.textContent = c.label;
    return b;
  }

  private summaryLines(m: AccessModel): string[] {
    const lines = [this.turnText(m), ...Object.values(m.facts).filter(Boolean)];
    if (m.trickGame || m.trick.length) lines.push(this.trickText(m.trick));
    if (m.tricks) lines.push(m.tricks);
    if (m.scores) lines.push(m.scores);
    return lines;
  }

  // ---------- pressing ----------

  private press(code: string): void {
    const card = this.model?.hand.find((c) => c.code === code);
    if (!card) return;
    if (card.press === null) {
      this.say(card.reason || t("access.notNow"));
      return;
    }
    if (card.press !== "pick") {
      this.picked = [];
      this.staged = [];
      this.act(card.press);
      return;
    }
    const m = this.model!;
    if (this.picked.includes(code)) this.picked = this.picked.filter((c) => c !== code);
    else this.picked = [...this.picked, code].slice(-m.pickCount);
    this.remodel();
    const choices = this.model?.choices.length ?? 0;
    this.say(choices ? t("access.pickedChoose", { cards: cardList(this.picked) }) : t("access.picked", { cards: cardList(this.picked) }));
  }

  /** The model again after a pick or a kept step (nothing sent yet). */
  private remodel(): void {
    if (this.snap && this.adapter) this.model = this.adapter.model(this.snap, this.picked, this.staged);
    this.draw();
  }

  /** Typing a card's code in the layer presses that card (letters gather for a second and a half). */
  private onType(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || e.key.length !== 1 || !/[0-9a-z]/i.test(e.key)) return;
    const now = Date.now();
    this.typed = (now - this.typedAt > 1500 ? "" : this.typed) + e.key;
    this.typedAt = now;
    const hand = this.model?.hand ?? [];
    for (let start = 0; start < this.typed.length; start++) {
      const codes = typedCodes(this.typed.slice(start));
      const card = hand.find((c) => codes.includes(c.code));
      if (card) {
        e.preventDefault();
        this.typed = "";
        this.cardButtons.get(card.code)?.focus();
        this.press(card.code);
        return;
      }
    }
  }

  private hotkey(e: KeyboardEvent): void {
    if (!e.altKey || e.ctrlKey || e.metaKey || !this.snap || this.snap.status === "waiting") return;
    const m = this.model;
    const keys: Record<string, () => void> = {
      KeyH: () => {
        this.handRow.focus();
        this.say(m && m.hand.length ? t("access.readHand", { cards: cardList(m.hand.map((c) => c.code)) }) : t("access.noHand"));
      },
      KeyC: () => {
        if (!this.choiceRow.focus()) this.say(t("access.noChoices"));
      },
      KeyT: () => this.say(m ? this.trickText(m.trick) : t("access.none")),
      KeyL: () => this.say(m && m.lastTrick.length ? this.lastTrickText(m) : t("access.noLastTrick")),
      KeyS: () => this.say(m ? [m.tricks, m.scores].filter(Boolean).join(" ") || t("access.none") : t("access.none")),
      KeyB: () => this.say(m && m.calls.length ? t("access.readCalls", { calls: m.calls.join("; ") }) : t("access.noCalls")),
      KeyW: () =>
        this.say(
          m
            ? this.summaryLines(m)
                .filter((line) => !line.startsWith(t("access.trickWord")))
                .join(" ")
            : t("access.none"),
        ),
    };
    const run = keys[e.code];
    if (!run) return;
    e.preventDefault();
    run();
  }

  /** Reads one sentence now (the hotkeys' answers and a refused press). */
  private say(text: string): void {
    // A new node each time: the same words twice are read twice.
    replaceChildren(this.reader, el("p", {}, text));
  }

  // ---------- words ----------

  private name(seat: number): string {
    const you = this.snap?.you;
    if (you?.role === "player" && you.seat === seat) return t("access.you");
    return this.snap?.seats[seat]?.name || t("aids.seat", { n: seat + 1 });
  }

  private turnText(m: AccessModel): string {
    if (this.snap?.status !== "playing") return t("access.notPlaying");
    if (m.mine) return t("access.yourTurn");
    if (m.turn.length === 0) return t("access.nobodysTurn");
    return t("access.turnOf", { name: m.turn.map((s) => this.name(s)).join(", ") });
  }

  private played(p: PlayedCard): string {
    return t("access.plays", { name: this.name(p.seat), card: cardName(p.card) });
  }

  private trickText(trick: PlayedCard[]): string {
    return trick.length ? `${t("access.trickWord")}: ${trick.map((p) => this.played(p)).join("; ")}.` : t("access.trickEmpty");
  }

  private lastTrickText(m: AccessModel): string {
    const cards = m.lastTrick.map((p) => this.played(p)).join("; ");
    return m.lastWinner >= 0 ? t("access.lastTrick", { cards, name: this.name(m.lastWinner) }) : cards;
  }

  // ---------- news ----------

  private announce(prev: AccessModel | null, next: AccessModel, snap: TableSnapshot): void {
    const lines: string[] = [];
    const sameDeal = !!prev && prev.deal === next.deal;
    for (const [k, v] of Object.entries(next.facts)) if (v && v !== prev?.facts[k]) lines.push(v);
    lines.push(...news(prev && sameDeal ? prev.calls : [], next.calls));
    lines.push(...news(prev?.log ?? [], next.log));
    const key = (p: PlayedCard) => `${p.seat}:${p.card}`;
    const before = sameDeal && prev ? prev.trick : [];
    const finished = sameDeal && prev && next.lastTrick.length > 0 && next.lastTrick.map(key).join() !== prev.lastTrick.map(key).join();
    if (finished) {
      // The trick closed since the last view: its cards not told yet, then who took it.
      const told = new Set(before.map(key));
      for (const p of next.lastTrick) if (!told.has(key(p))) lines.push(this.played(p));
      if (next.lastWinner >= 0) lines.push(t("access.wins", { name: this.name(next.lastWinner) }));
    }
    const told = new Set((finished ? [] : before).map(key));
    if (prev || snap.status === "playing") for (const p of next.trick) if (!told.has(key(p))) lines.push(this.played(p));
    if (next.mine && !prev?.mine && snap.status === "playing") lines.push(t("access.yourTurn"));
    if (!prev) lines.splice(0, lines.length, ...lines.filter((l) => l === t("access.yourTurn")));
    for (const line of lines) this.log.append(el("p", {}, line));
    while (this.log.childElementCount > LOG_KEEP) this.log.firstElementChild?.remove();
  }
}

/** The entries of `next` after what it has in common with `prev` (a list that starts again is told anew). */
function news(prev: readonly string[], next: readonly string[]): string[] {
  let i = 0;
  while (i < prev.length && i < next.length && prev[i] === next[i]) i++;
  return next.slice(i);
}
