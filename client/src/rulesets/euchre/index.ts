/** Euchre, as this client shows it. */
import type { RulesetClient } from "../types";
import { EuchreRenderer } from "./euchreRenderer";

export const euchreClient: RulesetClient = {
  id: "euchre",
  name: "Euchre",
  createRenderer: (host) => new EuchreRenderer(host),
};
