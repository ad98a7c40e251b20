/**
 * The Fox game state: plain data, never mutated (each `apply` builds a new object and shares every array
 * it did not change). Holds secrets (hands, deck order, rng, deals), so only `view` may leave the engine.
 */
import type { Rng } from "../core/rng";
import type { FoxDeal, FoxPhase, FoxRoundResult } from "./types";

export type Pair<T> = readonly [T, T];

export interface FoxState {
  readonly target: number;
  /** Dealer of round 0; round r is dealt by (firstDealer + r) % 2 (§4). */
  readonly firstDealer: number;
  readonly round: number;
  readonly dealer: number;
  readonly phase: FoxPhase;
  /** Seat to act, -1 when nobody can (phase `deal` or `over`). */
  readonly turn: number;
  /** Leader of the trick in progress, or of the next trick when none is in progress. */
  readonly leader: number;
  /** Hands, each kept sorted (suit B, K, M, then rank) so views and legal lists need no sorting. */
  readonly hands: Pair<readonly string[]>;
  /** Draw deck, index 0 = top; discards go to the end. */
  readonly deck: readonly string[];
  /** Decree card; its suit is trump. "" while waiting for a deal. */
  readonly decree: string;
  /** Trick in progress in play order: [] , [led] or [led, followed]. */
  readonly trick: readonly string[];
  /** Last finished trick (cleared when the next trick's first card is played, §8). */
  readonly lastTrick: readonly string[];
  readonly lastLeader: number;
  readonly lastWinner: number;
  readonly tricks: Pair<number>;
  /** Treasure points won this round (§6.4). */
  readonly treasure: Pair<number>;
  /** Running totals, this round's treasure included. */
  readonly scores: Pair<number>;
  readonly rounds: readonly FoxRoundResult[];
  /** Set when the game is over. */
  readonly winners: readonly number[];
  /** Deals given by the record, one per round; rounds past its end use `rng` or wait in phase `deal`. */
  readonly plan: readonly FoxDeal[];
  /** Every deal used so far, in order (for the game record). */
  readonly used: readonly FoxDeal[];
  /** Generator for shuffles when the plan runs out; null when there is none. Never shown. */
  readonly rng: Rng | null;
}

/** A state under construction inside the engine (a fresh copy, so writing to it mutates nothing shared). */
export type Draft = { -readonly [K in keyof FoxState]: FoxState[K] };

/**
 * A shallow copy to build the next state on. Spelled out field by field: far cheaper per step than a
 * spread or any deep clone, and the compiler checks that no field is forgotten.
 */
export function draft(s: FoxState): Draft {
  return {
    target: s.target,
    firstDealer: s.firstDealer,
    round: s.round,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    leader: s.leader,
    hands: s.hands,
    deck: s.deck,
    decree: s.decree,
    trick: s.trick,
    lastTrick: s.lastTrick,
    lastLeader: s.lastLeader,
    lastWinner: s.lastWinner,
    tricks: s.tricks,
    treasure: s.treasure,
    scores: s.scores,
    rounds: s.rounds,
    winners: s.winners,
    plan: s.plan,
    used: s.used,
    rng: s.rng,
  };
}

/** A copy of a pair with one side replaced. */
export function withSeat<T>(pair: Pair<T>, seat: number, value: T): Pair<T> {
  return seat === 0 ? [value, pair[1]] : [pair[0], value];
}
