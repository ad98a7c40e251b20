/**
 * The one room type, `table`: seats, spectators and a moderator around any registered ruleset. This file
 * only routes validated messages to small modules (presence, seating, audience, chat, bots, the step timer,
 * the game flow, durability) and sends each change to clients once it is durable; ruleset knowledge stays
 * in the rulesets (docs/protocol.md).
 */
import { Room, type Client } from "@colyseus/core";
import type { Action, Actor, AnyRuleset, BotLevel, GameRecord } from "@salon/shared";
import type { Game } from "../game";
import type { TableState } from "../wire-state";
import { DealAnalyses } from "./analyses";
import { Audience } from "./audience";
import { BotScheduler } from "./bot-scheduler";
import { Chat } from "./chat";
import { TurnClocks, type SavedClocks } from "./clocks";
import { Durability } from "./durability";
import { memoryJournal, type StoredTable, type TableJournal } from "./journal";
import { Kibitz } from "./kibitz";
import { Lifecycle, serverLife } from "./lifecycle";
import { plays } from "../ops/metrics";
import { dropReservations, SERVICE_RESTART } from "../ops/shutdown";
import { flushWatchers } from "../ops/write-batch";
import { changedListing, type TableListing } from "./listing";
import { checkReady, dealNext } from "./play";
import { join, leave } from "./presence";
import { registerCommands } from "./commands";
import { Refusal, refuseCreate, refuseJoin } from "./refusals";
import { rebuild, takeRestore } from "./restore";
import { Seating } from "./seating";
import { readSetup, type TableSetup } from "./setup";
import { initialModel, project, projected, type TableModel } from "./table-model";
import { StepTimer } from "./step-timer";
import { UndoDesk } from "./undo";
import { corked, tableViews, ViewChannel } from "./view-channel";

export interface TableServices {
  /** Where tables are kept durable; `memoryJournal` keeps nothing. */
  journal?: TableJournal;
  /** The lasting player identity behind a player secret (null: unknown), when the server keeps players. */
  identify?(secret: string): Promise<string | null>;
  /** Grace period for a dropped player, in seconds. */
  reconnectSeconds: number;
  /** Used when the creator does not say. */
  defaultBotDelayMs: number;
  /** The highest bot level this server searches at (default strong); seats above it play at the cap. */
  botLevelCap?: BotLevel;
  /** Unfinished tables nobody touched for this long close (default 24 h). */
  expiryMs?: number;
  /** A running game with nobody at it pauses, and closes after this long (default 10 min). */
  idleMs?: number;
}

export const defineTableRoom = (services: TableServices) =>
  class extends TableRoom {
    override services = services;
  };

class TableRoom extends Room<TableState> {
  services!: TableServices;
  rules!: AnyRuleset;
  /** The table's own model (room/table-model.ts): the modules write it; `project` copies it into `state`. */
  model!: TableModel;
  private setup!: TableSetup;
  game: Game | null = null;
  seating!: Seating;
  audience!: Audience;
  bots!: BotScheduler;
  private stepTimer!: StepTimer;
  chat!: Chat;
  private durability!: Durability;
  private life!: Lifecycle;
  undo!: UndoDesk;
  private clocks: TurnClocks | null = null;
  private views!: ViewChannel;
  /** Each finished deal's analysis (bridge: the hand record), computed off the table's thread. */
  analyses!: DealAnalyses;
  private listed: TableListing | null = null;
  /** The automatic step's time left when play paused (null: none, or not known after a restart). */
  private stepLeft: number | null = null;

  override async onCreate(raw: unknown): Promise<void> {
    if (serverLife.stopping) refuseCreate(this, "the server is stopping");
    const stored = takeRestore(raw);
    if (stored) {
      try {
        return this.restore(stored);
      } catch (e) {
        refuseCreate(this, e instanceof Error ? e.message : String(e));
      }
    }
    const read = readSetup(raw, this.services.defaultBotDelayMs);
    if (!read.ok) refuseCreate(this, read.error, /^(name|tableName): /.test(read.error) ? "bad_name" : "bad_setup");
    this.open(read.value.rules, read.value.setup, initialModel(read.value.setup), false);
    const player = (raw as { player?: unknown }).player;
    const hostPlayer = typeof player === "string" ? await this.identify(player) : null;
    // A shutdown that began meanwhile would not know this table (ops/shutdown.ts).
    if (serverLife.stopping) refuseCreate(this, "the server is stopping");
    this.audience.expectCreator(hostPlayer);
    this.durability.open(this.setup, hostPlayer);
    this.updateMetadata();
  }

