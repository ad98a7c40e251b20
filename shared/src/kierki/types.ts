/**
 * Kierki (Polish "King"): the data shapes shared by the engine, the server and the renderer
 * (rules of record: docs/rules/kierki.md).
 */

export type KierkiPhase = "play" | "trump" | "lottery" | "deal" | "over";

/**
 * The kinds of deal (§4), in the page's order: the six negative deals, the robber, then the positive
 * trump deals and the lottery.
 */
export type DealKind = "tricks" | "hearts" | "queens" | "kingsJacks" | "kingHearts" | "last" | "robber" | "trumps" | "lottery";

export const NEGATIVE_KINDS: readonly DealKind[] = ["tricks", "hearts", "queens", "kingsJacks", "kingHearts", "last"];

export type SixthDeal = "last" | "lastTwo" | "seventhAndLast" | "thirdAndSeventh" | "thirdAndEighth";
export type Positive = "none" | "trumps" | "lottery" | "both";

export interface KierkiOptions {
  sixthDeal: SixthDeal;
  robber: boolean;
  positive: Positive;
  lotteryDeals: number;
  kingOfHeartsDiscard: boolean;
  endEarly: boolean;
}

export type KierkiAction = { type: "play"; card: string } | { type: "trump"; suit: string } | { type: "pass" };

/** One deal (§4): one hand per seat, 13 cards each (or 17 each with 3 seats, no `2C`). */
export interface KierkiDeal {
  hands: string[][];
}

/** One finished deal on the score sheet: its kind and what each seat won (+) or lost (-) in it. */
export interface DealResult {
  kind: DealKind;
  points: number[];
  /** Trump deals: the suit named. */
  trump?: string;
}

/** A lottery row on the table (§5.4): the lowest and highest card of one suit. */
export interface LotteryRow {
  suit: string;
  low: string;
  high: string;
}

/**
 * What `view(state, viewer)` returns (§8). Everyone gets the public fields; `hand` and `legal` only reach
 * their own seat; `hands` only the moderator.
 */
export interface KierkiView {
  [key: string]: unknown;
  phase: KierkiPhase;
  seats: number;
  /** Deal index (0-based) in `sequence`, and its kind. */
  dealNo: number;
  kind: DealKind;
  /** The whole game's deals in order (§4), so a score sheet can list the deals still to come. */
  sequence: DealKind[];
  sixthDeal: SixthDeal;
  kingOfHeartsDiscard: boolean;
  dealer: number;
  /** Seat to act now, or -1. */
  turn: number;
  /** Leader of the trick in progress (or of the next one). */
  leader: number;
  /** Trump suit letter in a trump deal once named, else "". */
  trump: string;
  trick: string[];
  /** Tricks finished in this deal. */
  trickNo: number;
  /** Tricks in a full deal: 13, or 17 with 3 seats. */
  trickCount: number;
  lastTrick: string[];
  lastLeader: number;
  lastWinner: number;
  /** Tricks taken and points won (+) or lost (-) in this deal, per seat. */
  tricks: number[];
  points: number[];
  /** Running totals (§7). */
  scores: number[];
  handCounts: number[];
  /** Hand sizes in the lottery, between deals and at the end, where `handCounts` cannot be rebuilt from the tricks. */
  counts?: number[];
  results: DealResult[];
  /** Lottery (§5.4): rows on the table, base rank ("" before the first card), passes per seat, who is out in order. */
  rows: LotteryRow[];
  base: string;
  passes: number[];
  out: number[];
  /** The last move in a lottery: `{ seat, card }` or `{ seat, pass: true }`; null otherwise. */
  lastMove: { seat: number; card?: string; pass?: boolean } | null;
  winners: number[];
  hand?: string[];
  /** Own seat: card codes for `play`, "pass" in the lottery, suit letters in phase `trump`. */
  legal?: string[];
  /** Moderator only. */
  hands?: string[][];
}

/** The view keys a client recomputes from the rest of its view (derive.ts): the server never sends them. */
export type KierkiDerivedKey = "trickNo" | "lastWinner" | "scores" | "handCounts" | "turn" | "legal";
