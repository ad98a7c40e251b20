/**
 * What a face-up card looks like, as data a ruleset renderer supplies: the corner rank, the suit ink,
 * how to draw the suit symbol, and an optional word (a power's name). Widgets draw it without knowing
 * any rules.
 */
import type { Graphics } from "pixi.js";

export interface CardFace {
  /** Corner index, e.g. "7" or "11". */
  rank: string;
  /** Ink colour of the suit. */
  color: number;
  /** Draws the suit symbol centred on (cx, cy), about `size` pixels tall, filled in `color`. */
  drawSuit(g: Graphics, cx: number, cy: number, size: number, color: number): void;
  /** A word under the big symbol when the card is large enough (e.g. "Witch"). */
  title?: string;
}

/** Maps a card code to its face, or null if the code is not a card of this ruleset. */
export type FaceLookup = (code: string) => CardFace | null;
