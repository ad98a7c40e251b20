/**
 * The Skat game state: plain data, never mutated (each `apply` copies it and replaces what changed).
 * Holds secrets (hands, skat, discards, rng, the deal plan), so only `view` may leave the engine.
 */
import type { Rng } from "../core/rng";
import type { BidWord, Declaration, SkatDeal, SkatOptions, SkatPhase, SkatRow } from "./types";

export interface SkatState {
  readonly seats: number;
  readonly opts: SkatOptions;
  readonly firstDealer: number;
  /** Index of the current deal (0-based); also how many deals were settled before it. */
  readonly dealNo: number;
  readonly dealer: number;
  readonly phase: SkatPhase;
  /** Forehand, Middlehand, Rearhand of this deal (§2). */
  readonly fh: number;
  readonly mh: number;
  readonly rh: number;
  /** Seat to act, -1 when nobody must (deal/over). */
  readonly turn: number;
  readonly hands: readonly (readonly string[])[];
  /** The skat as dealt (secret until picked up; counts for the declarer or the last trick in Ramsch). */
  readonly skat: readonly string[];
  /** The deal as dealt, for matadors (declarer's 12 cards) and the record. */
  readonly dealt: SkatDeal | null;
  // bidding (§5.1)
  readonly stage: 1 | 2 | 3;
  readonly bidder: number;
  readonly listener: number;
  readonly value: number;
  readonly words: readonly BidWord[];
  // the game
  readonly declarer: number;
  readonly bidValue: number;
  readonly pickedUp: boolean;
  readonly discard: readonly string[];
  readonly contract: Declaration | null;
  readonly ramsch: boolean;
  /** Kontra (§5.5): 0 none, 1 kontra, 2 re, 3 sup; who said kontra; whether the window is still open. */
  readonly kontra: number;
  readonly kontraBy: number;
  readonly kontraOpen: boolean;
  // card play (§5.6)
  readonly leader: number;
  readonly trick: readonly string[];
  readonly lastTrick: readonly string[];
  readonly lastLeader: number;
  readonly lastWinner: number;
  /** Cards taken per seat, and tricks taken per seat. */
  readonly taken: readonly (readonly string[])[];
  readonly tricks: readonly number[];
  // scoring (§7)
  readonly rows: readonly SkatRow[];
  readonly scores: readonly number[];
  readonly winners: readonly number[];
  readonly losers: readonly number[];
  readonly plan: readonly SkatDeal[];
  readonly used: readonly SkatDeal[];
  readonly rng: Rng | null;
}

export type Draft = { -readonly [K in keyof SkatState]: SkatState[K] };

/**
 * A copy to change, built field by field: a spread of this many fields was 26 % of the bots' search time
 * (profile of npm run bots, skat strong).
 */
export function draft(s: SkatState): Draft {
  return {
    seats: s.seats,
    opts: s.opts,
    firstDealer: s.firstDealer,
    dealNo: s.dealNo,
    dealer: s.dealer,
    phase: s.phase,
    fh: s.fh,
    mh: s.mh,
    rh: s.rh,
    turn: s.turn,
    hands: s.hands,
    skat: s.skat,
    dealt: s.dealt,
    stage: s.stage,
    bidder: s.bidder,
    listener: s.listener,
    value: s.value,
    words: s.words,
    declarer: s.declarer,
    bidValue: s.bidValue,
    pickedUp: s.pickedUp,
    discard: s.discard,
    contract: s.contract,
    ramsch: s.ramsch,
    kontra: s.kontra,
    kontraBy: s.kontraBy,
    kontraOpen: s.kontraOpen,
    leader: s.leader,
    trick: s.trick,
    lastTrick: s.lastTrick,
    lastLeader: s.lastLeader,
    lastWinner: s.lastWinner,
    taken: s.taken,
    tricks: s.tricks,
    rows: s.rows,
    scores: s.scores,
    winners: s.winners,
    losers: s.losers,
    plan: s.plan,
    used: s.used,
    rng: s.rng,
  };
}

/** The next active seat clockwise (FH → MH → RH → FH). */
export function nextActive(s: Pick<SkatState, "fh" | "mh" | "rh">, seat: number): number {
  return seat === s.fh ? s.mh : seat === s.mh ? s.rh : s.fh;
}

/** Positions of a deal with dealer `d` (§2). */
export function positions(seats: number, d: number): { fh: number; mh: number; rh: number } {
  return seats === 3 ? { fh: (d + 1) % 3, mh: (d + 2) % 3, rh: d } : { fh: (d + 1) % 4, mh: (d + 2) % 4, rh: (d + 3) % 4 };
}
