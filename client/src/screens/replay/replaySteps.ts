/** What the replay viewer says about its steps: the action just made, and where each deal ended. */
import { t } from "../../i18n/i18n";
import { describeSuggestion } from "../table/tableAids";
import type { Action, AnyRuleset } from "@salon/shared/core/ruleset";
import type { Actor } from "@salon/shared/core/seats";

export interface DealEnd {
  /** The step at which the deal was over. */
  index: number;
  /** The running scores then. */
  scores: number[];
}

/** Each deal's last step (where `handsDone` grew) and the running scores there, plus the game's end. */
export function dealEnds(rules: AnyRuleset, states: unknown[]): DealEnd[] {
  const ends: DealEnd[] = [];
  for (let i = 1; i < states.length; i++) {
    if (rules.handsDone(states[i]) > rules.handsDone(states[i - 1])) ends.push({ index: i, scores: rules.scores(states[i]) });
  }
  const last = states.length - 1;
  if (last > 0 && ends[ends.length - 1]?.index !== last && rules.outcome(states[last])) ends.push({ index: last, scores: rules.scores(states[last]) });
  return ends;
}

/** "Ann: play QS" — the actor's name and the action's fields, as the record holds them. */
export function describeAction(actor: Actor, action: Action, names: string[]): string {
  const who = actor === "moderator" ? t("replay.moderator") : (names[actor] ?? t("aids.seat", { n: actor + 1 }));
  return t("replay.step", { who, action: describeSuggestion(action as { type: string }) });
}
