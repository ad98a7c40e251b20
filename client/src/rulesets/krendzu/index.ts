/** Krendzu, as this client shows it. */
import type { RulesetClient } from "../types";
import { KrendzuRenderer } from "./krendzuRenderer";

export const krendzuClient: RulesetClient = {
  id: "krendzu",
  name: "Krendzu",
  createRenderer: (host) => new KrendzuRenderer(host),
};
