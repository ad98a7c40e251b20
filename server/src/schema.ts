/**
 * The synced state: a projection of ruleset views, never the domain model (docs/protocol.md).
 * Visibility: `SeatState.priv` reaches only the seat's own client (default `@view()` tag on the container);
 * `TableState.mod.doc` reaches only moderators (the same container pattern, one StateView shared by all
 * moderators). Everything else is public.
 *
 * A custom view tag is not used for the moderator: with schema 3.0.76 the items of lists nested under a
 * custom-tagged Doc never reached the moderator (measured), while the default-tag container works.
 */
import { ArraySchema, MapSchema, Schema, StateView, type, view } from "@colyseus/schema";

/** One list-valued key of a view (see shared/src/core/wire.ts for the kinds). */
export class Field extends Schema {
  @type("uint8") k = 1;
  @type(["string"]) a = new ArraySchema<string>();
}

/**
 * A flat JSON object: every non-list value JSON-encoded in one primitive map (so the turn, the phase and
 * other small values changing together cost one structure switch), and every list in a Field of its own.
 */
export class Doc extends Schema {
  @type({ map: "string" }) s = new MapSchema<string>();
  @type({ map: Field }) f = new MapSchema<Field>();
}

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
  /** What this seat's view adds to the public one: its hand, its legal moves. Owner only. */
  @view() @type(Doc) priv = new Doc();
}

/** A Doc that reaches only the clients whose StateView holds it (one view shared by all such clients). */
export class SealedBox extends Schema {
  @view() @type(Doc) doc = new Doc();
}

/** The one view shared by every client that may open `box`; null for a table without that box. */
export function sealedView(box: SealedBox | undefined): StateView | null {
  if (!box) return null;
  const shared = new StateView();
  shared.add(box);
  return shared;
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
  /**
   * The public view: view(state, "spectator"). It must be declared before `seats`: with schema 3.0.76 a
   * Doc declared after a list whose items hold a filtered Doc never reaches anyone (measured; pinned by
   * schema.test.ts).
   */
  @type(Doc) pub = new Doc();
  @type([SeatState]) seats = new ArraySchema<SeatState>();
  /**
   * What the moderator's view adds to the public one. Moderators only. Only moderated tables have it (set
   * before the first client joins): each box costs a table four schema change trees and a StateView, about
   * 8 KB of a Kierki table's heap (measured with the load harness's heap snapshot).
   */
  @type(SealedBox) mod?: SealedBox;
  /**
   * Kibitzers at a table that shows them every hand with a delay: the whole view of the game as it was some
   * tricks ago (docs/protocol.md, "Kibitzers"). Those kibitzers only; only such tables have it.
   */
  @type(SealedBox) kib?: SealedBox;
}
