/**
 * `npm run chaos -- [--kills K] [--stops S] [--tables T] [--short] [--json] [--only sqlite,postgres,stops,flood]
 * [--profile]`:
 * the store under faults (issue 28). A real Salon process (tests/support/salon-process.ts) holds T tables of
 * two bots each, watched by their creators; then, at random moments:
 *
 * - `sqlite`: SIGKILL K times with the embedded database, restarting each time;
 * - `postgres`: SIGKILL K times with a real PostgreSQL (a throwaway cluster, tests/support/postgres.ts);
 * - `stops`: PostgreSQL itself stopped abruptly (`pg_ctl stop -m immediate`) S times while the server plays
 *   on; every third outage (the 2nd, 5th, 8th…) the server is also SIGKILLed while the database is away, and started again once
 *   it is back (what it acknowledged meanwhile lives only in its spill file).
 *
 * After every restart each table is watched again: its first view must show at least the plays its old
 * watcher was shown (acknowledged: the room sends nothing before it is durable). It prints acknowledged
 * plays, plays lost, tables not restored and process deaths (a server that exited on its own); targets 0.
 * `--short` (2 kills of each kind, 2 stops, 3 tables) is what CI runs (tests/store/chaos.test.ts).
 *
 * - `flood` (scripts/chaos/flood.ts): one table's action→view p99, quiet and while one client floods from the
 *   same address with its own identity (tables, sockets, chat); target ≤ 2× the quiet p99. 15 s each way,
 *   4 s with `--short`. `--profile`: the flood phase's server writes a CPU profile (artifacts/profile).
 *
 * Shutdown under 1,000 clients is its own script: `npm run chaos:shutdown` (scripts/chaos/shutdown.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres, type Postgres } from "../../tests/support/postgres";
import { spawnSalon, type SalonProcess } from "../../tests/support/process";
import { buildServer } from "../build-server";
import { freePort, readArgv, sleep } from "../load/args";
import { floodPhase, printFlood, type FloodFigures } from "./flood";
import { playsBetween, Watcher } from "./tables";

/** The server as `npm start` runs it: bundled (scripts/build-server.ts), under plain node; built once. */
let entry: string | undefined;

interface Args {
  kills: number;
  stops: number;
  tables: number;
  json: boolean;
  short: boolean;
  only: Set<string>;
  seed: number;
  /** The flood phase's server writes a CPU profile (node --cpu-prof) to artifacts/profile. */
  profile: boolean;
}

function parseArgs(argv: string[]): Args {
  const a = readArgv(argv);
  const short = a.has("short");
  return {
    kills: a.num("kills", short ? 2 : 20, 0, 1000, true),
    stops: a.num("stops", short ? 2 : 20, 0, 1000, true),
    tables: a.num("tables", short ? 3 : 8, 1, 200, true),
    json: a.has("json"),
    short,
    only: new Set((a.get("only") ?? "sqlite,postgres,stops,flood").split(",")),
    seed: a.num("seed", Date.now() % 100_000, 0, 1e9, true),
    profile: a.has("profile"),
  };
}

export interface ChaosFigures {
  kills: { sqlite: number; postgres: number; duringOutage: number };
  stops: number;
  acknowledged: number;
  lost: number;
  notRestored: number;
  deaths: number;
  /** Tables a restart reported broken or damaged. */
  broken: number;
  restarts: number;
  details: string[];
  flood?: FloodFigures;
}

let rng = 1;
const random = () => {
  // xorshift: reproducible with --seed, no dependency
  rng ^= rng << 13;
  rng ^= rng >>> 17;
  rng ^= rng << 5;
  return ((rng >>> 0) % 1_000_000) / 1_000_000;
};

class Fleet {
  server: SalonProcess | null = null;
  watchers = new Map<string, Watcher>();
  /** Progress acknowledged per table so far (kept across restarts). */
  acked = new Map<string, number>();
  private diedOnItsOwn = false;

  constructor(
    readonly figures: ChaosFigures,
    readonly env: Record<string, string>,
    readonly port: number,
    readonly tables: number,
  ) {}

