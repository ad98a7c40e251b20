/**
 * The "Suggest" button (issue 13, a table option for players learning a game): the move the normal bot
 * would make for the asking player's own seat, sent to that player only. The bot decides from that seat's
 * view, so a hint tells the player nothing the player could not see.
 */
import type { Client } from "@colyseus/core";
import type { Game } from "../game";
import type { BotScheduler } from "./bot-scheduler";
import { sendTo } from "../messages";
import { Refusal } from "./refusals";
import type { TableOptions } from "./setup";

export interface HintHost {
  readonly table: TableOptions;
  readonly bots: BotScheduler;
  playingGame(): Game;
}

export function suggest(host: HintHost, client: Client, seat: number | null): void {
  if (!host.table.hint) throw new Refusal("not_allowed", "This table has no Suggest button", { reason: "no_hint" });
  if (seat === null) throw new Refusal("not_seated", "Only a seated player can ask for a suggestion");
  const game = host.playingGame();
  if (!game.toAct().includes(seat)) throw new Refusal("not_your_turn", "It is not your turn");
  const moves = game.moves;
  void host.bots.choose(game, seat, "normal").then((action) => {
    // A hint that arrives after the game moved on would suggest a stale move: it is dropped.
    if (action && game.moves === moves) sendTo(client, "hint", { action, moves });
  });
}
