/**
 * One bot decision, as a worker thread runs it (pool.ts): the ruleset's bot at the given level, from the
 * BotInput the room built (the seat's view and the actions it saw, never the state).
 */
import { getRuleset, rngFromSeed, type Action, type BotInput, type BotLevel } from "@salon/shared";

export interface BotTask {
  input: BotInput;
  level: BotLevel;
  /** Seeds this decision's generator (fresh per decision, from the room). */
  seed: string;
}

export function think(task: BotTask): Action | null {
  const rules = getRuleset(task.input.ruleset);
  if (!rules?.bot) return null;
  return rules.bot.decide(task.input, task.level, rngFromSeed(task.seed))[0];
}
