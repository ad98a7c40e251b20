/**
 * The Kierki view as the renderer reads it: the rules package's `KierkiView`, typed end to end (no reader of its own).
 */
import type { KierkiView } from "@salon/shared/kierki/types";
import { viewOf, type GameView } from "@salon/shared/views";

/** The table's KierkiView (shared/src/kierki/types.ts), as the server sent it and the view store completed it; null before the first deal. */
export function readKierkiView(snapshot: { game: GameView | null }): KierkiView | null {
  return viewOf(snapshot, "kierki");
}

/** Which seat played each card of a trick listed in play order, starting with `leader`. */
export function trickOwners(cards: string[], leader: number, n: number): { code: string; seat: number }[] {
  return cards.map((code, i) => ({ code, seat: (leader + i) % n }));
}
