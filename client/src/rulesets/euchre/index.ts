/** Euchre, as this client shows it. */
import { euchreDerived } from "@salon/shared/euchre/derive";
import { t } from "../../i18n/i18n";
import { euchreAccess } from "../../table/access/games/euchre";
import { gameClient } from "../game-client";
import { EuchreRenderer } from "./renderer";

export const euchreClient = gameClient("euchre", () => t("euchre.gameName"), {
  derived: euchreDerived,
  access: euchreAccess,
  createRenderer: (host) => new EuchreRenderer(host),
});
