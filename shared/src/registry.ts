/** Every registered ruleset by id. The server hosts exactly these; the lobby lists them. */
import type { AnyRuleset } from "./core/ruleset";
import { bridge } from "./bridge";
import { fox } from "./fox";

export const rulesets: Record<string, AnyRuleset> = {
  [fox.id]: fox,
  [bridge.id]: bridge,
};

export function getRuleset(id: string): AnyRuleset | undefined {
  return Object.prototype.hasOwnProperty.call(rulesets, id) ? rulesets[id] : undefined;
}
