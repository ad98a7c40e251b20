/**
 * The board (§5 "Board"): integer cells on an unbounded grid, neighbours by edge only. Cards never move,
 * so a board is a list of placements plus a lookup rebuilt when needed (at most 36 cards).
 */
import type { Placed } from "./types";

export const key = (x: number, y: number): string => `${x},${y}`;

/** Edge neighbours; corners do not count (§5, ruling 2). */
export const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** The card at each occupied cell. */
export function cellMap(board: readonly { card: string; x: number; y: number }[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const p of board) m.set(key(p.x, p.y), p.card);
  return m;
}

/** True when some edge neighbour of (x, y) is occupied. */
export function touches(cells: ReadonlyMap<string, string>, x: number, y: number): boolean {
  for (const [dx, dy] of NEIGHBOURS) if (cells.has(key(x + dx, y + dy))) return true;
  return false;
}

/**
 * Why a card may not go to (x, y) on this board, or null when it may (§5 "Placing a card"): the very first
 * card goes to (0,0); any later one to an empty cell with an occupied edge neighbour.
 */
export function cellRefusal(cells: ReadonlyMap<string, string>, x: number, y: number): string | null {
  if (!Number.isInteger(x) || !Number.isInteger(y)) return "A cell is a pair of whole numbers";
  if (cells.size === 0) return x === 0 && y === 0 ? null : "The opening card goes to (0,0)";
  if (cells.has(key(x, y))) return `Cell (${x},${y}) is taken`;
  if (!touches(cells, x, y)) return `Cell (${x},${y}) touches no card by an edge`;
  return null;
}

/** Every cell where a card may go now, in a stable order (the order cards were placed, then E, W, N, S). */
export function frontier(board: readonly { x: number; y: number; card: string }[], cells = cellMap(board)): [number, number][] {
  if (board.length === 0) return [[0, 0]];
  const out: [number, number][] = [];
  const seen = new Set<string>();
  for (const p of board) {
    for (const [dx, dy] of NEIGHBOURS) {
      const x = p.x + dx;
      const y = p.y + dy;
      const k = key(x, y);
      if (cells.has(k) || seen.has(k)) continue;
      seen.add(k);
      out.push([x, y]);
    }
  }
  return out;
}

/** The board as the view's strings "card x y seat move" and back. */
export function encodePlaced(p: Placed): string {
  return `${p.card} ${p.x} ${p.y} ${p.seat} ${p.move}`;
}

export function decodePlaced(s: string): Placed {
  const [card, x, y, seat, move] = s.split(" ");
  return { card, x: Number(x), y: Number(y), seat: Number(seat), move: Number(move) };
}
