/** Euchre, as this client shows it. */
import { t } from "../../i18n/i18n";
import type { RulesetClient } from "../types";
import { EuchreRenderer } from "./euchreRenderer";

export const euchreClient: RulesetClient = {
  id: "euchre",
  get name() {
    return t("euchre.gameName");
  },
  createRenderer: (host) => new EuchreRenderer(host),
};
