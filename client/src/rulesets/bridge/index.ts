/** Contract Bridge, as this client shows it. */
import { optionLabel } from "../../i18n/option-text";
import { bridgeAccess } from "../../table/access/games/bridge";
import { gameClient } from "../game-client";
import { BridgeRenderer } from "./renderer";

export const bridgeClient = gameClient(
  "bridge",
  // The name as the create form says it (i18n/games/options.ts), in the reader's language.
  () => optionLabel("bridge", "name", "Contract Bridge"),
  { access: bridgeAccess, createRenderer: (host) => new BridgeRenderer(host) },
);
