/** Krendzu, as this client shows it. */
import { t } from "../../i18n/i18n";
import { krendzuAccess } from "../../table/access/games/krendzu";
import type { RulesetClient } from "../types";
import { KrendzuRenderer } from "./renderer";

export const krendzuClient: RulesetClient = {
  id: "krendzu",
  get name() {
    return t("krendzu.gameName");
  },
  access: krendzuAccess,
  createRenderer: (host) => new KrendzuRenderer(host),
};
