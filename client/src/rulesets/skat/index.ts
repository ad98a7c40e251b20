/** Skat, as this client shows it. */
import { optionLabel } from "../../i18n/option-text";
import { skatAccess } from "../../table/access/games/skat";
import { gameClient } from "../game-client";
import { SkatRenderer } from "./renderer";

export const skatClient = gameClient(
  "skat",
  // The name as the create form says it (i18n/games/options.ts), in the reader's language.
  () => optionLabel("skat", "name", "Skat"),
  { access: skatAccess, createRenderer: (host) => new SkatRenderer(host) },
);
