/**
 * What every card table's renderer shares, kept in one place: the context and view it last drew, where a
 * card of my hand is on the canvas (for the pointer and the tests), and whether its game-over sheet shows
 * its own Rematch button. A game's renderer extends it with its drawing.
 */
import type { TableContext, TableRenderer } from "../rulesets/types";
import type { HandFan } from "./hand-fan";
import type { TableSheets } from "./summary-sheet";

export abstract class CardTableRenderer<View extends { hand?: string[] | null }> implements TableRenderer {
  protected ctx: TableContext | null = null;
  protected view: View | null = null;
  /** The sheets over the table, the game-over one among them. */
  protected abstract readonly sheets: TableSheets;
  /** The fan that shows my hand. */
  protected abstract get handFan(): HandFan;

  abstract update(ctx: TableContext): void;
  abstract resize(width: number, height: number): void;
  abstract destroy(): void;

  cardCenter(code: string): { x: number; y: number } | null {
    if (!this.view?.hand?.includes(code)) return null;
    return this.handFan.visibleCenter(code);
  }

  showsRematch(): boolean {
    return this.sheets.gameOpen && (this.ctx?.canStart ?? false);
  }
}
