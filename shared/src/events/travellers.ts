/**
 * An event's results as the server sends them and the event page reads them (docs/events.md, "HTTP":
 * `GET /api/events/:id/results`): the travellers of complete boards and, for Skat, Kierki and Euchre, the
 * finished tables' games. One definition for both ends.
 */
import type { Vul } from "../bridge/types";
import type { BoardLine } from "./adjust";

/** One table's line on a board: its scoring (or the director's grades), with the contract as played. */
export interface TravellerRow extends BoardLine {
  contract: string;
  declarer: number;
  tricks: number;
  /** The director assigned this table's score. */
  assigned?: boolean;
  /** The replay link of this table's game record (it holds the board), once released (docs/events.md, "Game records"). */
  record?: string;
}

export interface Traveller {
  board: number;
  rows: TravellerRow[];
  /** Tables that did not play the board (their round was ended first) and have no ruling: scored as not played. */
  notPlayed: { ns: number; ew: number }[];
}

/** A traveller with its board's hand record: the dealer (a seat), the vulnerability and the deal (PBN, North first). */
export interface DealtTraveller extends Traveller {
  dealer: number;
  vul: Vul;
  deal: string;
}

/** A finished Skat, Kierki or Euchre table: the players in seat order, as named that round, and each one's score. */
export interface TableGame {
  round: number;
  table: number;
  players: { entry: number; name: string; score: number }[];
  /** The replay link of the table's game record, once released (docs/events.md, "Game records"). */
  record?: string;
}
