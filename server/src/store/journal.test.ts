/**
 * The journal's per-table durability (issue 28, flood): a table's acknowledged move waits for the commit
 * that carries its own writes, not for other tables' writes queued after it. The database here is a list
 * of committed statements whose commits the test lets through one at a time, so the order is exact; the
 * store tests (tests/store) run the same journal on SQLite and PostgreSQL.
 */
import { DbJournal } from "./journal";
import type { Stmt } from "./statements";

class HeldDatabase {
  committed: Stmt[] = [];
  private held: (() => void)[] = [];
  readonly writeBatch = (batch: Stmt[]): Promise<void> =>
    new Promise((resolve) => {
      this.held.push(() => {
        this.committed.push(...batch);
        resolve();
      });
    });
  get inFlight(): number {
    return this.held.length;
  }
  /** Lets the oldest commit finish. */
  async commitOne(): Promise<void> {
    this.held.shift()!();
    await tick();
  }
}

const tick = () => new Promise((r) => setImmediate(r));
const play = (j: DbJournal, table: string, seq: number) => j.actionAccepted(table, 1, seq, 0, { type: "play", card: "1B" });
const rowsOf = (db: HeldDatabase, table: string) => db.committed.filter((s) => s.params[0] === table && s.params.length === 6).length;

test("a table with nothing uncommitted does not wait for another table's commit", async () => {
  const db = new HeldDatabase();
  const j = new DbJournal(db.writeBatch);
  play(j, "busy", 0);
  await tick();
  expect(db.inFlight).toBe(1);
  let quietDone = false;
  void j.durable("quiet").then(() => (quietDone = true));
  await tick();
  expect(quietDone).toBe(true);
  await db.commitOne();
});

test("a table's move is durable once the commit carrying it ends, not after the writes queued behind it", async () => {
  const db = new HeldDatabase();
  const j = new DbJournal(db.writeBatch);
  play(j, "quiet", 0);
  play(j, "busy", 0);
  await tick();
  expect(db.inFlight).toBe(1); // commit 1: quiet#0 and busy#0
  // the flooder's backlog arrives while commit 1 is in flight
  for (let seq = 1; seq <= 50; seq++) play(j, "busy", seq);
  let quietDone = false;
  let busyDone = false;
  let allDone = false;
  void j.durable("quiet").then(() => (quietDone = true));
  void j.durable("busy").then(() => (busyDone = true));
  void j.durable().then(() => (allDone = true));
  await tick();
  expect([quietDone, busyDone, allDone]).toEqual([false, false, false]);
  await db.commitOne();
  // quiet's write is in the database: it is acknowledged while the backlog's commit is still in flight
  expect(rowsOf(db, "quiet")).toBe(1);
  expect(quietDone).toBe(true);
  expect(db.inFlight).toBe(1);
  expect([busyDone, allDone]).toEqual([false, false]);
  await db.commitOne();
  expect(rowsOf(db, "busy")).toBe(51);
  expect([busyDone, allDone]).toEqual([true, true]);
});

test("a table that writes again waits for its new write's commit, never resolving before it is in", async () => {
  const db = new HeldDatabase();
  const j = new DbJournal(db.writeBatch);
  play(j, "t", 0);
  await tick();
  play(j, "t", 1); // queued while commit 1 is in flight
  let done = false;
  void j.durable("t").then(() => (done = true));
  await db.commitOne();
  expect(rowsOf(db, "t")).toBe(1);
  expect(done).toBe(false);
  await db.commitOne();
  expect(rowsOf(db, "t")).toBe(2);
  expect(done).toBe(true);
});

test("a table quiet for many commits (forgotten by the journal meanwhile) waits for its own commit when it writes again", async () => {
  const db = new HeldDatabase();
  const j = new DbJournal(db.writeBatch);
  play(j, "old", 0);
  await tick();
  let waiting = false;
  void j.durable("old").then(() => (waiting = true));
  await db.commitOne();
  expect(waiting).toBe(true);
  // other tables' commits, past the journal's sweep of tables with nothing uncommitted and no recent write
  for (let seq = 0; seq < 1100; seq++) {
    play(j, "busy", seq);
    await tick();
    await db.commitOne();
  }
  let quiet = false;
  void j.durable("old").then(() => (quiet = true));
  await tick();
  expect(quiet).toBe(true);
  play(j, "old", 1);
  let again = false;
  void j.durable("old").then(() => (again = true));
  await tick();
  expect(again).toBe(false);
  await db.commitOne();
  expect(rowsOf(db, "old")).toBe(2);
  expect(again).toBe(true);
});
