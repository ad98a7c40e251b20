/**
 * The embedded database under faults (issue 28, items 2 and 5), with real server processes killed by
 * SIGKILL and a real SQLite file:
 * - a table whose game has just ended comes back (it came back `broken`, "action N is missing", when the
 *   finished game's rows were partly swept from the action log at the moment of the kill);
 * - a zero-length database file is refused, with what to do, instead of starting as a new empty club;
 * - a log whose tail was deleted, an unreadable action row, or an action the engine refuses: the table comes
 *   back up to its last good action, marked damaged (logged, in `/healthz`, in its row) and plays on.
 */
import BetterSqlite3 from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GameStart } from "../../server/src/game";
import { Store } from "../../server/src/store";
import { freePort } from "../support/postgres";
import { spawnSalon, type SalonProcess } from "../support/process";
import { Watcher } from "../../scripts/chaos/tables";

jest.setTimeout(180_000);

const dirs: string[] = [];
const newDir = () => {
  const d = mkdtempSync(join(tmpdir(), "salon-damage-"));
  dirs.push(d);
  return d;
};

/** A fresh data folder and free port for a spawned salon process whose bots wait `botDelayMs`: its env and address. */
async function processSetting(botDelayMs: string): Promise<{ dir: string; env: Record<string, string>; url: string }> {
  const dir = newDir();
  const port = await freePort();
  return { dir, env: { PORT: String(port), DATA_DIR: dir, BOT_DELAY_MS: botDelayMs }, url: `ws://127.0.0.1:${port}` };
}

