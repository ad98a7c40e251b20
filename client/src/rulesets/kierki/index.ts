/** Kierki, as this client shows it. */
import type { RulesetClient } from "../types";
import { KierkiRenderer } from "./kierkiRenderer";

export const kierkiClient: RulesetClient = {
  id: "kierki",
  name: "Kierki",
  createRenderer: (host) => new KierkiRenderer(host),
};
