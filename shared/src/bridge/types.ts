/**
 * Contract Bridge: the data shapes shared by the engine, the server and the renderer
 * (rules of record: docs/rules/bridge.md). Seats 0 = N, 1 = E, 2 = S, 3 = W; NS = {0, 2}, EW = {1, 3}.
 */

export type BridgePhase = "auction" | "play" | "claim" | "deal" | "over";
export type Scoring = "rubber" | "chicago" | "duplicate" | "impHcp";
export type Vul = "none" | "ns" | "ew" | "both";
/** Strains in bidding order (§2). */
export const STRAINS = ["C", "D", "H", "S", "NT"] as const;
export type Strain = (typeof STRAINS)[number];

export type BridgeAction =
  | { type: "call"; call: string }
  | { type: "play"; card: string }
  | { type: "claim"; tricks: number }
  | { type: "acceptClaim" }
  | { type: "rejectClaim" }
  | { type: "concede"; tricks: number }
  | { type: "acceptConcession" }
  | { type: "rejectConcession" };

export interface BridgeOptions {
  scoring: Scoring;
  rubbers: number;
  rounds: number;
  boards: number;
  firstBoard: number;
  chicagoVul: "nonDealer" | "dealer";
  vulnerability: "auto" | Vul;
  honors: boolean;
  claims: boolean;
}

/** One deal (§4): hands indexed by seat, hands[0] = North. */
export interface BridgeDeal {
  hands: string[][];
  /** From a hand record (PBN/LIN): the board's own number, dealer and vulnerability, which the deal plays with. */
  board?: number;
  dealer?: number;
  vul?: Vul;
}

export interface Contract {
  level: number;
  strain: Strain;
  /** 0 undoubled, 1 doubled, 2 redoubled. */
  doubled: 0 | 1 | 2;
  declarer: number;
}

/** One finished trick: who led, the four cards in play order, who won. */
export interface PlayedTrick {
  leader: number;
  cards: string[];
  winner: number;
}

/** A scored deal, for the score sheet and the deal summary. All amounts are [NS, EW]. */
export interface DealResult {
  /** 0-based position of the deal in the game (passed-out redeals included). */
  deal: number;
  /** Board number (duplicate: firstBoard + deal; otherwise deal + 1). */
  board: number;
  dealer: number;
  vul: Vul;
  /** "4SX" style, or "" when passed out. */
  contract: string;
  declarer: number;
  /** Tricks won by the declaring side (after an accepted claim: the claimed total). */
  tricks: number;
  /** Deal score of §7.1 from NS's point of view (+ NS scored, − EW scored); honors not included. */
  score: number;
  /** Honors (§7.3) as [NS, EW]. */
  honors: [number, number];
  /** Rubber only: points above and below the line this deal, [NS, EW]; `game` = a game was won here. */
  above: [number, number];
  below: [number, number];
  game: boolean;
  /** Rubber: the rubber bonus of this deal, [NS, EW] (also inside `above`). */
  rubberBonus: [number, number];
  /** impHcp: NS high-card points, expected score, IMPs for NS. */
  hcpNS: number;
  expected: number;
  imps: number;
  /** Whether this deal counts (chicago/impHcp passed-out deals do not). */
  counted: boolean;
  /** Running totals after this deal, [NS, EW]. */
  totals: [number, number];
  /** The original hands as a PBN deal string ("N:AKQ.. ..."): the hand record, in a form with no card codes. */
  pbn: string;
}

export const SEAT_LETTERS = ["N", "E", "S", "W"] as const;
export const sideOf = (seat: number): 0 | 1 => (seat % 2) as 0 | 1;
export const partnerOf = (seat: number): number => (seat + 2) % 4;

/**
 * What `view(state, viewer)` sends (§8): public facts for everyone; a seat's own hand and legal list;
 * dummy's hand to all from the opening lead; the declarer's hand to all while a claim is pending; every
 * hand for the moderator. Calls and contracts show the strain as a suit symbol ("4♠").
 */
export interface BridgeView {
  phase: BridgePhase;
  scoring: Scoring;
  dealNo: number;
  board: number;
  dealer: number;
  vul: Vul;
  /** Calls as views show them ("1♠", "3NT", "pass", "X", "XX"). */
  calls: string[];
  contract: string;
  declarer: number;
  dummy: number;
  turn: number;
  actor: number;
  leader: number;
  trick: string[];
  played: PlayedTrick[];
  won: [number, number];
  handCounts: number[];
  /** A pending claim (by the declarer) or concession (by a defender). */
  claim: { tricks: number; accepted: number[]; by: number } | null;
  /** No claim or concession straight after a rejected one, until another card is played. */
  claimBlocked: boolean;
  games: [number, number];
  partial: [number, number];
  rubbersDone: number;
  scores: [number, number, number, number];
  results: DealResult[];
  winners: number[];
  dummyHand?: string[];
  declarerHand?: string[];
  /** A seat's own hand and legal moves. */
  hand?: string[];
  legal?: string[];
  /** The moderator: every hand. */
  hands?: string[][];
}
