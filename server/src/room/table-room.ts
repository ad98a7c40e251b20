/**
 * The one room type, `table`: seats, spectators and a moderator around any registered ruleset. This file
 * only routes validated messages to small modules (seating, chat, bots, the step timer, the game flow) and
 * sends each change to clients; ruleset knowledge stays in the rulesets (docs/protocol.md).
 */
import { Room, type Client } from "@colyseus/core";
import type { Action, Actor, AnyRuleset } from "@salon/shared";
import type { Game } from "../game";
import { actionMessage, chatMessage, describeIssue, emptyMessage, joinOptions, seatMessage } from "../messages";
import type { RecordStore } from "../records";
import type { TableState } from "../schema";
import { Audience } from "./audience";
import { BotScheduler } from "./bot-scheduler";
import { Chat } from "./chat";
import { listing } from "./listing";
import { checkReady, dealNext } from "./play";
import { handle, Refusal, refuse, refuseCreate } from "./refusals";
import { Seating } from "./seating";
import { awaitReturn } from "./reconnection";
import { newSession, type Session } from "./sessions";
import { initialState, readSetup, type TableSetup } from "./setup";
import { StepTimer } from "./step-timer";
import { syncViews } from "./views";

export interface TableServices {
  records: RecordStore;
  /** Grace period for a dropped player, in seconds. */
  reconnectSeconds: number;
  /** Used when the creator does not say. */
  defaultBotDelayMs: number;
}

export function defineTableRoom(services: TableServices) {
  return class extends TableRoom {
    protected override services = services;
  };
}

export class TableRoom extends Room<TableState> {
  protected services!: TableServices;
  private rules!: AnyRuleset;
  private setup!: TableSetup;
  game: Game | null = null;
  private seating!: Seating;
  private audience!: Audience;
  private bots!: BotScheduler;
  private stepTimer!: StepTimer;
  private chat!: Chat;
  private viewsDirty = false;

  override onCreate(raw: unknown): void {
    const read = readSetup(raw, this.services.defaultBotDelayMs);
    if (!read.ok) refuseCreate(this, read.error);
    this.rules = read.value.rules;
    this.setup = read.value.setup;
    const state = initialState(this.setup);
    this.setState(state);
    this.seating = new Seating(this);
    this.audience = new Audience(state, this.setup.moderate);
    if (this.setup.private) void this.setPrivate(true);
    this.bots = new BotScheduler(this.rules, this, this.setup.botDelayMs);
    this.stepTimer = new StepTimer(this.rules, this);
    this.chat = new Chat((line) => this.broadcast("chat", line));
    this.updateMetadata();

    handle(this, "action", actionMessage, (client, action) => this.onAction(client, action));
    handle(this, "sit", seatMessage, (client, { seat }) => this.onSit(client, seat));
    handle(this, "stand", emptyMessage, (client) => this.onStand(client));
    handle(this, "addBot", seatMessage, (client, { seat }) => this.manage(client, () => this.seating.addBot(seat)));
    handle(this, "removeBot", seatMessage, (client, { seat }) => this.manage(client, () => this.seating.removeBot(seat)));
    handle(this, "start", emptyMessage, (client) => this.manage(client, () => this.startGame()));
    handle(this, "chat", chatMessage, (client, { text }) => this.chat.say(client, this.seating.sessionOf(client), text));
    this.onMessage("*", (client, type) => {
      refuse(client, "bad_message", `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`);
    });
  }

  override onJoin(client: Client, raw: unknown): void {
    const parsed = joinOptions.safeParse(raw);
    if (!parsed.success) throw new Error(`cannot join: ${describeIssue(parsed.error)}`);
    const session = newSession(parsed.data.name.trim());
    const arrived = this.audience.takeChair(client, session) ? null : this.seating.arrive(client, session, parsed.data);
    this.seating.sessions.set(client.sessionId, session);
    if (session.role === "spectator") this.audience.watch();
    for (const other of arrived?.displaced ?? []) {
      this.audience.watch();
      const old = this.seating.clientOf(other);
      if (old) this.sendYou(old, other);
    }
    this.welcome(client, session, arrived?.claim ?? null);
    this.changed();
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const session = this.seating.sessions.get(client.sessionId);
    if (!session) return;
    if (session.seat !== null) this.state.seats[session.seat].connected = false;
    if (!consented && session.role !== "spectator") {
      this.updateMetadata();
      const back = await awaitReturn(this, client, this.services.reconnectSeconds);
      if (back) {
        // Its seat may have been claimed from elsewhere meanwhile: then it is back as a spectator.
        if (session.seat !== null) this.state.seats[session.seat].connected = true;
        this.welcome(back, session);
        this.changed();
        return;
      }
      // The grace period ran out: the seat is freed below and play waits for a person or a bot.
    }
    this.seating.sessions.delete(client.sessionId);
    this.chat.forget(client);
    this.audience.leave(session);
    if (session.seat !== null) this.seating.vacate(session.seat);
    this.changed();
  }

