/**
 * The store (server/src/store) against both databases it runs on: the embedded SQLite file and a real
 * PostgreSQL server (a throwaway cluster). Issue 11 parts 1, 2, 4, 5 and 7.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GameStart } from "../../server/src/game";
import type { StoredTable } from "../../server/src/room/journal";
import type { TableSetup } from "../../server/src/room/setup";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { Store } from "../../server/src/store";
import { migrate } from "../../server/src/store/migrations";
import { startPostgres, type Postgres } from "../support/postgres";

let pg: Postgres;
const dirs: string[] = [];
beforeAll(async () => {
  pg = await startPostgres();
}, 60_000);
afterAll(() => {
  pg?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const backends: [string, () => Promise<Store>][] = [
  [
    "embedded SQLite",
    () => {
      const dir = mkdtempSync(join(tmpdir(), "salon-store-"));
      dirs.push(dir);
      return Store.open({ dataDir: dir });
    },
  ],
  ["PostgreSQL", () => Store.open({ databaseUrl: pg.url })],
];

const setup = (name: string, priv = false): TableSetup => ({
  ruleset: "fox",
  options: { targetScore: 21 },
  seats: 2,
  tableName: name,
  private: priv,
  moderate: false,
  botDelayMs: 900,
  imported: null,
  table: { takeover: true, undo: true, kibitz: "public", kibitzDelay: "deal", spectatorChat: false, clock: null },
});
const start: GameStart = { seats: 2, options: { targetScore: 21 }, dealer: 0, seed: "s3cr3t-seed", meta: {} };
let n = 0;
const newId = () => `t${Date.now().toString(36)}${n++}`;

function openTable(store: Store, id: string, s = setup("Test table")): void {
  const t: Omit<StoredTable, "game" | "lastAlive"> = {
    id,
    setup: s,
    hostPlayerId: null,
    seats: [
      { kind: "human", name: "Ann", playerId: null, claimHash: "aa".repeat(32) },
      { kind: "bot", name: "Bede", playerId: null, claimHash: null },
    ],
    moderator: null,
    gameNo: 0,
    status: "waiting",
    deadline: 0,
    extra: { note: 1 },
  };
  store.journal.tableOpened(t);
}

describe.each(backends)("%s", (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  }, 30_000);
  afterAll(() => store?.close());

  test("migrations apply from empty and again on reopening", async () => {
    const dir = mkdtempSync(join(tmpdir(), "salon-store-"));
    dirs.push(dir);
    const a = _name === "PostgreSQL" ? await Store.open({ databaseUrl: pg.url }) : await Store.open({ dataDir: dir });
    await a.close();
    const b = _name === "PostgreSQL" ? await Store.open({ databaseUrl: pg.url }) : await Store.open({ dataDir: dir });
    expect(await b.loadOpenTables()).toBeTruthy();
    await b.close();
  });

  test("a table, its seats, its game and its actions come back in order; undone actions leave", async () => {
    const id = newId();
    openTable(store, id);
    store.journal.gameStarted(id, 1, start, [
      { seat: 0, playerId: null, name: "Ann" },
      { seat: 1, playerId: null, name: "Bede" },
    ]);
    for (let seq = 0; seq < 5; seq++) store.journal.actionAccepted(id, 1, seq, seq % 2, { type: "play", card: `${seq + 1}B` });
    store.journal.actionAccepted(id, 1, 5, "moderator", { type: "advance" });
    store.journal.actionsUndone(id, 1, 4);
    store.journal.deadlineSet(id, 123456789);
    store.journal.seatChanged(id, 1, { kind: "bot", name: "Ben", playerId: null, claimHash: "bb".repeat(32), botKeeps: true });
    await store.journal.durable();
    const { tables } = await store.loadOpenTables();
    const t = tables.find((x) => x.id === id)!;
    expect(t.setup).toEqual(setup("Test table"));
    expect(t.status).toBe("playing");
    expect(t.gameNo).toBe(1);
    expect(t.deadline).toBe(123456789);
    expect(t.extra).toEqual({ note: 1 });
    expect(t.seats[1]).toEqual({ kind: "bot", name: "Ben", playerId: null, claimHash: "bb".repeat(32), botKeeps: true });
    expect(t.game!.start).toEqual(start);
    expect(t.game!.actions).toEqual([0, 1, 2, 3].map((seq) => ({ seat: seq % 2, action: { type: "play", card: `${seq + 1}B` } })));
  });

  test("a finished game's record is kept and its rows of actions go; its players get their results", async () => {
    const id = newId();
    openTable(store, id);
    const players = await Promise.all(["Ann", "Ben"].map((p) => store.createPlayer(p)));
    store.journal.gameStarted(
      id,
      1,
      start,
      players.map((p, seat) => ({ seat, playerId: p.id, name: p.name })),
    );
    store.journal.actionAccepted(id, 1, 0, 0, { type: "play", card: "1B" });
    await store.journal.durable();
    expect(await store.endedGame(id, 1)).toBeNull(); // running: no record
    const record = { ruleset: "fox", seats: 2, deal: [{ hands: [] }], actions: [{ seat: 0, action: { type: "play", card: "1B" } }] };
    store.journal.gameFinished(id, 1, record, { scores: [21, 4], winners: [0] });
    await store.journal.durable();
    const ended = (await store.endedGame(id))!;
    expect(ended.record).toEqual(record);
    expect(ended.status).toBe("finished");
    expect(ended.players.sort()).toEqual(players.map((p) => p.id).sort());
    const history = await store.gamesOf(players[1].id, 10);
    expect(history.games[0]).toMatchObject({
      tableId: id,
      gameNo: 1,
      ruleset: "fox",
      result: "lost",
      score: 4,
      status: "finished",
      others: [{ seat: 0, name: "Ann" }],
    });
    const t = (await store.loadOpenTables()).tables.find((x) => x.id === id)!;
    expect(t.status).toBe("over");
    expect(t.game).toBeNull();
  });

  test("an ended game's record is written again with what came after its end, while the next game runs (issue 30)", async () => {
    const id = newId();
    openTable(store, id);
    const record = {
      ruleset: "fox",
      seats: 2,
      deal: [{ hands: [] }],
      actions: [{ seat: 0, action: { type: "play", card: "1B" } }],
      meta: { analyses: [null] },
    };
    store.journal.gameStarted(id, 1, start, [
      { seat: 0, playerId: null, name: "Ann" },
      { seat: 1, playerId: null, name: "Bede" },
    ]);
    store.journal.gameFinished(id, 1, record, { scores: [21, 4], winners: [0] });
    store.journal.gameStarted(id, 2, start, [
      { seat: 0, playerId: null, name: "Ann" },
      { seat: 1, playerId: null, name: "Bede" },
    ]);
    store.journal.actionAccepted(id, 2, 0, 0, { type: "play", card: "2B" });
    await store.journal.durable();
    const late = { ...record, meta: { analyses: [{ table: [[7]], parContract: "NS 1N" }] } };
    store.journal.recordAmended(id, 1, late);
    store.journal.recordAmended(id, 2, late); // still running: it has no record, and gets none
    await store.journal.durable(id);
    const ended = (await store.endedGame(id, 1))!;
    expect(ended.record).toEqual(late);
    expect(ended.outcome).toEqual({ scores: [21, 4], winners: [0] });
    expect(await store.endedGame(id, 2)).toBeNull();
    // the table plays on: its running game and its status are untouched
    const t = (await store.loadOpenTables()).tables.find((x) => x.id === id)!;
    expect(t.status).toBe("playing");
    expect(t.gameNo).toBe(2);
    expect(t.game!.actions).toEqual([{ seat: 0, action: { type: "play", card: "2B" } }]);
  });

  test("a closed table keeps its unfinished game's partial record; a broken table is left out", async () => {
    const closed = newId();
    openTable(store, closed);
    store.journal.gameStarted(closed, 1, start, []);
    store.journal.tableClosed(closed, "expired", "nobody came back", { gameNo: 1, record: { ruleset: "fox", seats: 2, actions: [] } });
    const broken = newId();
    openTable(store, broken);
    await store.journal.durable();
    await store.markBroken(broken, "action 3 refused on replay");
    const ids = (await store.loadOpenTables()).tables.map((t) => t.id);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(broken);
    expect((await store.endedGame(closed, 1))?.status).toBe("abandoned");
  });

  test("players: secrets are stored hashed, transfer codes work once and expire", async () => {
    const p = await store.createPlayer("Zoë");
    expect(p.secret.length).toBeGreaterThanOrEqual(40);
    expect(await store.playerBySecret(p.secret)).toEqual({ id: p.id, name: "Zoë" });
    expect(await store.playerBySecret(p.secret.slice(0, -2) + "xx")).toBeNull();
    if (_name !== "PostgreSQL") {
      // the secret appears nowhere in the database files, only its hash
      const dir = dirs[0];
      for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f)).includes(Buffer.from(p.secret))).toBe(false);
    }
    await store.renamePlayer(p.id, "Zoe");
    const { code } = await store.createTransfer(p.id);
    const moved = (await store.redeemTransfer(code.toLowerCase()))!;
    expect(moved.id).toBe(p.id);
    expect(moved.secret).not.toBe(p.secret);
    expect(await store.playerBySecret(moved.secret)).toEqual({ id: p.id, name: "Zoe" });
    expect(await store.redeemTransfer(code)).toBeNull();
    const late = await store.createTransfer(p.id);
    await store.db
      .updateTable("transfer_codes")
      .set({ expires_at: Date.now() - 1 })
      .where("player_id", "=", p.id)
      .where("used", "=", 0)
      .execute();
    expect(await store.redeemTransfer(late.code)).toBeNull();
  });

  test("history: newest first, in pages, unfinished games marked", async () => {
    const me = await store.createPlayer("Pat");
    const ids: string[] = [];
    for (let g = 0; g < 7; g++) {
      const id = newId();
      ids.push(id);
      openTable(store, id);
      store.journal.gameStarted(id, 1, start, [
        { seat: 0, playerId: me.id, name: "Pat" },
        { seat: 1, playerId: null, name: `Rival ${g}` },
      ]);
      if (g % 2 === 0) store.journal.gameFinished(id, 1, { ruleset: "fox", seats: 2, actions: [] }, { scores: [1, 2], winners: [1] });
      await store.journal.durable();
      await new Promise((r) => setTimeout(r, 3));
    }
    const first = await store.gamesOf(me.id, 3);
    expect(first.games.map((g) => g.tableId)).toEqual(ids.slice(-3).reverse());
    const second = await store.gamesOf(me.id, 3, first.next!);
    expect(second.games.map((g) => g.tableId)).toEqual(ids.slice(1, 4).reverse());
    const third = await store.gamesOf(me.id, 3, second.next!);
    expect(third.games.map((g) => g.tableId)).toEqual([ids[0]]);
    expect(third.next).toBeNull();
    expect(first.games[0].status).toBe("finished");
    expect(first.games[1].status).toBe("running");
    expect(first.games[0].others).toEqual([{ seat: 1, name: "Rival 6" }]);
  });

  test("share keys open one game only", async () => {
    const id = newId();
    openTable(store, id, setup("Private", true));
    store.journal.gameStarted(id, 1, start, []);
    store.journal.gameFinished(id, 1, { ruleset: "fox", seats: 2, actions: [] }, { scores: [0, 0], winners: [0, 1] });
    await store.journal.durable();
    const key = await store.createShareKey(id, 1);
    expect(await store.shareKeyOpens(id, 1, key)).toBe(true);
    expect(await store.shareKeyOpens(id, 2, key)).toBe(false);
    expect(await store.shareKeyOpens(id, 1, key + "x")).toBe(false);
  });
});

test("PostgreSQL lost while running: writes queue up, health says degraded, and everything arrives when it is back", async () => {
  const store = await Store.open({ databaseUrl: pg.url });
  try {
    const id = newId();
    openTable(store, id);
    store.journal.gameStarted(id, 1, start, []);
    await store.journal.durable();
    pg.stop();
    for (let seq = 0; seq < 20; seq++) store.journal.actionAccepted(id, 1, seq, seq % 2, { type: "play", card: `${(seq % 11) + 1}B` });
    // the tables must not wait for a database that is gone
    await Promise.race([store.journal.durable(), new Promise((_r, reject) => setTimeout(() => reject(new Error("durable() waited")), 8000))]);
    for (let i = 0; i < 100 && !store.health().degraded; i++) await new Promise((r) => setTimeout(r, 50));
    expect(store.health()).toMatchObject({ ok: false, degraded: true });
    expect(store.health().queued).toBeGreaterThan(0);
    pg.start();
    await store.journal.drain(20_000);
    expect(store.health()).toMatchObject({ ok: true, degraded: false, queued: 0 });
    const t = (await store.loadOpenTables()).tables.find((x) => x.id === id)!;
    expect(t.game!.actions).toHaveLength(20);
  } finally {
    pg.start();
    await store.close();
  }
}, 60_000);

test("migrations 004 and 005 keep the embedded database's actions, now an append-only log", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salon-store-"));
  dirs.push(dir);
  const file = join(dir, "salon.db");
  const old = new Kysely<any>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) });
  await migrate(old, "003-bot-level");
  const row = { table_id: "t1", game_no: 1, seq: 0, actor: "0", action: '{"type":"play","card":"QH"}', at: 5 };
  await old
    .insertInto("actions")
    .values([{ ...row, seq: 1, actor: "1" }, row])
    .execute();
  // The game still runs (a finished game's rows would be swept on closing).
  await old.insertInto("games").values({ table_id: "t1", game_no: 1, start: "{}", status: "running", started_at: 1 }).execute();
  await old.destroy();
  const store = await Store.open({ dataDir: dir });
  await store.close();
  const db = new BetterSqlite3(file, { readonly: true });
  // In key order, numbered as they are read back; no key but the log's own id.
  expect(db.prepare("select * from actions order by id").all()).toEqual([
    { id: 1, ...row },
    { id: 2, ...row, seq: 1, actor: "1" },
  ]);
  expect((db.prepare("select sql from sqlite_master where name = 'actions'").get() as { sql: string }).sql).not.toMatch(/primary key \(/i);
  db.close();
});

test("the embedded action log sweeps a finished game's rows as play goes on, and keeps a running game's", async () => {
  const dir = mkdtempSync(join(tmpdir(), "salon-store-"));
  dirs.push(dir);
  const store = await Store.open({ dataDir: dir });
  const [done, going] = [newId(), newId()];
  for (const id of [done, going]) {
    openTable(store, id);
    store.journal.gameStarted(id, 1, start, []);
  }
  for (let seq = 0; seq < 3; seq++) store.journal.actionAccepted(done, 1, seq, 0, { type: "play", card: `${seq + 1}B` });
  store.journal.gameFinished(done, 1, { ruleset: "fox", seats: 2, actions: [] }, { scores: [1, 0], winners: [0] });
  await store.journal.durable();
  const rows = (id: string) =>
    (store.db.selectFrom("actions").select("seq").where("table_id", "=", id).execute() as Promise<{ seq: number }[]>).then((r) => r.map((x) => x.seq));
  // The running game's commits sweep the log, oldest rows first: the finished game's rows go, its own stay.
  for (let seq = 0; seq < 40; seq++) {
    store.journal.actionAccepted(going, 1, seq, seq % 2, { type: "play", card: `${(seq % 9) + 1}K` });
    await store.journal.durable();
  }
  expect(await rows(done)).toEqual([]);
  expect(await rows(going)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  store.tidy();
  expect(await rows(going)).toHaveLength(40);
  const t = (await store.loadOpenTables()).tables.find((x) => x.id === going)!;
  expect(t.game!.actions).toHaveLength(40);
  await store.close();
});

test("a PostgreSQL that does not answer at boot: the store opens degraded (issue 28); one that refuses is a clear one-line error", async () => {
  const store = await Store.open({ databaseUrl: "postgres://salon@127.0.0.1:1/salon" });
  expect(store.ready).toBe(false);
  expect(store.health()).toMatchObject({
    ok: false,
    degraded: true,
    lastError: expect.stringMatching(/^cannot reach PostgreSQL at postgres:\/\/salon@127\.0\.0\.1:1\/salon: /),
  });
  await store.close(100);
  await expect(Store.open({ databaseUrl: pg.url.replace(/\/salon$/, "/no_such_db") })).rejects.toThrow(
    /^cannot reach PostgreSQL at .*no_such_db: .*does not exist/,
  );
});
