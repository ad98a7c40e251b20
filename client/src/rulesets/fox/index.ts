/** The Fox in the Forest, as this client shows it. */
import { foxDerived } from "@salon/shared/fox/derive";
import { t } from "../../i18n/i18n";
import { foxAccess } from "../../table/access/games/fox";
import { gameClient } from "../game-client";
import { FoxRenderer } from "./renderer";

export const foxClient = gameClient("fox", () => t("fox.gameName"), {
  derived: foxDerived,
  access: foxAccess,
  createRenderer: (host) => new FoxRenderer(host),
});
