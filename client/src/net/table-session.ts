/**
 * One client's presence at one table: the Colyseus room, its messages, the view store, and automatic
 * reconnection (with the token kept per room in sessionStorage) when the socket drops.
 */
import type { Room } from "colyseus.js";
import type { ClientMessages, ClientMessageType, SendArgs, ServerMessages } from "@salon/shared/core/protocol";
import type { AnySentView } from "@salon/shared/views";
import { entryRefusal, gameClient } from "./game-client";
import { playerOption } from "./player";
import { storedName } from "./profile";
import { forgetSeat, loadClaim, loadSeat, saveClaim, saveSeat } from "./seat-tokens";
import { t } from "../i18n/i18n";
import type { ChatLine, CreateOptions, HintMessage, JoinOptions, ServerError, TableStateLike, You } from "./types";
import { ViewStore } from "./view-store";

export type ConnectionState = "connected" | "reconnecting" | "closed";

export interface SessionEvents {
  /** New chat lines; `reset`: the whole log was (re)sent, replace what is shown. */
  chat: (lines: ChatLine[], reset: boolean) => void;
  error: (err: ServerError) => void;
  connection: (state: ConnectionState, detail: string) => void;
  /** How an undo request ended (docs/protocol.md, "Undo"). */
  undo: (result: ServerMessages["undo"]) => void;
  /** The move a normal bot would make for my seat (the Suggest button, docs/protocol.md "Hint"). */
  hint: (hint: HintMessage) => void;
}

type Listeners = { [K in keyof SessionEvents]: Set<SessionEvents[K]> };

/** What the server sends this client (shared/src/core/protocol.ts), its views being any ruleset's as sent. */
type Incoming = ServerMessages<AnySentView>;

/** Registers the handler of a server → client message: an unknown type, or a handler of another payload, is a type error. */
function onMessage<K extends keyof Incoming>(room: Room<TableStateLike>, type: K, fn: (payload: Incoming[K]) => void): void {
  room.onMessage(type, fn);
}

const ROOM_TYPE = "table";
const CHAT_KEEP = 200;
/**
 * Reconnect attempts after a drop: quick at first, then every 15 s for about half an hour, so a player whose
 * server restarts (or whose network comes back) finds the table again without doing anything.
 */
const RETRY_DELAYS_MS = [500, 1000, 2000, 3000, 5000, 5000, 8000, 10000, 10000, ...Array.from({ length: 120 }, () => 15000)];

export class TableSession {
  readonly store: ViewStore;
  readonly chatLines: ChatLine[] = [];
  private room: Room<TableStateLike>;
  private leaving = false;
  private conn: ConnectionState = "connected";
  private readonly listeners: Listeners = { chat: new Set(), error: new Set(), connection: new Set(), undo: new Set(), hint: new Set() };

  private constructor(room: Room<TableStateLike>, you: You | null) {
    this.room = room;
    this.store = new ViewStore(you);
    this.bind(room);
  }

  /** Creates a table; the creator joins it at once. */
  static async create(options: CreateOptions): Promise<TableSession> {
    const room = await gameClient().create<TableStateLike>(ROOM_TYPE, { ...options, ...(await playerOption()) });
    return new TableSession(room, null);
  }

  /** Joins a table (a free seat, a chosen seat, or as a spectator). */
  static async join(roomId: string, options: JoinOptions): Promise<TableSession> {
    const room = await gameClient().joinById<TableStateLike>(roomId, { ...options, ...(await playerOption()) });
    return new TableSession(room, null);
  }

  /**
   * Returns to this browser's seat at `roomId` (after a reload, from another tab, after a restart of the
   * server), or null if there is nothing to return to: the tab's reconnection token first, then the seat's
   * claim secret.
   */
  static async resume(roomId: string): Promise<TableSession | null> {
    const stored = loadSeat(roomId);
    if (stored) {
      try {
        const room = await gameClient().reconnect<TableStateLike>(stored.token);
        return new TableSession(room, stored.you);
      } catch {
        /* the grace period is over, or the server restarted: try the claim */
      }
    }
    const room = await TableSession.claimBack(roomId).catch(() => null);
    return room ? new TableSession(room, null) : null;
  }

  /** Joins with the stored claim; null when there is none, and a rejection when the server refuses. */
  private static async claimBack(roomId: string): Promise<Room<TableStateLike> | null> {
    const claim = loadClaim(roomId);
    if (!claim) return null;
    try {
      const options: JoinOptions = { name: claim.name, claim: { seat: claim.seat, secret: claim.secret }, ...(await playerOption()) };
      return await gameClient().joinById<TableStateLike>(roomId, options);
    } catch (err) {
      // The seat was given up meanwhile: forget it; anything else (server away, or restarting and not yet
      // serving the table) is worth another try.
      if (entryRefusal(err).code === "claim_invalid") forgetSeat(roomId);
      throw err;
    }
  }

  get roomId(): string {
    return this.room.roomId;
  }

  get connection(): ConnectionState {
    return this.conn;
  }

  on<K extends keyof SessionEvents>(event: K, fn: SessionEvents[K]): () => void {
    const set = this.listeners[event] as Set<SessionEvents[K]>;
    set.add(fn);
    return () => set.delete(fn);
  }

