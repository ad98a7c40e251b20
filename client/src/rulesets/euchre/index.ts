/** Euchre, as this client shows it. */
import { euchreDerived } from "@salon/shared/euchre/derive";
import { t } from "../../i18n/i18n";
import { euchreAccess } from "../../table/access/games/euchre";
import type { RulesetClient } from "../types";
import { EuchreRenderer } from "./renderer";

export const euchreClient: RulesetClient = {
  id: "euchre",
  derived: euchreDerived,
  get name() {
    return t("euchre.gameName");
  },
  access: euchreAccess,
  createRenderer: (host) => new EuchreRenderer(host),
};
