/**
 * Krendzu ("four in a row"): the data shapes shared by the engine, the server and the renderer
 * (rules of record: docs/rules/krendzu.md).
 */

export type KrendzuPhase = "play" | "deal" | "over";
export type Side = "attack" | "defend";
export type ThreeMode = "loneAttacks" | "loneDefends";

/** One card onto one cell. */
export interface Placement {
  card: string;
  x: number;
  y: number;
}

export type KrendzuAction = { type: "place"; card: string; x: number; y: number } | { type: "placeMany"; cards: Placement[] } | { type: "skip" };

/** Options as sent (§3). 0 for a count means "the page's recommendation for this table" (see options.ts). */
export interface KrendzuOptions {
  tours: number;
  threeMode: ThreeMode;
  attackerCards: number;
  defenderCards: number;
}

/** One tour's deal (§4): a hand per seat; the rest of the deck is set aside unseen. */
export interface KrendzuDeal {
  hands: string[][];
}

/** A card on the board: where, who placed it, and in which move of the tour (0 = the opening card). */
export interface Placed {
  card: string;
  x: number;
  y: number;
  seat: number;
  move: number;
}

/**
 * A formed combination (§6), public: its four cells in line order, their cards and the values that made a
 * progression (null for a suit-only four). No sentence: each client says it in its reader's language
 * (issue 14); `valuesText` writes the values as players do, e.g. "A=5, 6, 7, 8".
 */
export interface Combo extends Four {
  tour: number;
  /** The move of the tour whose card completed it, and who placed that card (an own goal when a defender). */
  move: number;
  seat: number;
  /** The seats that scored its point (the attacking side of the tour). */
  scorers: number[];
}

/** Four cells in line order that make a combination, their cards, and how they qualify. */
export interface Four {
  cells: [number, number][];
  cards: string[];
  suit: boolean;
  progression: boolean;
  values: number[] | null;
}

/** One tour's line in the match score (§7): who attacked and how many points they made. */
export interface TourResult {
  tour: number;
  dealer: number;
  attackers: number[];
  points: number;
}

/** The last action taken, public (for "seat 2 skipped" and for animating placements). */
export interface LastAction {
  seat: number;
  type: "place" | "placeMany" | "skip";
  cells: [number, number][];
}

/**
 * What `view(state, viewer)` returns (§8). Every viewer gets the public fields; `hand` and `legal` only
 * reach their own seat. Nobody ever sees another hand or the set-aside cards.
 */
export interface KrendzuView {
  [key: string]: unknown;
  phase: KrendzuPhase;
  /** Tour in progress (0-based) and the match length. */
  tour: number;
  tours: number;
  dealer: number;
  threeMode: ThreeMode;
  attackerCards: number;
  defenderCards: number;
  /** Per seat, "attack" or "defend" in this tour. */
  sides: Side[];
  /** Seat to act now, -1 when nobody can. */
  turn: number;
  /** True while the board is empty: the next card is the opening card at (0,0). */
  opening: boolean;
  /** Cards in every hand (public, §9.12). */
  handCounts: number[];
  /** The board of this tour, one string per card "card x y seat move", in placement order. */
  board: string[];
  /**
   * The combinations formed in this tour, oldest first (earlier tours count in `tourResults`: their
   * cards were gathered and re-dealt, so naming them could point into a hand).
   */
  combos: Combo[];
  /** One line per tour started, with its points so far. */
  tourResults: TourResult[];
  scores: number[];
  lastAction: LastAction | null;
  /** When over: every seat with the highest score. */
  winners: number[];
  /** Own seat only: the hand, sorted. */
  hand?: string[];
  /**
   * Own seat only: the kinds of action this seat may take now ("place", "placeMany", "skip"); empty
   * when it is not its turn. Legal cells follow from the board (`frontier` in board.ts).
   */
  legal?: string[];
}
