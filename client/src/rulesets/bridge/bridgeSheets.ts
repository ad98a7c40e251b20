/**
 * Score sheets and summaries, from the view's `results`: the deal summary after each deal, the running
 * sheet per method (rubber above/below the line, Chicago and duplicate deal lists, IMPs against the HCP
 * expectation) and the game summary with Rematch.
 */
import type { DealResult, Scoring } from "@salon/shared/bridge/types";
import { cardLabel } from "../../table/frenchFaces";
import { OverlaySheet, rematchAction } from "../../table/overlaySheet";
import { el } from "../../ui/dom";
import { callNode } from "./bridgeBox";
import { SEAT_NAMES, VUL_TEXT, type BridgeView } from "./bridgeView";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** "4♠X= by South", "3NT−2 by West", "Passed out". */
export function resultLine(r: DealResult): HTMLElement {
  if (!r.contract) return el("span", {}, "Passed out");
  const level = Number(r.contract[0]);
  const diff = r.tricks - (level + 6);
  const made = diff === 0 ? "=" : diff > 0 ? `+${diff}` : `−${-diff}`;
  return el("span", {}, callNode(r.contract.replace(/X+$/, "")), r.contract.match(/X+$/)?.[0] ?? "", made, ` by ${SEAT_NAMES[r.declarer]}`);
}

function cell(n: number): string {
  return n ? String(n) : "";
}

/** The running score sheet for the method. */
export function scoreSheet(scoring: Scoring, results: DealResult[], totals: number[]): HTMLElement {
  if (scoring === "rubber") return rubberSheet(results, totals);
  const imp = scoring === "impHcp";
  const head = imp ? ["Bd", "Contract", "Score", "HCP", "Exp.", "NS", "EW"] : ["Bd", "Contract", "Vul", "NS", "EW"];
  const rows = results.map((r) => {
    const base: (string | HTMLElement)[] = [String(r.board), resultLine(r)];
    if (imp) return [...base, r.counted ? signed(r.score) : "—", r.counted ? String(r.hcpNS) : "", r.counted ? String(r.expected) : "", r.counted ? signed(r.imps) : "", r.counted ? signed(-r.imps) : ""];
    return [...base, VUL_TEXT[r.vul].replace(" vul", ""), r.score > 0 ? String(r.score) : "", r.score < 0 ? String(-r.score) : ""];
  });
  rows.push(["", "Total", ...(imp ? ["", "", ""] : [""]), String(totals[0]), String(totals[1])]);
  return el(
    "table",
    { class: "summary-table bridge-sheet", testid: "score-sheet" },
    el("thead", {}, el("tr", {}, ...head.map((h) => el("th", {}, h)))),
    el("tbody", {}, ...rows.map((r, i) => el("tr", { class: i === rows.length - 1 ? "row-strong" : "" }, ...r.map((c) => el("td", {}, c))))),
  );
}

/** Rubber: above-the-line entries stacked upward, the line, below-the-line entries with a rule after each game. */
function rubberSheet(results: DealResult[], totals: number[]): HTMLElement {
  const above = results.filter((r) => r.above[0] || r.above[1]).reverse();
  const rows: HTMLElement[] = [];
  for (const r of above) rows.push(el("tr", { class: "bridge-above" }, el("td", {}, cell(r.above[0])), el("td", {}, cell(r.above[1]))));
  rows.push(el("tr", { class: "bridge-line" }, el("td", { colspan: 2 }, "")));
  for (const r of results) {
    if (r.below[0] || r.below[1]) rows.push(el("tr", { class: r.game ? "bridge-below bridge-game" : "bridge-below" }, el("td", {}, cell(r.below[0])), el("td", {}, cell(r.below[1]))));
    else if (r.game) rows.push(el("tr", { class: "bridge-game" }, el("td", { colspan: 2 }, "")));
  }
  rows.push(el("tr", { class: "row-strong" }, el("td", {}, String(totals[0])), el("td", {}, String(totals[1]))));
  return el(
    "table",
    { class: "summary-table bridge-sheet bridge-rubber", testid: "score-sheet" },
    el("thead", {}, el("tr", {}, el("th", {}, "N-S (We)"), el("th", {}, "E-W (They)"))),
    el("tbody", {}, ...rows),
  );
}

