/** The renderers this client has, by ruleset id (`state.ruleset` picks one). */
import { bridgeClient } from "./bridge";
import { euchreClient } from "./euchre";
import { foxClient } from "./fox";
import { kierkiClient } from "./kierki";
import { krendzuClient } from "./krendzu";
import { ktuluClient } from "./ktulu";
import { skatClient } from "./skat";
import type { RulesetClient } from "./types";
import { werewolfClient } from "./werewolf";

const clients: Record<string, RulesetClient> = Object.fromEntries(
  [foxClient, euchreClient, kierkiClient, skatClient, bridgeClient, krendzuClient, ktuluClient, werewolfClient].map((c) => [c.id, c]),
);

export function rulesetClient(id: string): RulesetClient | null {
  return Object.prototype.hasOwnProperty.call(clients, id) ? clients[id] : null;
}
