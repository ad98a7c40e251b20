/**
 * Wire shapes the client relies on (docs/protocol.md): the synced `TableState` as colyseus.js decodes it
 * (structural types, no schema import), the messages in both directions and the HTTP API answers.
 */
import type { OptionSpec, OptionValues } from "@salon/shared/core/options";

/** Something colyseus.js collections offer (ArraySchema / MapSchema). */
export interface ForEachable<T> {
  forEach(cb: (item: T, index: number) => void): void;
}

export type SeatKind = "empty" | "human" | "bot";

/** `SeatState` as decoded. */
export interface SeatStateLike {
  name: string;
  kind: string;
  connected: boolean;
  /** Turn clocks: when this seat's time runs out (epoch ms), 0 when its clock is not running. */
  deadline?: number;
  reserve?: number;
  away?: boolean;
  /** A bot's level: "easy", "normal" or "strong". */
  level?: string;
}

/** `TableState` as decoded: public only (each client's game view comes in `view` messages). */
export interface TableStateLike {
  ruleset?: string;
  tableName?: string;
  options?: string;
  table?: string;
  status?: string;
  gameNo?: number;
  moderator?: string;
  spectators?: number;
  deadline?: number;
  seats?: ForEachable<SeatStateLike>;
  /** An open undo request, JSON `{ by, waiting }`, or "". */
  undo?: string;
  /** Who may take something back now, JSON: seats and/or "moderator"; "" when nobody. */
  takeBack?: string;
}

export type Role = "player" | "spectator" | "moderator";

/** The `you` message: who this client is at the table. */
export interface You {
  seat: number | null;
  role: Role;
  /** The table's creator: may manage bots and start games without a seat. */
  host?: boolean;
}

/** The `hint` message: the move the normal bot would make for my seat, while the game is at `moves`. */
export interface HintMessage {
  action: { type: string; [key: string]: unknown };
  moves: number;
}

/** The `you` message as sent: `claim` comes once, when a seat (or the chair) was just given to this client. */
export interface YouMessage extends You {
  claim?: string;
}

export interface ChatLine {
  seat: number | null;
  name: string;
  text: string;
  at: number;
  /** Players write to the table, spectators among spectators (docs/protocol.md, "Chat"). */
  channel?: "table" | "spectators";
}

/** An `error` message: a stable code and its parameters (docs/protocol.md, "Error codes"); `message` is English for logs. */
export interface ServerError {
  code: string;
  message: string;
  params?: Record<string, string | number | boolean | null>;
}

/** `client.create("table", ...)` options. */
export interface CreateOptions {
  ruleset: string;
  name: string;
  options?: OptionValues;
  seats?: number;
  private?: boolean;
  botDelayMs?: number;
  tableName?: string;
  moderate?: boolean;
  /** Deals from a file in one of the ruleset's import formats (bridge: PBN boards). */
  import?: { format: string; text: string };
  /** Table options beside the rules (docs/protocol.md, "Table options"). */
  table?: Record<string, unknown>;
  /** This browser's player secret, so the game counts in its history. */
  player?: string;
  /** The seat the creator takes (join options apply to the creator's own join): bridge's creator sits South. */
  seat?: number;
}

/** `client.joinById(roomId, ...)` options. */
export interface JoinOptions {
  name: string;
  seat?: number;
  spectate?: boolean;
  /** Takes a seat (or the moderator's chair) back with its claim secret. */
  claim?: { seat: number | "moderator"; secret: string };
  /** This browser's player secret. */
  player?: string;
}

/** One entry of `GET /api/rulesets`. */
export interface RulesetInfo {
  id: string;
  name: string;
  blurb: string;
  minSeats: number;
  maxSeats: number;
  defaultSeats: number;
  /** Run by a moderator (Ktulu, Werewolf). */
  moderated?: boolean;
  options: OptionSpec[];
  /** File formats a new table can import deals from (e.g. "pbn"). */
  imports?: string[];
}

/** One entry of `GET /api/rooms`. */
export interface RoomListing {
  roomId: string;
  ruleset: string;
  tableName: string;
  seats: number;
  players: number;
  bots: number;
  spectators: number;
  status: string;
  open: boolean;
}
