/**
 * Bridge hand records for `npm run bench`: the import of a 32-board PBN file (target ≤ 100 ms) and, with
 * `npm run bench -- --dd`, the double-dummy table of each of DDS's ten reference deals (target ≤ 1 s on one
 * core), each checked against the table DDS publishes. Times are the process's CPU time (one core, whatever else the machine runs) beside the wall clock.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { parsePbnDeal } from "@salon/shared/bridge/cards";
import { ddTable } from "@salon/shared/bridge/par";
import { bridgeImports } from "@salon/shared/bridge/pbn-hooks";

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
  // DDS's ten reference deals (testdata/dds-list10.txt), each table checked against the one DDS publishes.
  const lines = readFileSync(join(__dirname, "../shared/src/bridge/testdata/dds-list10.txt"), "utf8").split("\n").filter(Boolean);
  const cpu: number[] = [];
  const nodes: number[] = [];
  for (let i = 0; i < lines.length; i += 3) {
    const hands = parsePbnDeal(lines[i].match(/"(.*)"/)![1])!;
    // DDS order: spades N E S W, hearts, diamonds, clubs, notrump; ours: strains C D H S NT.
    const dds = lines[i + 1].split(" ").slice(1).map(Number);
    const published = [3, 2, 1, 0, 4].map((k) => dds.slice(k * 4, k * 4 + 4));
    let table: number[][] = [];
    const work = { nodes: 0, probes: 0 };
    const t = timed(() => (table = ddTable(hands, work)));
    nodes.push(work.nodes);
    const same = JSON.stringify(table) === JSON.stringify(published);
    cpu.push(t.cpu);
    console.log(
      `  DD table, DDS deal ${String(i / 3 + 1).padStart(2)}    ${(t.cpu / 1000).toFixed(2)} s CPU, ${(t.wall / 1000).toFixed(2)} s wall, ${(work.nodes / 1e6).toFixed(2)}M nodes in ${work.probes} searches${same ? "" : "  DIFFERS FROM DDS"}`,
    );
    if (!same) process.exitCode = 1;
  }
  const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
  // the median too: a few hard deals pull the mean far from the typical board
  const sorted = [...cpu].sort((a, b) => a - b);
  const median = (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
  console.log(
    `  DD table of one board   ${(median / 1000).toFixed(2)} s CPU median, ${(mean / 1000).toFixed(2)} s on average, ${(Math.max(...cpu) / 1000).toFixed(2)} s at most, ${(nodes.reduce((a, b) => a + b, 0) / 1e6).toFixed(1)}M nodes in all  (target <= 1 s CPU)`,
  );
}