  override onDispose(): void {
    this.bots?.cancel();
    this.stepTimer?.cancel();
  }

  /**
   * Views are projected once per patch, not once per change: schema 3.0.76 decoders go wrong when one list
   * is edited more than once within a patch (see projection.ts), and it saves work when bots move fast.
   */
  override onBeforePatch(): void {
    if (!this.viewsDirty || !this.game) return;
    this.viewsDirty = false;
    syncViews(this.state, this.rules, this.game, (seat) => this.seating.viewsOf(seat), this.audience.modView);
  }

  // --- what the modules ask of the room ------------------------------------------------------------

  get playing(): boolean {
    return this.state.status === "playing";
  }

  setDeadline(epochMs: number): void {
    if (this.state.deadline !== epochMs) this.state.deadline = epochMs;
  }

  actAsModerator(action: Action): void {
    this.actFor("moderator", action, "timeout");
  }

  actForBot(seat: number, action: Action): void {
    this.actFor(seat, action, "bot");
  }

  // --- messages -----------------------------------------------------------------------------------

  private onAction(client: Client, action: unknown): void {
    const session = this.seating.sessionOf(client);
    let actor: Actor;
    if (session.role === "moderator") {
      if (!this.rules.moderated) throw new Refusal("not_allowed", `${this.rules.name} has no moderator actions`);
      actor = "moderator";
    } else {
      if (session.seat === null) throw new Refusal(session.role === "player" ? "not_seated" : "not_allowed", "Only a seated player can play");
      actor = session.seat;
    }
    const game = this.playingGame();
    if (actor !== "moderator" && !game.toAct().includes(actor)) throw new Refusal("not_your_turn", "It is not your turn");
    const result = game.act(actor, action);
    if (!result.ok) throw Refusal.fromRules(result);
    this.afterMove();
  }

  private onSit(client: Client, seat: number): void {
    const session = this.seating.sessionOf(client);
    const claim = this.seating.sit(client, session, seat, () => this.audience.unwatch());
    this.sendYou(client, session, claim);
    this.changed();
  }

  private onStand(client: Client): void {
    const session = this.seating.sessionOf(client);
    this.seating.stand(client, session);
    this.audience.watch();
    this.sendYou(client, session);
    this.changed();
  }

  /** Table management (bots, start) is for seated players and the moderator, not for spectators. */
  private manage(client: Client, fn: () => void): void {
    if (this.seating.sessionOf(client).role === "spectator") throw new Refusal("not_allowed", "Spectators cannot manage the table; sit down first");
    fn();
    this.changed();
  }

  private startGame(): void {
    checkReady(this.state, this.rules, this.setup);
    this.game = dealNext(this.state, this.rules, this.setup, this.game, this.roomId);
    this.seating.newGame();
    this.state.gameNo++;
    this.state.status = "playing";
    this.afterMove();
  }

  // --- game flow ----------------------------------------------------------------------------------

  /** A server-side actor (a bot, the automatic moderator): a refusal is an engine bug, logged, never sent. */
  private actFor(actor: Actor, action: Action, who: string): void {
    const game = this.game;
    if (!game || !this.playing) return;
    const result = game.act(actor, action);
    if (!result.ok) {
      console.error(`[${this.roomId}] ${this.rules.id}: ${who} action refused: ${result.error}`);
      return;
    }
    this.afterMove();
  }

  /** After any accepted move: end the game if it is over, then send the change. */
  afterMove(): void {
    const game = this.game;
    if (game && this.playing && game.outcome()) {
      this.state.status = "over";
      this.services.records.save(this.roomId, this.state.gameNo, game.snapshot());
    }
    this.changed();
  }

  /**
   * After any change: refresh the lobby listing, send the change now (a patch per accepted move instead of
   * waiting up to a patch interval, for latency) and wake timers and bots.
   */
  private changed(): void {
    this.viewsDirty = true;
    this.updateMetadata();
    this.stepTimer.schedule();
    this.broadcastPatch();
    this.bots.schedule();
  }

  // --- helpers ------------------------------------------------------------------------------------

  private playingGame(): Game {
    if (!this.game || !this.playing) throw new Refusal("not_playing", "No game is running");
    return this.game;
  }

  private welcome(client: Client, session: Session, claim: string | null = null): void {
    this.sendYou(client, session, claim);
    this.chat.sendLog(client);
  }

  /** Who the client is; `claim` (a seat's new claim secret) goes to that seat's player only, once. */
  private sendYou(client: Client, session: Session, claim: string | null = null): void {
    client.send("you", claim ? { seat: session.seat, role: session.role, claim } : { seat: session.seat, role: session.role });
  }

  private updateMetadata(): void {
    void this.setMetadata(listing(this.state));
  }
}
