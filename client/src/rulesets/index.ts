/** The renderers this client has, by ruleset id (`state.ruleset` picks one). */
import { bridgeClient } from "./bridge";
import { foxClient } from "./fox";
import { kierkiClient } from "./kierki";
import { euchreClient } from "./euchre";
import { krendzuClient } from "./krendzu";
import type { RulesetClient } from "./types";
import { werewolfClient } from "./werewolf";

const clients: Record<string, RulesetClient> = {
  [foxClient.id]: foxClient,
  [kierkiClient.id]: kierkiClient,
  [euchreClient.id]: euchreClient,
  [krendzuClient.id]: krendzuClient,
  [bridgeClient.id]: bridgeClient,
  [werewolfClient.id]: werewolfClient,
};

export function rulesetClient(id: string): RulesetClient | null {
  return Object.prototype.hasOwnProperty.call(clients, id) ? clients[id] : null;
}
