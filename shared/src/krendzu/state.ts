/**
 * The Krendzu game state: plain data, never mutated (each `apply` builds a new object and shares whatever
 * it did not change). Holds secrets (hands, set-aside cards, rng, deals), so only `view` leaves the engine.
 */
import type { Rng } from "../core/rng";
import type { Combo, KrendzuDeal, KrendzuPhase, LastAction, Placed, Side, ThreeMode, TourResult } from "./types";

export interface KrendzuState {
  readonly n: number;
  readonly tours: number;
  readonly threeMode: ThreeMode;
  readonly attackerCards: number;
  readonly defenderCards: number;
  /** Dealer of tour 0; tour t is dealt by (firstDealer + t) % n (§4). */
  readonly firstDealer: number;
  readonly tour: number;
  readonly dealer: number;
  readonly phase: KrendzuPhase;
  readonly sides: readonly Side[];
  /** This tour's turn cycle (§5) and the position on turn in it (-1 when nobody can act). */
  readonly cycle: readonly number[];
  readonly pos: number;
  readonly turn: number;
  /** Hands, each kept sorted. */
  readonly hands: readonly (readonly string[])[];
  /** The cards not dealt this tour, face down, never shown (§4). */
  readonly aside: readonly string[];
  readonly board: readonly Placed[];
  /** The previous tour's final board, for tests and tools; never in a view (its cards are re-dealt). */
  readonly lastBoard: readonly Placed[];
  /** Moves made this tour (a placeMany or a skip is one move). */
  readonly moves: number;
  readonly combos: readonly Combo[];
  readonly tourResults: readonly TourResult[];
  readonly scores: readonly number[];
  readonly lastAction: LastAction | null;
  readonly winners: readonly number[];
  /** Deals given by the record, one per tour; later tours use `rng` or wait in phase `deal`. */
  readonly plan: readonly KrendzuDeal[];
  /** Every deal used so far, in order (for the game record). */
  readonly used: readonly KrendzuDeal[];
  /** Generator for shuffles when the plan runs out; null when there is none. Never shown. */
  readonly rng: Rng | null;
}

/** A state under construction inside the engine (a fresh copy, so writing to it mutates nothing shared). */
export type Draft = { -readonly [K in keyof KrendzuState]: KrendzuState[K] };

/** A shallow copy to build the next state on (every field listed, so none is forgotten). */
export function draft(s: KrendzuState): Draft {
  return {
    n: s.n,
    tours: s.tours,
    threeMode: s.threeMode,
    attackerCards: s.attackerCards,
    defenderCards: s.defenderCards,
    firstDealer: s.firstDealer,
    tour: s.tour,
    dealer: s.dealer,
    phase: s.phase,
    sides: s.sides,
    cycle: s.cycle,
    pos: s.pos,
    turn: s.turn,
    hands: s.hands,
    aside: s.aside,
    board: s.board,
    lastBoard: s.lastBoard,
    moves: s.moves,
    combos: s.combos,
    tourResults: s.tourResults,
    scores: s.scores,
    lastAction: s.lastAction,
    winners: s.winners,
    plan: s.plan,
    used: s.used,
    rng: s.rng,
  };
}

/** True while at least one attacking seat holds cards (a defender may skip only then, §5). */
export function attackerHoldsCards(s: Pick<KrendzuState, "sides" | "hands">): boolean {
  return s.sides.some((side, seat) => side === "attack" && s.hands[seat].length > 0);
}
