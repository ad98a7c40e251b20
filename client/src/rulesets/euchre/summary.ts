/**
 * Hand and game summaries from the view's `results`: a short sheet after each hand (who made what,
 * tricks per team, points, totals; or "thrown in") that gets out of the way by itself, and the game
 * summary with Rematch while the game is over. Only their buttons take clicks.
 */
import type { EuchreHandResult, EuchreView } from "@salon/shared/euchre/types";
import { t } from "../../i18n/i18n";
import { OverlaySheet } from "../../table/overlay-sheet";
import { summaryTable, TableSheets, type Cell } from "../../table/summary-sheet";
import { el } from "../../ui/dom";
import { suitChar, suitWord, teamName, teamOf, who, type Seating } from "./texts";

const HAND_SUMMARY_MS = 6000;

function handLine(r: EuchreHandResult, st: Seating): string {
  if (r.thrownIn) return t("euchre.thrownIn");
  const makers = teamOf(r.maker);
  const n = r.tricks[makers];
  const won = r.points[0] > 0 ? 0 : 1;
  const what = n >= 3 ? (n === 5 ? t(r.alone ? "euchre.loneMarch" : "euchre.march") : t("euchre.tricks", { count: n })) : t("euchre.euchred", { count: n });
  const lone = r.defender >= 0 ? t("euchre.defendedAlone", { name: who(r.defender, st) }) : "";
  const made = t(r.alone ? "euchre.madeAlone" : "euchre.made", { name: who(r.maker, st), suit: `${suitWord(r.trump)} ${suitChar(r.trump)}` });
  return `${made}${lone}: ${what}. ${teamName(won as 0 | 1, st)} +${r.points[won]}.`;
}

export class EuchreSummaries extends TableSheets {
  private readonly hand = new OverlaySheet(this.overlay);

  showHand(view: EuchreView, st: Seating): void {
    this.hideHand();
    const r = view.results[view.results.length - 1];
    if (!r) return;
    const close = el("button", { class: "btn btn-small", type: "button", testid: "euchre-hand-close" }, t("euchre.ok"));
    close.addEventListener("click", () => this.hideHand());
    const sheet = el(
      "div",
      { class: "sheet summary euchre-hand-summary", role: "status", testid: "euchre-hand-summary" },
      el("h3", {}, t("euchre.hand", { n: view.results.length })),
      el("p", {}, handLine(r, st)),
      el(
        "p",
        { class: "muted" },
        t("euchre.handScore", { teamA: teamName(0, st), a: r.totals[0], b: r.totals[1], teamB: teamName(1, st), target: view.target }),
      ),
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
    const headline = st.me === null ? t("play.wins", { name: teamName(won, st) }) : t(teamOf(st.me) === won ? "euchre.weWin" : "euchre.theyWin");
    const rows: Cell[][] = view.results.map((r, i) => [t("euchre.hand", { n: i + 1 }), r.thrownIn ? "–" : r.points[0], r.thrownIn ? "–" : r.points[1]]);
    const final = [view.scores[0], view.scores[1]];
    rows.push([t("play.total"), final[0], final[1]]);
    this.game.show(key, canStart, headline, [
      el("p", { class: "summary-final" }, `${teamName(0, st)} ${final[0]} – ${final[1]} ${teamName(1, st)}`),
      summaryTable(["", teamName(0, st), teamName(1, st)], rows, true),
    ]);
  }

  destroy(): void {
    this.hideHand();
    this.hideGame();
  }
}