  get url(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = await spawnSalon(
      { ...this.env, PORT: String(this.port), BOT_DELAY_MS: "15", RECONNECT_SECONDS: "60", NODE_ENV: "production" },
      90_000,
      entry,
    );
    this.diedOnItsOwn = false;
    const me = this.server;
    me.child.once("exit", () => {
      if (this.server === me && !killing.has(me)) {
        this.diedOnItsOwn = true;
        this.figures.deaths++;
        this.figures.details.push(`server exited on its own:\n${me.output().slice(-2000)}`);
      }
    });
    this.figures.restarts++;
    const r = this.server.restored as typeof this.server.restored & { damaged?: { id: string; reason: string }[] };
    this.figures.broken += r.broken.length + (r.damaged?.length ?? 0);
    for (const b of r.broken) this.figures.details.push(`broken ${b.id}: ${b.reason}`);
    for (const b of r.damaged ?? []) this.figures.details.push(`damaged ${b.id}: ${b.reason}`);
  }

  /** After a restart: every table known is watched again and compared with what was acknowledged. */
  async check(): Promise<void> {
    for (const [id, before] of this.acked) {
      let w: Watcher;
      try {
        w = await Watcher.watch(this.url, id, 15_000);
      } catch (e) {
        this.figures.notRestored++;
        this.figures.details.push(`table ${id} not restored: ${e instanceof Error ? e.message : String(e)}`);
        this.acked.delete(id);
        continue;
      }
      let back = w.first;
      if (back < 0) back = await w.finishedProgress(`http://127.0.0.1:${this.port}`);
      if (back < 0 && before >= 0) {
        this.figures.notRestored++;
        this.figures.details.push(`table ${id} came back without its game (status ${w.status})`);
        w.close();
        this.acked.delete(id);
        continue;
      }
      const lost = Math.max(0, -playsBetween(before, back));
      if (lost > 0) this.figures.details.push(`table ${id}: ${lost} acknowledged plays lost (had ${before}, came back at ${back})`);
      this.figures.lost += lost;
      this.watch(id, w);
    }
  }

  private watch(id: string, w: Watcher): void {
    this.watchers.get(id)?.close();
    this.watchers.set(id, w);
    if (!this.acked.has(id)) this.acked.set(id, w.acked);
  }

  /** Opens tables until `tables` are playing (finished-and-idle ones are let go). */
  async fill(): Promise<void> {
    for (const [id, w] of this.watchers) {
      if (w.status === "over") {
        w.close();
        this.watchers.delete(id);
        this.acked.delete(id);
      }
    }
    while (this.watchers.size < this.tables) {
      const w = await Watcher.open(this.url, 15);
      this.watch(w.room.roomId, w);
    }
  }

  /** Folds what each watcher was shown into the acknowledged totals. */
  settle(): void {
    for (const [id, w] of this.watchers) {
      const before = this.acked.get(id) ?? -1;
      if (w.acked > before) {
        if (before >= 0) this.figures.acknowledged += playsBetween(before, w.acked);
        else this.figures.acknowledged += w.acked % 1_000_000;
        this.acked.set(id, w.acked);
      }
    }
  }

  async kill(): Promise<void> {
    this.settle();
    const s = this.server;
    if (!s) return;
    killing.add(s);
    await s.kill();
    // What arrives after the kill signal cannot have been acknowledged by a live server: nothing more counts.
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
    this.server = null;
  }

  alive(): boolean {
    return !this.diedOnItsOwn && this.server !== null && this.server.child.exitCode === null && this.server.child.signalCode === null;
  }

  async health(): Promise<{ db?: string }> {
    const res = await fetch(`http://127.0.0.1:${this.port}/healthz`).catch(() => null);
    return res ? ((await res.json()) as { db?: string }) : {};
  }
}

const killing = new Set<SalonProcess>();

async function killCycles(fleet: Fleet, kills: number, kind: "sqlite" | "postgres", log: (s: string) => void): Promise<void> {
  await fleet.start();
  for (let i = 0; i < kills; i++) {
    await fleet.fill();
    await sleep(300 + random() * 1500);
    await fleet.kill();
    fleet.figures.kills[kind]++;
    await fleet.start();
    await fleet.check();
    log(`${kind} kill ${i + 1}/${kills}: acknowledged ${fleet.figures.acknowledged}, lost ${fleet.figures.lost}, not restored ${fleet.figures.notRestored}`);
  }
  await fleet.kill();
}

