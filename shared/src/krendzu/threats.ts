/**
 * Threats for the strong bot (§6): which cards would complete a four that already holds three cards, and
 * where such fours wait on the board. A board here is a small mutable grid of card numbers (DECK order:
 * suit × 9 + rank), so the bot can place and take back cards thousands of times a decision.
 *
 * The cards that complete a four of three known cards are always "every card of one suit" (when the three
 * share it) and/or "every card of some ranks" (the progressions through the three, §6: values per four, so
 * the missing card only needs one of its values to fit). Such a set is a `Need`: a suit (or -1) and a mask
 * of ranks. Progressions depend on ranks alone, so they are tabled once for every three ranks.
 */
import { LINES } from "./combos";
import { DECK, RANKS, valuesOf } from "./deck";

export const CARD_NO = new Map(DECK.map((c, i) => [c, i]));
export const suitNo = (card: number): number => (card / 9) | 0;
export const rankNo = (card: number): number => card % 9;

/** The cards that complete a four: every card of `suit` (-1: none), and every card whose rank is in `ranks`. */
export interface Need {
  suit: number;
  ranks: number;
}

export const completes = (n: Need, card: number): boolean => suitNo(card) === n.suit || ((n.ranks >> rankNo(card)) & 1) === 1;

const RANK_VALUES = RANKS.map((r) => valuesOf(`${r}S`));

/** PROGRESSION[((r0 * 9 + r1) * 9 + r2) * 4 + gap]: ranks that complete a progression with r0, r1, r2 in line order around the gap. */
const PROGRESSION: Int16Array = (() => {
  const table = new Int16Array(9 * 9 * 9 * 4);
  for (let r0 = 0; r0 < 9; r0++)
    for (let r1 = 0; r1 < 9; r1++)
      for (let r2 = 0; r2 < 9; r2++)
        for (let gap = 0; gap < 4; gap++) {
          const at = [0, 1, 2, 3].filter((i) => i !== gap);
          let mask = 0;
          for (const a of RANK_VALUES[r0])
            for (const b of RANK_VALUES[r1]) {
              const step = (b - a) / (at[1] - at[0]);
              if (step === 0 || !Number.isInteger(step)) continue;
              if (!RANK_VALUES[r2].includes(a + (at[2] - at[0]) * step)) continue;
              const missing = a + (gap - at[0]) * step;
              RANK_VALUES.forEach((vs, r) => {
                if (vs.includes(missing)) mask |= 1 << r;
              });
            }
          table[((r0 * 9 + r1) * 9 + r2) * 4 + gap] = mask;
        }
  return table;
})();

/** The need of a four whose known cards are a, b, c in line order around the empty place `gap` (0..3). */
export function needOf(a: number, b: number, c: number, gap: number): Need {
  const s = suitNo(a);
  return {
    suit: suitNo(b) === s && suitNo(c) === s ? s : -1,
    ranks: PROGRESSION[((rankNo(a) * 9 + rankNo(b)) * 9 + rankNo(c)) * 4 + gap],
  };
}

const SIZE = 128;
const MID = 64;
const EMPTY = -1;

/** A board as a grid of card numbers (-1 empty), with the occupied cells listed for the frontier. */
export class Grid {
  private readonly cells = new Int8Array(SIZE * SIZE).fill(EMPTY);
  /** Occupied cells as grid indices, in placement order. */
  readonly occupied: number[] = [];

  static at(x: number, y: number): number {
    return (x + MID) * SIZE + (y + MID);
  }
  static xy(i: number): [number, number] {
    return [Math.floor(i / SIZE) - MID, (i % SIZE) - MID];
  }

