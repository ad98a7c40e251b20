/**
 * Euchre: the data shapes shared by the engine, the server and the renderer
 * (rules of record: docs/rules/euchre.md).
 */

export type EuchrePhase = "bid1" | "discard" | "bid2" | "defend" | "play" | "over" | "deal";

/** The actions of §5. `alone` may be left out and then means false. */
export type EuchreAction =
  | { type: "pass" }
  | { type: "orderUp"; alone?: boolean }
  | { type: "call"; suit: string; alone?: boolean }
  | { type: "discard"; cards: string[] }
  | { type: "defendAlone" }
  | { type: "play"; card: string };

export interface EuchreOptions {
  targetScore: number;
  stickTheDealer: boolean;
  defendAlone: boolean;
}

/** One hand's deal (§4): 5 cards per seat, the upcard and the 3-card kitty. */
export interface EuchreDeal {
  hands: [string[], string[], string[], string[]];
  upcard: string;
  kitty: string[];
}

/** A bid in the public log of the current hand (§8: every bid, in order). */
export interface EuchreBid {
  seat: number;
  /** bid1 / bid2 / defend. */
  round: 1 | 2 | 3;
  type: "pass" | "orderUp" | "call" | "defendAlone";
  suit?: string;
  alone?: boolean;
}

/** A played card with its seat (tricks skip seats that sit out, so seats are not implied by order). */
export interface Played {
  seat: number;
  card: string;
}

/** One finished hand, for the score sheet. `maker` -1 and `thrownIn` true when everyone passed twice. */
export interface EuchreHandResult {
  dealer: number;
  trump: string;
  maker: number;
  alone: boolean;
  defender: number;
  thrownIn: boolean;
  /** Tricks per team [A, B]. */
  tricks: [number, number];
  /** Points this hand per team [A, B]. */
  points: [number, number];
  /** Running team totals [A, B] after this hand. */
  totals: [number, number];
}

/**
 * What `view(state, viewer)` returns (§8). Public fields for everyone; `hand`, `legal` and `discarded`
 * reach their own seat only; `hands`, `kitty`, `upcardCard`, `discard` only the moderator.
 */
export interface EuchreView {
  [key: string]: unknown;
  phase: EuchrePhase;
  handNo: number;
  dealer: number;
  target: number;
  stickTheDealer: boolean;
  defendAloneOption: boolean;
  /** Seat to act now, -1 when nobody can. */
  turn: number;
  /** The upcard's code while it lies face up (bid1, or out of play beside a sitting-out dealer); else "". */
  upcard: string;
  /** The upcard's suit for the whole hand ("" while waiting for a deal). */
  upSuit: string;
  /** "up" (bid1), "taken" (the dealer picked it up), "down" (turned down for bid2), "dead" (face up, out of play). */
  upcardState: string;
  bids: EuchreBid[];
  trump: string;
  maker: number;
  alone: boolean;
  defender: number;
  /** Seats that sit out this hand. */
  out: number[];
  leader: number;
  trick: Played[];
  lastTrick: Played[];
  lastWinner: number;
  /** Tricks per team [A, B] this hand. */
  tricks: [number, number];
  /** Per seat [A, B, A, B] (§7). */
  scores: number[];
  handCounts: number[];
  results: EuchreHandResult[];
  winners: number[];
  hand?: string[];
  legal?: string[];
  discarded?: string;
  hands?: string[][];
  kitty?: string[];
  upcardCard?: string;
  discard?: string;
}

/** The view keys a client recomputes from the rest of its view (derive.ts): the server never sends them. */
export type EuchreDerivedKey = "legal";
