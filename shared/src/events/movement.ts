/**
 * Bridge pairs movements (docs/events.md, "Movements"). Pure: a movement is a table of who sits where with
 * which board set in every round.
 *
 * Numbering: tables 1..T; the pair that starts North-South at table t is pair t, the pair that starts
 * East-West at table t is pair T + t; board set s (1..T) holds boards (s−1)·b + 1 … s·b for b boards a round.
 *
 * Mitchell: North-South pairs stay at their table; after each round the East-West pairs move up one table
 * (T → 1) and the boards move down one table (1 → T). At round r (0-based) table t plays set ((t − 1 + r) mod T) + 1.
 * With an odd number of tables every East-West pair meets every North-South pair and plays every set once
 * in T rounds. With an even number of tables the East-West pairs would meet the boards they have played at
 * half-time, so we use the **skip Mitchell**: after T/2 rounds the East-West pairs skip one table (move up
 * two). It runs at most T − 1 rounds (a T-th round would seat an East-West pair at its first table again);
 * every set is then played T − 1 times and no pair meets a board twice.
 *
 * Howell: every pair meets every other pair. Pairs 1..2T−1 stand on a circle and pair 2T in its middle (the
 * round-robin "circle"): at round r (0-based) the middle pair meets pair r + 1 at table 1, and at table k + 1
 * the pairs k steps either side of it on the circle meet (k = 1..T−1). In 2T − 1 rounds each pair meets each
 * other once. Online a board costs nothing to copy, so every table of a round plays that round's set (set
 * r + 1): each board is played T times, all in the same round, and no table can hear of a board before it
 * plays it. North-South alternates (the middle pair sits North-South in rounds 2, 4, …; on the circle the pair
 * ahead sits North-South at odd k, the pair behind at even k), so every pair sits each way T − 1 or T times.
 */
import { failWith, ok, type Result } from "../core/result";

export interface Seating {
  round: number;
  table: number;
  ns: number;
  ew: number;
  /** Board set, 1-based. */
  set: number;
}

export interface Movement {
  kind: "mitchell" | "howell";
  tables: number;
  rounds: number;
  /** Pairs 1..2T. */
  pairs: number;
  /** Board sets 1..sets (Mitchell: one a table; Howell: one a round). */
  sets: number;
  /** `seatings[r]` = the tables of round r (0-based), in table order. */
  seatings: Seating[][];
}

export const MIN_TABLES = 3;
export const MAX_TABLES = 8;

/** The most rounds a Mitchell for `tables` tables can run without a pair meeting a board or a pair twice. */
export function mitchellMaxRounds(tables: number): number {
  return tables % 2 === 1 ? tables : tables - 1;
}

export function mitchell(tables: number, rounds: number = mitchellMaxRounds(tables)): Result<Movement> {
  if (!Number.isInteger(tables) || tables < MIN_TABLES || tables > MAX_TABLES) {
    return failWith("movement_size", `a Mitchell movement here is for ${MIN_TABLES}-${MAX_TABLES} tables, not ${tables}`, { min: MIN_TABLES, max: MAX_TABLES });
  }
  const max = mitchellMaxRounds(tables);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > max) {
    return failWith("movement_rounds", `a Mitchell movement for ${tables} tables runs 1-${max} rounds, not ${rounds}`, { max });
  }
  const seatings: Seating[][] = [];
  for (let r = 0; r < rounds; r++) {
    const skip = tables % 2 === 0 && r >= tables / 2 ? 1 : 0;
    const round: Seating[] = [];
    for (let t = 1; t <= tables; t++) {
      // EW pair e sits at table ((e − 1 + r + skip) mod T) + 1, so the one at table t started at table e:
      const e = ((((t - 1 - r - skip) % tables) + tables) % tables) + 1;
      round.push({ round: r + 1, table: t, ns: t, ew: tables + e, set: ((t - 1 + r) % tables) + 1 });
    }
    seatings.push(round);
  }
  return ok({ kind: "mitchell", tables, rounds, pairs: 2 * tables, sets: tables, seatings });
}

/** A Howell for `tables` tables runs at most 2T − 1 rounds: then every pair has met every other. */
export const howellMaxRounds = (tables: number): number => 2 * tables - 1;

export function howell(tables: number, rounds: number = howellMaxRounds(tables)): Result<Movement> {
  if (!Number.isInteger(tables) || tables < MIN_TABLES || tables > MAX_TABLES) {
    return failWith("movement_size", `a Howell movement here is for ${MIN_TABLES}-${MAX_TABLES} tables, not ${tables}`, { min: MIN_TABLES, max: MAX_TABLES });
  }
  const circle = howellMaxRounds(tables);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > circle) {
    return failWith("movement_rounds", `a Howell movement for ${tables} tables runs 1-${circle} rounds, not ${rounds}`, { max: circle });
  }
  const onCircle = (i: number) => (((i % circle) + circle) % circle) + 1;
  const seatings: Seating[][] = [];
  for (let r = 0; r < rounds; r++) {
    const middle = 2 * tables;
    const round: Seating[] = [
      r % 2 === 1 ? { round: r + 1, table: 1, ns: middle, ew: onCircle(r), set: r + 1 } : { round: r + 1, table: 1, ns: onCircle(r), ew: middle, set: r + 1 },
    ];
    for (let k = 1; k < tables; k++) {
      const [ahead, behind] = [onCircle(r + k), onCircle(r - k)];
      round.push({ round: r + 1, table: k + 1, ns: k % 2 === 1 ? ahead : behind, ew: k % 2 === 1 ? behind : ahead, set: r + 1 });
    }
    seatings.push(round);
  }
  return ok({ kind: "howell", tables, rounds, pairs: 2 * tables, sets: rounds, seatings });
}

/** The movement of `kind` (a bridge pairs event's format). */
export const movement = (kind: Movement["kind"], tables: number, rounds?: number): Result<Movement> =>
  kind === "howell" ? howell(tables, rounds) : mitchell(tables, rounds);

/** The most rounds a movement of `kind` runs for `tables` tables. */
export const maxRounds = (kind: Movement["kind"], tables: number): number => (kind === "howell" ? howellMaxRounds(tables) : mitchellMaxRounds(tables));

/** The boards of set `set` (1-based) with `perRound` boards a round: [first, …, last]. */
export function boardsOfSet(set: number, perRound: number): number[] {
  return Array.from({ length: perRound }, (_, i) => (set - 1) * perRound + i + 1);
}
