/**
 * The "Suggest" button (issue 13, a table option for players learning a game): the move the normal bot
 * would make for the asking player's own seat, sent to that player only. The bot decides from that seat's
 * view, so a hint tells the player nothing the player could not see. With `hint: "bots"` (what Salon's create
 * form asks for) only a player whose every other seat holds a bot may ask: a newcomer learning with bots has
 * it, a table of people does not (issue 27).
 */
import type { Client } from "@colyseus/core";
import type { Game } from "../game";
import type { BotScheduler } from "./bot-scheduler";
import { sendTo } from "../messages";
import { Refusal } from "./refusals";
import type { TableOptions } from "./setup";

export interface HintHost {
  readonly table: TableOptions;
  readonly model: { readonly seats: ArrayLike<{ kind: string }> };
  readonly bots: BotScheduler;
  playingGame(): Game;
}

export function suggest(host: HintHost, client: Client, seat: number | null): void {
  if (!host.table.hint) throw new Refusal("not_allowed", "This table has no Suggest button", { reason: "no_hint" });
  if (seat === null) throw new Refusal("not_seated", "Only a seated player can ask for a suggestion");
  if (host.table.hint === "bots" && !othersAreBots(host, seat)) {
    throw new Refusal("not_allowed", "Suggest is for a player whose every other seat holds a bot", { reason: "no_hint" });
  }
  const game = host.playingGame();
  if (!game.toAct().includes(seat)) throw new Refusal("not_your_turn", "It is not your turn");
  const moves = game.moves;
  void host.bots.choose(game, seat, "normal").then((action) => {
    // A hint that arrives after the game moved on would suggest a stale move: it is dropped.
    if (action && game.moves === moves) sendTo(client, "hint", { action, moves });
  });
}

/** Every seat but `seat` holds a bot. */
function othersAreBots(host: HintHost, seat: number): boolean {
  return Array.from(host.model.seats).every((s, i) => i === seat || s.kind === "bot");
}