  /** Brings a stored table back: same id, seats, claims and game (replayed), its timers going on. */
  private restore(stored: StoredTable): void {
    this.roomId = stored.id;
    const { rules, model, game } = rebuild(stored);
    this.open(rules, stored.setup, model, true);
    this.game = game;
    stored.seats.forEach((seat, i) => this.seating.restore(i, seat));
    this.audience.restore(stored.moderator);
    this.audience.restoreHost(stored.hostPlayerId);
    this.durability.restored();
    const away = stored.lastAlive ? Date.now() - stored.lastAlive : 0;
    if (stored.deadline > 0) this.stepTimer.resume(stored.deadline - (stored.lastAlive || Date.now()));
    this.clocks?.restore(stored.extra.clocks as SavedClocks | undefined, away);
    this.analyses.restore(stored.extra.analyses);
    this.changed();
  }

  private open(rules: AnyRuleset, setup: TableSetup, model: TableModel, restored: boolean): void {
    this.rules = rules;
    this.setup = setup;
    this.model = model;
    this.setState(projected(model));
    // Patches go out when their changes are durable (`changed`), never on a timer.
    this.setPatchRate(null);
    this.seating = new Seating(this);
    const kibitz = new Kibitz(rules, setup.table.kibitz, setup.table.kibitzDelay, () => this.seating.watcherIds());
    this.audience = new Audience(model, setup.moderate, kibitz);
    if (setup.private) void this.setPrivate(true);
    this.bots = new BotScheduler(rules, this, setup.botDelayMs, this.services.botLevelCap);
    this.stepTimer = new StepTimer(this);
    this.chat = new Chat({ clients: this.clients, roleOf: (c) => this.seating.sessions.get(c.sessionId)?.role });
    const journal = this.services.journal ?? memoryJournal;
    this.durability = new Durability(journal, this);
    this.life = new Lifecycle(this, journal, this.services.expiryMs ?? 24 * 3600_000, restored, this.services.idleMs);
    this.undo = new UndoDesk(this);
    this.analyses = new DealAnalyses(this);
    this.views = new ViewChannel(tableViews(this));
    if (setup.table.clock) this.clocks = new TurnClocks(this, setup.table.clock);

    registerCommands(this);
  }

  /** A refused join rejects with `<code>: <sentence>` and writes one log line (room/refusals.ts). */
  override async onJoin(client: Client, raw: unknown): Promise<void> {
    try {
      await join(this, client, raw);
    } catch (e) {
      throw e instanceof Refusal ? refuseJoin(this.roomId, e) : e;
    }
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    await leave(this, client, consented);
    this.chat.forget(client);
  }

  /**
   * The server is stopping (ops/shutdown.ts): play stops where it is, nothing more is written for this table,
   * and every client is told to come back (close code 1012) rather than that the table closed (4000).
   */
  override onBeforeShutdown(): void {
    this.stopTimers();
    dropReservations(this);
    void this.disconnect(SERVICE_RESTART);
    // the watchers' close frames wait for their flush otherwise (ops/write-batch.ts)
    flushWatchers();
  }

  override onDispose(): void {
    this.life?.disposed();
    this.stopTimers();
  }

  /** Nothing of this table runs on by itself any more: undo requests, clocks, bots, the automatic step, analyses. */
  private stopTimers(): void {
    this.undo?.cancel();
    this.clocks?.cancel();
    this.bots?.cancel();
    this.stepTimer?.cancel();
    this.analyses?.cancel();
  }

  // --- what the modules ask of the room ------------------------------------------------------------

  get playing(): boolean {
    return this.model.status === "playing";
  }

  /** The table options (takeover, undo, kibitzers…). */
  get table() {
    return this.setup.table;
  }

  /** Bots and turn clocks wait: an undo request is open, or nobody is at the table (lifecycle.ts). */
  get frozen(): boolean {
    return this.undo.pending || (this.life?.isPaused ?? false);
  }

