/**
 * Combinations (§6): four cells in a line, all four one suit or an arithmetic progression of values with
 * a non-zero difference. Detected the instant a card completes them, so no goal can be "delayed".
 */
import { key } from "./board";
import { suitOf, valuesOf } from "./deck";
import type { Four } from "./types";

/** The four line directions of §6: row, column and both diagonals. */
export const LINES: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/**
 * Values for `cards` in line order that make an arithmetic progression with a non-zero difference, or
 * null when none does. Reading backwards is the same progression negated, so line order suffices; each
 * figure's value is chosen for this four alone (§6). Tries the first two values, the rest follow.
 */
export function progression(cards: readonly string[]): number[] | null {
  const [a, b, c, d] = cards.map(valuesOf);
  for (const v0 of a) {
    for (const v1 of b) {
      const step = v1 - v0;
      if (step === 0) continue;
      const v2 = v0 + 2 * step;
      const v3 = v0 + 3 * step;
      if (c.includes(v2) && d.includes(v3)) return [v0, v1, v2, v3];
    }
  }
  return null;
}

export function sameSuit(cards: readonly string[]): boolean {
  const s = suitOf(cards[0]);
  return cards.every((c) => suitOf(c) === s);
}

/** The values as a person writes them: a figure names itself ("A=5"), a pip card is its value. */
export function valuesText(cards: readonly string[], values: readonly number[]): string {
  return cards.map((c, i) => (valuesOf(c).length > 1 ? `${c[0]}=${values[i]}` : String(values[i]))).join(", ");
}

/** Judges four cards in line order: a combination (counted once however it qualifies), or null. */
export function judgeFour(cells: [number, number][], cards: string[]): Four | null {
  const suit = sameSuit(cards);
  const values = progression(cards);
  if (!suit && !values) return null;
  return { cells, cards, suit, progression: values !== null, values };
}

/**
 * Every combination that contains (x, y) on a board that already holds its card: per direction, the four
 * windows through the cell. Each four is reported once; several at once are possible (ruling 6).
 */
export function combosThrough(cells: ReadonlyMap<string, string>, x: number, y: number): Four[] {
  const out: Four[] = [];
  for (const [dx, dy] of LINES) {
    for (let k = 0; k < 4; k++) {
      const sx = x - k * dx;
      const sy = y - k * dy;
      const fourCells: [number, number][] = [];
      const cards: string[] = [];
      for (let i = 0; i < 4; i++) {
        const cx = sx + i * dx;
        const cy = sy + i * dy;
        const card = cells.get(key(cx, cy));
        if (card === undefined) break;
        fourCells.push([cx, cy]);
        cards.push(card);
      }
      if (cards.length < 4) continue;
      const four = judgeFour(fourCells, cards);
      if (four) out.push(four);
    }
  }
  return out;
}
