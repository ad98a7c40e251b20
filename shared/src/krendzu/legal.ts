/**
 * Legal actions (§5). A defender's two-card moves are every ordered pair of different cards on a cell of
 * the board and then a cell of the board including the first card, so the list grows quickly; it is built
 * without checks beyond what the construction already guarantees.
 */
import { cellMap, frontier, key, NEIGHBOURS } from "./board";
import { attackerHoldsCards, type KrendzuState } from "./state";
import type { KrendzuAction } from "./types";

/** The kinds of move `seat` may make now, as KrendzuView.legal: "place", "placeMany", "skip". */
export function legalKinds(s: KrendzuState, seat: number): string[] {
  if (s.phase !== "play" || s.turn !== seat) return [];
  return kindsFor(s.sides[seat] === "attack", s.board.length === 0, s.hands[seat].length, attackerHoldsCards(s));
}

/** The same from what a seat itself sees (its side, the board, its hand, the public hand counts). */
export function kindsFor(attacking: boolean, opening: boolean, handSize: number, attackerHasCards: boolean): string[] {
  if (attacking || opening) return ["place"];
  const out = ["place"];
  if (handSize >= 2) out.push("placeMany");
  if (attackerHasCards) out.push("skip");
  return out;
}

export function legalActions(s: KrendzuState, seat: number): KrendzuAction[] {
  const kinds = legalKinds(s, seat);
  if (kinds.length === 0) return [];
  const hand = s.hands[seat];
  const cells = cellMap(s.board);
  const first = frontier(s.board, cells);
  const out: KrendzuAction[] = [];
  for (const card of hand) for (const [x, y] of first) out.push({ type: "place", card, x, y });
  if (kinds.includes("placeMany")) {
    for (const [x, y] of first) {
      // The cells for the second card: the frontier less (x, y), plus its empty neighbours not yet in it.
      cells.set(key(x, y), "?");
      const second: [number, number][] = first.filter(([a, b]) => a !== x || b !== y);
      for (const [dx, dy] of NEIGHBOURS) {
        const nx = x + dx;
        const ny = y + dy;
        if (!cells.has(key(nx, ny)) && !second.some(([a, b]) => a === nx && b === ny)) second.push([nx, ny]);
      }
      cells.delete(key(x, y));
      for (const a of hand) {
        for (const b of hand) {
          if (a === b) continue;
          for (const [qx, qy] of second) out.push({ type: "placeMany", cards: [{ card: a, x, y }, { card: b, x: qx, y: qy }] });
        }
      }
    }
  }
  if (kinds.includes("skip")) out.push({ type: "skip" });
  return out;
}
