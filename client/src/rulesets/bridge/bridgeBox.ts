/**
 * The auction as players see it: the classic four-column grid (W N E S, dealer marked) and the bidding
 * box — levels × strains plus Pass, X and XX — where only the calls the view lists as legal are enabled.
 */
import { el, replaceChildren } from "../../ui/dom";
import { t } from "../../i18n/i18n";
import { seatLetter } from "./bridgeView";

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

export function auctionGrid(calls: string[], dealer: number, names: string[], testid = "auction-grid"): HTMLElement {
  const head = el(
    "tr",
    {},
    ...COLS.map((seat) =>
      el("th", { class: seat === dealer ? "bridge-dealer" : "", title: seat === dealer ? t("bridge.dealer") : "" }, seatLetter(seat), seat === dealer ? el("span", { class: "bridge-dealer-mark" }, t("bridge.dealerMark")) : null, el("small", {}, names[seat] ?? "")),
    ),
  );
  const cells: (HTMLElement | null)[] = [];
  const lead = COLS.indexOf(dealer);
  for (let i = 0; i < lead; i++) cells.push(null);
  for (const c of calls) cells.push(callNode(c));
  const rows: HTMLElement[] = [];
  for (let i = 0; i < Math.max(1, Math.ceil(cells.length / 4)); i++) {
    rows.push(el("tr", {}, ...[0, 1, 2, 3].map((j) => el("td", {}, cells[i * 4 + j] ?? ""))));
  }
  return el("table", { class: "bridge-auction", testid }, el("thead", {}, head), el("tbody", {}, ...rows));
}

export class BiddingBox {
  readonly element = el("div", { class: "bridge-box", testid: "bidding-box" });
  private readonly buttons = new Map<string, HTMLButtonElement>();

  constructor(onCall: (call: string) => void) {
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
        b.addEventListener("click", () => onCall(call));
        this.buttons.set(call, b);
        grid.append(b);
      }
    }
    const row = el("div", { class: "bridge-box-calls" });
    for (const [call, label] of [["pass", t("bridge.pass")], ["X", "X"], ["XX", "XX"]] as const) {
      const b = el("button", { class: `bridge-bid bridge-bid-${call === "pass" ? "pass" : "dbl"}`, type: "button", testid: `call-${call}` }, label);
      b.addEventListener("click", () => onCall(call));
      this.buttons.set(call, b);
      row.append(b);
    }
    this.element.append(row, grid);
  }

  /** Enables exactly the legal calls (legal list as views show it); the rest are disabled and faded. */
  set(legal: string[]): void {
    const ok = new Set(legal);
    for (const [call, b] of this.buttons) {
      const may = ok.has(shownOf(call));
      b.disabled = !may;
      b.classList.toggle("bridge-bid-off", !may);
    }
    // Levels that are wholly out of reach collapse, so the box stays small late in an auction.
    for (let level = 1; level <= 7; level++) {
      const any = STRAINS.some((s) => ok.has(shownOf(`${level}${s}`)));
      for (const s of STRAINS) this.buttons.get(`${level}${s}`)!.hidden = !any;
    }
  }
}

export function replaceAuction(host: HTMLElement, grid: HTMLElement): void {
  replaceChildren(host, grid);
}
