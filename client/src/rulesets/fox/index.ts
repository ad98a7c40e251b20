/** The Fox in the Forest, as this client shows it. */
import { foxDerived } from "@salon/shared/fox/derive";
import { t } from "../../i18n/i18n";
import { foxAccess } from "../../table/access/games/fox";
import type { RulesetClient } from "../types";
import { FoxRenderer } from "./renderer";

export const foxClient: RulesetClient = {
  id: "fox",
  derived: foxDerived,
  get name() {
    return t("fox.gameName");
  },
  access: foxAccess,
  createRenderer: (host) => new FoxRenderer(host),
};
