/**
 * The renderer factory for the moderated social-deduction rulesets. A game registers with one small
 * file passing its engine's catalog, e.g. `deductionClient({ id: "werewolf", name: "Werewolf",
 * catalog: werewolfCatalog })`.
 */
import type { DeductionCatalog } from "@salon/shared/core/deduction";
import type { RulesetClient } from "../types";
import { DeductionRenderer } from "./deductionRenderer";
import { defaultTheme, type DeductionTheme } from "./theme";

export interface DeductionClientSpec {
  id: string;
  name: string;
  catalog: DeductionCatalog;
  theme?: Partial<DeductionTheme>;
}

export function deductionClient(spec: DeductionClientSpec): RulesetClient {
  const theme: DeductionTheme = { ...defaultTheme, title: spec.name, ...spec.theme };
  return { id: spec.id, name: spec.name, createRenderer: (host) => new DeductionRenderer(host, spec.catalog, theme) };
}

export type { DeductionTheme } from "./theme";
