/** Contract Bridge, as this client shows it. */
import type { RulesetClient } from "../types";
import { BridgeRenderer } from "./bridgeRenderer";

export const bridgeClient: RulesetClient = {
  id: "bridge",
  name: "Contract Bridge",
  createRenderer: (host) => new BridgeRenderer(host),
};
