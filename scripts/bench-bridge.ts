/**
 * Bridge hand records for `npm run bench`: the import of a 32-board PBN file (target ≤ 100 ms) and the
 * double-dummy table of one board (target ≤ 1 s on one core; printed as measured).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { parsePbnDeal } from "@salon/shared/bridge/cards";
import { ddTable } from "@salon/shared/bridge/par";
import { bridgeImports } from "@salon/shared/bridge/pbnHooks";

export function bridgeRecordsBench(): void {
  const text = readFileSync(join(__dirname, "../shared/src/bridge/testdata/camrose-1-32.pbn"), "utf8");
  bridgeImports.pbn(text);
  const runs = 20;
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) if (!bridgeImports.pbn(text).ok) throw new Error("camrose import refused");
  console.log(`  PBN import, 32 boards   ${((performance.now() - t0) / runs).toFixed(2)} ms  (target <= 100 ms)`);
  // DDS's first example deal (examples/hands.cpp).
  const hands = parsePbnDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")!;
  const t1 = performance.now();
  ddTable(hands);
  console.log(`  DD table of one board   ${((performance.now() - t1) / 1000).toFixed(1)} s  (target <= 1 s)`);
}
