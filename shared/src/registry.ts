/** Every registered ruleset by id. The server hosts exactly these; the lobby lists them. */
import type { AnyRuleset } from "./core/ruleset";
import { bridge } from "./bridge";
import { euchre } from "./euchre";
import { fox } from "./fox";
import { kierki } from "./kierki";
import { krendzu } from "./krendzu";
import { ktulu } from "./ktulu";
import { skat } from "./skat";
import { werewolf } from "./werewolf";

/** In the lobby's order: the duel, the trick games, the grid game, then the moderated nights. */
const all: AnyRuleset[] = [fox, euchre, kierki, skat, bridge, krendzu, ktulu, werewolf];

export const rulesets: Record<string, AnyRuleset> = Object.fromEntries(all.map((r) => [r.id, r]));

export function getRuleset(id: string): AnyRuleset | undefined {
  return Object.prototype.hasOwnProperty.call(rulesets, id) ? rulesets[id] : undefined;
}
