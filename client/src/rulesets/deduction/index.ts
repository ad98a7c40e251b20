/**
 * The renderer factory for the moderated social-deduction rulesets. A game registers with one small
 * file passing its engine's catalog, e.g. `deductionClient({ id: "werewolf", name: "Werewolf",
 * catalog: werewolfCatalog })`. The game's words live in the catalogue section named by its id (or
 * `theme.words`): its name (`<id>.gameName`), and its roles, factions, marks and steps by id.
 */
import type { DeductionCatalog } from "@salon/shared/core/deduction";
import type { RulesetClient } from "../types";
import { deductionAccess } from "../../table/access/games/deduction";
import { DeductionRenderer } from "./renderer";
import { textOr } from "../../i18n/i18n";
import { describeAction, localCatalog, withoutFor } from "./view";
import { defaultTheme, type DeductionTheme } from "./theme";

export interface DeductionClientSpec {
  id: string;
  /** The English name; `<id>.gameName` in the catalogue names it in the reader's language. */
  name: string;
  catalog: DeductionCatalog;
  theme?: Partial<DeductionTheme>;
}

export function deductionClient(spec: DeductionClientSpec): RulesetClient {
  const name = () => textOr(`${spec.theme?.words ?? spec.id}.gameName`, spec.name);
  const theme = (): DeductionTheme => ({ ...defaultTheme, title: name(), words: spec.id, ...spec.theme });
  return {
    id: spec.id,
    get name() {
      return name();
    },
    createRenderer: (host) => {
      // Built here, not at import: the catalogue's language is chosen by then.
      const th = theme();
      return new DeductionRenderer(host, localCatalog(spec.catalog, th), th);
    },
    access: deductionAccess(() => localCatalog(spec.catalog, theme()), theme),
    describeAction: (action, names) => describeAction(localCatalog(spec.catalog, theme()), withoutFor(action as never), names),
  };
}

export type { DeductionTheme } from "./theme";
