/** Every registered ruleset by id. The server hosts exactly these; the lobby lists them. */
import type { AnyRuleset } from "./core/ruleset";
import { fox } from "./fox";
import { skat } from "./skat";

export const rulesets: Record<string, AnyRuleset> = {
  [fox.id]: fox,
  [skat.id]: skat,
};

export function getRuleset(id: string): AnyRuleset | undefined {
  return Object.prototype.hasOwnProperty.call(rulesets, id) ? rulesets[id] : undefined;
}
