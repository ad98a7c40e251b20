/**
 * Bridge hand records for `npm run bench`: the import of a 32-board PBN file (target ≤ 100 ms) and, with
 * `npm run bench -- --dd`, the double-dummy table of one board (target ≤ 1 s on one core). The table is
 * opt-in because the solver does not meet its target yet: it takes seconds of CPU a board, tens on hard
 * deals. Times are the process's CPU time (one core, whatever else the machine runs) beside the wall clock.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { parsePbnDeal } from "@salon/shared/bridge/cards";
import { ddTable } from "@salon/shared/bridge/par";
import { bridgeImports } from "@salon/shared/bridge/pbnHooks";

/** Wall and CPU milliseconds of `f`. */
function timed(f: () => void): { wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  f();
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 };
}

export function bridgeRecordsBench(dd = process.argv.includes("--dd")): void {
  const text = readFileSync(join(__dirname, "../shared/src/bridge/testdata/camrose-1-32.pbn"), "utf8");
  bridgeImports.pbn(text);
  const runs = 20;
  const imp = timed(() => {
    for (let i = 0; i < runs; i++) if (!bridgeImports.pbn(text).ok) throw new Error("camrose import refused");
  });
  console.log(`  PBN import, 32 boards   ${(imp.cpu / runs).toFixed(2)} ms CPU, ${(imp.wall / runs).toFixed(2)} ms wall  (target <= 100 ms)`);
  if (!dd) {
    console.log("  DD table of one board   not measured (npm run bench -- --dd; target <= 1 s CPU)");
    return;
  }
  // DDS's first example deal (examples/hands.cpp).
  const hands = parsePbnDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3")!;
  const t = timed(() => ddTable(hands));
  console.log(`  DD table of one board   ${(t.cpu / 1000).toFixed(2)} s CPU, ${(t.wall / 1000).toFixed(2)} s wall  (target <= 1 s CPU)`);
}
