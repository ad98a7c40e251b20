/**
 * The one room type, `table`: seats, spectators and a moderator around any registered ruleset.
 * Ruleset-specific knowledge stays in the ruleset; this file only routes validated messages to it and
 * projects its views into the synced state (docs/protocol.md).
 */
import { Room, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import {
  getRuleset,
  parseOptions,
  randomLegalAction,
  rngFromSeed,
  stripDerived,
  type AnyRuleset,
  type ImportedDeals,
  type OptionValues,
  type Rng,
  type Viewer,
} from "@salon/shared";
import { randomBytes } from "node:crypto";
import type { ZodType } from "zod";
import { Game } from "./game";
import {
  actionMessage,
  chatMessage,
  CHAT_MAX,
  createOptions,
  describeIssue,
  emptyMessage,
  joinOptions,
  seatMessage,
  type ErrorCode,
} from "./messages";
import { viewDelta, wireSafeJson, writeDoc } from "./projection";
import type { RecordStore } from "./records";
import { SeatState, TableState } from "./schema";

export interface TableServices {
  records: RecordStore;
  /** Grace period for a dropped player, in seconds. */
  reconnectSeconds: number;
  /** Used when the creator does not say. */
  defaultBotDelayMs: number;
}

type Role = "player" | "spectator" | "moderator";
interface Session {
  role: Role;
  seat: number | null;
  name: string;
  chatTimes: number[];
}
interface ChatLine {
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

const BOT_NAMES = ["Ada", "Bede", "Cleo", "Dara", "Emil", "Fenna", "Gus", "Hana"];
const CHAT_BURST = 5;
const CHAT_WINDOW_MS = 5000;
const CHAT_LOG = 50;

/** Thrown from message handlers to refuse with a code; caught in one place. */
class Refusal extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

export function defineTableRoom(services: TableServices) {
  return class extends TableRoom {
    protected override services = services;
  };
}

export class TableRoom extends Room<TableState> {
  protected services!: TableServices;
  private rules!: AnyRuleset;
  private ruleOptions: OptionValues = {};
  /** Deals imported at creation (a file of boards): every game at this table deals them first. */
  private imported: ImportedDeals | null = null;
  private game: Game | null = null;
  private readonly sessions = new Map<string, Session>();
  /** Who held which seat in the current game: nobody may see two hands of one game. */
  private seatHolders = new Map<string, number>();
  private readonly modView = new StateView();
  private creatorModerates = false;
  private botDelayMs = 900;
  /** A plain timer, not the room clock: broadcastPatch() ticks that clock and must not re-enter it. */
  private botTimer: NodeJS.Timeout | null = null;
  private botRng: Rng = rngFromSeed(randomBytes(16).toString("hex"));
  private readonly chatLog: ChatLine[] = [];
  /** The ruleset's step timeout (see scheduleTimeout) and the move count it was armed at. */
  private stepTimer: NodeJS.Timeout | null = null;
  private timeoutMove = -1;
  private viewsDirty = false;

  override onCreate(raw: unknown): void {
    const parsed = createOptions.safeParse(raw);
    if (!parsed.success) this.refuseCreate(describeIssue(parsed.error));
    const opts = parsed.data;
    const rules = getRuleset(opts.ruleset);
    if (!rules) this.refuseCreate(`unknown game ${JSON.stringify(opts.ruleset)}`);
    const seats = opts.seats ?? rules.defaultSeats ?? rules.minSeats;
    if (seats < rules.minSeats || seats > rules.maxSeats) {
      this.refuseCreate(`${rules.name} takes ${rules.minSeats}-${rules.maxSeats} players`);
    }
    const file = opts.import ?? (opts.pbn !== undefined ? { format: "pbn", text: opts.pbn } : undefined);
    if (file) {
      const reader = rules.importFormats?.[file.format];
      if (!reader) this.refuseCreate(`${rules.name} cannot import ${JSON.stringify(file.format)} files`);
      const read = reader(file.text);
      if (!read.ok) this.refuseCreate(`cannot import the file: ${read.error}`);
      this.imported = read.value;
    }
    const options = parseOptions(rules.options, { ...(opts.options ?? {}), ...(this.imported?.options ?? {}) });
    if (!options.ok) this.refuseCreate(options.error);

    this.rules = rules;
    this.ruleOptions = options.value;
    this.botDelayMs = opts.botDelayMs ?? this.services.defaultBotDelayMs;
    this.creatorModerates = opts.moderate === true;
    const state = new TableState();
    state.ruleset = rules.id;
    state.tableName = opts.tableName || `${opts.name.trim()}'s table`;
    state.options = wireSafeJson(JSON.stringify(options.value));
    for (let i = 0; i < seats; i++) state.seats.push(new SeatState());
    this.setState(state);
    this.modView.add(this.state.mod);
    if (opts.private) void this.setPrivate(true);
    this.updateMetadata();

    this.handle("action", actionMessage, (client, action) => this.onAction(client, action));
    this.handle("sit", seatMessage, (client, { seat }) => this.onSit(client, seat));
    this.handle("stand", emptyMessage, (client) => this.onStand(client));
    this.handle("addBot", seatMessage, (client, { seat }) => this.onAddBot(client, seat));
    this.handle("removeBot", seatMessage, (client, { seat }) => this.onRemoveBot(client, seat));
    this.handle("start", emptyMessage, (client) => this.onStart(client));
    this.handle("chat", chatMessage, (client, { text }) => this.onChat(client, text));
    this.onMessage("*", (client, type) => {
      this.refuse(client, "bad_message", `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`);
    });
  }

  override onJoin(client: Client, raw: unknown): void {
    const parsed = joinOptions.safeParse(raw);
    if (!parsed.success) throw new Error(`cannot join: ${describeIssue(parsed.error)}`);
    const opts = parsed.data;
    if (opts.seat !== undefined && !opts.spectate) {
      if (opts.seat >= this.state.seats.length) throw new Error(`cannot join: there is no seat ${opts.seat + 1}`);
      if (this.state.seats[opts.seat].kind !== "empty") throw new Error(`cannot join: seat ${opts.seat + 1} is taken`);
    }
    const name = opts.name.trim();
    const session: Session = { role: "spectator", seat: null, name, chatTimes: [] };
    this.sessions.set(client.sessionId, session);

    if (this.creatorModerates) {
      // Only the creator, and only when it asked at creation (join options cannot ask for this).
      this.creatorModerates = false;
      session.role = "moderator";
      this.state.moderator = name;
      client.view = this.modView;
    } else if (!opts.spectate) {
      const wanted = opts.seat ?? this.state.seats.findIndex((s) => s.kind === "empty");
      if (wanted >= 0 && this.mayTakeSeat(client, wanted) === null) this.seat(client, session, wanted);
    }
    if (session.role === "spectator") this.state.spectators++;
    this.sendYou(client, session);
    client.send("chatLog", { lines: this.chatLog });
    this.changed();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const session = this.sessions.get(client.sessionId);
    if (!session) return;
    const seat = session.seat !== null ? this.state.seats[session.seat] : null;
    if (seat) seat.connected = false;
    if (!consented && session.role !== "spectator") {
      this.updateMetadata();
      try {
        const reconnection = this.allowReconnection(client, this.services.reconnectSeconds);
        // Colyseus 0.16 rejects pending reconnections on shutdown without clearing their timers, which
        // would hold the process open for the whole grace period: let those timers not keep it alive.
        (this as unknown as { reservedSeatTimeouts: Record<string, NodeJS.Timeout | undefined> }).reservedSeatTimeouts[client.sessionId]?.unref();
        const back = await reconnection;
        if (seat) seat.connected = true;
        this.sendYou(back, session);
        back.send("chatLog", { lines: this.chatLog });
        this.updateMetadata();
        return;
      } catch {
        // The grace period ran out: the seat is freed below and play waits for a person or a bot.
      }
    }
    this.sessions.delete(client.sessionId);
    if (session.role === "spectator") this.state.spectators = Math.max(0, this.state.spectators - 1);
    if (session.role === "moderator") this.state.moderator = "";
    if (session.seat !== null) this.vacate(session.seat);
    this.changed();
  }

  override onDispose(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.stepTimer) clearTimeout(this.stepTimer);
  }

  // --- messages -----------------------------------------------------------------------------------

  private onAction(client: Client, action: unknown): void {
    const session = this.sessionOf(client);
    if (session.role === "moderator") return this.onModeratorAction(action);
    if (session.seat === null) throw new Refusal(session.role === "player" ? "not_seated" : "not_allowed", "Only a seated player can play");
    const game = this.playing();
    if (!game.toAct().includes(session.seat)) throw new Refusal("not_your_turn", "It is not your turn");
    const result = game.act(session.seat, action);
    if (!result.ok) throw new Refusal("illegal", result.error);
    this.afterMove();
  }

  /** The game master's actions (advance a step, act for a seat that points at a live table...): the engine decides. */
  private onModeratorAction(action: unknown): void {
    if (!this.rules.moderated) throw new Refusal("not_allowed", `${this.rules.name} has no moderator actions`);
    const result = this.playing().act("moderator", action);
    if (!result.ok) throw new Refusal("illegal", result.error);
    this.afterMove();
  }

  private onSit(client: Client, seat: number): void {
    const session = this.sessionOf(client);
    if (session.role === "moderator") throw new Refusal("not_allowed", "The moderator sees every hand and cannot take a seat");
    this.checkSeat(seat);
    if (this.state.seats[seat].kind !== "empty") throw new Refusal("seat_taken", `Seat ${seat + 1} is taken`);
    const why = this.mayTakeSeat(client, seat);
    if (why) throw new Refusal("not_allowed", why);
    if (session.seat !== null) {
      if (this.state.status === "playing") throw new Refusal("not_allowed", "You cannot change seats during a game");
      this.vacate(session.seat);
      client.view = undefined;
    } else {
      this.state.spectators = Math.max(0, this.state.spectators - 1);
    }
    this.seat(client, session, seat);
    this.sendYou(client, session);
    this.changed();
  }

  private onStand(client: Client): void {
    const session = this.sessionOf(client);
    if (session.seat === null) throw new Refusal("not_seated", "You are not seated");
    this.vacate(session.seat);
    session.seat = null;
    session.role = "spectator";
    client.view = undefined;
    this.state.spectators++;
    this.sendYou(client, session);
    this.changed();
  }

  private onAddBot(client: Client, seat: number): void {
    this.checkHost(client);
    this.checkSeat(seat);
    const s = this.state.seats[seat];
    if (s.kind !== "empty") throw new Refusal("seat_taken", `Seat ${seat + 1} is taken`);
    s.kind = "bot";
    s.name = `${BOT_NAMES[seat % BOT_NAMES.length]} (bot)`;
    s.connected = true;
    this.changed();
  }

  private onRemoveBot(client: Client, seat: number): void {
    this.checkHost(client);
    this.checkSeat(seat);
    if (this.state.seats[seat].kind !== "bot") throw new Refusal("bad_seat", `Seat ${seat + 1} has no bot`);
    this.vacate(seat);
    this.changed();
  }

  private onStart(client: Client): void {
    this.checkHost(client);
    if (this.state.status === "playing") throw new Refusal("not_allowed", "A game is already running");
    if (this.state.seats.some((s) => s.kind === "empty")) {
      throw new Refusal("not_ready", "Every seat needs a player or a bot first");
    }
    if (this.rules.needsModerator?.(this.ruleOptions) && !this.state.moderator) {
      throw new Refusal("not_ready", "This game is run by a moderator: open a table as its moderator, or choose the automatic one");
    }
    const seats = this.state.seats.length;
    const dealer = this.imported?.dealer ?? (this.game ? (this.game.dealer + 1) % seats : 0);
    const names = this.state.seats.map((s) => s.name);
    const started = Game.start(this.rules, seats, this.ruleOptions, dealer, {
      table: this.state.tableName,
      roomId: this.roomId,
      game: this.state.gameNo + 1,
      players: names,
      started: new Date().toISOString(),
    }, this.imported?.deal);
    if (!started.ok) throw new Refusal("not_allowed", started.error);
    this.game = started.value;
    this.timeoutMove = -1;
    this.seatHolders = new Map();
    for (const [id, s] of this.sessions) if (s.seat !== null) this.seatHolders.set(id, s.seat);
    this.state.gameNo++;
    this.state.status = "playing";
    this.afterMove();
  }

  private onChat(client: Client, raw: string): void {
    const session = this.sessionOf(client);
    const text = raw.trim();
    if (text.length === 0) throw new Refusal("bad_message", "Say something first");
    if (text.length > CHAT_MAX) throw new Refusal("too_long", `Chat lines are at most ${CHAT_MAX} characters`);
    const now = Date.now();
    session.chatTimes = session.chatTimes.filter((t) => now - t < CHAT_WINDOW_MS);
    if (session.chatTimes.length >= CHAT_BURST) throw new Refusal("rate_limited", "Slow down a little");
    session.chatTimes.push(now);
    const line: ChatLine = { seat: session.seat, name: session.name, text, at: now };
    this.chatLog.push(line);
    if (this.chatLog.length > CHAT_LOG) this.chatLog.shift();
    this.broadcast("chat", line);
  }

  // --- game flow ----------------------------------------------------------------------------------

  /** After any accepted move: project views, end the game or wake the bots. */
  private afterMove(): void {
    const game = this.game;
    if (game && this.state.status === "playing" && game.outcome()) {
      this.state.status = "over";
      this.services.records.save(this.roomId, this.state.gameNo, game.snapshot());
    }
    this.changed();
  }

  /**
   * After any change: refresh the lobby listing, send the change now (a patch per accepted move instead
   * of waiting up to a patch interval, for latency) and schedule a bot if one is to act.
   */
  private changed(): void {
    this.viewsDirty = true;
    this.updateMetadata();
    this.scheduleTimeout();
    this.broadcastPatch();
    this.scheduleBot();
  }

  /**
   * Views are projected once per patch, not once per change: schema 3.0.76 decoders go wrong when one
   * list is edited more than once within a patch (see projection.ts), and it saves work when bots move fast.
   */
  override onBeforePatch(): void {
    if (!this.viewsDirty) return;
    this.viewsDirty = false;
    this.syncViews();
  }

  private syncViews(): void {
    const game = this.game;
    if (!game) return;
    // Keys that clients recompute from their own view (legal moves, whose turn) are not sent.
    const view = (viewer: Viewer) => stripDerived(this.rules, this.rules.view(game.state, viewer));
    const pub = view("spectator");
    writeDoc(this.state.pub, pub);
    this.state.seats.forEach((seat, i) => writeDoc(seat.priv, viewDelta(view(i), pub), this.viewsOfSeat(i)));
    if (this.state.moderator) writeDoc(this.state.mod.doc, viewDelta(view("moderator"), pub), [this.modView]);
  }

  /**
   * Arms the ruleset's timeout for the current step (an automatic moderator closing a discussion), once
   * per accepted move: any other accepted action first cancels it.
   */
  private scheduleTimeout(): void {
    const game = this.game;
    if (!game || this.timeoutMove === game.moves) return;
    this.timeoutMove = game.moves;
    if (this.stepTimer) clearTimeout(this.stepTimer);
    this.stepTimer = null;
    const due = this.state.status === "playing" ? this.rules.timeout?.(game.state) : null;
    const deadline = due ? Date.now() + due.afterMs : 0;
    if (this.state.deadline !== deadline) this.state.deadline = deadline;
    if (!due) return;
    const move = game.moves;
    this.stepTimer = setTimeout(() => {
      this.stepTimer = null;
      if (this.game !== game || game.moves !== move || this.state.status !== "playing") return;
      const result = game.act("moderator", due.action);
      if (!result.ok) console.error(`[${this.roomId}] ${this.rules.id}: timeout action refused: ${result.error}`);
      else this.afterMove();
    }, due.afterMs);
  }

  private scheduleBot(): void {
    if (this.botTimer || !this.game || this.state.status !== "playing") return;
    const seat = this.game.toAct().find((s): s is number => typeof s === "number" && this.state.seats[s].kind === "bot");
    if (seat === undefined) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      this.botMove(seat);
    }, this.botDelayMs);
  }

  private botMove(seat: number): void {
    const game = this.game;
    if (!game || this.state.status !== "playing" || this.state.seats[seat].kind !== "bot" || !game.toAct().includes(seat)) {
      this.scheduleBot();
      return;
    }
    // The ruleset's own table bot when it has one (bridge bids sensibly), else random legal play.
    const [action, next] = this.rules.botAction
      ? this.rules.botAction(game.state, seat, this.botRng)
      : randomLegalAction(this.rules, game.state, seat, this.botRng);
    this.botRng = next;
    if (!action) return;
    const result = game.act(seat, action);
    if (!result.ok) {
      // A legal action refused is an engine bug; keep the table alive and say so in the server log only.
      console.error(`[${this.roomId}] ${this.rules.id}: bot action refused: ${result.error}`);
      return;
    }
    this.afterMove();
  }

  // --- seats --------------------------------------------------------------------------------------

  private seat(client: Client, session: Session, seat: number): void {
    const s = this.state.seats[seat];
    s.kind = "human";
    s.name = session.name;
    s.connected = true;
    session.role = "player";
    session.seat = seat;
    if (this.state.status === "playing") this.seatHolders.set(client.sessionId, seat);
    client.view = new StateView();
    client.view.add(s);
  }

  /** Why this client may not take `seat` now (null: it may). */
  private mayTakeSeat(client: Client, seat: number): string | null {
    const held = this.seatHolders.get(client.sessionId);
    if (this.state.status === "playing" && held !== undefined && held !== seat) {
      return `You played seat ${held + 1} in this game; you cannot take another seat until it ends`;
    }
    return null;
  }

  private vacate(seat: number): void {
    const s = this.state.seats[seat];
    s.kind = "empty";
    s.name = "";
    s.connected = false;
    for (const [id, session] of this.sessions) {
      if (session.seat === seat) {
        session.seat = null;
        const client = this.clients.find((c) => c.sessionId === id);
        if (client) client.view = undefined;
      }
    }
  }

  // --- helpers ------------------------------------------------------------------------------------

  /**
   * Refuses a create request. Colyseus 0.16 starts the patch interval and a 15 s auto-dispose timer
   * before onCreate and leaves both running when onCreate throws (every refused create would leak a
   * 50 ms interval for good): stop them so refused tables leave nothing behind.
   */
  private refuseCreate(reason: string): never {
    this.patchRate = null as unknown as number;
    const self = this as unknown as { _autoDisposeTimeout?: NodeJS.Timeout };
    if (self._autoDisposeTimeout) clearTimeout(self._autoDisposeTimeout);
    throw new Error(`cannot create table: ${reason}`);
  }

  /** The StateViews of the clients seated at `seat` (normally one). */
  private viewsOfSeat(seat: number): StateView[] {
    const views: StateView[] = [];
    for (const client of this.clients) {
      if (this.sessions.get(client.sessionId)?.seat === seat && client.view) views.push(client.view);
    }
    return views;
  }

  /** Registers a handler whose payload is shape-checked first, with refusals answered in one place. */
  private handle<T>(type: string, schema: ZodType<T>, fn: (client: Client, payload: T) => void): void {
    this.onMessage(type, (client: Client, payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return this.refuse(client, "bad_message", `bad ${type} message: ${describeIssue(parsed.error)}`);
      try {
        fn(client, parsed.data);
      } catch (e) {
        if (e instanceof Refusal) return this.refuse(client, e.code, e.message);
        throw e;
      }
    });
  }

  private refuse(client: Client, code: ErrorCode, message: string): void {
    client.send("error", { code, message });
  }

  private sessionOf(client: Client): Session {
    const session = this.sessions.get(client.sessionId);
    if (!session) throw new Refusal("not_allowed", "You are not at this table");
    return session;
  }

  private playing(): Game {
    if (!this.game || this.state.status !== "playing") throw new Refusal("not_playing", "No game is running");
    return this.game;
  }

  private checkSeat(seat: number): void {
    if (seat >= this.state.seats.length) throw new Refusal("bad_seat", `There is no seat ${seat + 1}`);
  }

  /** Table management (bots, start) is for seated players and the moderator, not for spectators. */
  private checkHost(client: Client): void {
    const session = this.sessionOf(client);
    if (session.role === "spectator") throw new Refusal("not_allowed", "Spectators cannot manage the table; sit down first");
  }

  private sendYou(client: Client, session: Session): void {
    client.send("you", { seat: session.seat, role: session.role });
  }

  private updateMetadata(): void {
    const seats = this.state.seats;
    void this.setMetadata({
      ruleset: this.state.ruleset,
      tableName: this.state.tableName,
      seats: seats.length,
      players: seats.filter((s) => s.kind === "human").length,
      bots: seats.filter((s) => s.kind === "bot").length,
      spectators: this.state.spectators,
      status: this.state.status,
      open: seats.some((s) => s.kind === "empty"),
    });
  }
}
