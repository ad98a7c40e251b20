/** Every registered ruleset by id. The server hosts exactly these; the lobby lists them. */
import type { AnyRuleset } from "./core/ruleset";
import { fox } from "./fox";
import { kierki } from "./kierki";

export const rulesets: Record<string, AnyRuleset> = {
  [fox.id]: fox,
  [kierki.id]: kierki,
import { euchre } from "./euchre";

export const rulesets: Record<string, AnyRuleset> = {
  [fox.id]: fox,
  [euchre.id]: euchre,
};

export function getRuleset(id: string): AnyRuleset | undefined {
  return Object.prototype.hasOwnProperty.call(rulesets, id) ? rulesets[id] : undefined;
}
