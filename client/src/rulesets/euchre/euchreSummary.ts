/**
 * Hand and game summaries from the view's `results`: a short sheet after each hand (who made what,
 * tricks per team, points, totals; or "thrown in") that gets out of the way by itself, and the game
 * summary with Rematch while the game is over. Only their buttons take clicks.
 */
import type { EuchreHandResult, EuchreView } from "@salon/shared/euchre/types";
import { OverlaySheet, rematchAction } from "../../table/overlaySheet";
import { el } from "../../ui/dom";
import { suitChar, suitWord, teamName, teamOf, who, type Seating } from "./euchreTexts";

const HAND_SUMMARY_MS = 6000;

function handLine(r: EuchreHandResult, st: Seating): string {
  if (r.thrownIn) return "Everyone passed twice: the hand was thrown in.";
  const makers = teamOf(r.maker);
  const t = r.tricks[makers];
  const won = r.points[0] > 0 ? 0 : 1;
  const what = t >= 3 ? (t === 5 ? (r.alone ? "a lone march" : "a march") : `${t} tricks`) : `euchred (${t} tricks)`;
  const lone = r.defender >= 0 ? `, ${who(r.defender, st)} defended alone` : "";
  return `${who(r.maker, st)} made ${suitWord(r.trump)} ${suitChar(r.trump)}${r.alone ? " alone" : ""}${lone}: ${what}. ${teamName(won as 0 | 1, st)} +${r.points[won]}.`;
}

export class EuchreSummaries {
  private readonly hand: OverlaySheet;
  private readonly game: OverlaySheet;

  constructor(overlay: HTMLElement, private readonly onRematch: () => void) {
    this.hand = new OverlaySheet(overlay);
    this.game = new OverlaySheet(overlay);
  }

  get gameOpen(): boolean {
    return this.game.isOpen;
  }

  showHand(view: EuchreView, st: Seating): void {
    this.hideHand();
    const r = view.results[view.results.length - 1];
    if (!r) return;
    const close = el("button", { class: "btn btn-small", type: "button", testid: "euchre-hand-close" }, "OK");
    close.addEventListener("click", () => this.hideHand());
    const sheet = el(
      "div",
      { class: "sheet summary euchre-hand-summary", role: "status", testid: "euchre-hand-summary" },
      el("h3", {}, `Hand ${view.results.length}`),
      el("p", {}, handLine(r, st)),
      el("p", { class: "muted" }, `${teamName(0, st)} ${r.totals[0]} – ${r.totals[1]} ${teamName(1, st)} · first to ${view.target}`),
      el("div", { class: "sheet-actions" }, close),
    );
    this.hand.show(sheet, "", HAND_SUMMARY_MS);
  }

  hideHand(): void {
    this.hand.hide();
  }

  showGame(view: EuchreView, st: Seating, canStart: boolean): void {
    const key = JSON.stringify([view.results.length, view.winners, st, canStart]);
    if (this.game.shows(key)) return;
    this.hideHand();
    const won = teamOf(view.winners[0] ?? 0);
    const headline = st.me === null ? `${teamName(won, st)} wins!` : teamOf(st.me) === won ? "We win!" : "They win.";
    const rows = view.results.map((r, i) =>
      el("tr", {}, el("th", {}, `Hand ${i + 1}`), el("td", {}, r.thrownIn ? "–" : String(r.points[0])), el("td", {}, r.thrownIn ? "–" : String(r.points[1]))),
    );
    const final = [view.scores[0], view.scores[1]];
    const action = rematchAction(canStart, this.onRematch);
    const sheet = el(
      "div",
      { class: "sheet summary summary-game", role: "dialog", "aria-label": "Game over", testid: "game-summary" },
      el("p", { class: "summary-kicker" }, "Game over"),
      el("h3", { class: "summary-headline" }, headline),
      el("p", { class: "summary-final" }, `${teamName(0, st)} ${final[0]} – ${final[1]} ${teamName(1, st)}`),
      el(
        "table",
        { class: "summary-table" },
        el("thead", {}, el("tr", {}, el("th", {}, ""), el("th", {}, teamName(0, st)), el("th", {}, teamName(1, st)))),
        el("tbody", {}, ...rows, el("tr", { class: "row-strong" }, el("th", {}, "Total"), el("td", {}, String(final[0])), el("td", {}, String(final[1])))),
      ),
      el("div", { class: "sheet-actions" }, action),
    );
    this.game.show(sheet, key);
  }

  hideGame(): void {
    this.game.hide();
  }

  destroy(): void {
    this.hideHand();
    this.hideGame();
  }
}
