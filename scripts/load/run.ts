/**
 * `npm run load -- --tables N [--game kierki] [--seconds S] [--durable on|off] [--drop F] [--malformed M]
 * [--bots B] [--pace MS] [--fresh] [--floor off] [--profile] [--profile-idle] [--heap-snapshot] [--json] [--v8 "FLAGS"]`: the server in one process and real clients in another, pinned to
 * different cores where `taskset` exists, over loopback only, bounded in tables (≤ 2,000) and time. It prints
 * figures next to their targets (issue 12, part 4; issue 11, part 8) and asserts nothing. `--bots B` adds B
 * tables of normal bots (issue 13, part 4): compare the human tables' p99 with and without them. The bots'
 * worker threads share the server's core then, as on a one-core server. `--pace MS` has each player wait MS
 * before playing, so that the server is far from saturation and the p99 shows the path, not the queue.
 * `--fresh` opens a new table in place of each one whose first deal ended (its clients leave) instead of playing on:
 * deals starting on new tables with the database on (issue 33). Right after the run, unless `--floor off`,
 * the harness measures the bare Colyseus relay of `npm run load:floor` (as many groups as tables) and prints
 * Salon's CPU per play beside it and the ratio beside issue 33's target (≤ 1.5×).
 * `npm run load -- --events 25 [--tables 6] …`: club events instead (scripts/load/events.ts).
 */
import { fork, execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadConfig, LoadResult } from "./clients";
import { buildServer } from "../build-server";
import { freePort, pin, readArgv } from "./args";
import { once } from "./ipc";
import { summarizePromoted, summarizeProfile } from "./profile";
import { report } from "./report";
import { measureFloor } from "./floor";
import { runEvents } from "./events";

interface Args {
  tables: number;
  game: string;
  seconds: number;
  durable: boolean;
  drop: number;
  malformed: number;
  bots: number;
  pace: number;
  fresh: boolean;
  /** Measure the Colyseus relay floor right after the run (back to back) and print the ratio. */
  floor: boolean;
  profile: boolean;
  /** Profile the idle windows (every table connected, nobody playing) instead of the steady one. */
  profileIdle: boolean;
  /** Write the server's heap, every table live and play paused, to artifacts/profile/held.heapsnapshot. */
  heapSnapshot: boolean;
  json: boolean;
  /** Extra V8/Node flags for the server process (e.g. "--max-semi-space-size=4"), to measure their effect. */
  v8: string[];
}

function parseArgs(argv: string[]): Args {
  const a = readArgv(argv);
  return {
    tables: a.num("tables", 50, 1, 2000),
    game: a.get("game") ?? "kierki",
    seconds: a.num("seconds", 15, 1, 300),
    durable: (a.get("durable") ?? "on") !== "off",
    drop: a.num("drop", 0, 0, 1),
    malformed: a.num("malformed", 0, 0, 1),
    bots: a.num("bots", 0, 0, 500),
    pace: a.num("pace", 0, 0, 5000),
    fresh: a.has("fresh"),
    floor: a.get("floor") !== "off",
    profile: a.has("profile"),
    profileIdle: a.has("profile-idle"),
    heapSnapshot: a.has("heap-snapshot"),
    json: a.has("json"),
    v8: (a.get("v8") ?? "").split(/\s+/).filter(Boolean),
  };
}

