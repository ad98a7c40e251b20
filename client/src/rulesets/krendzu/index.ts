/** Krendzu, as this client shows it. */
import { t } from "../../i18n/i18n";
import { krendzuAccess } from "../../table/access/games/krendzu";
import { gameClient } from "../game-client";
import { KrendzuRenderer } from "./renderer";

export const krendzuClient = gameClient("krendzu", () => t("krendzu.gameName"), { access: krendzuAccess, createRenderer: (host) => new KrendzuRenderer(host) });