/** What the deal scored, in the method's terms. */
function dealFacts(scoring: Scoring, r: DealResult): string {
  const side = r.score > 0 ? "N-S" : "E-W";
  const pts = Math.abs(r.score);
  if (!r.contract) return scoring === "duplicate" ? "Passed out: 0 to both sides." : "Passed out: redealt, nothing scored.";
  const base = pts ? `${side} score ${pts}` : "No score";
  if (scoring === "rubber") {
    const parts = [`below the line N-S ${r.below[0]} / E-W ${r.below[1]}`, `above N-S ${r.above[0]} / E-W ${r.above[1]}`];
    if (r.honors[0] || r.honors[1]) parts.push(`honors ${r.honors[0] ? "N-S " + r.honors[0] : "E-W " + r.honors[1]}`);
    if (r.game) parts.push("game won");
    if (r.rubberBonus[0] || r.rubberBonus[1]) parts.push(`rubber bonus ${r.rubberBonus[0] || r.rubberBonus[1]}`);
    return `${parts.join(" · ")}.`;
  }
  if (scoring === "impHcp") return `${base}. N-S held ${r.hcpNS} HCP; expected ${r.expected} → N-S ${signed(r.imps)} IMPs.`;
  return `${base}.`;
}

export class BridgeSheets {
  private readonly deal: OverlaySheet;
  private readonly sheet: OverlaySheet;
  private readonly game: OverlaySheet;

  constructor(overlay: HTMLElement, private readonly onRematch: () => void) {
    this.deal = new OverlaySheet(overlay);
    this.sheet = new OverlaySheet(overlay);
    this.game = new OverlaySheet(overlay);
  }

  get gameOpen(): boolean {
    return this.game.isOpen;
  }

  showDeal(v: BridgeView): void {
    this.hideDeal();
    const r = v.results[v.results.length - 1];
    if (!r) return;
    const close = el("button", { class: "btn btn-small", type: "button", testid: "deal-summary-close" }, "Continue");
    close.addEventListener("click", () => this.hideDeal());
    const sheet = el(
      "div",
      { class: "sheet summary bridge-deal-summary", role: "dialog", "aria-label": `Board ${r.board} scored`, testid: "deal-summary" },
      el("h3", {}, `Board ${r.board}: `, resultLine(r)),
      el("p", {}, dealFacts(v.scoring, r)),
      el("p", { class: "muted" }, `Running total: N-S ${v.scores[0]} · E-W ${v.scores[1]}`),
      el("div", { class: "sheet-actions" }, close),
    );
    this.deal.show(sheet, "", 12000);
  }

  hideDeal(): void {
    this.deal.hide();
  }

  toggleSheet(v: BridgeView | null): void {
    if (this.sheet.isOpen || !v) return this.sheet.hide();
    const close = el("button", { class: "btn btn-small", type: "button", testid: "score-sheet-close" }, "Close");
    close.addEventListener("click", () => this.toggleSheet(null));
    this.sheet.show(
      el(
        "div",
        { class: "sheet bridge-sheet-panel", role: "dialog", "aria-label": "Score sheet" },
        el("h3", {}, "Score sheet"),
        scoreSheet(v.scoring, v.results, v.scores),
        el("div", { class: "sheet-actions" }, close),
      ),
    );
  }

  showGame(v: BridgeView, mySide: number | null, canStart: boolean): void {
    const key = JSON.stringify([v.results.length, v.scores, mySide, canStart]);
    if (this.game.shows(key)) return;
    this.hideDeal();
    const w = v.winners;
    const headline = w.length === 0 ? "It's a tie!" : mySide !== null && w.includes(mySide) ? "Your side wins!" : `${w[0] % 2 === 0 ? "North-South" : "East-West"} win!`;
    const action = rematchAction(canStart, this.onRematch);
    const sheet = el(
      "div",
      { class: "sheet summary summary-game bridge-game-summary", role: "dialog", "aria-label": "Game over", testid: "game-summary" },
      el("p", { class: "summary-kicker" }, "Game over"),
      el("h3", { class: "summary-headline" }, headline),
      el("p", { class: "summary-final" }, `N-S ${v.scores[0]} – ${v.scores[1]} E-W`),
      scoreSheet(v.scoring, v.results, v.scores),
      el("div", { class: "sheet-actions" }, action),
    );
    this.game.show(sheet, key);
  }

  hideGame(): void {
    this.game.hide();
  }

  destroy(): void {
    this.hideDeal();
    this.hideGame();
    this.sheet.hide();
  }
}

/** Cards as short text, by suit: "♠ A K 7 · ♥ Q 2 …" (the claimer's hand in the claim panel). */
export function cardsText(cards: string[]): string {
  const suits = ["S", "H", "D", "C"];
  return suits
    .map((s) => cards.filter((c) => c[1] === s).map((c) => cardLabel(c).slice(0, -1)).join(" "))
    .map((ranks, i) => `${["♠", "♥", "♦", "♣"][i]} ${ranks || "—"}`)
    .join("  ");
}
