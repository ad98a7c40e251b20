/** Skat, as this client shows it. */
import type { RulesetClient } from "../types";
import { SkatRenderer } from "./skatRenderer";

export const skatClient: RulesetClient = {
  id: "skat",
  name: "Skat",
  createRenderer: (host) => new SkatRenderer(host),
};
