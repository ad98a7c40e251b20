/**
 * Scoring a bridge pairs or teams event from the boards' results (docs/events.md, "Scoring"). Pure.
 * A board result carries the North-South deal score of the rules of record (docs/rules/bridge.md §7.1).
 */
import { impsFor } from "../bridge/score";

export interface BoardResult {
  board: number;
  /** The pair that sat North-South, and the one East-West. */
  ns: number;
  ew: number;
  /** The deal score from North-South's point of view (+ NS scored, − EW scored). */
  score: number;
}

export interface ScoredResult extends BoardResult {
  /** Matchpoints (or cross-IMPs) of the North-South and of the East-West pair on this board. */
  nsPoints: number;
  ewPoints: number;
  /** The top on this board (matchpoints; 0 for IMPs). */
  top: number;
}

/**
 * Matchpoints on one board: 2 for every other result at the same direction beaten, 1 for every tie; top =
 * 2·(n − 1) for n results. East-West get top − North-South's. When the board was played fewer times than
 * `expected` (n < N), the matchpoints are factored by Neuberg's formula, in this 2-per-beaten scale:
 * MP' = (MP + 1)·N / n − 1, on a top of 2·(N − 1).
 */
export function matchpointBoard(results: readonly BoardResult[], expected = results.length): ScoredResult[] {
  const n = results.length;
  const big = Math.max(expected, n);
  const top = 2 * (big - 1);
  return results.map((r) => {
    let mp = 0;
    for (const o of results) if (o !== r) mp += r.score > o.score ? 2 : r.score === o.score ? 1 : 0;
    const ns = n === big ? mp : ((mp + 1) * big) / n - 1;
    return { ...r, nsPoints: ns, ewPoints: top - ns, top };
  });
}

/**
 * Cross-IMPs on one board: every result is compared with every other, the difference turned into IMPs on the
 * WBF scale (docs/rules/bridge.md §7.6), and summed. When the board was played fewer than `expected` times the
 * sum is factored by (N − 1)/(n − 1) so that every board weighs alike.
 */
export function crossImpBoard(results: readonly BoardResult[], expected = results.length): ScoredResult[] {
  const n = results.length;
  const factor = n > 1 && expected > n ? (expected - 1) / (n - 1) : 1;
  return results.map((r) => {
    let imps = 0;
    for (const o of results) if (o !== r) imps += impsFor(r.score - o.score);
    const ns = imps * factor;
    return { ...r, nsPoints: ns, ewPoints: -ns, top: 0 };
  });
}

export interface PairTotal {
  pair: number;
  points: number;
  /** Sum of the tops of the boards this pair played (matchpoints). */
  top: number;
  boards: number;
  /** Matchpoints: points / top · 100 (0 with no boards); IMPs: the points again. */
  percent: number;
}

/** Each pair's total over the scored boards (both directions). */
export function pairTotals(scored: readonly ScoredResult[], pairs: readonly number[], mode: "mp" | "imps"): PairTotal[] {
  const by = new Map<number, PairTotal>(pairs.map((p) => [p, { pair: p, points: 0, top: 0, boards: 0, percent: 0 }]));
  const add = (pair: number, pts: number, top: number) => {
    const t = by.get(pair) ?? { pair, points: 0, top: 0, boards: 0, percent: 0 };
    t.points += pts;
    t.top += top;
    t.boards += 1;
    by.set(pair, t);
  };
  for (const s of scored) {
    add(s.ns, s.nsPoints, s.top);
    add(s.ew, s.ewPoints, s.top);
  }
  return [...by.values()].map((t) => ({ ...t, percent: mode === "mp" ? (t.top > 0 ? (100 * t.points) / t.top : 0) : t.points }));
}

/**
 * Teams of four, one board: team A sits North-South at the first table and East-West at the second. Its
 * IMPs are the WBF-scale IMPs of the difference of the two North-South scores (+ for A, − for B).
 */
export function teamsBoard(nsScoreTable1: number, nsScoreTable2: number): number {
  return impsFor(nsScoreTable1 - nsScoreTable2);
}

/** A teams match board by board: each board's IMPs for A and the running score [A, B]. */
export function teamsMatch(boards: readonly { board: number; table1: number; table2: number }[]): { board: number; imps: number; running: [number, number] }[] {
  let a = 0;
  let b = 0;
  return boards.map((x) => {
    const imps = teamsBoard(x.table1, x.table2);
    if (imps > 0) a += imps;
    else b -= imps;
    return { board: x.board, imps, running: [a, b] };
  });
}
