/**
 * Sides and turn order (§2, §4, §5): who attacks in a tour with dealer d, and the turn cycle it repeats.
 */
import type { Side, ThreeMode } from "./types";

/** Each seat's side in a tour dealt by `dealer` (§4). */
export function sidesFor(n: number, dealer: number, threeMode: ThreeMode): Side[] {
  const sides: Side[] = [];
  for (let seat = 0; seat < n; seat++) {
    let attacks: boolean;
    if (n === 2) attacks = seat === dealer;
    else if (n === 4) attacks = (seat - dealer + 4) % 2 === 0;
    else attacks = threeMode === "loneAttacks" ? seat === dealer : seat !== dealer;
    sides.push(attacks ? "attack" : "defend");
  }
  return sides;
}

/** The turn cycle of §5, repeated for the whole tour; its first seat (a defender) opens. */
export function cycleFor(n: number, dealer: number, threeMode: ThreeMode): number[] {
  const at = (k: number) => (dealer + k) % n;
  if (n === 2) return [at(1), at(0)];
  if (n === 4) return [at(1), at(2), at(3), at(0)];
  return threeMode === "loneAttacks" ? [at(1), at(0), at(2), at(0)] : [at(0), at(1), at(0), at(2)];
}

/**
 * The cycle position after `pos` whose seat still holds cards, or -1 when every hand is empty (the tour
 * is over). Seats with empty hands are skipped wherever they appear (§5).
 */
export function nextPos(cycle: readonly number[], pos: number, counts: readonly number[]): number {
  for (let step = 1; step <= cycle.length; step++) {
    const p = (pos + step) % cycle.length;
    if (counts[cycle[p]] > 0) return p;
  }
  return -1;
}
