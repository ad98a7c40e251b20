/**
 * The server side of `npm run load`: Salon in its own process (pinned to a core by the harness), with the
 * database on (a throwaway data folder) or off. It answers the harness over IPC with its CPU time, memory
 * (after a forced GC when asked) and live tables; nothing of this is an HTTP route.
 */
import { matchMaker } from "@colyseus/core";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Session } from "node:inspector";
import { constants, PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";
import { getHeapSpaceStatistics, writeHeapSnapshot } from "node:v8";
import { startSalon } from "../../server/src/app";
import { LIMITS } from "../../server/src/ops/limits";

async function main(): Promise<void> {
  // A production process, as `npm start` makes it.
  process.env.NODE_ENV ??= "production";
  // Every client of the harness comes from one loopback address and stands for a different person: up to
  // 2,000 tables and 8,000 sockets from "one address" (and with `--fresh`, a table after each deal) are far
  // beyond what ops/limits.ts lets one address do. The limits read these numbers on every check, so these
  // lift the per-address ones (the per-identity ones stay: each client here is its own identity).
  for (const rate of [LIMITS.tablesPerAddress, LIMITS.tablesPerPlayer, LIMITS.matchmakingPerAddress, LIMITS.playersPerAddress] as {
    burst: number;
    perMinute: number;
  }[]) {
    rate.burst = 1e9;
    rate.perMinute = 1e9;
  }
  const counts = LIMITS as unknown as Record<"openTablesPerAddress" | "socketsPerAddress" | "socketsPerAddressAtTable", number>;
  counts.openTablesPerAddress = counts.socketsPerAddress = counts.socketsPerAddressAtTable = 1e9;
  const durable = process.env.LOAD_DURABLE !== "off";
  const dataDir = durable ? mkdtempSync(join(tmpdir(), "salon-load-")) : undefined;
  const salon = await startSalon({ port: Number(process.env.PORT), host: "127.0.0.1", durable, dataDir, defaultBotDelayMs: 0, reconnectSeconds: 20 });
  let snapshotTaken = false;
  const profiler = steadyProfiler();
  const gcPauses = watchGc();
  process.on("message", (m: { ask: "stats" | "gc" | "stop" | "profile-start" | "profile-stop" }) => {
    if (m.ask === "profile-start") return profiler.start();
    if (m.ask === "profile-stop") return profiler.stop((profile) => process.send?.({ profile }));
    if (m.ask === "gc") (globalThis as { gc?: () => void }).gc?.();
    if (m.ask === "stop") {
      void salon.close().then(() => {
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
      return;
    }
    const mem = process.memoryUsage();
    // Where the heap's committed memory sits: V8 keeps pages it may reuse, so "total" can far exceed "used".
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((x) => [x.space_name, { used: x.space_used_size, size: x.space_size }]));
    const cpu = process.cpuUsage();
    process.send?.({
      stats: {
        cpuMs: (cpu.user + cpu.system) / 1000,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        heapTotal: mem.heapTotal,
        external: mem.external,
        arrayBuffers: mem.arrayBuffers,
        spaces,
        rooms: matchMaker.stats.local.roomCount,
        queued: salon.store?.health().queued ?? 0,
        gcPauses,
      },
    });
    // The first forced GC with every table live (the harness's "held" point): what each table keeps (after
    // the figures went out: writing a snapshot takes memory of its own).
    const snapshot = process.env.LOAD_HEAP_SNAPSHOT;
    if (m.ask === "gc" && snapshot && !snapshotTaken && matchMaker.stats.local.roomCount > 0) {
      snapshotTaken = true;
      writeHeapSnapshot(snapshot);
    }
  });
  process.send?.({ ready: salon.port });
}

/**
 * Every GC pause so far, as [kind, milliseconds], kind 0 a scavenge, 1 a full GC, 2 anything else (an
 * incremental marking step, weak callbacks). Each pause holds up every table at once, so pauses set much of
 * the latency's tail; the harness reports those of the steady window.
 */
function watchGc(): [number, number][] {
  const pauses: [number, number][] = [];
  const kinds = new Map([
    [constants.NODE_PERFORMANCE_GC_MINOR, 0],
    [constants.NODE_PERFORMANCE_GC_MAJOR, 1],
  ]);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push([kinds.get((e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1) ?? 2, e.duration]);
  }).observe({ entryTypes: ["gc"] });
  return pauses;
}

/**
 * Profiles of the steady part of a run only (the harness says when it starts and ends; a profile of the whole
 * process would mix in the joins, the bundle's loading and the tables' opening writes): V8's CPU profile, and
 * its sampling heap profile of the objects that outlived a young-generation GC (what fills the old space
 * and makes scavenges and full GCs long).
 */
function steadyProfiler(): { start(): void; stop(done: (profile: { cpu: string; promoted: string }) => void): void } {
  const session = new Session();
  session.connect();
  return {
    start() {
      session.post("Profiler.enable", () => session.post("Profiler.start"));
      // V8's flags (newer than @types/node's protocol types): count only what survived a scavenge.
      const sampling = { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false };
      session.post("HeapProfiler.enable", () => session.post("HeapProfiler.startSampling", sampling));
    },
    stop(done) {
      session.post("HeapProfiler.stopSampling", (e1, heap) =>
        session.post("Profiler.stop", (e2, cpu) => done({ cpu: e2 ? "" : JSON.stringify(cpu.profile), promoted: e1 ? "" : JSON.stringify(heap.profile) })),
      );
    },
  };
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
