/**
 * The table's client → server messages (docs/protocol.md, "Client → server messages"): each is shape-checked
 * by `handle`, checked for who may send it, then carried out by the module that owns it.
 */
import type { Client } from "@colyseus/core";
import type { Action, Actor, AnyRuleset } from "@salon/shared";
import type { Game } from "../game";
import type { TableModel } from "./table-model";
import type { Audience } from "./audience";
import type { BotScheduler } from "./bot-scheduler";
import { suggest } from "./hint";
import type { Chat } from "./chat";
import { handle, Refusal, refuse } from "./refusals";
import type { Seating } from "./seating";
import { welcome } from "./presence";
import type { TableOptions } from "./setup";
import type { UndoDesk } from "./undo";

export interface CommandHost {
  readonly rules: AnyRuleset;
  readonly model: TableModel;
  readonly seating: Seating;
  readonly audience: Audience;
  readonly chat: Chat;
  readonly playing: boolean;
  readonly table: TableOptions;
  readonly undo: UndoDesk;
  onMessage(type: string, cb: (client: Client, payload: unknown) => void): unknown;
  /** The running game, or a `not_playing` refusal. */
  playingGame(): Game;
  startGame(): void;
  readonly bots: BotScheduler;
  afterMove(actor?: Actor): void;
  changed(): void;
}

export function registerCommands(host: CommandHost): void {
  const { seating, audience } = host;
  /** Table management (bots, start) is for seated players, the moderator and the host, not for other spectators. */
  const manage = (client: Client, fn: () => void) => {
    const session = seating.sessionOf(client);
    if (session.role === "spectator" && !session.host)
      throw new Refusal("not_allowed", "Spectators cannot manage the table; sit down first", { reason: "spectator_manage" });
    fn();
    host.changed();
  };
  handle(host, "action", (client, action) => act(host, client, action));
  handle(host, "sit", (client, { seat }) => {
    const session = seating.sessionOf(client);
    if (host.playing && audience.kibitz.sawHands([client.sessionId, session.playerId])) {
      throw new Refusal("not_allowed", "You watched this game with every hand: you may take a seat when it ends", { reason: "kibitzed_hands" });
    }
    const claim = seating.sit(client, session, seat, () => audience.unwatch());
    welcome(host, client, session, claim);
    host.changed();
  });
  handle(host, "stand", (client) => {
    const session = seating.sessionOf(client);
    if (audience.kibitz.mode === "none") throw new Refusal("not_allowed", "This table has no spectators: leave the table instead", { reason: "no_spectators" });
    seating.stand(client, session);
    audience.watch(client, session);
    welcome(host, client, session);
    host.changed();
  });
  handle(host, "addBot", (client, { seat, level }) => manage(client, () => seating.addBot(seat, level)));
  handle(host, "fillBots", (client, msg) => {
    const session = seating.sessionOf(client);
    if (!session.host) throw new Refusal("not_allowed", "Only the table's host fills the empty seats with bots", { reason: "host_only" });
    if (host.playing) throw new Refusal("not_allowed", "A game is running: bots fill seats before it starts", { reason: "game_running" });
    const empty: number[] = [];
    host.model.seats.forEach((s, seat) => void (s.kind === "empty" && empty.push(seat)));
    if (empty.length === 0) throw new Refusal("not_allowed", "Every seat is taken already", { reason: "table_full" });
    const level = (msg && "level" in msg ? msg.level : undefined) ?? "normal";
    for (const seat of empty) seating.addBot(seat, level);
    host.changed();
  });
  handle(host, "botLevel", (client, { seat, level }) => manage(client, () => seating.setBotLevel(seat, level)));
  handle(host, "hint", (client) => suggest(host, client, seating.sessionOf(client).seat));
  handle(host, "removeBot", (client, { seat }) => manage(client, () => seating.removeBot(seat)));
  handle(host, "releaseSeat", (client, { seat, confirm }) => {
    if (!seating.sessionOf(client).host)
      throw new Refusal("not_allowed", "Only the table's host may release a seat kept for a player who dropped out", { reason: "host_only" });
    seating.check(seat);
    if (!seating.absent(seat)) throw new Refusal("bad_seat", `seat ${seat + 1} is not kept for an absent player`, { seat });
    if (confirm !== true)
      throw new Refusal(
        "confirm_needed",
        `seat ${seat + 1} belongs to a player who dropped out: releasing it ends their claim and gives their hand to whoever sits there (send confirm: true)`,
        { seat },
      );
    seating.release(seat);
    host.changed();
  });
  handle(host, "start", (client) => manage(client, () => host.startGame()));
  handle(host, "undo", (client) => {
    const session = seating.sessionOf(client);
    if (session.role === "moderator") host.undo.moderatorUndo();
    else if (session.seat !== null) host.undo.ask(session.seat);
    else throw new Refusal("not_allowed", "Only players take back their actions", { reason: "undo_players_only" });
    host.changed();
  });
  handle(host, "undoReply", (client, { accept }) => {
    const seat = seating.sessionOf(client).seat;
    if (seat === null) throw new Refusal("not_allowed", "Only players answer an undo request", { reason: "undo_answer_players" });
    host.undo.answer(seat, accept);
    host.changed();
  });
  handle(host, "chat", (client, { text }) =>
    host.chat.say(client, seating.sessionOf(client), text, { playing: host.playing, spectatorChat: host.table.spectatorChat }),
  );
  host.onMessage("*", (client, type) => {
    refuse(client, "bad_message", `unknown message type ${JSON.stringify(String(type)).slice(0, 40)}`, { type: String(type).slice(0, 32) });
  });
}

/** A player's move, or the moderator's (moderated rulesets only): whose turn it is, then the engine decides. */
function act(host: CommandHost, client: Client, action: Action): void {
  const session = host.seating.sessionOf(client);
  let actor: Actor;
  if (session.role === "moderator") {
    if (!host.rules.moderated) throw new Refusal("not_allowed", `${host.rules.name} has no moderator actions`, { reason: "no_moderator_actions" });
    actor = "moderator";
  } else {
    if (session.seat === null)
      throw new Refusal(session.role === "player" ? "not_seated" : "not_allowed", "Only a seated player can play", { reason: "spectator_play" });
    actor = session.seat;
  }
  const game = host.playingGame();
  if (host.undo.pending) throw new Refusal("undo_pending", "An undo request is waiting for answers");
  // Off-turn actions the rules allow (a bridge claim or concession, a kontra) go to the engine too.
  const anyTurn = !!host.rules.anyTurn?.includes(action.type);
  if (actor !== "moderator" && !anyTurn && !game.toAct().includes(actor) && game.legalActions(actor).length === 0) {
    throw new Refusal("not_your_turn", "It is not your turn");
  }
  const result = game.act(actor, action);
  if (!result.ok) throw Refusal.fromRules(result);
  host.afterMove(actor);
}
