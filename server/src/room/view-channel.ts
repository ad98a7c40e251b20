/**
 * Sends each client the game view it may see (docs/protocol.md, "Views on the wire"): a player its seat's
 * view, the moderator the moderator's, a spectator the public view or, at a table that shows kibitzers every
 * hand, their delayed picture. Clients who see the same view form a group: its view is computed and diffed
 * once per change and the same bytes go to each member. A client that arrives, comes back or changes role
 * gets the whole view; the others get what changed.
 *
 * `publish` computes, diffs and encodes at once, when the change happens; `flush` sends what was prepared
 * once the change is durable. Kept waiting until then is only the encoded bytes: a view held across the
 * database's group commit outlived the young generation's GC, and a quarter of them filled the old space
 * (issue 12: 13 ms scavenges and 100 ms full GCs at 50 busy tables, against 2 ms and none when sent at once).
 *
 * Views travel as messages rather than in the synced state: schema's per-viewer filtering kept dozens of
 * change trees per table and encoded every viewer's part on each patch (issue 12: they were most of a table's
 * heap and the largest part of the server's CPU per card play).
 */
import type { Socket } from "node:net";
import { getMessageBytes, Protocol, type Client } from "@colyseus/core";
import { Packr } from "@colyseus/msgpackr";
import {
  stripDerived,
  VIEW_MESSAGE,
  ViewDiffer,
  type AnyRuleset,
  type AnySentView,
  type AnyView,
  type Json,
  type JsonObject,
  type NoView,
  type ServerMessages,
  type Viewer,
} from "@salon/shared";
import type { Game } from "../game";
import type { Audience } from "./audience";
import type { Seating } from "./seating";

/** Whose view: a seat's, the public one (`spectator`), the moderator's, or the kibitzers' delayed picture. */
export type ViewKey = Viewer | "kibitzer";

/**
 * A group's view now; `delayed`: a kibitzers' picture of every hand, completed as the moderator's view.
 * `tail`: the room's own keys, sent as if spread after the view's (`{ ...view, ...tail }`), without the copy.
 */
export interface ViewNow {
  view: AnyView | NoView;
  delayed: boolean;
  tail?: JsonObject;
}

/** What a `v` message of this channel carries: some ruleset's view as sent (derived keys left out). */
type ViewOut = ServerMessages<AnySentView>["v"];

export interface ViewSource {
  readonly rules: AnyRuleset;
  /** Whose view `client` sees, or null while it has none (not at the table yet, or gone). */
  viewKeyOf(client: Client): ViewKey | null;
  viewNow(key: ViewKey): ViewNow;
}

interface Group {
  /** The view as last sent and the keys' numbers, as every member holds them. */
  differ: ViewDiffer;
  delayed: boolean;
  /** The clients that see this view. */
  members: Client[];
}

const NOBODY: Client[] = [];

/** Encoded messages waiting for their change to be durable, in order, each with the clients it goes to. */
interface Outgoing {
  members: Client[];
  bytes: Buffer;
}

export class ViewChannel {
  private readonly groups = new Map<ViewKey, Group>();
  /** Per session, the connection and the group it was last sent the whole view of. */
  private readonly sent = new Map<string, { client: Client; key: ViewKey }>();
  private outbox: Outgoing[] = [];

  constructor(private readonly source: ViewSource) {}

  /** Sends everything prepared so far, oldest first. */
  flush(): void {
    const outbox = this.outbox;
    if (outbox.length === 0) return;
    this.outbox = [];
    for (const { members, bytes } of outbox) for (const client of members) client.enqueueRaw(bytes);
  }

  /** After every change: each group's change (or, to newcomers, its whole view) is prepared for `flush`. */
  publish(clients: readonly Client[]): void {
    if (this.sameMembers(clients)) {
      // forEach, not for-of: destructuring the Map iterator allocated an entry per group per move (issue 12).
      this.groups.forEach((group, key) => this.publishGroup(key, group.members, NOBODY));
      return;
    }
    const members = new Map<ViewKey, { old: Client[]; fresh: Client[] }>();
    const present = new Set<string>();
    for (const client of clients) {
      const key = this.source.viewKeyOf(client);
      if (key === null) continue;
      present.add(client.sessionId);
      const was = this.sent.get(client.sessionId);
      const isNew = !was || was.client !== client || was.key !== key;
      if (isNew) this.sent.set(client.sessionId, { client, key });
      let group = members.get(key);
      if (!group) members.set(key, (group = { old: [], fresh: [] }));
      (isNew ? group.fresh : group.old).push(client);
    }
    for (const id of this.sent.keys()) if (!present.has(id)) this.sent.delete(id);
    for (const key of this.groups.keys()) if (!members.has(key)) this.groups.delete(key);
    for (const [key, { old, fresh }] of members) this.publishGroup(key, old, fresh);
  }

  /** Whether every client sees the view it was last sent, and nobody came or went (the usual case: a move). */
  private sameMembers(clients: readonly Client[]): boolean {
    let n = 0;
    for (const client of clients) {
      const key = this.source.viewKeyOf(client);
      if (key === null) continue;
      const was = this.sent.get(client.sessionId);
      if (!was || was.client !== client || was.key !== key) return false;
      n++;
    }
    return n === this.sent.size;
  }