async function stopCycles(fleet: Fleet, pg: Postgres, stops: number, log: (s: string) => void): Promise<void> {
  await fleet.start();
  for (let i = 0; i < stops; i++) {
    await fleet.fill();
    await sleep(300 + random() * 1200);
    pg.crash();
    fleet.figures.stops++;
    // The server plays on without its database (degraded); its acknowledged plays go to the spill file.
    await sleep(800 + random() * 1500);
    const crashToo = i % 3 === 1;
    if (crashToo) {
      await fleet.kill();
      fleet.figures.kills.duringOutage++;
    } else if (!fleet.alive()) {
      fleet.settle();
      fleet.server = null;
    } else {
      fleet.settle();
    }
    pg.start();
    if (!fleet.server) {
      await fleet.start();
      await fleet.check();
    } else {
      // Caught up: the server says ok again once every queued and spilled write is in.
      const until = Date.now() + 30_000;
      while ((await fleet.health()).db !== "ok" && Date.now() < until) await sleep(200);
    }
    log(
      `pg stop ${i + 1}/${stops}${crashToo ? " (+ SIGKILL during the outage)" : ""}: acknowledged ${fleet.figures.acknowledged}, lost ${fleet.figures.lost}, deaths ${fleet.figures.deaths}`,
    );
  }
  // Last: a kill with the database up, to read back every table from the database itself.
  await fleet.kill();
  await fleet.start();
  await fleet.check();
  await fleet.kill();
}

export async function chaos(args: Args, log: (s: string) => void = (s) => console.error(s)): Promise<ChaosFigures> {
  rng = args.seed | 1;
  const figures: ChaosFigures = {
    kills: { sqlite: 0, postgres: 0, duringOutage: 0 },
    stops: 0,
    acknowledged: 0,
    lost: 0,
    notRestored: 0,
    deaths: 0,
    broken: 0,
    restarts: 0,
    details: [],
  };
  const dirs: string[] = [];
  let pg: Postgres | null = null;
  const bundle = join(__dirname, "..", "..", "artifacts", "chaos");
  await buildServer(join(__dirname, "..", "..", "tests", "support", "salon-process.ts"), bundle);
  entry = join(bundle, "main.js");
  try {
    if (args.only.has("sqlite") && args.kills > 0) {
      const dir = mkdtempSync(join(tmpdir(), "salon-chaos-"));
      dirs.push(dir);
      await killCycles(new Fleet(figures, { DATA_DIR: dir }, await freePort(), args.tables), args.kills, "sqlite", log);
    }
    if ((args.only.has("postgres") && args.kills > 0) || (args.only.has("stops") && args.stops > 0)) pg = await startPostgres();
    if (pg && args.only.has("postgres") && args.kills > 0) {
      const dir = mkdtempSync(join(tmpdir(), "salon-chaos-"));
      dirs.push(dir);
      await killCycles(new Fleet(figures, { DATA_DIR: dir, DATABASE_URL: pg.url }, await freePort(), args.tables), args.kills, "postgres", log);
    }
    if (pg && args.only.has("stops") && args.stops > 0) {
      const dir = mkdtempSync(join(tmpdir(), "salon-chaos-"));
      dirs.push(dir);
      await stopCycles(new Fleet(figures, { DATA_DIR: dir, DATABASE_URL: pg.url }, await freePort(), args.tables), pg, args.stops, log);
    }
    if (args.only.has("flood")) figures.flood = await floodPhase(entry, args.short, log, args.profile);
  } finally {
    pg?.destroy();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return figures;
}

function print(f: ChaosFigures): string {
  return [
    `SIGKILLs: ${f.kills.sqlite} on SQLite, ${f.kills.postgres} on PostgreSQL, ${f.kills.duringOutage} during a PostgreSQL outage; abrupt PostgreSQL stops: ${f.stops}; restarts: ${f.restarts}`,
    `acknowledged plays:   ${f.acknowledged}`,
    `plays lost:           ${f.lost}   (target 0)`,
    `tables not restored:  ${f.notRestored}   (target 0)`,
    `broken/damaged:       ${f.broken}   (target 0)`,
    `process deaths:       ${f.deaths}   (target 0)`,
    ...f.details.slice(0, 20).map((d) => `  ${d}`),
    ...(f.flood ? [printFlood(f.flood)] : []),
  ].join("\n");
}

if (require.main === module) {
  const args = parseArgs(process.argv.slice(2));
  const guard = setTimeout(() => {
    console.error("chaos: global timeout");
    process.exit(2);
  }, 3600_000);
  guard.unref();
  chaos(args)
    .then((f) => {
      console.log(args.json ? JSON.stringify(f) : print(f));
      process.exit(0);
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : e);
      process.exit(1);
    });
}
