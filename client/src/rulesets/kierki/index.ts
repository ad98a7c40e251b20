/** Kierki, as this client shows it. */
import { kierkiDerived } from "@salon/shared/kierki/derive";
import { optionLabel } from "../../i18n/option-text";
import { kierkiAccess } from "../../table/access/games/kierki";
import { gameClient } from "../game-client";
import { KierkiRenderer } from "./renderer";

export const kierkiClient = gameClient(
  "kierki",
  // The name as the create form says it (i18n/games/options.ts), in the reader's language.
  () => optionLabel("kierki", "name", "Kierki"),
  { derived: kierkiDerived, access: kierkiAccess, createRenderer: (host) => new KierkiRenderer(host) },
);
