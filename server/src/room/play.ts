/**
 * The game flow of a table: dealing a game (dealer rotation, imported deals, who plays), and what happens
 * when one ends (the status and the finished record).
 */
import type { AnyRuleset, Json } from "@salon/shared";
import { Game } from "../game";
import type { TableModel } from "./table-model";
import { Refusal } from "./refusals";
import type { TableSetup } from "./setup";

/** Refuses a start the table is not ready for (every seat filled, a moderator if the options need one). */
export function checkReady(model: TableModel, rules: AnyRuleset, setup: TableSetup): void {
  if (model.status === "playing") throw new Refusal("not_allowed", "A game is already running", { reason: "game_running" });
  if (model.seats.some((s) => s.kind === "empty")) throw new Refusal("not_ready", "Every seat needs a player or a bot first");
  if (rules.needsModerator?.(setup.options) && !model.moderator) {
    throw new Refusal("not_ready", "This game is run by a moderator: open a table as its moderator, or choose the automatic one", { need: "moderator" });
  }
}

/** Deals the table's next game: the dealer moves on from the previous game unless the imported file says. */
export function dealNext(model: TableModel, rules: AnyRuleset, setup: TableSetup, previous: Game | null, roomId: string): Game {
  const seats = model.seats.length;
  const dealer = setup.imported?.dealer ?? (previous ? (previous.dealer + 1) % seats : 0);
  const meta: Record<string, Json> = {
    table: model.tableName,
    roomId,
    game: model.gameNo + 1,
    players: model.seats.map((s) => s.name),
    started: new Date().toISOString(),
  };
  const begun = Game.begin(rules, { seats, options: setup.options, dealer, meta, ...(setup.imported ? { deal: setup.imported.deal } : {}) });
  if (!begun.ok) throw new Refusal("not_allowed", begun.error, { reason: "cannot_begin" });
  return begun.value;
}
