/**
 * One way to declare a game's client entry (rulesets/<id>/index.ts): its id, its name read in the reader's
 * language each time it is shown, and its parts (renderer, access adapter, derived view keys).
 */
import type { RulesetClient } from "./types";

export function gameClient(id: string, name: () => string, parts: Omit<RulesetClient, "id" | "name">): RulesetClient {
  return {
    id,
    ...parts,
    get name() {
      return name();
    },
  };
}
