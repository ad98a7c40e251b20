/**
 * A database outage never ends the process, and loses nothing (issue 28, item 1). A real Salon process on a
 * real PostgreSQL; the database is stopped abruptly (`pg_ctl stop -m immediate`, connections cut mid-
 * transaction) while bot tables play. The process lives and keeps acknowledging plays, which also go to the
 * spill file under its data folder; the server is then SIGKILLed during the outage and started again once
 * the database is back: every acknowledged play is there. A server started while the database is down
 * starts degraded, plays, and brings its tables back once the database answers.
 *
 * "Acknowledged" is what a table's watcher was shown: the room sends nothing before it is durable.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, startPostgres, type Postgres } from "../support/postgres";
import { spawnSalon, type SalonProcess } from "../support/process";
import { playsBetween, Watcher } from "../../scripts/chaos/tables";

jest.setTimeout(240_000);

let pg: Postgres;
let dataDir: string;
let port: number;
let server: SalonProcess | null = null;
const watchers: Watcher[] = [];
beforeAll(async () => {
  pg = await startPostgres();
  dataDir = mkdtempSync(join(tmpdir(), "salon-outage-"));
  port = await freePort();
}, 60_000);
afterEach(async () => {
  // A failed test leaves no server behind for the next one.
  for (const w of watchers.splice(0)) w.close();
  await server?.kill();
  server = null;
});
afterAll(async () => {
  for (const w of watchers) w.close();
  await server?.kill();
  pg?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const url = () => `ws://127.0.0.1:${port}`;
const start = async () => (server = await spawnSalon({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: pg.url, BOT_DELAY_MS: "15" }, 90_000));
const alive = (s: SalonProcess) => s.child.exitCode === null && s.child.signalCode === null;
const health = async () => {
  // A kept-alive socket the server closes just then fails a fetch ("other side closed"): ask once more.
  const get = () => fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: "close" } });
  const res = await get().catch(get);
  // The body's own `status` is a word (ok/restoring/degraded); `status` here is the HTTP status.
  return { ...((await res.json()) as { db: string; queued?: number; damaged?: unknown[] }), status: res.status };
};
const spillLines = () =>
  readdirSync(dataDir)
    .filter((f) => f.startsWith("salon-spill-"))
    .reduce((n, f) => n + readFileSync(join(dataDir, f), "utf8").split("\n").filter(Boolean).length - 1, 0);
const spillFiles = () => readdirSync(dataDir).filter((f) => f.startsWith("salon-spill-"));
async function open(n: number): Promise<Watcher[]> {
  const out: Watcher[] = [];
  for (let i = 0; i < n; i++) out.push(await Watcher.open(url(), 15));
  watchers.push(...out);
  return out;
}
/** Each table watched anew after a restart: what it came back with, against what was acknowledged. */
async function lostPlays(tables: { id: string; acked: number }[]): Promise<number> {
  let lost = 0;
  for (const t of tables) {
    // After the database returns, its tables come back a moment later (the restore reads them): a table not
    // yet back is asked again, for up to 15 s.
    let w: Watcher | null = null;
    for (const until = Date.now() + 15_000; !w; ) {
      w = await Watcher.watch(url(), t.id, 20_000).catch((e: unknown) => {
        if (Date.now() > until || !/not found/.test(String(e))) throw e;
        return sleep(250).then(() => null);
      });
    }
    watchers.push(w);
    const back = w.first >= 0 ? w.first : await w.finishedProgress(`http://127.0.0.1:${port}`);
    expect(back).toBeGreaterThanOrEqual(0);
    lost += Math.max(0, -playsBetween(t.acked, back));
  }
  return lost;
}

test("PostgreSQL stopped abruptly mid-play: the process lives, plays go on being acknowledged and spilled; killed during the outage and restarted with the database back, nothing is lost", async () => {
  const srv = await start();
  const tables = await open(4);
  for (let i = 0; i < 150 && !tables.every((w) => w.acked > 0); i++) await sleep(100);
  const before = tables.map((w) => w.acked);
  expect(before.every((p) => p > 0)).toBe(true);

  for (let outage = 0; outage < 3; outage++) {
    pg.crash();
    await sleep(2500);
    expect(alive(srv)).toBe(true);
    const h = await health();
    expect(h).toMatchObject({ status: 503, db: "degraded" });
    // Acknowledged while the database is away: every table moved on, and its writes are in the spill file.
    const during = tables.map((w) => w.acked);
    expect(during.some((p, i) => p > before[i])).toBe(true);
    expect(spillLines()).toBeGreaterThan(0);
    if (outage === 2) break;
    pg.start();
    // Caught up: every queued and spilled write is in, the spill file is gone.
    for (let i = 0; i < 150 && (await health()).db !== "ok"; i++) await sleep(200);
    expect(await health()).toMatchObject({ status: 200, db: "ok" });
    expect(spillFiles()).toEqual([]);
    expect(alive(srv)).toBe(true);
  }

  // Third outage: the process is killed while the database is away. What it acknowledged lives only in the
  // spill file; the next start replays it once the database is back.
  await sleep(500);
  const acked = tables.map((w) => ({ id: w.room.roomId, acked: w.acked }));
  await srv.kill();
  for (const w of tables) w.close();
  expect(spillLines()).toBeGreaterThan(0);
  pg.start();
  await start();
  expect(server!.restored.broken).toEqual([]);
  expect(await lostPlays(acked)).toBe(0);
  for (let i = 0; i < 50 && spillFiles().length > 0; i++) await sleep(100);
  expect(spillFiles()).toEqual([]);
  expect(await health()).toMatchObject({ status: 200, db: "ok" });
  await sleep(1000);
  await server!.kill();
  // And from the database alone (no spill file): every table whole.
  await start();
  expect(server!.restored).toMatchObject({ broken: [], damaged: [] });
  await server!.kill();
  server = null;
});

test("started while PostgreSQL is down: degraded, tables are opened and played; once it answers the old tables come back and nothing is lost", async () => {
  // A table from before, on a healthy database.
  await start();
  const [old] = await open(1);
  await sleep(1000);
  const oldAcked = { id: old.room.roomId, acked: old.acked };
  await server!.kill();
  old.close();

  pg.crash();
  const srv = await start();
  expect(srv.restored).toMatchObject({ restored: 0, pending: true });
  expect(await health()).toMatchObject({ status: 503, db: "degraded" });
  const [fresh] = await open(1);
  await sleep(1500);
  expect(fresh.acked).toBeGreaterThan(0);
  expect(spillLines()).toBeGreaterThan(0);
  expect(alive(srv)).toBe(true);

  pg.start();
  for (let i = 0; i < 150 && (await health()).db !== "ok"; i++) await sleep(200);
  expect(await health()).toMatchObject({ status: 200, db: "ok" });
  expect(spillFiles()).toEqual([]);
  // The table from before is back on this same process.
  expect(await lostPlays([oldAcked])).toBe(0);
  await sleep(500);
  const freshAcked = { id: fresh.room.roomId, acked: fresh.acked };
  await srv.kill();
  fresh.close();
  await start();
  expect(await lostPlays([freshAcked])).toBe(0);
  expect(existsSync(dataDir)).toBe(true);
});
