/**
 * The Kierki game state: plain data, never mutated (each `apply` builds a new object with `{ ...s }` and
 * shares every array it did not change). Holds secrets (hands, the deal plan, the rng), so only `view`
 * may leave the engine.
 */
import type { Rng } from "../core/rng";
import type { DealKind, DealResult, KierkiDeal, KierkiOptions, KierkiPhase } from "./types";

export interface KierkiState {
  readonly n: number;
  readonly options: KierkiOptions;
  /** Every deal of the game in order (§4). */
  readonly sequence: readonly DealKind[];
  /** Dealer of deal 0; deal k is dealt by (firstDealer + k) % n. */
  readonly firstDealer: number;
  readonly dealNo: number;
  readonly dealer: number;
  readonly phase: KierkiPhase;
  /** Seat to act, -1 when nobody can. */
  readonly turn: number;
  readonly leader: number;
  /** Hands, each kept sorted. */
  readonly hands: readonly (readonly string[])[];
  readonly trick: readonly string[];
  readonly trickNo: number;
  readonly lastTrick: readonly string[];
  readonly lastLeader: number;
  readonly lastWinner: number;
  /** Trump suit in a trump deal, once named; "" otherwise. */
  readonly trump: string;
  readonly tricks: readonly number[];
  readonly points: readonly number[];
  readonly scores: readonly number[];
  /** Penalised cards taken so far this deal (for `endEarly`, §5.2): hearts, queens, kings+jacks, KH. */
  readonly taken: { readonly hearts: number; readonly queens: number; readonly kingsJacks: number; readonly kh: boolean };
  /** Lottery: rank index [low, high] of each suit's row, or null; base rank index (-1 before the first card). */
  readonly rows: Readonly<Record<string, readonly [number, number] | null>>;
  readonly base: number;
  readonly passes: readonly number[];
  readonly out: readonly number[];
  readonly lastMove: { seat: number; card?: string; pass?: boolean } | null;
  readonly results: readonly DealResult[];
  readonly winners: readonly number[];
  /** Deals given by the record, one per deal; deals past its end use `rng` or wait in phase `deal`. */
  readonly plan: readonly KierkiDeal[];
  /** Every deal used so far, in order (for the game record). */
  readonly used: readonly KierkiDeal[];
  readonly rng: Rng | null;
}

export type Draft = { -readonly [K in keyof KierkiState]: KierkiState[K] };

/**
 * A shallow copy to build the next state on. Spelled out field by field: cheaper per step than a spread,
 * and the compiler checks that no field is forgotten.
 */
export function draft(s: KierkiState): Draft {
  return {
    n: s.n,
    options: s.options,
    sequence: s.sequence,
    firstDealer: s.firstDealer,
    dealNo: s.dealNo,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    leader: s.leader,
    hands: s.hands,
    trick: s.trick,
    trickNo: s.trickNo,
    lastTrick: s.lastTrick,
    lastLeader: s.lastLeader,
    lastWinner: s.lastWinner,
    trump: s.trump,
    tricks: s.tricks,
    points: s.points,
    scores: s.scores,
    taken: s.taken,
    rows: s.rows,
    base: s.base,
    passes: s.passes,
    out: s.out,
    lastMove: s.lastMove,
    results: s.results,
    winners: s.winners,
    plan: s.plan,
    used: s.used,
    rng: s.rng,
  };
}

export const NO_ROWS: Readonly<Record<string, null>> = { S: null, H: null, D: null, C: null };

/** A copy of a list with one entry replaced. */
export function withAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/** The number of tricks in a full deal (§9.7). */
export const trickCount = (n: number): number => (n === 3 ? 17 : 13);