  /**
   * Sends a client → server message of the protocol (shared/src/core/protocol.ts: `action`, `sit`, `stand`,
   * `addBot`, `botLevel`, `removeBot`, `start`, `chat`, `hint`…): an unknown type or a wrong payload is a type
   * error. A message without payload may leave it out.
   */
  send<K extends ClientMessageType>(type: K, ...[payload]: SendArgs<ClientMessages, K>): void {
    if (this.conn !== "connected") {
      this.emitError({ code: "offline", message: "Not connected to the table right now; trying to reconnect." }); // shown as refusal.offline
      return;
    }
    this.room.send(type, payload ?? {});
  }

  /** Leaves for good: the seat is given up and the token forgotten. */
  async leave(): Promise<void> {
    this.leaving = true;
    forgetSeat(this.room.roomId);
    try {
      await this.room.leave(true);
    } catch {
      /* already gone */
    }
  }

  private bind(room: Room<TableStateLike>): void {
    this.remember(room);
    room.onStateChange((state) => this.store.setState(state));
    onMessage(room, "v", (message) => this.store.applyView(message));
    onMessage(room, "you", ({ claim, ...you }) => {
      this.store.setYou(you);
      this.remember(room);
      if (claim && (you.seat !== null || you.role === "moderator")) {
        saveClaim(room.roomId, { seat: you.role === "moderator" ? "moderator" : (you.seat as number), secret: claim, name: this.myName(room) });
      }
    });
    onMessage(room, "chat", (line) => this.addChat([line], false));
    onMessage(room, "chatLog", (msg) => {
      this.chatLines.length = 0;
      this.addChat(msg.lines ?? [], true);
    });
    onMessage(room, "error", (err) => this.emitError(err));
    onMessage(room, "undo", (result) => {
      for (const fn of this.listeners.undo) fn(result);
    });
    onMessage(room, "hint", (hint) => {
      for (const fn of this.listeners.hint) fn(hint);
    });
    room.onMessage("*", () => {
      /* messages of later protocol versions are ignored quietly */
    });
    room.onLeave((code) => void this.dropped(code));
    room.onError((code, message) => this.emitError({ code: String(code), message: message ?? "Connection error" }));
  }

  /** Without the token: a player takes the seat back with its claim; a spectator simply watches again. */
  private async comeBack(roomId: string): Promise<Room<TableStateLike> | null> {
    const claimed = await TableSession.claimBack(roomId);
    if (claimed || this.store.you?.role !== "spectator") return claimed;
    return gameClient().joinById<TableStateLike>(roomId, { name: this.myName(this.room), spectate: true } satisfies JoinOptions);
  }

  /** The name this client sits under (the seat's name, or the moderator's). */
  private myName(room: Room<TableStateLike>): string {
    const you = this.store.you;
    let name = room.state?.moderator ?? "";
    if (you?.seat !== null && you?.seat !== undefined) room.state?.seats?.forEach((s, i) => i === you.seat && (name = s.name));
    return name || loadClaim(room.roomId)?.name || storedName() || "Player";
  }

  private remember(room: Room<TableStateLike>): void {
    if (room.reconnectionToken) saveSeat(room.roomId, { token: room.reconnectionToken, you: this.store?.you ?? null });
  }

  private addChat(lines: ChatLine[], reset: boolean): void {
    this.chatLines.push(...lines);
    if (this.chatLines.length > CHAT_KEEP) this.chatLines.splice(0, this.chatLines.length - CHAT_KEEP);
    for (const fn of this.listeners.chat) fn(reset ? this.chatLines.slice() : lines, reset);
  }

  private emitError(err: ServerError): void {
    for (const fn of this.listeners.error) fn(err);
  }

  private setConnection(state: ConnectionState, detail: string): void {
    this.conn = state;
    for (const fn of this.listeners.connection) fn(state, detail);
  }

  private async dropped(code: number): Promise<void> {
    if (this.leaving) return;
    // 4000: the server closed the room for us on purpose (the table was disposed).
    if (code === 4000) {
      forgetSeat(this.room.roomId);
      this.setConnection("closed", t("session.closed"));
      return;
    }
    this.setConnection("reconnecting", t("session.lost"));
    const token = this.room.reconnectionToken;
    const roomId = this.room.roomId;
    let tokenWorks = true;
    for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
      await new Promise((r) => setTimeout(r, delay));
      if (this.leaving) return;
      try {
        // The token while the server may still hold our connection's grace period; then the seat's claim
        // (the server restarted, or the grace period ended and a bot keeps the seat warm).
        const room = tokenWorks ? await gameClient().reconnect<TableStateLike>(token) : await this.comeBack(roomId);
        if (!room) break;
        this.room = room;
        this.bind(room);
        this.setConnection("connected", t("session.reconnected"));
        return;
      } catch (err) {
        const { code, message } = entryRefusal(err);
        if (code === "claim_invalid") break;
        if (tokenWorks && (code === "no_table" || /not found|expired|invalid|disposed/i.test(message ?? ""))) tokenWorks = false;
        if (attempt >= 2) this.setConnection("reconnecting", t("session.away"));
      }
    }
    forgetSeat(roomId);
    this.setConnection("closed", t("session.gone"));
  }
}
