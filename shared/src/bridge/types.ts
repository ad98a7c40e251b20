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

/**
 * A bot's explanation of its own call (docs/bridge-bidding.md), as a code the client words in the reader's
 * language; a person's explanation is free text.
 */
export const EXPLAIN_CODES = ["natural", "random", "strong2C", "waiting2D", "stayman", "staymanNoMajor", "staymanHearts", "staymanSpades"] as const;
export type ExplainCode = (typeof EXPLAIN_CODES)[number];
/** The longest explanation, in characters (code points), after cleaning. */
export const EXPLAIN_MAX = 120;

export type BridgeAction =
  /** A call; the bidder may alert it and explain it at once (Law 40, self-alerting as online play does it). */
  | { type: "call"; call: string; alert?: boolean; explain?: string; code?: ExplainCode }
  /** An opponent asks what call number `call` (0 = the dealer's first) of the current deal means. */
  | { type: "ask"; call: number }
  /** The bidder explains (or answers a question about) its own call `call` of the current deal. */
  | { type: "explain"; call: number; explain?: string; code?: ExplainCode; alert?: boolean }
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

/**
 * What a bidder said about its own call: its alert, its explanation (text, or a bot's code) and the seats
 * that asked about it. Who sees which part is the view's to decide (view.ts).
 */
export interface CallNote {
  alert: boolean;
  text?: string;
  code?: ExplainCode;
  /** Opponents who asked about the call, in order. */
  asked: readonly number[];
}

/** A finished deal's alerts and explanations, as every seat sees them once the deal is over. */
export interface ResultNote {
  /** Index of the call in the auction (0 = the dealer's first). */
  call: number;
  alert: boolean;
  text?: string;
  code?: ExplainCode;
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
  /** The auction, in action spelling, and its alerts and explanations (absent from deals played before them). */
  calls?: string[];
  notes?: ResultNote[];
}

export const SEAT_LETTERS = ["N", "E", "S", "W"] as const;
export const sideOf = (seat: number): 0 | 1 => (seat % 2) as 0 | 1;
export const partnerOf = (seat: number): number => (seat + 2) % 4;

/**
 * What `view(state, viewer)` sends (§8): public facts for everyone; a seat's own hand and legal list;
 * dummy's hand to all from the opening lead; the declarer's hand to all while a claim is pending; every
 * hand for the moderator. Calls and contracts show the strain as a suit symbol ("4♠").
 */
/** A call's alert and explanation as a view shows it (alerts.ts `notesView`). */
export interface ShownNote {
  alert?: boolean;
  text?: string;
  code?: string;
  /** true: this viewer asked; a list: the seats that asked (the bidder's and spectators' view). */
  asked?: boolean | number[];
}

export interface BridgeView {
  phase: BridgePhase;
  scoring: Scoring;
  dealNo: number;
  board: number;
  dealer: number;
  vul: Vul;
  /** Calls as views show them ("1♠", "3NT", "pass", "X", "XX"). */
  calls: string[];
  /** Alerts and explanations of the live auction this viewer may see, by call index. */
  notes: (ShownNote | null)[];
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
