/**
 * Wire shapes the client relies on (docs/protocol.md): the synced `TableState` as colyseus.js decodes it
 * (structural types, no schema import) and the HTTP API answers; the messages in both directions are the
 * rules package's protocol (shared/src/core/protocol.ts), imported as types only.
 */
import type { OptionSpec } from "@salon/shared/core/options";
import type { ChatLine, CreateRequest, ErrorMessage, HintMessage, JoinRequest, YouMessage } from "@salon/shared/core/protocol";

/** Something colyseus.js collections offer (ArraySchema / MapSchema). */
export interface ForEachable<T> {
  forEach(cb: (item: T, index: number) => void): void;
}

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
}

/** Who this client is at the table: the `you` message (the rules package's protocol) without its one-time `claim`. */
export type You = Omit<YouMessage, "claim" | "host"> & { host?: boolean };

export type { ChatLine, HintMessage, YouMessage };
/** An `error` message (docs/protocol.md, "Error codes"); the client adds its own codes (`offline`, a socket's). */
export type ServerError = ErrorMessage;
/** `client.create("table", ...)` options, as the protocol's schema takes them. */
export type CreateOptions = CreateRequest;
/** `client.joinById(roomId, ...)` options, as the protocol's schema takes them. */
export type JoinOptions = JoinRequest;

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

export type { RoomListing } from "@salon/shared/api";
