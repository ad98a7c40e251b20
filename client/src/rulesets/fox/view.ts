/**
 * The Fox view as the renderer reads it: the rules package's `FoxView`, typed end to end (no reader of its own).
 */
import type { FoxView } from "@salon/shared/fox/types";
import { viewOf, type GameView } from "@salon/shared/views";

/** The table's FoxView (shared/src/fox/types.ts), as the server sent it and the view store completed it; null before the first deal. */
export function readFoxView(snapshot: { game: GameView | null }): FoxView | null {
  return viewOf(snapshot, "fox");
}

/** Which seat played each card of a trick listed in play order, starting with `leader`. */
export function trickOwners(cards: string[], leader: number): { code: string; seat: number }[] {
  return cards.map((code, i) => ({ code, seat: i === 0 ? leader : 1 - leader }));
}
