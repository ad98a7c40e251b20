/**
 * The synced state: a projection of ruleset views, never the domain model (docs/protocol.md).
 * Visibility: `SeatState.priv` reaches only the seat's own client (default `@view()` tag on the container);
 * `TableState.mod` reaches only moderators (custom tag). Everything else is public.
 */
import { ArraySchema, MapSchema, Schema, type, view } from "@colyseus/schema";

/** Custom view tag for moderator-only data. */
export const MODERATOR_TAG = 1;

/** One top-level key of a view (see shared/src/core/wire.ts for the kinds). */
export class Field extends Schema {
  @type("uint8") k = 0;
  @type("string") v = "";
  @type(["string"]) a = new ArraySchema<string>();
}

/** A flat JSON object, one Field per key. */
export class Doc extends Schema {
  @type({ map: Field }) f = new MapSchema<Field>();
}

export class SeatState extends Schema {
  @type("string") name = "";
  @type("string") kind: "empty" | "human" | "bot" = "empty";
  @type("boolean") connected = false;
  /** What this seat's view adds to the public one: its hand, its legal moves. Owner only. */
  @view() @type(Doc) priv = new Doc();
}

export class TableState extends Schema {
  @type("string") ruleset = "";
  @type("string") tableName = "";
  @type("string") options = "{}";
  @type("string") status: "waiting" | "playing" | "over" = "waiting";
  @type("uint16") gameNo = 0;
  @type("string") moderator = "";
  @type("uint16") spectators = 0;
  @type([SeatState]) seats = new ArraySchema<SeatState>();
  /** The public view: view(state, "spectator"). */
  @type(Doc) pub = new Doc();
  /** What the moderator's view adds to the public one. Moderators only. */
  @view(MODERATOR_TAG) @type(Doc) mod = new Doc();
}
