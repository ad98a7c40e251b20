/**
 * The Skat view as the renderer reads it: the rules package's `SkatView` (shared/src/skat/types.ts), typed
 * end to end, with a seat's own keys (absent for spectators) given their empty values.
 */
import type { SkatView as SentSkatView } from "@salon/shared/skat/types";
import { viewOf, type GameView } from "@salon/shared/views";

/** A seat's own keys, empty where this viewer has none (a spectator's hand is null). */
export type SkatView = Omit<SentSkatView, "hand" | "legal" | "skat" | "discard" | "declarations"> & {
  hand: string[] | null;
  legal: string[];
  skat: string[];
  discard: string[];
  declarations: string[];
};

/** The table's Skat view; null before the first deal. */
export function readSkatView(snapshot: { game: GameView | null }): SkatView | null {
  const v = viewOf(snapshot, "skat");
  return v && { ...v, hand: v.hand ?? null, legal: v.legal ?? [], skat: v.skat ?? [], discard: v.discard ?? [], declarations: v.declarations ?? [] };
}

/** The active seats in play order from `first` (Forehand → Middlehand → Rearhand → Forehand). */
export function playOrder(v: SkatView, first: number): number[] {
  const order = [v.fh, v.mh, v.rh];
  const i = Math.max(0, order.indexOf(first));
  return [order[i], order[(i + 1) % 3], order[(i + 2) % 3]];
}

/** Who played each card of a trick listed in play order. */
export function trickOwners(v: SkatView, cards: string[], leader: number): { code: string; seat: number }[] {
  const order = playOrder(v, leader);
  return cards.map((code, i) => ({ code, seat: order[i] }));
}
