/** The renderers this client has, by ruleset id (`state.ruleset` picks one). */
import { foxClient } from "./fox";
import { krendzuClient } from "./krendzu";
import type { RulesetClient } from "./types";

const clients: Record<string, RulesetClient> = {
  [foxClient.id]: foxClient,
  [krendzuClient.id]: krendzuClient,
};

export function rulesetClient(id: string): RulesetClient | null {
  return Object.prototype.hasOwnProperty.call(clients, id) ? clients[id] : null;
}