const hasTaskset = (() => {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** Starts an entry (TypeScript through tsx, or a bundle with plain node), pinned to `core` when taskset exists. */
function start(file: string, core: number, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  const execArgv = file.endsWith(".ts") ? ["--import", "tsx", ...nodeArgs] : nodeArgs;
  const child = fork(file, [], { execArgv, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  // -a: every thread of the process (V8's helpers and libuv's pool included), not just its first.
  if (hasTaskset) pin(child.pid, core);
  return child;
}

interface ServerStats {
  cpuMs: number;
  rss: number;
  heapUsed: number;
  rooms: number;
  gcPauses?: [number, number][];
}
const stats = (server: ChildProcess, gc = false): Promise<ServerStats> => {
  server.send({ ask: gc ? "gc" : "stats" });
  return once(server, (m) => m.stats as ServerStats | undefined, 30_000);
};

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const port = await freePort();
  const profileDir = join(__dirname, "..", "..", "artifacts", "profile");
  if (args.profile || args.profileIdle || args.heapSnapshot) mkdirSync(profileDir, { recursive: true });
  // The server runs as `npm start` runs it: bundled, under plain node (scripts/build-server.ts).
  const bundleDir = join(__dirname, "..", "..", "artifacts", "load");
  await buildServer(join(__dirname, "server.ts"), bundleDir);
  const server = start(
    join(bundleDir, "main.js"),
    0,
    {
      PORT: String(port),
      LOAD_DURABLE: args.durable ? "on" : "off",
      ...(args.heapSnapshot ? { LOAD_HEAP_SNAPSHOT: join(profileDir, "held.heapsnapshot") } : {}),
    },
    ["--expose-gc", ...args.v8],
  );
  const killAll: ChildProcess[] = [server];
  const guard = setTimeout(
    () => {
      console.error("load: global timeout; stopping");
      for (const c of killAll) c.kill("SIGKILL");
      process.exit(2);
    },
    (args.seconds + 900) * 1000,
  );
  try {
    await once(server, (m) => m.ready, 60_000);
    const start0 = await stats(server, true);
    const clients = start(join(__dirname, "clients.ts"), 1, {});
    killAll.push(clients);
    await once(clients, (m) => m.ready, 60_000);
    const cfg: LoadConfig = {
      url: `ws://127.0.0.1:${port}`,
      tables: args.tables,
      game: args.game,
      seconds: args.seconds,
      warmupSeconds: Math.min(5, 2 + args.tables / 250),
      drop: args.drop,
      malformed: args.malformed,
      bots: args.bots,
      pace: args.pace,
      fresh: args.fresh,
    };
    clients.send(cfg);
    // Server CPU and memory over the steady part of the run: the clients say when it starts and ends.
    await once(clients, (m) => m.steady, (args.seconds + 600) * 1000);
    const steady0 = await stats(server);
    if (args.profile) server.send({ ask: "profile-start" });
    let peak = steady0;
    const sampler = setInterval(() => void stats(server).then((s) => (peak = s.rss > peak.rss ? s : peak)), 1000);
    const finished = once(
      clients,
      (m) => m.result ?? (m.error ? Promise.reject(new Error(m.error)) : undefined),
      (args.seconds + 600) * 1000,
    ) as Promise<LoadResult>;
    await once(clients, (m) => m.holding, (args.seconds + 600) * 1000);
    clearInterval(sampler);
    const steady1 = await stats(server);
    const profiled = args.profile ? await stopProfile(server, profileDir) : null;
    // Every table still open, play paused: memory per live table after a GC, read once the pages that GC
    // freed have gone back to the system (V8 unmaps them in the background; RSS read right after a
    // compacting GC still counts both the old pages and the new ones).
    await stats(server, true);
    // The idle figure (issue 33): the server's CPU while every table is connected and nobody plays, in three
    // windows of 20 s from 2 s after that GC (its pages given back first). Pings go on evenly (ops/liveness.ts);
    // once allocation stops V8 shrinks the heap play left behind with one concurrent full GC (its memory
    // reducer, some seconds after the play): a cost of the play's end that one of the windows carries, mostly
    // on V8's own threads. The report takes the median window as the idle cost between plays.
    await new Promise((r) => setTimeout(r, 2_000));
    let mark = await stats(server);
    const held = mark;
    const idle: { cpuMs: number; ms: number }[] = [];
    if (args.profileIdle) server.send({ ask: "profile-start" });
    for (let i = 0; i < 3; i++) {
      const from = performance.now();
      await new Promise((r) => setTimeout(r, 20_000));
      const next = await stats(server);
      idle.push({ cpuMs: next.cpuMs - mark.cpuMs, ms: performance.now() - from });
      mark = next;
    }
    // The same tables a minute on, nobody playing: what they cost once V8 has given back what the play grew
    // (its memory reducer shrinks the young generation and the old space's slack some seconds after the play).
    const settled = mark;
    const idleProfile = args.profileIdle ? await stopProfile(server, profileDir) : null;
    clients.send({ release: true });
    const result = await finished;
    // Every table closes once its clients left: the heap must come back.
    let end = await stats(server, true);
    for (let i = 0; i < 60 && end.rooms > 0; i++) {
      await new Promise((r) => setTimeout(r, 500));
      end = await stats(server, true);
    }
    await new Promise((r) => setTimeout(r, 1500));
    end = await stats(server, true);
    server.send({ ask: "stop" });
    await new Promise((r) => server.once("exit", r));
    const profile = profiled ? summarizeProfile(profiled.cpu) : idleProfile ? summarizeProfile(idleProfile.cpu) : null;
    const promoted = profiled ? summarizePromoted(profiled.promoted) : null;
    // The floor, back to back with the run: the same machine's load, as many groups of four as tables.
    const floor = args.floor ? (await measureFloor("colyseus", args.tables, Math.min(10, args.seconds))).cpuPerPlay : null;
    const out = report({
      args,
      pinned: hasTaskset,
      result,
      start: start0,
      steady: [steady0, steady1],
      peak,
      held,
      settled,
      idle,
      end,
      profile,
      promoted,
      floor,
    });
    console.log(args.json ? JSON.stringify(out.figures, null, 2) : out.text);
  } finally {
    clearTimeout(guard);
    for (const c of killAll) if (c.exitCode === null) c.kill("SIGKILL");
  }
}

/** Ends the steady window's profiles and keeps them as artifacts/profile/steady-<time>.{cpuprofile,heapprofile}. */
async function stopProfile(server: ChildProcess, dir: string): Promise<{ cpu: string; promoted: string }> {
  server.send({ ask: "profile-stop" });
  const got = await once(server, (m) => m.profile as { cpu: string; promoted: string } | undefined, 60_000);
  const stem = join(dir, `steady-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  writeFileSync(`${stem}.cpuprofile`, got.cpu);
  writeFileSync(`${stem}.heapprofile`, got.promoted);
  return got;
}

// `--events N`: club events under load (scripts/load/events.ts).
(process.argv.includes("--events") ? runEvents(process.argv.slice(2)).then(() => process.exit(0)) : main()).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
