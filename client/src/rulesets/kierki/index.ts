/** Kierki, as this client shows it. */
import { kierkiDerived } from "@salon/shared/kierki/derive";
import { optionLabel } from "../../i18n/option-text";
import { kierkiAccess } from "../../table/access/games/kierki";
import type { RulesetClient } from "../types";
import { KierkiRenderer } from "./renderer";

export const kierkiClient: RulesetClient = {
  id: "kierki",
  derived: kierkiDerived,
  // The name as the create form says it (i18n/games/options.ts), in the reader's language.
  get name() {
    return optionLabel("kierki", "name", "Kierki");
  },
  access: kierkiAccess,
  createRenderer: (host) => new KierkiRenderer(host),
};