  get(i: number): number {
    return this.cells[i];
  }
  put(i: number, card: number): void {
    this.cells[i] = card;
    this.occupied.push(i);
  }
  /** Takes back the most recent card (placements are undone in reverse order). */
  pop(): void {
    const i = this.occupied.pop();
    if (i !== undefined) this.cells[i] = EMPTY;
  }
  /** True when the cell is empty and may take a card (an edge neighbour is occupied, §5). */
  open(i: number): boolean {
    const c = this.cells;
    return c[i] === EMPTY && (c[i + SIZE] !== EMPTY || c[i - SIZE] !== EMPTY || c[i + 1] !== EMPTY || c[i - 1] !== EMPTY);
  }
  /** Every cell where a card may go, in a stable order (by placement, then E, W, N, S, as board.ts lists them). */
  frontier(): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    for (const p of this.occupied)
      for (const n of [p + SIZE, p - SIZE, p + 1, p - 1])
        if (this.cells[n] === EMPTY && !seen.has(n)) {
          seen.add(n);
          out.push(n);
        }
    return out;
  }

  /** The empty cells that touch a card by an edge or a corner: every cell that may be the gap of a four of three. */
  near(): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    for (const p of this.occupied)
      for (const n of [p + SIZE, p - SIZE, p + 1, p - 1, p + SIZE + 1, p + SIZE - 1, p - SIZE + 1, p - SIZE - 1])
        if (this.cells[n] === EMPTY && !seen.has(n)) {
          seen.add(n);
          out.push(n);
        }
    return out;
  }

  /** How many combinations (§6) the fours through the occupied cell i make: the points a card there scores. */
  combosAt(i: number): number {
    let n = 0;
    forEachFour(i, (cells) => {
      const cards = cells.map((j) => this.cells[j]);
      if (cards.includes(EMPTY)) return;
      if (isCombination(cards)) n++;
    });
    return n;
  }

  /** The needs of the fours through the empty cell i whose other three cells hold cards (dead ones left out). */
  needsAt(i: number): Need[] {
    const out: Need[] = [];
    for (const [dx, dy] of LINES) {
      const d = dx * SIZE + dy;
      for (let gap = 0; gap < 4; gap++) {
        const known: number[] = [];
        for (let k = 0; k < 4; k++) {
          if (k === gap) continue;
          const card = this.cells[i + (k - gap) * d];
          if (card === EMPTY) break;
          known.push(card);
        }
        if (known.length < 3) continue;
        const need = needOf(known[0], known[1], known[2], gap);
        if (need.suit >= 0 || need.ranks !== 0) out.push(need);
      }
    }
    return out;
  }
}

/** Calls `f` with the cells of every four through cell i (16: 4 lines, 4 places of i). */
function forEachFour(i: number, f: (cells: number[]) => void): void {
  for (const [dx, dy] of LINES) {
    const d = dx * SIZE + dy;
    for (let k = 0; k < 4; k++) f([0, 1, 2, 3].map((j) => i + (j - k) * d));
  }
}

/** Four cards in line order form a combination (§6): one suit, or a progression with a non-zero difference. */
export function isCombination(cards: readonly number[]): boolean {
  const need = needOf(cards[0], cards[1], cards[2], 3);
  return completes(need, cards[3]);
}

/** The grid of a board given as placements. */
export function gridOf(board: readonly { card: string; x: number; y: number }[]): Grid {
  const g = new Grid();
  for (const p of board) g.put(Grid.at(p.x, p.y), CARD_NO.get(p.card) as number);
  return g;
}

/** The chance that `held` cards drawn from `pool` unseen ones include at least one of `good` (hypergeometric). */
export function chanceOfAny(pool: number, held: number, good: number): number {
  if (good <= 0 || held <= 0) return 0;
  if (pool - good < held) return 1;
  let none = 1;
  for (let i = 0; i < held; i++) none *= (pool - good - i) / (pool - i);
  return 1 - none;
}

/** The empty cells whose fours may change when a card goes to `cell`: on its lines within three steps. */
export function touched(g: Grid, cell: number): number[] {
  const out: number[] = [];
  for (const [dx, dy] of LINES) {
    const d = Grid.at(dx, dy) - Grid.at(0, 0);
    for (let t = -3; t <= 3; t++) if (t !== 0 && g.get(cell + t * d) === EMPTY) out.push(cell + t * d);
  }
  return out;
}
