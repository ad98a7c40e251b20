/**
 * Every game's rules sheet ("How to play"), by ruleset id. Each game's text is its own module, loaded with a
 * dynamic `import()` only when someone opens its sheet, so the lobby and the table do not carry the words of
 * eight rulebooks in six languages.
 */
import type { RulesSheets } from "./types";

const LOADERS: Readonly<Record<string, () => Promise<RulesSheets>>> = {
  fox: () => import("./fox").then((m) => m.foxRules),
  euchre: () => import("./euchre").then((m) => m.euchreRules),
  kierki: () => import("./kierki").then((m) => m.kierkiRules),
  skat: () => import("./skat").then((m) => m.skatRules),
  bridge: () => import("./bridge").then((m) => m.bridgeRules),
  krendzu: () => import("./krendzu").then((m) => m.krendzuRules),
  ktulu: () => import("./ktulu").then((m) => m.ktuluRules),
  werewolf: () => import("./werewolf").then((m) => m.werewolfRules),
};

/** The ruleset ids that have a sheet. */
export const RULES_IDS: readonly string[] = Object.keys(LOADERS);

export function hasRules(ruleset: string): boolean {
  return Object.prototype.hasOwnProperty.call(LOADERS, ruleset);
}

/** The sheets of `ruleset` in every language, or null when it has none. */
export function loadRules(ruleset: string): Promise<RulesSheets | null> {
  return hasRules(ruleset) ? LOADERS[ruleset]() : Promise.resolve(null);
}
