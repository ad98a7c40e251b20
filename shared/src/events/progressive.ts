/**
 * A Kierki progressive (docs/events.md, "Kierki progressive"): individuals at tables of four, one Kierki game
 * a round at every table, the classic progressive movement after each round, and cumulative standings. Pure.
 *
 * Kierki's score (the rules of record, §7): each seat's running total, penalties subtracted and gains added;
 * the winners of a game are the seats with the highest total (the fewest points lost). So at a table the
 * **best** player of a round is the one with the highest score of that game, the **worst** the one with the
 * lowest. Ties: the best is the tied player in the earliest seat, the worst the tied player in the latest
 * seat (so one player is never both, even when all four tie).
 *
 * The movement (table 1 is the top): the best at every table moves up one table (table 1's best stays), the
 * worst moves down one (the bottom table's worst stays), the other two stay. A newcomer takes the seat of the
 * player who left that way: the one coming down from the table above sits where the best sat (at table 1,
 * the best stays in it), the one coming up from below where the worst sat (at the bottom table, the worst).
 */
import { shuffle, type Rng } from "../core/rng";
import { rankStandings } from "./standings";

/** One table's game of a round: the entry in each seat, and each seat's score of the game. */
export interface ProgressiveTable {
  players: readonly number[];
  scores: readonly number[];
}

/** The seats of the best (highest score, earliest seat on a tie) and the worst (lowest, latest seat on a tie). */
export function bestAndWorst(scores: readonly number[]): { best: number; worst: number } {
  let best = 0;
  let worst = scores.length - 1;
  scores.forEach((s, i) => {
    if (s > scores[best]) best = i;
  });
  for (let i = scores.length - 1; i >= 0; i--) if (scores[i] < scores[worst]) worst = i;
  return { best, worst };
}

/** The next round's tables (seat by seat) from this round's games, table 1 first. */
export function progressiveMove(tables: readonly ProgressiveTable[]): number[][] {
  const bw = tables.map((t) => bestAndWorst(t.scores));
  const last = tables.length - 1;
  return tables.map((t, i) => {
    const next = [...t.players];
    const { best, worst } = bw[i];
    // The seat the best leaves: at table 1 the best stays; else the worst of the table above comes down into it.
    if (i > 0) next[best] = tables[i - 1].players[bw[i - 1].worst];
    // The seat the worst leaves: at the bottom table the worst stays; else the best of the table below comes up.
    if (i < last) next[worst] = tables[i + 1].players[bw[i + 1].best];
    return next;
  });
}

/**
 * Every table keeps a person where the movement would leave one with bots alone (nobody there to play for): in
 * table order, each table without a person trades its lowest seat holding a bot with the lowest-seated person of
 * the nearest table that has two or more people (the upper one when two are as near). Possible whenever there
 * are at least as many people as tables.
 */
export function keepPeople(tables: readonly (readonly number[])[], isPerson: (entry: number) => boolean): number[][] {
  const out = tables.map((t) => [...t]);
  out.forEach((t, i) => {
    if (t.some(isPerson)) return;
    const donors = out
      .map((u, j) => ({ j, people: u.filter(isPerson).length }))
      .filter((d) => d.people >= 2)
      .sort((a, b) => Math.abs(a.j - i) - Math.abs(b.j - i) || a.j - b.j);
    if (donors.length === 0) return;
    const u = out[donors[0].j];
    const from = u.findIndex(isPerson);
    [t[0], u[from]] = [u[from], t[0]];
  });
  return out;
}

/**
 * Round 1's table draw, as a Skat list evening's: the people are shuffled and dealt to the tables in turn,
 * then the bot players (shuffled) fill the seats left, table by table; tables of four.
 */
export function progressiveDraw(rng: Rng, people: readonly number[], bots: readonly number[]): { tables: number[][]; rng: Rng } {
  const count = (people.length + bots.length) / 4;
  const [p, r1] = shuffle(rng, people);
  const [b, r2] = shuffle(r1, bots);
  const tables: number[][] = Array.from({ length: count }, () => []);
  p.forEach((x, i) => tables[i % count].push(x));
  for (const x of b) tables.find((t) => t.length < 4)!.push(x);
  return { tables, rng: r2 };
}

export interface ProgressiveStanding {
  entry: number;
  rank: number;
  /** The sum of the player's game scores (and the director's points adjustments). */
  total: number;
  /** Games played (rounds whose table has finished). */
  games: number;
  adjusted: number;
}

/**
 * Cumulative standings: each entry's scores of every finished game added up, plus `adjust` (points by entry),
 * ranked highest first; equal totals share a rank.
 */
export function progressiveStandings(
  entries: readonly number[],
  games: readonly ProgressiveTable[],
  adjust: ReadonlyMap<number, number> = new Map(),
): ProgressiveStanding[] {
  const by = new Map(entries.map((e) => [e, { total: adjust.get(e) ?? 0, games: 0, adjusted: adjust.get(e) ?? 0 }]));
  for (const g of games)
    g.players.forEach((e, seat) => {
      const t = by.get(e);
      if (!t) return;
      t.total += g.scores[seat];
      t.games++;
    });
  return rankStandings([...by].map(([id, t]) => ({ id, keys: [t.total] }))).map((r) => ({ entry: r.id, rank: r.rank, ...by.get(r.id)! }));
}

/**
 * A Euchre progressive's movement (docs/events.md, "Euchre progressive"): partners sit in seats 0 and 2, and
 * 1 and 3 (the Euchre rules §7: `scores` per seat, partners equal). The winning pair — the side with the
 * higher score; on a tie (a round the director ended) the side of seat 0 — moves up one table (table 1's
 * winners stay), the losing pair moves down one (the bottom table's losers stay). Each table then holds two
 * pairs who split: the pair from above (`u`, in the order of their old seats) and the pair from below (`l`)
 * sit u₁, l₁, l₂, u₂ in seats 0-3, so u₁ partners l₂ and l₁ partners u₂.
 */
export function euchreMove(tables: readonly ProgressiveTable[]): number[][] {
  const sides = tables.map((t) => {
    const win = t.scores[0] >= t.scores[1] ? 0 : 1;
    const pair = (side: number) => [t.players[side], t.players[side + 2]];
    return { winners: pair(win), losers: pair(1 - win) };
  });
  const last = tables.length - 1;
  return tables.map((_, i) => {
    const u = i === 0 ? sides[0].winners : sides[i - 1].losers;
    const l = i === last ? sides[last].losers : sides[i + 1].winners;
    return [u[0], l[0], l[1], u[1]];
  });
}
