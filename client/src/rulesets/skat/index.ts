/** Skat, as this client shows it. */
import { optionLabel } from "../../i18n/option-text";
import { skatAccess } from "../../table/access/games/skat";
import type { RulesetClient } from "../types";
import { SkatRenderer } from "./renderer";

export const skatClient: RulesetClient = {
  id: "skat",
  // The name as the create form says it (i18n/games/options.ts), in the reader's language.
  get name() {
    return optionLabel("skat", "name", "Skat");
  },
  access: skatAccess,
  createRenderer: (host) => new SkatRenderer(host),
};
