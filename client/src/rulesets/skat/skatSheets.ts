/**
 * Skat's sheets over the canvas: the summary of each settled deal (the value's breakdown — matadors,
 * game, hand, schneider, schwarz, announcements, ouvert: multiplier × base = value, an overbid noted —
 * and both sides' card points), the tournament list (one row per deal, the Seeger/Fabian bonus columns
 * and the standing) and the game-over summary with Rematch.
 */
import type { SkatRow, SkatStanding } from "@salon/shared/skat/types";
import { OverlaySheet, rematchAction } from "../../table/overlaySheet";
import { el } from "../../ui/dom";
import { contractName, valueLine } from "./skatTexts";

const DEAL_SUMMARY_MS = 14000;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function table(head: string[], rows: (string | number)[][], strongLast = false): HTMLElement {
  return el(
    "table",
    { class: "summary-table skat-table" },
    el("thead", {}, el("tr", {}, ...head.map((h) => el("th", {}, h)))),
    el("tbody", {}, ...rows.map((r, i) =>
      el("tr", { class: strongLast && i === rows.length - 1 ? "row-strong" : "" }, ...r.map((c, j) => el(j === 0 ? "th" : "td", {}, String(c)))))),
  );
}

/** One line of the list's "game" column. */
function gameCell(r: SkatRow, names: string[]): string {
  if (r.kind === "passed") return "passed";
  if (r.kind === "ramsch") return r.durchmarsch ? "Ramsch (Durchmarsch)" : r.jungfrau ? "Ramsch (Jungfrau)" : "Ramsch";
  return `${names[r.declarer]}: ${contractName(r.contract)} ${r.won ? "won" : "lost"}`;
}

function standingRows(st: SkatStanding[], tournament: boolean): (string | number)[][] {
  const rows: (string | number)[][] = [["Won / lost", ...st.map((s) => `${s.won} / ${s.lost}`)], ["Game points", ...st.map((s) => s.games)]];
  if (tournament) rows.push(["Seeger (±50)", ...st.map((s) => s.seeger)], ["Fabian (40/30)", ...st.map((s) => s.fabian)]);
  rows.push(["Total", ...st.map((s) => s.total)]);
  return rows;
}

export class SkatSheets {
  private readonly deal: OverlaySheet;
  private readonly list: OverlaySheet;
  private readonly game: OverlaySheet;

  constructor(
    overlay: HTMLElement,
    private readonly onRematch: () => void,
  ) {
    this.deal = new OverlaySheet(overlay);
    this.list = new OverlaySheet(overlay);
    this.game = new OverlaySheet(overlay);
  }

  get gameOpen(): boolean {
    return this.game.isOpen;
  }

  get listOpen(): boolean {
    return this.list.isOpen;
  }

  showDeal(r: SkatRow, names: string[], seats: number): void {
    this.hideDeal();
    const close = el("button", { class: "btn btn-small", type: "button", testid: "skat-summary-close", onclick: () => this.hideDeal() }, "Continue");
    const body: (HTMLElement | null)[] = [];
    if (r.kind === "passed") body.push(el("p", {}, "All three passed: the cards are dealt again."));
    else if (r.kind === "ramsch") {
      body.push(table(["", ...names.slice(0, seats)], [["Card points", ...r.points], ["Tricks", ...r.tricks], ["Score", ...r.delta.map(signed)]]));
      if (r.durchmarsch) body.push(el("p", {}, "Durchmarsch: one player took every trick."));
      else if (r.jungfrau) body.push(el("p", {}, "Jungfrau: someone took no trick, the loss counts double."));
    } else {
      const b = r.breakdown;
      body.push(
        el("p", { class: "skat-verdict" }, `${names[r.declarer]} ${r.won ? "won" : "lost"} ${contractName(r.contract)} (bid ${r.bid})`),
        el("p", { class: "skat-value", testid: "skat-value-line" }, valueLine(r)),
        table(["", "Declarer", "Defenders"], [["Card points", r.points[0], r.points[1]], ["Tricks", r.tricks[0], r.tricks[1]]]),
        el("p", {}, [
          `Entry ${signed(r.entry)}`,
          r.kontra > 1 ? ` (kontra ×${r.kontra})` : "",
          b && !r.won ? " — a lost game counts double" : "",
        ].join("")),
      );
      const bonus = r.bonus.map((x, i) => (x ? `${names[i]} ${signed(x)}` : "")).filter(Boolean);
      if (bonus.length) body.push(el("p", { class: "muted" }, `Bonuses: ${bonus.join(", ")}`));
    }
    body.push(table(["", ...names.slice(0, seats)], [["Total", ...r.totals]], true));
    const sheet = el("div", { class: "sheet summary skat-summary", role: "dialog", "aria-label": `Deal ${r.n} scored`, testid: "skat-deal-summary" },
      el("h3", {}, `Deal ${r.n}`), ...body, el("div", { class: "sheet-actions" }, close));
    this.deal.show(sheet, "", DEAL_SUMMARY_MS);
  }

  hideDeal(): void {
    this.deal.hide();
  }

  toggleList(rows: SkatRow[], st: SkatStanding[], names: string[], tournament: boolean): void {
    if (this.list.isOpen) return this.hideList();
    const seats = st.length;
    const body = rows.map((r) => [r.n, gameCell(r, names), r.kind === "game" ? signed(r.entry) : "", ...r.totals.map((t, i) => (r.bonus[i] ? `${t} (${signed(r.bonus[i])})` : t))]);
    const close = el("button", { class: "btn btn-small", type: "button", testid: "skat-sheet-close", onclick: () => this.hideList() }, "Close");
    const sheet = el("div", { class: "sheet skat-list", role: "dialog", "aria-label": "Score sheet", testid: "skat-score-sheet" },
      el("h3", {}, tournament ? "Tournament list" : "Score sheet"),
      el("div", { class: "skat-scroll" }, rows.length ? table(["#", "Game", "Value", ...names.slice(0, seats)], body) : el("p", { class: "muted" }, "No deal scored yet.")),
      el("h4", {}, "Standing"),
      el("div", { class: "skat-scroll" }, table(["", ...names.slice(0, seats)], standingRows(st, tournament), true)),
      el("div", { class: "sheet-actions" }, close));
    this.list.show(sheet);
  }

  hideList(): void {
    this.list.hide();
  }

  showGame(st: SkatStanding[], names: string[], winners: number[], me: number | null, canStart: boolean, tournament: boolean): void {
    const key = JSON.stringify([st, names, winners, me, canStart]);
    if (this.game.shows(key)) return;
    const headline = winners.length !== 1 ? "A shared first place!" : me !== null && winners[0] === me ? "You win!" : `${names[winners[0]]} wins!`;
    const action = rematchAction(canStart, this.onRematch);
    const sheet = el("div", { class: "sheet summary summary-game", role: "dialog", "aria-label": "Game over", testid: "game-summary" },
      el("p", { class: "summary-kicker" }, "Game over"),
      el("h3", { class: "summary-headline" }, headline),
      el("div", { class: "skat-scroll" }, table(["", ...names.slice(0, st.length)], standingRows(st, tournament), true)),
      el("div", { class: "sheet-actions" }, action));
    this.game.show(sheet, key);
  }

  hideGame(): void {
    this.game.hide();
  }

  destroy(): void {
    this.hideDeal();
    this.hideList();
    this.hideGame();
  }
}
