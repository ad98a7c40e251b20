/**
 * The shapes of the HTTP API's answers (docs/protocol.md, "HTTP"), one definition for the server that writes
 * them and the client that reads them. Types only: both sides import it with `import type`.
 */

/** What the lobby shows of a table: its game, name, seats and who fills them. */
export interface TableSummary {
  ruleset: string;
  tableName: string;
  seats: number;
  players: number;
  bots: number;
  spectators: number;
  status: string;
  /** A seat is free for a newcomer. */
  open: boolean;
}

/** One entry of `GET /api/rooms`. */
export interface RoomListing extends TableSummary {
  roomId: string;
}

/** One game of "My games" (`GET /api/me/games`). */
export interface HistoryEntry {
  tableId: string;
  tableName: string;
  gameNo: number;
  ruleset: string;
  startedAt: number;
  finishedAt: number | null;
  /** "abandoned" is shown as unfinished. */
  status: "running" | "finished" | "abandoned";
  seat: number;
  score: number | null;
  result: "won" | "lost" | "draw" | null;
  others: { seat: number; name: string }[];
}

/** One line of an event's standings (`GET /api/events/:id`). */
export interface StandingRow {
  rank: number;
  pair: number;
  names: [string, string];
  points: number;
  top: number;
  boards: number;
  /** Matchpoints: percent; cross-IMPs: the IMPs; a Skat list: the Seeger-Fabian total. */
  score: number;
  /** A Skat list: games won and lost over the evening. */
  won?: number;
  lost?: number;
}
