/**
 * The Fox in the Forest: the data shapes shared by the engine, the server and the renderer
 * (rules of record: docs/rules/fox.md).
 */

export type FoxPhase = "play" | "exchange" | "discard" | "deal" | "over";

export type FoxAction = { type: "play"; card: string } | { type: "exchange"; card: string } | { type: "pass" } | { type: "discard"; cards: string[] };

export interface FoxOptions {
  targetScore: number;
}

/** One round's deal (§4): 13 cards each, the 6-card draw deck (index 0 = top) and the decree card. */
export interface FoxDeal {
  hands: [string[], string[]];
  deck: string[];
  decree: string;
}

/** One scored round, for the score sheet and the round summary. */
export interface FoxRoundResult {
  tricks: [number, number];
  trickPoints: [number, number];
  treasure: [number, number];
  /** Running totals after this round. */
  totals: [number, number];
}

/**
 * What `view(state, viewer)` returns (§8). Every viewer gets the public fields; `hand` and `legal` only
 * reach their own seat; `hands` and `deck` only the moderator.
 */
export interface FoxView {
  [key: string]: unknown;
  /**
   * The cards on the table in play order: the trick in progress, or else the last finished trick while it
   * is still shown (§8). With `tableLeader` (who led them; -1 when empty) this is what travels on the wire:
   * clients recompute `trick`, `lastTrick`, `leader`, `lastLeader`, `lastWinner`, `turn`, `handCounts` and
   * `legal` from it and the rest of their view (derive.ts).
   */
  table: string[];
  tableLeader: number;
  phase: FoxPhase;
  round: number;
  dealer: number;
  target: number;
  /** Seat to act now, or -1 when nobody can. */
  turn: number;
  /** Seat that led the trick in progress (or will lead the next one). */
  leader: number;
  decree: string;
  /** The trick in progress, in play order (leader's card first). */
  trick: string[];
  /** The last finished trick in play order, until the next trick's first card; otherwise []. */
  lastTrick: string[];
  /** Who led and who won `lastTrick` (-1 when it is empty). */
  lastLeader: number;
  lastWinner: number;
  tricks: [number, number];
  /** Running totals, treasure points of the current round included. */
  scores: [number, number];
  /** Treasure points won so far this round. */
  treasure: [number, number];
  handCounts: [number, number];
  deckCount: number;
  rounds: FoxRoundResult[];
  /** When over: the winning seats (both on a draw). */
  winners: number[];
  /** Own seat only: the hand, sorted by suit then rank. */
  hand?: string[];
  /**
   * Own seat only: what this seat may do now, as compact strings — card codes for `play`, `exchange` and
   * `discard` in those phases, plus "pass" during `exchange`. Empty when it is not this seat's turn.
   */
  legal?: string[];
  /** Moderator only: both hands and the draw deck in order. */
  hands?: [string[], string[]];
  deck?: string[];
}

/** The view keys a client recomputes from the rest of its view (derive.ts): the server never sends them. */
export type FoxDerivedKey = "trick" | "lastTrick" | "lastLeader" | "lastWinner" | "leader" | "turn" | "handCounts" | "legal";