let server: SalonProcess | null = null;
const watchers: Watcher[] = [];
afterEach(async () => {
  for (const w of watchers.splice(0)) w.close();
  await server?.kill();
  server = null;
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("a finished game's rows partly swept from the log do not make its table broken (the cause of item 2)", async () => {
  const dir = newDir();
  const store = await Store.open({ dataDir: dir });
  const start: GameStart = { seats: 2, options: { targetScore: 21 }, dealer: 0, seed: "s", meta: {} };
  const seats = [
    { kind: "bot" as const, name: "A", playerId: null, claimHash: null },
    { kind: "bot" as const, name: "B", playerId: null, claimHash: null },
  ];
  const setup = {
    ruleset: "fox",
    options: { targetScore: 21 },
    seats: 2,
    tableName: "t",
    private: false,
    moderate: false,
    botDelayMs: 0,
    imported: null,
    table: { takeover: true, undo: true, kibitz: "public" as const, kibitzDelay: "deal" as const, spectatorChat: false, clock: null },
  };
  for (const id of ["ended", "busy"]) {
    store.journal.tableOpened({ id, setup, hostPlayerId: null, seats, moderator: null, gameNo: 1, status: "playing", deadline: 0, extra: {} });
    store.journal.gameStarted(id, 1, start, []);
  }
  // 100 actions, then the game ends: the table stays open at its finished game ("over"), as after any game.
  for (let seq = 0; seq < 100; seq++) store.journal.actionAccepted("ended", 1, seq, seq % 2, { type: "play", card: "1B" });
  await store.journal.durable();
  store.journal.gameFinished("ended", 1, { ruleset: "fox", seats: 2, actions: [] }, { scores: [21, 3], winners: [0] });
  await store.journal.durable();
  // Another table's next commit sweeps the log's oldest ids: part of the ended game's rows, not all.
  store.journal.actionAccepted("busy", 1, 0, 0, { type: "play", card: "2B" });
  await store.journal.durable();
  const left = (await store.db.selectFrom("actions").select("seq").where("table_id", "=", "ended").execute()).length;
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(100);
  const { tables, unreadable } = await store.loadOpenTables();
  expect(unreadable).toEqual([]);
  expect(tables.find((t) => t.id === "ended")).toMatchObject({ status: "over", game: null });
  await store.close();
});

test("SIGKILL right after games end: every table comes back, none broken", async () => {
  const { env, url } = await processSetting("5");
  const ids = new Set<string>();
  for (let round = 0; round < 3; round++) {
    server = await spawnSalon(env, 90_000);
    expect(server.restored.broken).toEqual([]);
    // Tables to one deal each, no rematch: a game ends, its table stays at "over" while others play on.
    const tables: Watcher[] = [];
    for (let i = 0; i < 6; i++) tables.push(await Watcher.open(url, 5, { rematch: false, targetScore: 1 }));
    watchers.push(...tables);
    for (const t of tables) ids.add(t.room.roomId);
    const until = Date.now() + 60_000;
    while (!tables.some((t) => t.status === "over") && Date.now() < until) await sleep(2);
    await sleep(50 + Math.random() * 70);
    await server.kill();
    for (const w of watchers.splice(0)) w.close();
  }
  server = await spawnSalon(env, 90_000);
  expect(server.restored.broken).toEqual([]);
  for (const id of ids) {
    const w = await Watcher.watch(url, id, 15_000);
    watchers.push(w);
    expect(["playing", "over"]).toContain(w.status);
  }
});

test("a zero-length database file is refused with one line and a non-zero exit; no file at all is a new install", async () => {
  const dir = newDir();
  writeFileSync(join(dir, "salon.db"), "");
  await expect(Store.open({ dataDir: dir })).rejects.toThrow(/salon\.db is empty \(0 bytes\).*restore it from a backup, or delete the file/);
  const run = spawnSync(process.execPath, ["--import", "tsx", join(__dirname, "..", "..", "server", "src", "main.ts")], {
    env: { ...process.env, PORT: String(await freePort()), DATA_DIR: dir },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  const lines = run.stderr
    .trim()
    .split("\n")
    .filter((l) => !/ExperimentalWarning|--trace-warnings/.test(l));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Salon could not start: .*salon\.db is empty \(0 bytes\)/);
  const fresh = await Store.open({ dataDir: join(newDir(), "new") });
  await fresh.close();
});

test("a deleted tail, an unreadable row, an action the engine refuses: each table comes back at its last good action, marked damaged, and plays on", async () => {
  const { dir, env, url } = await processSetting("20");
  server = await spawnSalon(env, 90_000);
  const tables: Watcher[] = [];
  for (let i = 0; i < 3; i++) tables.push(await Watcher.open(url, 20));
  watchers.push(...tables);
  // Far enough into the first deal (and still in it).
  const until = Date.now() + 60_000;
  while (!tables.every((t) => t.acked % 1_000_000 >= 16) && Date.now() < until) await sleep(20);
  for (const t of tables) t.close();
  await server.kill();
  server = null;

  const [tail, unreadable, refused] = tables.map((t) => t.room.roomId);
  const db = new BetterSqlite3(join(dir, "salon.db"));
  const count = (id: string) =>
    (
      db.prepare("select count(*) as n from actions a join tables t on t.id = a.table_id and t.game_no = a.game_no where a.table_id = ?").get(id) as {
        n: number;
      }
    ).n;
  const tailHad = count(tail);
  db.prepare("delete from actions where table_id = ? and seq >= ?").run(tail, tailHad - 4);
  db.prepare("update actions set action = '{not json' where table_id = ? and seq = 5").run(unreadable);
  // A play of a card nobody holds.
  db.prepare(`update actions set action = '{"type":"play","card":"99Z"}' where table_id = ? and seq = 7`).run(refused);
  db.close();

  server = await spawnSalon(env, 90_000);
  const damaged = (server.restored as { damaged?: { id: string; reason: string }[] }).damaged ?? [];
  expect(server.restored.broken).toEqual([]);
  expect(Object.fromEntries(damaged.map((d) => [d.id, d.reason]))).toEqual({
    [tail]: `the log ends at action ${tailHad - 4} but ${tailHad} were stored`,
    [unreadable]: "action 5 is unreadable",
    [refused]: expect.stringMatching(/^action 7 \(.*\) refused on replay/),
  });
  expect(server.output()).toMatch(new RegExp(`table ${tail} is damaged: the log ends at action ${tailHad - 4}`));
  const health = (await (await fetch(`http://127.0.0.1:${env.PORT}/healthz`)).json()) as { damaged?: { id: string }[] };
  expect(health.damaged?.map((d) => d.id).sort()).toEqual([tail, unreadable, refused].sort());
  // Each plays on from where it came back: bots keep moving on top of the good actions.
  for (const id of [tail, unreadable, refused]) {
    const w = await Watcher.watch(url, id, 15_000);
    watchers.push(w);
    const back = w.first;
    const more = Date.now() + 20_000;
    while (w.acked <= back && Date.now() < more) await sleep(20);
    expect(w.acked).toBeGreaterThan(back);
  }
  await sleep(300);
  for (const w of watchers.splice(0)) w.close();
  await server.kill();
  server = null;
  const after = new BetterSqlite3(join(dir, "salon.db"), { readonly: true });
  const note = (id: string) => (after.prepare("select damage from tables where id = ?").get(id) as { damage: string | null }).damage;
  expect(note(unreadable)).toBe("action 5 is unreadable");
  after.close();
  // And the next start finds them whole.
  server = await spawnSalon(env, 90_000);
  expect(server.restored).toMatchObject({ broken: [], damaged: [] });
});