  private publishGroup(key: ViewKey, old: Client[], fresh: Client[]): void {
    const now = this.source.viewNow(key);
    const { delayed, tail } = now;
    const view = asJson(now.view);
    const group = this.groups.get(key);
    // A newcomer numbers keys by the whole view it gets: the group's members start again from the same one.
    if (!group || group.delayed !== delayed || fresh.length > 0) {
      const sent = stripDerived(this.source.rules, tail ? { ...view, ...tail } : view);
      const members = fresh.length > 0 ? [...old, ...fresh] : old;
      this.groups.set(key, { differ: new ViewDiffer(this.source.rules.derived, view, sent, tail), delayed, members });
      const full = asSent(sent);
      this.prepare(members, delayed ? { full, k: 1 } : { full });
      return;
    }
    // The view is a fresh object from the ruleset (or the kibitzers' picture, replaced, never edited): kept as is.
    const ops = group.differ.next(view, tail);
    group.members = old;
    if (ops) this.prepare(old, ops);
  }

  /** One encoding for every member (a fresh buffer: ws may still hold it when the next message is encoded). */
  private prepare(members: Client[], message: ViewOut): void {
    if (members.length === 0) return;
    this.outbox.push({ members, bytes: encodeView(message) });
  }
}

/**
 * Runs `send` with each client's socket corked, so that what it writes to one client (a change's view, then
 * the public state's patch: two WebSocket frames) leaves in one system call (a writev) instead of one each.
 * The frames and their bytes are the same. Issue 33: socket writes (writev) were the largest single item of
 * the server's CPU profile under load, at about two frames per client per card play.
 */
export function corked(clients: Iterable<Client>, send: () => void): void {
  const sockets: Socket[] = [];
  for (const client of clients) {
    // Colyseus' WebSocketClient keeps the `ws` WebSocket as `ref`, and ws its net.Socket as `_socket`.
    const socket = (client as { ref?: { _socket?: Socket } }).ref?._socket;
    if (socket && !socket.destroyed) {
      socket.cork();
      sockets.push(socket);
    }
  }
  try {
    send();
  } finally {
    for (const socket of sockets) socket.uncork();
  }
}

/** What Colyseus puts before a room message's body (its code and the type), computed once by Colyseus itself. */
const VIEW_HEADER = getMessageBytes.raw(Protocol.ROOM_DATA, VIEW_MESSAGE);
/** Packs as Colyseus' own packer does (records off: any msgpack decoder reads it). */
const packr = new Packr({ useRecords: false });

/**
 * The bytes of `getMessageBytes.raw(ROOM_DATA, "v", message)` in one copy: Colyseus encodes the type again on
 * every message and copies the result out of its shared buffer (in process, 1.4 against 0.75 µs a view).
 */
export function encodeView(message: ViewOut): Buffer {
  const body = packr.pack(message); // packr's own buffer, valid until its next pack
  const out = Buffer.allocUnsafe(VIEW_HEADER.length + body.length);
  VIEW_HEADER.copy(out, 0);
  out.set(body, VIEW_HEADER.length);
  return out;
}

/** The room's key of a view whose viewer may take something back (no analyses yet). */
const TAKE_BACK: JsonObject = { takeBack: true };

/** The view before the first game starts. */
const NO_VIEW: NoView = {};

/**
 * A view as the JSON the ruleset built it from (`Ruleset.view` returns JSON; views.ts types it by ruleset):
 * the channel diffs and encodes it key by key, whatever the game.
 */
function asJson(view: AnyView | NoView): JsonObject {
  return view as JsonObject;
}

/** A view's JSON less its derived keys (`stripDerived`) as the ruleset's view as sent (views.ts `SentView`). */
function asSent(sent: JsonObject): AnySentView | NoView {
  return sent as AnySentView | NoView;
}

/** Who sees what at a table: by the client's role and seat, from the running game (docs/protocol.md). */
export function tableViews(room: {
  readonly rules: AnyRuleset;
  readonly game: Game | null;
  readonly seating: Seating;
  readonly audience: Audience;
  readonly analyses: { readonly current: Json[] | null };
  readonly undo: { readonly mayTakeBack: readonly (number | "moderator")[] };
}): ViewSource {
  // The finished deals' analyses (room/analyses.ts) join every live view: they are public once their deal
  // ended. A seat or the moderator that may take something back finds `takeBack: true` in its own view
  // (room/undo.ts, docs/protocol.md "Undo"). Both go as the view's tail, one object per analyses list: a
  // copy of the view with them, for a group or two on nearly every move, was much of what the server
  // promoted to its old space (issue 33).
  let tails: { analyses: Json[] | null; alone?: JsonObject; withTakeBack?: JsonObject } = { analyses: null };
  const roomKeys = (key: ViewKey): JsonObject | undefined => {
    const analyses = room.analyses.current;
    const takeBack = key !== "spectator" && key !== "kibitzer" && room.undo.mayTakeBack.includes(key);
    if (!analyses) return takeBack ? TAKE_BACK : undefined;
    if (tails.analyses !== analyses) tails = { analyses };
    return takeBack ? (tails.withTakeBack ??= { analyses, takeBack: true }) : (tails.alone ??= { analyses });
  };
  return {
    get rules() {
      return room.rules;
    },
    viewKeyOf(client) {
      const session = room.seating.sessions.get(client.sessionId);
      if (!session) return null;
      if (session.role === "moderator") return "moderator";
      if (session.seat !== null) return session.seat;
      return session.role === "spectator" && room.audience.kibitz.showsHands ? "kibitzer" : "spectator";
    },
    viewNow(key) {
      const game = room.game;
      if (!game) return { view: NO_VIEW, delayed: false };
      if (key === "kibitzer") {
        const picture = room.audience.kibitz.picture;
        return picture ? { view: picture, delayed: true } : { view: game.view("spectator"), delayed: false, tail: roomKeys("spectator") };
      }
      return { view: game.view(key), delayed: false, tail: roomKeys(key) };
    },
  };
}
