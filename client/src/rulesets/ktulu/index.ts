/** Ktulu, as this client shows it: the shared deduction console and phone, with the engine's catalog. */
import { ktuluCatalog } from "@salon/shared/ktulu/catalog";
import { deductionClient } from "../deduction";

export const ktuluClient = deductionClient({
  id: "ktulu",
  name: "Ktulu",
  catalog: ktuluCatalog,
  theme: { night: 0x171226, day: 0x3b3a22 },
});
