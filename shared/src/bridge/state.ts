/**
 * The bridge game state: plain data, never mutated (each `apply` builds a new object, by a spread or `draft`, and
 * shares what it did not change). Holds secrets (hands, rng, deal list), so only `view` may leave the engine.
 */
import type { Rng } from "../core/rng";
import type { BridgeDeal, BridgeOptions, BridgePhase, CallNote, Contract, DealResult, PlayedTrick, Vul } from "./types";

/**
 * A pending claim (by the declarer: `tricks` his side will win of the remaining ones) or concession (by a
 * defender: `tricks` of the remaining ones conceded to the declarer), as `by` tells.
 */
export interface Claim {
  tricks: number;
  /** Defenders who accepted a claim so far. */
  accepted: readonly number[];
  /** Who made it: the declarer (a claim) or a defender (a concession). */
  by: number;
}

export interface BridgeState {
  readonly options: BridgeOptions;
  readonly phase: BridgePhase;
  /** Position of the current deal in the game (every deal, passed-out ones included). */
  readonly dealNo: number;
  /** Deals counted so far (chicago / impHcp: passed-out redeals do not count). */
  readonly counted: number;
  readonly dealer: number;
  readonly vul: Vul;
  /** Current hands, each sorted (spades first, high first). */
  readonly hands: readonly (readonly string[])[];
  /** The current deal as dealt (for honors, HCP and the hand record). */
  readonly original: BridgeDeal | null;
  readonly calls: readonly string[];
  /** Alerts and explanations of the current auction's calls, by call index (null: nothing said, nobody asked). */
  readonly notes: readonly (CallNote | null)[];
  readonly contract: Contract | null;
  /** The hand to play now (dummy's seat when dummy's card is due), or the seat to call; -1 when nobody. */
  readonly turn: number;
  readonly leader: number;
  readonly trick: readonly string[];
  readonly played: readonly PlayedTrick[];
  /** Tricks won this deal, [NS, EW]. */
  readonly won: readonly [number, number];
  readonly claim: Claim | null;
  /** A claim was rejected and no card has been played since (§5.4). */
  readonly claimBlocked: boolean;
  /** Rubber: games won in the current rubber and below-the-line points since the last game, [NS, EW]. */
  readonly games: readonly [number, number];
  readonly partial: readonly [number, number];
  readonly rubbersDone: number;
  readonly totals: readonly [number, number];
  readonly results: readonly DealResult[];
  readonly winners: readonly number[];
  readonly plan: readonly BridgeDeal[];
  readonly used: readonly BridgeDeal[];
  readonly rng: Rng | null;
}

/** A state under construction inside the engine (a fresh copy, so writing to it mutates nothing shared). */
export type Draft = { -readonly [K in keyof BridgeState]: BridgeState[K] };

/**
 * A shallow copy to build the next state on, field by field: a card play is the bots' inner loop, and a
 * spread of this object took about a third of a search's time (profiled with npm run bots); the compiler
 * checks that no field is forgotten.
 */
export function draft(s: BridgeState): Draft {
  return {
    options: s.options,
    phase: s.phase,
    dealNo: s.dealNo,
    counted: s.counted,
    dealer: s.dealer,
    vul: s.vul,
    hands: s.hands,
    original: s.original,
    calls: s.calls,
    notes: s.notes,
    contract: s.contract,
    turn: s.turn,
    leader: s.leader,
    trick: s.trick,
    played: s.played,
    won: s.won,
    claim: s.claim,
    claimBlocked: s.claimBlocked,
    games: s.games,
    partial: s.partial,
    rubbersDone: s.rubbersDone,
    totals: s.totals,
    results: s.results,
    winners: s.winners,
    plan: s.plan,
    used: s.used,
    rng: s.rng,
  };
}
