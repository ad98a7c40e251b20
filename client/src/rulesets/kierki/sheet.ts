/**
 * The DOM sheets over the Kierki table:
 * - the score sheet: one row per deal of the game (the deals to come listed too, the current one live),
 *   a column per player, totals at the foot; scrollable on a phone. Opened with "Scores", and by itself
 *   after each deal (closing on "Continue" or after a while);
 * - the deal announcement: the new deal's name and what it penalises, for a few seconds;
 * - the game summary: the ranking and the whole sheet, with Rematch.
 */
import type { KierkiView } from "@salon/shared/kierki/types";
import { OverlaySheet } from "../../table/overlay-sheet";
import { TableSheets } from "../../table/summary-sheet";
import { t } from "../../i18n/i18n";
import { el } from "../../ui/dom";
import { dealName, dealRule, signed } from "./texts";
import { SUIT_CHAR, type FrenchSuit } from "../../table/french-faces";

const AFTER_DEAL_MS = 9000;
const ANNOUNCE_MS = 4500;

/** The score sheet table: rows = deals in order, columns = players, foot = totals. */
export function scoreTable(view: KierkiView, names: string[], me: number | null): HTMLElement {
  const n = view.seats;
  const head = el(
    "tr",
    {},
    el("th", { scope: "col" }, t("kierki.colDeal")),
    ...names.map((name, i) => el("th", { scope: "col", class: i === me ? "kierki-me" : "" }, name)),
  );
  const rows = view.sequence.map((kind, k) => {
    const done = view.results[k];
    const current = k === view.dealNo && !done && view.phase !== "over";
    const cls = done ? "kierki-done" : current ? "kierki-current" : "kierki-future";
    const trump = done?.trump ? ` ${SUIT_CHAR[done.trump as FrenchSuit]}` : current && view.trump ? ` ${SUIT_CHAR[view.trump as FrenchSuit]}` : "";
    const cells = Array.from({ length: n }, (_, s) => {
      const value = done ? signed(done.points[s]) : current ? signed(view.points[s]) : "";
      return el("td", { class: s === me ? "kierki-me" : "" }, value);
    });
    return el(
      "tr",
      { class: cls, "data-deal": k },
      el(
        "th",
        { scope: "row", title: dealRule(kind, view) },
        `${k + 1}. ${dealName(kind, view)}${trump}`,
        current ? el("span", { class: "kierki-now" }, ` ${t("kierki.now")}`) : null,
      ),
      ...cells,
    );
  });
  const foot = el(
    "tr",
    { class: "row-strong" },
    el("th", { scope: "row" }, t("play.total")),
    ...view.scores.map((x, s) => el("td", { class: s === me ? "kierki-me" : "" }, signed(x))),
  );
  return el(
    "div",
    { class: "kierki-sheet-scroll", testid: "kierki-score-scroll" },
    el("table", { class: "summary-table kierki-table", testid: "kierki-score-table" }, el("thead", {}, head), el("tbody", {}, ...rows), el("tfoot", {}, foot)),
  );
}

/** Places 1, 2, 2, 4: seats sharing a total share a place. */
export function ranking(scores: number[]): { seat: number; place: number; score: number }[] {
  const order = scores.map((score, seat) => ({ seat, score })).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return order.map((r) => ({ ...r, place: 1 + order.filter((o) => o.score > r.score).length }));
}

export class KierkiSheets extends TableSheets {
  private readonly sheet = new OverlaySheet(this.overlay);
  private sheetPinned = false;
  private sheetTitle: string | undefined;
  private readonly announce = new OverlaySheet(this.overlay);

  get sheetOpen(): boolean {
    return this.sheet.isOpen;
  }

  /**
   * Opens the sheet (pinned: stays until closed), or closes a pinned one. The sheet shown by itself after a
   * deal is pinned instead of closed: whoever presses the button then wants to read it.
   */
  toggleSheet(view: KierkiView | null, names: string[], me: number | null): void {
    if (this.sheet.isOpen && this.sheetPinned) this.hideSheet();
    else if (view) this.showSheet(view, names, me, true);
  }

  /** Shows or refreshes the sheet; `pinned` false closes it by itself after a while (after a deal). */
  showSheet(view: KierkiView, names: string[], me: number | null, pinned: boolean, title?: string): void {
    const key = JSON.stringify([view.results, view.points, view.scores, view.dealNo, names, me, title ?? "", pinned]);
    if (this.sheet.shows(key)) return;
    this.sheetPinned = pinned;
    this.sheetTitle = title;
    const close = el("button", { class: "btn btn-small", type: "button", testid: "kierki-sheet-close" }, t(pinned ? "play.close" : "play.continue"));
    close.addEventListener("click", () => this.hideSheet());
    const sheet = el(
      "div",
      { class: "sheet summary kierki-sheet", role: "dialog", "aria-label": t("kierki.scoreSheet"), testid: "kierki-score-sheet" },
      el("h3", {}, title ?? t("kierki.scoreSheet")),
      scoreTable(view, names, me),
      el("div", { class: "sheet-actions" }, close),
    );
    this.sheet.show(sheet, key, pinned ? undefined : AFTER_DEAL_MS);
  }

  /** Keeps an open sheet's numbers live. */
  refreshSheet(view: KierkiView, names: string[], me: number | null): void {
    if (this.sheet.isOpen) this.showSheet(view, names, me, this.sheetPinned, this.sheetTitle);
  }

  hideSheet(): void {
    this.sheet.hide();
  }

  /** The new deal's name and rule, for a few seconds. */
  announceDeal(view: KierkiView): void {
    const kind = view.kind;
    const banner = el(
      "div",
      { class: "sheet summary kierki-announce", role: "status", testid: "kierki-deal-banner" },
      el("p", { class: "summary-kicker" }, t("play.dealOf", { n: view.dealNo + 1, total: view.sequence.length })),
      el("h3", { class: "kierki-announce-title" }, dealName(kind, view)),
      el("p", {}, dealRule(kind, view)),
    );
    this.announce.show(banner, "", ANNOUNCE_MS);
  }

  hideAnnounce(): void {
    this.announce.hide();
  }

  showGame(view: KierkiView, names: string[], me: number | null, canStart: boolean): void {
    const key = JSON.stringify([view.results, view.winners, names, me, canStart]);
    if (this.game.shows(key)) return;
    this.hideSheet();
    this.hideAnnounce();
    const w = view.winners;
    const headline =
      w.length > 1
        ? t(w.includes(me ?? -1) ? "kierki.youShareWin" : "play.sharedFirstHeadline")
        : w[0] === me
          ? t("play.youWin")
          : t("play.wins", { name: names[w[0]] });
    const list = el(
      "ol",
      { class: "kierki-ranking", testid: "kierki-ranking" },
      ...ranking(view.scores).map((r) =>
        el(
          "li",
          { class: r.place === 1 ? "kierki-winner" : "" },
          el("span", { class: "kierki-place" }, `${r.place}.`),
          ` ${names[r.seat]} `,
          el("strong", {}, signed(r.score)),
        ),
      ),
    );
    this.game.show(key, canStart, headline, [list, scoreTable(view, names, me)], "kierki-sheet");
  }

  destroy(): void {
    this.hideSheet();
    this.hideAnnounce();
    this.hideGame();
  }
}
