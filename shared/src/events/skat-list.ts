/**
 * A Skat list evening (docs/events.md, "Skat list evening"): the table draw for each series, the
 * Seeger-Fabian score of a series at one table, and the evening's standings. Pure.
 *
 * Scoring, as the tournament list of the rules of record (docs/rules/skat.md §7.5) and the German Skat
 * league's tournament rules (Skatwettspielordnung, "Wertung": game points + (games won − games lost)·50 +
 * the other players' lost games · 40 at a table of three, · 30 at a table of four):
 * - a won game: + game value + 50 to the declarer;
 * - a lost game: − 2 · game value − 50 to the declarer, and + 40 (3 players) / + 30 (4 players) to each of
 *   the others at the table (with 4 players the dealer who sits out gets it too);
 * - passed-out games score nothing.
 * Equal totals: more games won ranks higher, then fewer games lost.
 */
import { failWith, ok, type Result } from "../core/result";
import { shuffle, type Rng } from "../core/rng";
import type { SkatStanding } from "../skat/types";

export interface SkatGame {
  /** Seat of the declarer at the table (0-based). */
  declarer: number;
  won: boolean;
  /** Game value after kontra (V·k), positive. */
  value: number;
}

/**
 * One player's line of a series: the same columns as the foot of the engine's tournament list (§7.5):
 * games = +V for a won game, −2V for a lost one; seeger = (won − lost) · 50; fabian = 40 or 30 for every
 * game another player at the table lost.
 */
export type SkatSeriesLine = SkatStanding;

export const fabianBonus = (players: number): number => (players === 3 ? 40 : 30);

/** One series at one table of 3 or 4 players. */
export function skatSeries(players: 3 | 4, games: readonly SkatGame[]): SkatSeriesLine[] {
  const lines: SkatSeriesLine[] = Array.from({ length: players }, () => ({ won: 0, lost: 0, games: 0, seeger: 0, fabian: 0, total: 0 }));
  const bonus = fabianBonus(players);
  for (const g of games) {
    const d = lines[g.declarer];
    if (g.won) {
      d.won++;
      d.games += g.value;
      d.seeger += 50;
    } else {
      d.lost++;
      d.games -= 2 * g.value;
      d.seeger -= 50;
      lines.forEach((l, i) => {
        if (i !== g.declarer) l.fabian += bonus;
      });
    }
  }
  for (const l of lines) l.total = l.games + l.seeger + l.fabian;
  return lines;
}

/** Table sizes for `players` players: as many tables of four as the rest lets be tables of three. */
export function skatTableSizes(players: number): Result<number[]> {
  if (!Number.isInteger(players) || players < 3 || players === 5) {
    return failWith("list_size", `${players} players cannot sit at Skat tables of three and four`, { players });
  }
  for (let fours = Math.floor(players / 4); fours >= 0; fours--) {
    const rest = players - 4 * fours;
    if (rest % 3 === 0) return ok([...Array(fours).fill(4), ...Array(rest / 3).fill(3)]);
  }
  return failWith("list_size", `${players} players cannot sit at Skat tables of three and four`, { players });
}

/** The draw of one series: players (ids) shuffled by the seeded rng and seated table by table. */
export function skatDraw(rng: Rng, players: readonly number[]): Result<{ tables: number[][]; rng: Rng }> {
  const sizes = skatTableSizes(players.length);
  if (!sizes.ok) return sizes;
  const [order, next] = shuffle(rng, players);
  const tables: number[][] = [];
  let at = 0;
  for (const n of sizes.value) {
    tables.push(order.slice(at, at + n));
    at += n;
  }
  return ok({ tables, rng: next });
}
