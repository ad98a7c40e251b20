/**
 * The bridge game state: plain data, never mutated (each `apply` builds a new object with a spread and
 * shares what it did not change). Holds secrets (hands, rng, deal list), so only `view` may leave the engine.
 */
import type { Rng } from "../core/rng";
import type { BridgeDeal, BridgeOptions, BridgePhase, Contract, DealResult, PlayedTrick, Vul } from "./types";

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
