/**
 * Legal actions (§5). A defender's two-card moves are every pair of different cards on a free edge of the
 * board and then on a free edge of the board including the first card, so the list grows quickly (about
 * 8,000 at most with the default 12/13 hands). Each two-card move is listed once: when both cells were
 * free edges before the move, the order of the listed frontier; otherwise the order the rules require.
 * Built without checks beyond what the construction already guarantees.
 */
import { cellMap, frontier, key, NEIGHBOURS } from "./board";
import { attackerHoldsCards, type KrendzuState } from "./state";
import type { KrendzuAction, Placement } from "./types";

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
    // One shared (read-only) placement object per card and cell keeps a long list cheap to build.
    const spot = new Map<string, Placement>();
    const at = (card: string, x: number, y: number): Placement => {
      const k = `${card}@${x},${y}`;
      let p = spot.get(k);
      if (!p) spot.set(k, (p = { card, x, y }));
      return p;
    };
    first.forEach(([x, y], i) => {
      // The second card's cells: later cells of the frontier, plus the free edges only (x, y) opens.
      cells.set(key(x, y), "?");
      // When both cards sit on cells of the frontier, either order is the same move: list it once.
      const second: [number, number][] = first.slice(i + 1);
      for (const [dx, dy] of NEIGHBOURS) {
        const nx = x + dx;
        const ny = y + dy;
        if (!cells.has(key(nx, ny)) && !first.some(([a, b]) => a === nx && b === ny)) second.push([nx, ny]);
      }
      cells.delete(key(x, y));
      for (const a of hand) {
        for (const b of hand) {
          if (a === b) continue;
          for (const [qx, qy] of second) out.push({ type: "placeMany", cards: [at(a, x, y), at(b, qx, qy)] });
        }
      }
    });
  }
  if (kinds.includes("skip")) out.push({ type: "skip" });
  return out;
}
