/**
 * A director's rulings on a bridge pairs board (docs/events.md, "Director's rulings"). Pure.
 *
 * - **Artificial adjusted scores** (average plus, average, average minus) for one pair on one board: the
 *   table's result (if any) leaves the board's comparison, and the pair scores 60 %, 50 % or 40 % of the top
 *   (matchpoints) or +3, 0 or −3 IMPs a comparison (cross-IMPs). The other pair at that table scores
 *   average unless the director rules for it too.
 * - **Not played**: a board a table did not play (the round was ended before it) scores nothing for either
 *   pair — it does not count in their percentage — and the board's other results are factored up to the
 *   plays expected (Neuberg for matchpoints, (N − 1)/(n − 1) for cross-IMPs; scoring.ts).
 * An assigned score is simply the table's result replaced (the caller does that before scoring).
 */
import { crossImpBoard, matchpointBoard, type ScoredResult } from "./scoring";

export type Grade = "plus" | "average" | "minus";

/** Tenths of the top. */
const SHARE: Record<Grade, number> = { plus: 6, average: 5, minus: 4 };
const IMPS: Record<Grade, number> = { plus: 3, average: 0, minus: -3 };

export interface BoardTable {
  board: number;
  ns: number;
  ew: number;
  /** North-South's deal score, or null when the table did not play the board. */
  score: number | null;
  /** Artificial scores the director gave, by side. */
  nsGrade?: Grade;
  ewGrade?: Grade;
}

export interface BoardLine extends ScoredResult {
  /** The artificial grades of this line's two pairs when it is a ruling, not a played result. */
  grades?: [Grade, Grade];
}

/**
 * One board's lines: the played results scored against each other with `expected` plays in mind, then the
 * artificial lines. Tables that did not play the board and have no ruling give no line.
 */
export function scoreBoard(tables: readonly BoardTable[], expected: number, mode: "mp" | "imps"): BoardLine[] {
  const played = tables.filter((t) => t.score !== null && !t.nsGrade && !t.ewGrade).map((t) => ({ board: t.board, ns: t.ns, ew: t.ew, score: t.score! }));
  const scored: BoardLine[] = played.length === 0 ? [] : mode === "mp" ? matchpointBoard(played, expected) : crossImpBoard(played, expected);
  const top = mode === "mp" ? 2 * (Math.max(expected, played.length) - 1) : 0;
  const comparisons = Math.max(1, Math.max(expected, played.length) - 1);
  for (const t of tables) {
    if (!t.nsGrade && !t.ewGrade) continue;
    const grades: [Grade, Grade] = [t.nsGrade ?? "average", t.ewGrade ?? "average"];
    const pts = (g: Grade) => (mode === "mp" ? (SHARE[g] * top) / 10 : IMPS[g] * comparisons);
    scored.push({ board: t.board, ns: t.ns, ew: t.ew, score: t.score ?? 0, nsPoints: pts(grades[0]), ewPoints: pts(grades[1]), top, grades });
  }
  return scored;
}
