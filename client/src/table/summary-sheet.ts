/**
 * What the card tables' score summaries are built from, so that every game's summaries look and read alike
 * and a change to them is made once: the score table (a header row, rows headed by their first cell, the
 * last row in bold when it is the total) and the game-over sheet (kicker, headline, the game's own body,
 * Rematch or who the table waits for) in its overlay slot.
 */
import { t } from "../i18n/i18n";
import { el, type Child } from "../ui/dom";
import { OverlaySheet } from "./overlay-sheet";

export type Cell = string | number;

/** A score table: `head` over the columns, each row headed by its first cell; `strongLast` bolds the last row. */
export function summaryTable(head: string[], rows: Cell[][], strongLast = false, extraClass = ""): HTMLElement {
  return el(
    "table",
    { class: extraClass ? `summary-table ${extraClass}` : "summary-table" },
    el("thead", {}, el("tr", {}, ...head.map((h) => el("th", {}, h)))),
    el(
      "tbody",
      {},
      ...rows.map((r, i) =>
        el("tr", { class: strongLast && i === rows.length - 1 ? "row-strong" : "" }, ...r.map((c, j) => el(j === 0 ? "th" : "td", {}, String(c)))),
      ),
    ),
  );
}

/** The foot of a game-over sheet: Rematch for those who may start one, else who the table waits for. */
function rematchAction(canStart: boolean, onRematch: () => void): HTMLElement {
  return canStart
    ? el("button", { class: "btn btn-primary", type: "button", testid: "rematch-button", onclick: () => onRematch() }, t("table.rematch"))
    : el("p", { class: "muted" }, t("play.waitingRematch"));
}

/** The game-over sheet of a table (testid game-summary), rebuilt only when its key changes. */
export class GameOverSheet {
  private readonly slot: OverlaySheet;

  constructor(
    overlay: HTMLElement,
    private readonly onRematch: () => void,
  ) {
    this.slot = new OverlaySheet(overlay);
  }

  get isOpen(): boolean {
    return this.slot.isOpen;
  }

  /** True while the sheet shown for `key` is up. */
  shows(key: string): boolean {
    return this.slot.shows(key);
  }

  /** Puts the sheet up: "Game over", `headline`, the game's `body`, then Rematch (or who the table waits for). */
  show(key: string, canStart: boolean, headline: string, body: Child[], extraClass = ""): void {
    const sheet = el(
      "div",
      {
        class: extraClass ? `sheet summary summary-game ${extraClass}` : "sheet summary summary-game",
        role: "dialog",
        "aria-label": t("play.gameOver"),
        testid: "game-summary",
      },
      el("p", { class: "summary-kicker" }, t("play.gameOver")),
      el("h3", { class: "summary-headline" }, headline),
      ...body,
      el("div", { class: "sheet-actions" }, rematchAction(canStart, this.onRematch)),
    );
    this.slot.show(sheet, key);
  }

  hide(): void {
    this.slot.hide();
  }
}

/**
 * The sheets a card table puts over its canvas, at the least the game-over sheet: the renderer asks
 * `gameOpen` whether its own Rematch button is up. A game's sheets class adds its own slots (`overlay`).
 */
export abstract class TableSheets {
  protected readonly game: GameOverSheet;

  constructor(
    protected readonly overlay: HTMLElement,
    onRematch: () => void,
  ) {
    this.game = new GameOverSheet(overlay, onRematch);
  }

  get gameOpen(): boolean {
    return this.game.isOpen;
  }

  hideGame(): void {
    this.game.hide();
  }
}
