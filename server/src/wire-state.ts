/**
 * The synced state: who sits where and the table's public settings (docs/protocol.md, "Synced state").
 * Everything in it is public, so Colyseus encodes each patch once for every client. Game views never travel
 * here: each client gets its own view as `view` messages (room/view-channel.ts), so a viewer's hidden
 * information is only ever written to that viewer's socket.
 *
 * The wire's copy of the table model (room/table-model.ts): the room's modules never write it; `project`
 * does, once per change.
 */
import { ArraySchema, Schema, type } from "@colyseus/schema";

export class SeatState extends Schema {
  @type("string") name = "";
  @type("string") kind: "empty" | "human" | "bot" = "empty";
  @type("boolean") connected = false;
  /** A bot's level (easy, normal, strong); "" for people. */
  @type("string") level = "";
  /** Turn clocks: when this seat's time to act runs out (epoch ms; 0 = its clock is not running). */
  @type("float64") deadline = 0;
  /** Turn clocks: the time left in this seat's reserve, in ms. */
  @type("uint32") reserve = 0;
  /** Its player ran out of time at a table that then waits: the game waits for the player to act. */
  @type("boolean") away = false;
}

export class TableState extends Schema {
  @type("string") ruleset = "";
  @type("string") tableName = "";
  @type("string") options = "{}";
  /** The table options beside the rules (undo, clocks, kibitzers, chat), JSON (docs/protocol.md, "Table options"). */
  @type("string") table = "{}";
  @type("string") status: "waiting" | "playing" | "over" = "waiting";
  @type("uint16") gameNo = 0;
  @type("string") moderator = "";
  @type("uint16") spectators = 0;
  /** When the current step closes by itself (epoch ms; 0 = it waits), e.g. an automatic moderator's day timer. */
  @type("float64") deadline = 0;
  /** An open undo request, JSON `{ by, waiting }` (seats), "" when none (docs/protocol.md, "Undo"). */
  @type("string") undo = "";
  @type([SeatState]) seats = new ArraySchema<SeatState>();
}

/**
 * @colyseus/schema 3.0.76 writes the length of a string of exactly 255 UTF-8 bytes as 0 (`length % 255` in
 * its str8 encoder), and decoders then read the string's bytes as further operations (measured: Ktulu
 * ballots of 255 bytes, when views still travelled in the state). The state's JSON strings (options, table
 * options, an undo request) could hit it too: such a text gets one trailing space; JSON readers parse it
 * unchanged.
 */
export function wireSafeJson(text: string): string {
  return text.length >= 64 && Buffer.byteLength(text, "utf8") === 255 ? `${text} ` : text;
}

/**
 * The most bytes a table's full state can encode to, for the size of its encoding buffers
 * (serializer-fix.ts): its settings as they are (fixed at creation) and every seat, moderator and table
 * name at its longest (24 and 40 code points of 4 UTF-8 bytes each, shared/src/core/protocol.ts), an undo
 * request waiting on every seat, plus each field's tag and length. wire-state.test.ts encodes such a state.
 */
export function stateBytesBound(state: object): number {
  if (!(state instanceof TableState)) return 8 * 1024;
  const seats = state.seats.length;
  const settings = Buffer.byteLength(state.options) + Buffer.byteLength(state.table) + Buffer.byteLength(state.ruleset);
  const bytes = 448 + settings + seats * 148;
  return Math.ceil(bytes / 256) * 256;
}
