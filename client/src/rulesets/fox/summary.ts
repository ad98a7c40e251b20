/**
 * Round and game summaries, drawn from the view's `rounds` (tricks, trick points, treasure, totals).
 * The round summary appears when a round is scored and stays until dismissed or the next one; the game
 * summary shows the winner(s) while the game is over, with Rematch. Both sit above the trick, never over
 * the hand, and only their buttons take clicks.
 */
import type { FoxRoundResult, FoxView } from "@salon/shared/fox/types";
import { t } from "../../i18n/i18n";
import { OverlaySheet } from "../../table/overlay-sheet";
import { summaryTable, TableSheets, type Cell } from "../../table/summary-sheet";
import { el } from "../../ui/dom";

/** How long a round summary stays up unless dismissed. */
const ROUND_SUMMARY_MS = 15000;

function roundRows(r: FoxRoundResult): Cell[][] {
  return [
    [t("play.tricks"), r.tricks[0], r.tricks[1]],
    [t("fox.trickPoints"), r.trickPoints[0], r.trickPoints[1]],
    [t("fox.treasurePoints"), r.treasure[0], r.treasure[1]],
    [t("fox.thisRound"), r.trickPoints[0] + r.treasure[0], r.trickPoints[1] + r.treasure[1]],
    [t("play.total"), r.totals[0], r.totals[1]],
  ];
}

export class FoxSummaries extends TableSheets {
  private readonly round = new OverlaySheet(this.overlay);

  /** Seat names are in seat order (index 0, 1). */
  showRound(view: FoxView, names: [string, string]): void {
    this.hideRound();
    const index = view.rounds.length - 1;
    const r = view.rounds[index];
    if (!r) return;
    const close = el("button", { class: "btn btn-small", type: "button", testid: "round-summary-close" }, t("play.continue"));
    close.addEventListener("click", () => this.hideRound());
    const sheet = el(
      "div",
      { class: "sheet summary", role: "dialog", "aria-label": t("fox.roundScored", { n: index + 1 }), testid: "round-summary" },
      el("h3", {}, t("fox.roundScored", { n: index + 1 })),
      summaryTable(["", names[0], names[1]], roundRows(r), true),
      el("p", { class: "muted" }, t("fox.roundNext", { target: view.target })),
      el("div", { class: "sheet-actions" }, close),
    );
    // The next round is already being played: get out of the way after a while.
    this.round.show(sheet, "", ROUND_SUMMARY_MS);
  }

  hideRound(): void {
    this.round.hide();
  }

  showGame(view: FoxView, names: [string, string], me: number | null, canStart: boolean): void {
    const key = JSON.stringify([view.rounds, view.winners, names, me, canStart]);
    if (this.game.shows(key)) return;
    this.hideRound();
    const w = view.winners;
    const headline =
      w.length !== 1
        ? t("fox.drawHeadline")
        : me !== null && w[0] === me
          ? t("play.youWin")
          : t("play.wins", { name: names[w[0]] ?? t("aids.seat", { n: w[0] + 1 }) });
    const final = view.scores;
    const rows: Cell[][] = view.rounds.map((r, i) => [t("fox.round", { n: i + 1 }), r.trickPoints[0] + r.treasure[0], r.trickPoints[1] + r.treasure[1]]);
    rows.push([t("play.total"), final[0], final[1]]);
    const last = view.rounds[view.rounds.length - 1];
    this.game.show(key, canStart, headline, [
      el("p", { class: "summary-final" }, `${names[0]} ${final[0]} – ${final[1]} ${names[1]}`),
      summaryTable(["", names[0], names[1]], rows, true),
      last && w.length === 1 && final[0] === final[1] ? el("p", { class: "muted" }, t("fox.tiedTotals")) : null,
    ]);
  }

  destroy(): void {
    this.hideRound();
    this.hideGame();
  }
}
