/**
 * The table's own model: who sits where (a seat's kind, name, bot level, claim, player, whether a bot keeps it
 * warm, its turn clock), the status, the game number, the moderator's name, the spectator count, the step's
 * deadline and the undo desk's public state. Plain data owned by the room's modules (server/src/room/*): they
 * read and write it and nothing else. The Colyseus synced state (server/src/wire-state.ts) is the wire's copy,
 * written from the model by `project` alone; durability compares the model with what it last wrote, and a
 * restore writes the model back and projects it.
 */
import type { BotLevel } from "@salon/shared";
import { SeatState, TableState, wireSafeJson } from "../wire-state";
import type { TableSetup } from "./setup";

export type SeatKind = "empty" | "human" | "bot";
export type TableStatus = "waiting" | "playing" | "over";

export interface SeatModel {
  kind: SeatKind;
  name: string;
  /** A bot's level; "" for people and empty seats. */
  level: BotLevel | "";
  /** The hash of the seat's claim secret (room/claims.ts), or null when nobody holds the seat's claim. */
  claim: string | null;
  /** The lasting identity of the person whose seat it is, when the server keeps players. */
  player: string | null;
  /** A bot keeps the seat warm for its absent player, who comes back with the seat's claim. */
  warm: boolean;
  /** Someone is connected to the seat (bots always are). */
  connected: boolean;
  /** Turn clocks: when this seat's time to act runs out (epoch ms; 0 = its clock is not running). */
  deadline: number;
  /** Turn clocks: the time left in this seat's reserve, in ms. */
  reserve: number;
  /** Its player ran out of time at a table that then waits. */
  away: boolean;
}

export interface TableModel {
  readonly ruleset: string;
  readonly tableName: string;
  /** The rules' options and the table options, as the synced state carries them (JSON). */
  readonly options: string;
  readonly table: string;
  status: TableStatus;
  gameNo: number;
  /** The moderator's name ("" when the chair is empty or the table has none). */
  moderator: string;
  spectators: number;
  /** When the current step closes by itself (epoch ms; 0 = it waits). */
  deadline: number;
  /** An open undo request as the synced state shows it (JSON), "" when none. */
  undo: string;
  readonly seats: SeatModel[];
}

export function emptySeat(): SeatModel {
  return { kind: "empty", name: "", level: "", claim: null, player: null, warm: false, connected: false, deadline: 0, reserve: 0, away: false };
}

/** A table that has not started yet. */
export function initialModel(setup: TableSetup): TableModel {
  return {
    ruleset: setup.ruleset,
    tableName: setup.tableName,
    options: wireSafeJson(JSON.stringify(setup.options)),
    table: wireSafeJson(JSON.stringify(setup.table)),
    status: "waiting",
    gameNo: 0,
    moderator: "",
    spectators: 0,
    deadline: 0,
    undo: "",
    seats: Array.from({ length: setup.seats }, emptySeat),
  };
}

/** A fresh synced state holding `model` (the room's `setState`). */
export function projected(model: TableModel): TableState {
  const state = new TableState();
  for (let i = 0; i < model.seats.length; i++) state.seats.push(new SeatState());
  project(model, state);
  return state;
}

/**
 * Writes the model into the synced state: the one place that does. Only fields whose value differs are
 * assigned, so the next patch carries exactly what changed. Claims, players and warm seats stay on the
 * server: the wire shows a seat's kind, name, level, connection and clock.
 *
 * The model is compared with a plain copy of what was last written (kept per state), not with the state:
 * reading a schema field goes through its getter, and a seat through the ArraySchema's proxy, some 80 of
 * them on every card played (project runs when a change happens and again when it is sent; issue 33).
 * Sound because nothing else writes the synced state.
 */
export function project(model: TableModel, state: TableState): void {
  let written = writtenTo.get(state);
  if (!written) writtenTo.set(state, (written = { table: {}, seats: [] }));
  assignChanged(state, written.table, model, TABLE_FIELDS);
  for (let i = 0; i < model.seats.length; i++) {
    let seat = written.seats[i];
    if (!seat) seat = written.seats[i] = { state: state.seats[i], last: {} };
    assignChanged(seat.state, seat.last, model.seats[i], SEAT_FIELDS);
  }
}

/** Per synced state: the values `project` last wrote to it (and each seat's schema object, read once). */
const writtenTo = new WeakMap<TableState, { table: Partial<TableModel>; seats: { state: SeatState; last: Partial<SeatModel> }[] }>();

/** The synced fields, in the schema's field order (server/src/wire-state.ts), so a patch lists them as before. */
const TABLE_FIELDS = ["ruleset", "tableName", "options", "table", "status", "gameNo", "moderator", "spectators", "deadline", "undo"] as const;
const SEAT_FIELDS = ["name", "kind", "connected", "level", "deadline", "reserve", "away"] as const;

/**
 * Assigns each named field of `to` that differs from `from` (an unchanged field is not marked as changed);
 * `last` is what was last written to `to`, read instead of `to` once it holds the field.
 */
function assignChanged<T extends object, K extends keyof T & string>(to: T, last: Partial<Pick<T, K>>, from: Pick<T, K>, fields: readonly K[]): void {
  for (const k of fields) {
    const v = from[k];
    if (k in last && last[k] === v) continue;
    last[k] = v;
    if (to[k] !== v) to[k] = v;
  }
}
