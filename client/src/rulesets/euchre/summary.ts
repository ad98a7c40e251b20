/**
 * Hand and game summaries from the view's `results`: a short sheet after each hand (who made what,
 * tricks per team, points, totals; or "thrown in") that gets out of the way by itself, and the game
 * summary with Rematch while the game is over. Only their buttons take clicks.
 */
import type { EuchreHandResult, EuchreView } from "@salon/shared/euchre/types";
import { t } from "../../i18n/i18n";
import { OverlaySheet, rematchAction } from "../../table/overlay-sheet";
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
    const close = el("button", { class: "btn btn-small", type: "button", testid: "euchre-hand-close" }, t("euchre.ok"));
    close.addEventListener("click", () => this.hideHand());
    const sheet = el(
      "div",
      { class: "sheet summary euchre-hand-summary", role: "status", testid: "euchre-hand-summary" },
      el("h3", {}, t("euchre.hand", { n: view.results.length })),
      el("p", {}, handLine(r, st)),
      el("p", { class: "muted" }, t("euchre.handScore", { teamA: teamName(0, st), a: r.totals[0], b: r.totals[1], teamB: teamName(1, st), target: view.target })),
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
    const rows = view.results.map((r, i) =>
      el("tr", {}, el("th", {}, t("euchre.hand", { n: i + 1 })), el("td", {}, r.thrownIn ? "–" : String(r.points[0])), el("td", {}, r.thrownIn ? "–" : String(r.points[1]))),
    );
    const final = [view.scores[0], view.scores[1]];
    const action = rematchAction(canStart, this.onRematch);
    const sheet = el(
      "div",
      { class: "sheet summary summary-game", role: "dialog", "aria-label": t("play.gameOver"), testid: "game-summary" },
      el("p", { class: "summary-kicker" }, t("play.gameOver")),
      el("h3", { class: "summary-headline" }, headline),
      el("p", { class: "summary-final" }, `${teamName(0, st)} ${final[0]} – ${final[1]} ${teamName(1, st)}`),
      el(
        "table",
        { class: "summary-table" },
        el("thead", {}, el("tr", {}, el("th", {}, ""), el("th", {}, teamName(0, st)), el("th", {}, teamName(1, st)))),
        el("tbody", {}, ...rows, el("tr", { class: "row-strong" }, el("th", {}, t("play.total")), el("td", {}, String(final[0])), el("td", {}, String(final[1])))),
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
