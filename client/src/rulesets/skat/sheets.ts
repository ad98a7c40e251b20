/**
 * Skat's sheets over the canvas: the summary of each settled deal (the value's breakdown — matadors,
 * game, hand, schneider, schwarz, announcements, ouvert: multiplier × base = value, an overbid noted —
 * and both sides' card points), the tournament list (one row per deal, the Seeger/Fabian bonus columns
 * and the standing) and the game-over summary with Rematch.
 */
import type { SkatRow, SkatStanding } from "@salon/shared/skat/types";
import { OverlaySheet } from "../../table/overlay-sheet";
import { summaryTable, TableSheets, type Cell } from "../../table/summary-sheet";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { contractName, valueLine } from "./texts";

const DEAL_SUMMARY_MS = 14000;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Skat's tables are the tables' score table with its own look (app.css `.skat-table`). */
function table(head: string[], rows: Cell[][], strongLast = false): HTMLElement {
  return summaryTable(head, rows, strongLast, "skat-table");
}

/** One line of the list's "game" column. */
function gameCell(r: SkatRow, names: string[]): string {
  if (r.kind === "passed") return t("skat.passedRow");
  if (r.kind === "ramsch") return t(r.durchmarsch ? "skat.ramschDurchmarsch" : r.jungfrau ? "skat.ramschJungfrau" : "skat.ramsch");
  return t("skat.gameRow", { name: names[r.declarer], game: contractName(r.contract), result: t(r.won ? "skat.won" : "skat.lost") });
}

function standingRows(st: SkatStanding[], tournament: boolean): Cell[][] {
  const rows: Cell[][] = [
    [t("skat.wonLost"), ...st.map((s) => `${s.won} / ${s.lost}`)],
    [t("skat.gamePoints"), ...st.map((s) => s.games)],
  ];
  if (tournament) rows.push([t("skat.seeger"), ...st.map((s) => s.seeger)], [t("skat.fabian"), ...st.map((s) => s.fabian)]);
  rows.push([t("play.total"), ...st.map((s) => s.total)]);
  return rows;
}

export class SkatSheets extends TableSheets {
  private readonly deal = new OverlaySheet(this.overlay);
  private readonly list = new OverlaySheet(this.overlay);

  get listOpen(): boolean {
    return this.list.isOpen;
  }

  showDeal(r: SkatRow, names: string[], seats: number, me: number | null): void {
    this.hideDeal();
    const close = el("button", { class: "btn btn-small", type: "button", testid: "skat-summary-close", onclick: () => this.hideDeal() }, t("play.continue"));
    const body: (HTMLElement | null)[] = [];
    if (r.kind === "passed") body.push(el("p", {}, t("skat.allPassed")));
    else if (r.kind === "ramsch") {
      body.push(
        table(
          ["", ...names.slice(0, seats)],
          [
            [t("skat.cardPoints"), ...r.points],
            [t("play.tricks"), ...r.tricks],
            [t("skat.score"), ...r.delta.map(signed)],
          ],
        ),
      );
      if (r.durchmarsch) body.push(el("p", {}, t("skat.durchmarsch")));
      else if (r.jungfrau) body.push(el("p", {}, t("skat.jungfrau")));
    } else {
      const b = r.breakdown;
      body.push(
        el(
          "p",
          { class: "skat-verdict" },
          t(r.declarer === me ? "skat.youVerdict" : "skat.verdict", {
            name: names[r.declarer],
            result: t(r.won ? "skat.won" : "skat.lost"),
            game: contractName(r.contract),
            bid: r.bid,
          }),
        ),
        el("p", { class: "skat-value", testid: "skat-value-line" }, valueLine(r)),
        table(
          ["", t("skat.declarer"), t("skat.defenders")],
          [
            [t("skat.cardPoints"), r.points[0], r.points[1]],
            [t("play.tricks"), r.tricks[0], r.tricks[1]],
          ],
        ),
        el(
          "p",
          {},
          [
            t("skat.entry", { value: signed(r.entry) }),
            r.kontra > 1 ? t("skat.kontraTimes", { n: r.kontra }) : "",
            b && !r.won ? t("skat.lostDouble") : "",
          ].join(""),
        ),
      );
      const bonus = r.bonus.map((x, i) => (x ? `${names[i]} ${signed(x)}` : "")).filter(Boolean);
      if (bonus.length) body.push(el("p", { class: "muted" }, t("skat.bonuses", { list: bonus.join(", ") })));
    }
    body.push(table(["", ...names.slice(0, seats)], [[t("play.total"), ...r.totals]], true));
    const sheet = el(
      "div",
      { class: "sheet summary skat-summary", role: "dialog", "aria-label": t("skat.dealScored", { n: r.n }), testid: "skat-deal-summary" },
      el("h3", {}, t("play.deal", { n: r.n })),
      ...body,
      el("div", { class: "sheet-actions" }, close),
    );
    this.deal.show(sheet, "", DEAL_SUMMARY_MS);
  }

  hideDeal(): void {
    this.deal.hide();
  }

  toggleList(rows: SkatRow[], st: SkatStanding[], names: string[], tournament: boolean): void {
    if (this.list.isOpen) return this.hideList();
    const seats = st.length;
    const body = rows.map((r) => [
      r.n,
      gameCell(r, names),
      r.kind === "game" ? signed(r.entry) : "",
      ...r.totals.map((t, i) => (r.bonus[i] ? `${t} (${signed(r.bonus[i])})` : t)),
    ]);
    const close = el("button", { class: "btn btn-small", type: "button", testid: "skat-sheet-close", onclick: () => this.hideList() }, t("play.close"));
    const sheet = el(
      "div",
      { class: "sheet skat-list", role: "dialog", "aria-label": t("skat.scoreSheet"), testid: "skat-score-sheet" },
      el("h3", {}, t(tournament ? "skat.tournamentList" : "skat.scoreSheet")),
      el(
        "div",
        { class: "skat-scroll" },
        rows.length ? table(["#", t("skat.colGame"), t("skat.colValue"), ...names.slice(0, seats)], body) : el("p", { class: "muted" }, t("skat.noDeal")),
      ),
      el("h4", {}, t("skat.standing")),
      el("div", { class: "skat-scroll" }, table(["", ...names.slice(0, seats)], standingRows(st, tournament), true)),
      el("div", { class: "sheet-actions" }, close),
    );
    this.list.show(sheet);
  }

  hideList(): void {
    this.list.hide();
  }

  showGame(st: SkatStanding[], names: string[], winners: number[], me: number | null, canStart: boolean, tournament: boolean): void {
    const key = JSON.stringify([st, names, winners, me, canStart]);
    if (this.game.shows(key)) return;
    const headline =
      winners.length !== 1 ? t("play.sharedFirstHeadline") : me !== null && winners[0] === me ? t("play.youWin") : t("play.wins", { name: names[winners[0]] });
    this.game.show(key, canStart, headline, [
      el("div", { class: "skat-scroll" }, table(["", ...names.slice(0, st.length)], standingRows(st, tournament), true)),
    ]);
  }

  destroy(): void {
    this.hideDeal();
    this.hideList();
    this.hideGame();
  }
}