  /**
   * Nobody is at the table any more, or somebody came back (lifecycle.ts): the automatic step's timer stops
   * with its time left kept (the deadline shows 0 meanwhile) and goes on from there; bots and clocks follow
   * `frozen`; the lobby listing follows `paused`.
   */
  pauseChanged(paused: boolean): void {
    const game = this.game;
    if (paused) {
      this.stepTimer.cancel();
      this.stepLeft = this.model.deadline > 0 ? Math.max(0, this.model.deadline - Date.now()) : null;
      this.setDeadline(0);
    } else if (game && this.playing) {
      const due = game.timeout();
      if (due) this.stepTimer.resume(this.stepLeft ?? due.afterMs);
      this.stepLeft = null;
    }
    this.changed();
  }

  get extra() {
    const analyses = this.analyses?.stored;
    return {
      table: this.setup.table,
      ...(this.clocks ? { clocks: this.clocks.saved() } : {}),
      ...(analyses ? { analyses } : {}),
    };
  }

  /** A finished game's record gains deal analyses that came after it (room/analyses.ts). */
  amendRecord(gameNo: number, record: GameRecord): void {
    (this.services.journal ?? memoryJournal).recordAmended(this.roomId, gameNo, record);
  }

  botMoveFor(seat: number): Promise<Action | null> {
    return this.game ? this.bots.choose(this.game, seat, "normal") : Promise.resolve(null);
  }

  identify(secret: string): Promise<string | null> {
    return this.services.identify?.(secret) ?? Promise.resolve(null);
  }

  setDeadline(epochMs: number): void {
    this.model.deadline = epochMs;
  }

  startGame(): void {
    checkReady(this.model, this.rules, this.setup);
    this.game = dealNext(this.model, this.rules, this.setup, this.game, this.roomId);
    this.seating.newGame();
    this.model.gameNo++;
    this.model.status = "playing";
    this.afterMove();
  }

  /** Opened by an event's director (server/src/events): the table waits for its players instead of closing empty. */
  heldForEvent(): void {
    this.life.waitForPeople();
  }

  // --- game flow ----------------------------------------------------------------------------------

  /** A server-side actor (a bot, a clock, the automatic moderator): a refusal is an engine bug, logged, never sent. */
  actAs(actor: Actor, action: Action, who: string): void {
    const game = this.game;
    if (!game || !this.playing || serverLife.stopping) return;
    const result = game.act(actor, action);
    if (!result.ok) return console.error(`[${this.roomId}] ${this.rules.id}: ${who} action refused: ${result.error}`);
    this.afterMove(actor);
  }

  /** After any accepted move: end the game if it is over, then send the change. A player who acts is back. */
  afterMove(actor?: Actor): void {
    if (actor !== undefined) plays.inc();
    if (typeof actor === "number") this.model.seats[actor].away = false;
    const game = this.game;
    if (game && this.playing && game.outcome()) this.model.status = "over";
    this.changed();
  }

  /**
   * After any change: keep it durable, refresh the lobby listing, prepare each client's view of it at once
   * and send it (a patch per change instead of waiting for a patch interval, for latency) once its writes
   * are safe, and wake timers and bots.
   */
  changed(): void {
    this.undo.revalidate();
    this.analyses.sync();
    this.stepTimer.schedule();
    this.clocks?.sync();
    project(this.model, this.state);
    this.durability.sync();
    this.updateMetadata();
    this.audience.kibitz.sync(this.game, this.playing);
    this.views.publish(this.clients);
    this.durability.whenDurable(this.sendChange);
    this.bots.schedule();
    this.life.changed();
  }

  /**
   * The durable change goes out: each client's view (prepared when it happened) first, then the public
   * state's patch. Bound fields, these two: the journal's wait and `corked` take them on every card played,
   * with no closure made each time (issue 33).
   */
  private readonly sendChange = (): void => {
    // Each client's view and patch leave in one write (view-channel.ts, corked).
    // What the modules wrote since `changed()` goes out too, as when they wrote the synced state itself.
    project(this.model, this.state);
    corked(this.clients, this.sendViewsAndPatch);
  };
  private readonly sendViewsAndPatch = (): void => {
    this.views.flush();
    this.broadcastPatch();
  };

  // --- helpers ------------------------------------------------------------------------------------

  playingGame(): Game {
    if (!this.game || !this.playing) throw new Refusal("not_playing", "No game is running");
    return this.game;
  }

  updateMetadata(): void {
    const next = changedListing(this.model, this.listed, this.life?.isPaused ?? false);
    if (!next) return;
    this.listed = next;
    // `watch`: whether the table takes spectators, so an invite link can tell before asking for a name.
    void this.setMetadata({ ...next, watch: this.setup.table.kibitz !== "none" });
  }
}
