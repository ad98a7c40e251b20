/** The renderers this client has, by ruleset id (`state.ruleset` picks one). */
import { foxClient } from "./fox";
import { skatClient } from "./skat";
import type { RulesetClient } from "./types";

const clients: Record<string, RulesetClient> = {
  [foxClient.id]: foxClient,
  [skatClient.id]: skatClient,
};

export function rulesetClient(id: string): RulesetClient | null {
  return Object.prototype.hasOwnProperty.call(clients, id) ? clients[id] : null;
}
