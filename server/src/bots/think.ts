/**
 * One bot decision, as a worker thread runs it (pool.ts): the ruleset's bot at the given level, from the
 * BotInput the room built (the seat's view and the actions it saw, never the state).
 */
import { getRuleset, rngFromSeed, type Action, type BotInput, type BotLevel, type Json } from "@salon/shared";

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

/** One finished deal's analysis (core `dealAnalysis`: bridge's hand record), as the analysis thread runs it. */
export interface AnalysisTask {
  kind: "analysis";
  ruleset: string;
  request: Json;
}

export function analyze(task: AnalysisTask): Json {
  const analysis = getRuleset(task.ruleset)?.dealAnalysis;
  return analysis ? analysis.compute(task.request) : null;
}
