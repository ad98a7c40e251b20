/**
 * A plain, immutable picture of the table for the screens: seats, status and the viewer's view as the
 * `v` messages built it (docs/protocol.md, "Views on the wire"), completed with the keys the ruleset lets
 * clients derive (`completeView`), so it equals `view(state, viewer)`.
 */
import { completeView, type ReceivedView } from "@salon/shared/core/wire";
import type { JsonObject } from "@salon/shared/core/ruleset";
import { gameView, isRulesetId, type AnySentView, type GameView } from "@salon/shared/views";
import { viewRules } from "../rulesets";
import type { SeatStateLike, TableStateLike, You } from "./types";

export interface SeatInfo {
  index: number;
  name: string;
  kind: string;
  connected: boolean;
  /** Turn clocks: when this seat's time runs out (epoch ms; 0: not running), its reserve (ms), away. */
  deadline: number;
  reserve: number;
  away: boolean;
  /** A bot seat's level ("easy", "normal", "strong"); "" for other seats. */
  level: string;
}

/** An open undo request: who asks, and whose answers are awaited. */
export interface UndoRequest {
  by: number;
  waiting: number[];
}

export interface TableSnapshot {
  ruleset: string;
  tableName: string;
  options: JsonObject;
  /** Table options: `undo`, `clock`, `kibitz`, `spectatorChat`, `takeover` (docs/protocol.md). */
  table: JsonObject;
  status: string;
  gameNo: number;
  moderator: string;
  spectators: number;
  /** When the current step closes by itself (epoch ms), 0 when it waits for its decisions. */
  deadline: number;
  seats: SeatInfo[];
  /**
   * The viewer's whole, completed view, or null before the first `start`, as plain JSON for code that reads
   * any game's view (the table's aids). Renderers read `game` instead.
   */
  view: JsonObject | null;
  /**
   * The same view typed by its ruleset (shared/src/views.ts; read it with `viewOf(snapshot, id)`): null before
   * the first `start`, and until the game's view code (its derived keys) is loaded.
   */
  game: GameView | null;
  you: You | null;
  undo: UndoRequest | null;
  /** Whether this viewer may take something back now (its view says so); the table shows "Take back" only then. */
  takeBack: boolean;
  /** A kibitzer's view shows every hand, as the game stood some tricks ago. */
  delayedHands: boolean;
}

function parseOptions(text: string | undefined): JsonObject {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : {};
  } catch {
    return {};
  }
}

function parseUndo(text: string | undefined): UndoRequest | null {
  if (!text) return null;
  try {
    const u = JSON.parse(text) as UndoRequest;
    return typeof u.by === "number" && Array.isArray(u.waiting) ? u : null;
  } catch {
    return null;
  }
}

/** Bots are named "Ada (bot)" by the server; the client shows "Bot" beside the name instead. */
function displayName(seat: SeatStateLike): string {
  const name = seat.name ?? "";
  return seat.kind === "bot" ? name.replace(/\s*\(bot\)\s*$/i, "") || "Bot" : name;
}

function listSeats(state: TableStateLike): SeatStateLike[] {
  const out: SeatStateLike[] = [];
  state.seats?.forEach((seat) => out.push(seat));
  return out;
}

/** Builds the snapshot from the decoded state, the received view and the latest `you`. */
export function takeSnapshot(state: TableStateLike, received: Pick<ReceivedView<AnySentView>, "view" | "delayed">, you: You | null): TableSnapshot {
  const raw = listSeats(state);
  // A kibitzer at a table that shows every hand with a delay sees the game as it stood then.
  const delayedHands = received.delayed && you?.role !== "player" && you?.role !== "moderator";
  let view: JsonObject | null = null;
  let game: GameView | null = null;
  const id = state.ruleset ?? "";
  if (Object.keys(received.view).length > 0) {
    // Keys the ruleset lets clients recompute (legal moves, whose turn, the trick) are not sent: the
    // shared engine rebuilds them, so `view` equals the engine's view(state, viewer). The game's code is
    // loaded with its renderer: the table screen rebuilds the snapshot once it is there.
    const rules = viewRules(id);
    const viewer = delayedHands || you?.role === "moderator" ? "moderator" : you?.role === "player" && you.seat !== null ? you.seat : "spectator";
    // The received view is JSON as the wire carried it; completed, it is the ruleset's view.
    // `takeBack` is the room's, beside the game's view (docs/protocol.md, "Undo"): read apart, not kept in it.
    const { takeBack: _takeBack, ...sent } = received.view as JsonObject;
    view = rules ? completeView(rules, sent, viewer) : sent;
    if (rules && isRulesetId(id)) game = gameView(id, view);
  }
  return {
    ruleset: state.ruleset ?? "",
    tableName: state.tableName ?? "",
    options: parseOptions(state.options),
    table: parseOptions(state.table),
    status: state.status ?? "waiting",
    gameNo: state.gameNo ?? 0,
    moderator: state.moderator ?? "",
    spectators: state.spectators ?? 0,
    deadline: state.deadline ?? 0,
    seats: raw.map((s, index) => ({
      index,
      name: displayName(s),
      kind: s.kind ?? "empty",
      connected: s.connected !== false,
      deadline: s.deadline ?? 0,
      reserve: s.reserve ?? 0,
      away: s.away === true,
      level: s.kind === "bot" ? (s.level ?? "normal") : "",
    })),
    view,
    game,
    you,
    undo: parseUndo(state.undo),
    takeBack: (received.view as JsonObject).takeBack === true,
    delayedHands,
  };
}
