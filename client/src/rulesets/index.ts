/** The renderers this client has, by ruleset id (`state.ruleset` picks one). */
import { foxClient } from "./fox";
import type { RulesetClient } from "./types";
import { werewolfClient } from "./werewolf";

const clients: Record<string, RulesetClient> = {
  [foxClient.id]: foxClient,
  [werewolfClient.id]: werewolfClient,
};

export function rulesetClient(id: string): RulesetClient | null {
  return Object.prototype.hasOwnProperty.call(clients, id) ? clients[id] : null;
}
