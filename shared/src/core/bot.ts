/**
 * The bot contract (issue 13): a ruleset's bot decides from what its seat may know and nothing else.
 *
 * The room never hands a bot the game state. It builds a `BotInput` with `botInput()` below: the seat's own
 * view (`view(state, seat)`, exactly what that player's client receives) and the game's actions as that seat
 * saw them (`RulesetBot.see`). Two states that differ only in cards hidden from the seat therefore give the
 * bot identical input, and so the same decision. Bots are pure like engines: no clock, no Math.random; their
 * effort is counted in iterations (calibrated per level), so a decision can be repeated from its seed.
 */
import type { GameRecord, RecordedAction } from "./record";
import type { Rng } from "./rng";
import type { Action, AnyRuleset, JsonObject } from "./ruleset";
import type { Actor, Seat } from "./seats";

/** easy: uniformly random legal play (the old bots); normal: sensible and quick; strong: searches harder. */
export type BotLevel = "easy" | "normal" | "strong";
export const BOT_LEVELS: readonly BotLevel[] = ["easy", "normal", "strong"];

/** One action of the game as a given seat experienced it. */
export interface SeenAction {
  seat: Actor;
  /** The action as this seat saw it (maybe with hidden parts removed), or null when it saw nothing of it. */
  action: Action | null;
}

/** Everything a bot may use. Built only by `botInput`. */
export interface BotInput {
  ruleset: string;
  seats: number;
  options: Record<string, unknown>;
  /** The seat the bot plays. */
  seat: Seat;
  /** `view(state, seat)`: the bot's own hand, the public table, its legal moves. */
  view: JsonObject;
  /** Every action of this game so far, oldest first, as this seat saw it. */
  history: SeenAction[];
}

export interface RulesetBot {
  /**
   * What `viewer` learned of `action` when `actor` took it: the action itself when it was public (a card
   * played, a bid), a copy with the hidden parts removed, or null. Own actions are always seen whole.
   */
  see(action: Action, actor: Actor, viewer: Seat): Action | null;
  /**
   * The action to take now (legal for `input.view`), or null when the seat has nothing to do, with the
   * advanced generator.
   */
  decide(input: BotInput, level: BotLevel, rng: Rng): [Action | null, Rng];
}

/** The bot's input for `seat`: its view of `state` and the record's actions as it saw them. */
export function botInput(
  rules: AnyRuleset,
  bot: RulesetBot,
  state: unknown,
  record: Pick<GameRecord, "seats" | "options"> & { actions: readonly RecordedAction[] },
  seat: Seat,
): BotInput {
  return {
    ruleset: rules.id,
    seats: record.seats,
    options: { ...(record.options ?? {}) },
    seat,
    view: rules.view(state, seat),
    history: record.actions.map(({ seat: actor, action }) => ({ seat: actor, action: actor === seat ? action : bot.see(action, actor, seat) })),
  };
}
