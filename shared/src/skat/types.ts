/**
 * Skat: the data shapes shared by the engine, the server and the renderer
 * (rules of record: docs/rules/skat.md).
 */

export type SkatPhase = "bidding" | "skat" | "discard" | "declare" | "play" | "kontra" | "deal" | "over";
export type SkatGame = "clubs" | "spades" | "hearts" | "diamonds" | "grand" | "null";
export const SKAT_GAMES: readonly SkatGame[] = ["clubs", "spades", "hearts", "diamonds", "grand", "null"];

export interface SkatOptions {
  scoring: "tournament" | "plain" | "beer";
  deals: number;
  beerLimit: number;
  grandValue: number;
  kontra: "off" | "re" | "sup";
  allPass: "redeal" | "ramsch";
}

/** A declaration (§5.4), flags normalised (schwarz ⇒ schneider, suit/grand ouvert ⇒ both). */
export interface Declaration {
  game: SkatGame;
  hand: boolean;
  schneider: boolean;
  schwarz: boolean;
  ouvert: boolean;
}

export type SkatAction =
  | { type: "bid"; value: number }
  | { type: "hold" }
  | { type: "pass" }
  | { type: "pickUpSkat" }
  | { type: "discard"; cards: string[] }
  | { type: "declare"; game: SkatGame; hand?: boolean; schneider?: boolean; schwarz?: boolean; ouvert?: boolean }
  | { type: "kontra" }
  | { type: "re" }
  | { type: "sup" }
  | { type: "play"; card: string };

/** One deal as in records (§4): hands by seat (the 4-seat dealer's is []), and the two skat cards. */
export interface SkatDeal {
  hands: string[][];
  skat: string[];
}

/** One spoken word of the bidding, public (§8). */
export interface BidWord {
  seat: number;
  say: "bid" | "hold" | "pass";
  value: number;
}

/** How a suit/grand/null value was made (§7.2/7.3), for the end-of-deal breakdown. */
export interface Breakdown {
  /** Matadors: "with" (holds JC) or "without", and how many; 0 for null. */
  with: boolean;
  tops: number;
  game: 1;
  hand: boolean;
  schneider: boolean;
  schneiderAnnounced: boolean;
  schwarz: boolean;
  schwarzAnnounced: boolean;
  ouvert: boolean;
  /** The multiplier m (null: 0, its value is fixed). */
  multiplier: number;
  base: number;
  /** The game value V (after the overbid raise). */
  value: number;
  /** V < bid: lost, raised to the next multiple of the base reaching the bid. */
  overbid: boolean;
  /** base × m before any overbid raise. */
  plain: number;
}

/** One line of the score sheet (the tournament list): a game, a passed-out deal or a Ramsch. */
export interface SkatRow {
  n: number;
  dealer: number;
  kind: "game" | "passed" | "ramsch";
  declarer: number;
  bid: number;
  contract: Declaration | null;
  breakdown: Breakdown | null;
  won: boolean;
  /** Card points: the declarer's and the defenders' (games); per seat (Ramsch); otherwise []. */
  points: number[];
  /** Tricks taken: the declarer's and the defenders' (games), per seat (Ramsch). */
  tricks: number[];
  /** Kontra factor k: 1, 2, 4, 8. */
  kontra: number;
  /** The game entry of the declarer (±V·k, −2·V·k), 0 for passed and Ramsch. */
  entry: number;
  /** Per seat: the change without bonuses, the Seeger/Fabian bonus, and the running totals. */
  delta: number[];
  bonus: number[];
  totals: number[];
  /** Ramsch: one seat took all tricks / some seat took none. */
  durchmarsch: boolean;
  jungfrau: boolean;
}

/** The standing per seat for the tournament list's foot (§7.5, seed's A/B/C table). */
export interface SkatStanding {
  won: number;
  lost: number;
  /** Sum of the game entries (no bonuses). */
  games: number;
  seeger: number;
  fabian: number;
  total: number;
}

/**
 * What `view(state, viewer)` sends (§8): the public table for everyone; a seat adds its hand, legal moves
 * and (the declarer) the skat picked up and the discards, plus the declarations it may choose now; the
 * moderator sees every hand, the skat and the discards.
 */
export interface SkatView {
  phase: SkatPhase;
  seats: number;
  scoring: SkatOptions["scoring"];
  kontraRule: SkatOptions["kontra"];
  allPass: SkatOptions["allPass"];
  grandValue: number;
  /** Deals in the list (0: beer Skat, played to `beerLimit`). */
  dealsTotal: number;
  beerLimit: number;
  dealNo: number;
  dealer: number;
  /** Forehand, Middlehand, Rearhand this deal. */
  fh: number;
  mh: number;
  rh: number;
  turn: number;
  toAct: number[];
  /** Bidding stage: 1 (MH asks FH), 2 (RH asks the winner), 3 (FH may open after two passes). */
  stage: 1 | 2 | 3;
  bidder: number;
  listener: number;
  value: number;
  nextBid: number;
  words: BidWord[];
  declarer: number;
  bidValue: number;
  pickedUp: boolean;
  contract: Declaration | null;
  ramsch: boolean;
  kontra: number;
  kontraBy: number;
  kontraOpen: boolean;
  leader: number;
  trick: string[];
  lastTrick: string[];
  lastLeader: number;
  lastWinner: number;
  tricks: number[];
  handCounts: number[];
  /** An ouvert declarer's hand, shown to all while the deal is played. */
  ouvertHand: string[];
  scores: number[];
  rows: SkatRow[];
  standing: SkatStanding[];
  winners: number[];
  losers: number[];
  /** A seat's own hand and legal moves. */
  hand?: string[];
  legal?: string[];
  /** The declarer's skat once picked up (the moderator: always), and the cards put away. */
  skat?: string[];
  discard?: string[];
  /** Declaration keys the seat to act may choose now. */
  declarations?: string[];
  /** The moderator: every hand. */
  hands?: string[][];
}
