/**
 * Round scoring and the game's end (§7).
 */
import type { FoxRoundResult } from "./types";

/** Points for a round's trick count: 0-3 → 6, 4 → 1, 5 → 2, 6 → 3, 7-9 → 6, 10-13 → 0. */
export function trickPoints(tricks: number): number {
  if (tricks <= 3) return 6;
  if (tricks <= 6) return tricks - 3;
  if (tricks <= 9) return 6;
  return 0;
}

/**
 * Winners once the game is over: the higher total; on a tie, the higher score in the final round
 * (treasure plus trick points); still tied, both seats (a draw).
 */
export function winnersOf(totals: readonly [number, number], last: FoxRoundResult): number[] {
  if (totals[0] !== totals[1]) return [totals[0] > totals[1] ? 0 : 1];
  const r0 = last.trickPoints[0] + last.treasure[0];
  const r1 = last.trickPoints[1] + last.treasure[1];
  if (r0 !== r1) return [r0 > r1 ? 0 : 1];
  return [0, 1];
}
