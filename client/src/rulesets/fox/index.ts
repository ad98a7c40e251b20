/** The Fox in the Forest, as this client shows it. */
import type { RulesetClient } from "../types";
import { FoxRenderer } from "./foxRenderer";

export const foxClient: RulesetClient = {
  id: "fox",
  name: "The Fox in the Forest",
  createRenderer: (host) => new FoxRenderer(host),
};
