/**
 * What a table tells its durable store, and what it gets back after a restart. The room only speaks this
 * small interface; `server/src/store/` implements it over the database (group commits, retries), and
 * `memoryJournal` keeps nothing (a table then lives as long as its process).
 *
 * Writes are queued and return at once; `durable()` resolves when everything queued so far is written, so
 * the room can hold a client update until the action that caused it is safe.
 */
import type { Actor, Action, GameRecord, Outcome } from "@salon/shared";
import type { GameStart } from "../game";
import type { TableSetup } from "./setup";

export type SeatKind = "empty" | "human" | "bot";

/** One seat as stored: who holds it and the hash of its claim secret. */
export interface StoredSeat {
  kind: SeatKind;
  name: string;
  playerId: string | null;
  claimHash: string | null;
  /** A human seat kept warm by a bot while its player is away (issue 13): the claim stays valid. */
  botKeeps?: boolean;
  botLevel?: string;
}

/** A table's settings that may grow without a schema change (clocks, undo, kibitzers…). */
export type TableExtra = Record<string, unknown>;

/** Everything needed to bring a table back after a restart. */
export interface StoredTable {
  id: string;
  setup: TableSetup;
  hostPlayerId: string | null;
  seats: StoredSeat[];
  /** The moderator's name and the hash of the moderator chair's claim, when a person moderates. */
  moderator: { name: string; claimHash: string | null } | null;
  gameNo: number;
  status: "waiting" | "playing" | "over";
  /** The running game (status "playing"): its start and its accepted actions in order. */
  game: { start: GameStart; actions: { seat: Actor; action: Action }[] } | null;
  /** An automatic step's deadline (epoch ms, 0 = none) and when the server was last known alive. */
  deadline: number;
  lastAlive: number;
  extra: TableExtra;
  /** When the table last changed (epoch ms), for closing tables nobody came back to. */
  updatedAt?: number;
  /**
   * The stored log went wrong at action `at` (missing, unreadable, refused by the engine, or its tail gone):
   * `game.actions` holds the good ones before it, and the table comes back there (restore.ts).
   */
  damage?: { at: number; reason: string };
}

export interface TableJournal {
  /** True when writes are safe as soon as they are made (nothing to wait for). */
  readonly synchronous?: boolean;
  tableOpened(table: Omit<StoredTable, "game" | "lastAlive">): void;
  seatChanged(tableId: string, seat: number, stored: StoredSeat): void;
  moderatorChanged(tableId: string, moderator: StoredTable["moderator"]): void;
  gameStarted(tableId: string, gameNo: number, start: GameStart, players: { seat: number; playerId: string | null; name: string }[]): void;
  /** `seq` is the action's index in the game (0-based). */
  actionAccepted(tableId: string, gameNo: number, seq: number, actor: Actor, action: Action): void;
  /** Actions `fromSeq` onwards leave the record (an undo by consent). */
  actionsUndone(tableId: string, gameNo: number, fromSeq: number): void;
  deadlineSet(tableId: string, deadline: number): void;
  gameFinished(tableId: string, gameNo: number, record: GameRecord, outcome: Outcome): void;
  /** An ended game's record gains what came after its end (a deal's analysis, room/analyses.ts); nothing else changes. */
  recordAmended(tableId: string, gameNo: number, record: GameRecord): void;
  extraChanged(tableId: string, extra: TableExtra): void;
  /** The table is gone for good; an unfinished game's partial record is kept, as abandoned. */
  tableClosed(
    tableId: string,
    reason: "finished" | "abandoned" | "expired" | "broken",
    detail?: string,
    partial?: { gameNo: number; record: GameRecord },
  ): void;
  /**
   * Resolves once everything queued before this call is written; with `tableId`, once that table's writes
   * queued before this call are (a table does not wait for other tables' writes queued after its own).
   */
  durable(tableId?: string): Promise<void>;
  /**
   * `durable(tableId)` without its promise: calls `then` (never before this call returns) once that table's
   * writes queued before this call are written. The room waits so on every card played (issue 33).
   */
  afterDurable(tableId: string, then: () => void): void;
}

/** No store: nothing is written, everything is "durable" at once. */
export const memoryJournal: TableJournal = {
  synchronous: true,
  tableOpened: () => undefined,
  seatChanged: () => undefined,
  moderatorChanged: () => undefined,
  gameStarted: () => undefined,
  actionAccepted: () => undefined,
  actionsUndone: () => undefined,
  deadlineSet: () => undefined,
  gameFinished: () => undefined,
  recordAmended: () => undefined,
  extraChanged: () => undefined,
  tableClosed: () => undefined,
  durable: () => Promise.resolve(),
  afterDurable: (_tableId, then) => queueMicrotask(then),
};
