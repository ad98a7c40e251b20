/**
 * The renderers this client has, by ruleset id (`state.ruleset` picks one). Each game's renderer, its view
 * code and Pixi are loaded on demand (`import()`), when a table of that game is entered: the lobby loads none.
 */
import type { OptionValues } from "@salon/shared/core/options";
import type { AnyRuleset } from "@salon/shared/core/ruleset";
import { needsModerator as ktuluNeedsModerator } from "@salon/shared/ktulu/lobby";
import type { KtuluOptions } from "@salon/shared/ktulu/types";
import { needsModerator as werewolfNeedsModerator } from "@salon/shared/werewolf/lobby";
import type { WerewolfOptions } from "@salon/shared/werewolf/types";
import type { RulesetClient, ViewRules } from "./types";

const loaders: Record<string, () => Promise<RulesetClient>> = {
  fox: () => import("./fox").then((m) => m.foxClient),
  euchre: () => import("./euchre").then((m) => m.euchreClient),
  kierki: () => import("./kierki").then((m) => m.kierkiClient),
  skat: () => import("./skat").then((m) => m.skatClient),
  bridge: () => import("./bridge").then((m) => m.bridgeClient),
  krendzu: () => import("./krendzu").then((m) => m.krendzuClient),
  ktulu: () => import("./ktulu").then((m) => m.ktuluClient),
  werewolf: () => import("./werewolf").then((m) => m.werewolfClient),
};

const loading = new Map<string, Promise<RulesetClient | null>>();
const loaded = new Map<string, RulesetClient>();

/** Loads (once) the renderer of `id`; null for a ruleset this client has no renderer for. */
export function loadRulesetClient(id: string): Promise<RulesetClient | null> {
  if (!Object.prototype.hasOwnProperty.call(loaders, id)) return Promise.resolve(null);
  let p = loading.get(id);
  if (!p) {
    p = loaders[id]().then((client) => {
      loaded.set(id, client);
      return client;
    });
    // A failed download (the network) may be tried again.
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}

/** The renderer of `id` if it is loaded already, else null. */
export function loadedRulesetClient(id: string): RulesetClient | null {
  return loaded.get(id) ?? null;
}

/** The view rules (the keys the client recomputes) of `id`, once its code is loaded. */
export function viewRules(id: string): ViewRules | null {
  return loaded.get(id) ?? null;
}

/** Whether these options of `id` need a human moderator (the create form asks before any game code loads). */
export function needsModerator(id: string, options: OptionValues): boolean {
  if (id === "ktulu") return ktuluNeedsModerator(options as unknown as KtuluOptions);
  if (id === "werewolf") return werewolfNeedsModerator(options as unknown as WerewolfOptions);
  return false;
}

/** Each game's engine without its bot, loaded on demand: the replay viewer replays a record with it. */
const engines: Record<string, () => Promise<unknown>> = {
  fox: () => import("@salon/shared/fox").then((m) => m.foxEngine),
  euchre: () => import("@salon/shared/euchre").then((m) => m.euchreEngine),
  kierki: () => import("@salon/shared/kierki").then((m) => m.kierkiEngine),
  skat: () => import("@salon/shared/skat").then((m) => m.skatEngine),
  bridge: () => import("@salon/shared/bridge").then((m) => m.bridgeEngine),
  krendzu: () => import("@salon/shared/krendzu").then((m) => m.krendzuEngine),
  ktulu: () => import("@salon/shared/ktulu").then((m) => m.ktuluEngine),
  werewolf: () => import("@salon/shared/werewolf").then((m) => m.werewolfEngine),
};

export async function loadEngine(id: string): Promise<AnyRuleset | null> {
  if (!Object.prototype.hasOwnProperty.call(engines, id)) return null;
  return (await engines[id]()) as AnyRuleset;
}
