/**
 * The tables' journal on the database (the room's `TableJournal`): every write is queued at once and the
 * queue is written in group commits — one transaction for whatever accumulated, started on the next tick
 * after a write. Each write is a fixed statement (statements.ts) with its values, made when it is queued.
 * `durable(tableId)` resolves when that table's writes queued before it are committed, so the room sends a
 * client update only after the action behind it is safe; a table waits for the commit that carries its own
 * writes, not for other tables' writes queued after them (a busy neighbour's backlog is not its wait).
 * `durable()` without a table waits for everything queued before it (restore, tests).
 *
 * When the database cannot be written (it went away), the queue is kept in memory, retried with backoff, and
 * `durable()` no longer waits for the database (tables play on: `health()` says the store is degraded); it
 * waits instead for the spill file (spill.ts), where every queued write is also appended and fsynced, so a
 * crash during the outage loses nothing either. Once the database is back the queue is written in order.
 *
 * Each group commit also records, per table, how many actions its game holds (`table_moves`): a restart
 * compares that count with the rows it reads back, so a log whose tail went missing is noticed.
 */
import type { Action, Actor, GameRecord, Outcome } from "@salon/shared";
import type { GameStart } from "../game";
import type { StoredSeat, StoredTable, TableExtra, TableJournal } from "../room/journal";
import { Spill, type Queued } from "./spill";
import { movesOf, SQL, type Stmt } from "./statements";

/** Writes a batch of statements in one transaction, in order (database.ts, one per database). */
export type WriteBatch = (batch: Stmt[]) => void | Promise<void>;

export interface JournalHealth {
  ok: boolean;
  degraded: boolean;
  queued: number;
  lastError: string | null;
  /** Statements in the spill file not yet in the database (0 when there is none). */
  spilled: number;
}

export interface SpillSettings {
  /** The spill file's path (spill.ts: one per database and owner). */
  file: string;
  /** The database, for the file's header. */
  db: string;
  /** The last line of spill file `id` the database holds (0: none). */
  committedUpto(id: string): Promise<number>;
}

const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

/** A queued write; `table` and `seq` (its place in the queue) let a table wait for its own writes only. */
interface Entry extends Queued {
  table?: string;
  seq?: number;
}

interface TableWaiter {
  /** The table's last write queued when it asked. */
  upto: number;
  resolve: () => void;
}

/**
 * What the journal knows of one table's writes. Kept while the table writes, not removed at each commit:
 * maps of every table emptied and refilled on each commit rebuilt their hash tables, a sizeable part of
 * what the server promoted to its old space under load (issue 33). Tables quiet for a while are swept.
 */
interface TableLog {
  /** The number of the table's last queued write, and of its last committed one. */
  queued: number;
  committed: number;
  /** Who waits for its writes, oldest first. */
  waiters: TableWaiter[];
  /** The group commit that last carried one of its writes (see SWEEP_EVERY). */
  commit: number;
}

/** Every this many group commits, tables with nothing uncommitted and no write since the last sweep are forgotten. */
const SWEEP_EVERY = 512;

export class DbJournal implements TableJournal {
  private queue: Queued[] = [];
  private flushing = false;
  private scheduled = false;
  private failures = 0;
  private lastError: string | null = null;
  private waiters: (() => void)[] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private spill: Spill | null = null;
  private spillWaiters: (() => void)[] = [];
  private spillScheduled = false;
  /** The batch being committed now. */
  private inflight: Queued[] = [];
  /** Numbers the writes in the order they are queued. */
  private seq = 0;
  /** Per table that wrote lately: its last queued and committed writes, and who waits for them. */
  private tables = new Map<string, TableLog>();
  /** Group commits so far, and the tables a commit carried (refilled by each commit). */
  private commits = 0;
  private carried: TableLog[] = [];

  constructor(
    private readonly writeBatch: WriteBatch,
    /** Which server process holds the tables opened here (several may share one database). */
    private readonly owner = "",
    private readonly spillSettings: SpillSettings | null = null,
  ) {
    // A spill file left by a crash during an outage: its lines go first, before anything new.
    const adopted = spillSettings ? Spill.adopt(spillSettings.file) : null;
    if (adopted) {
      this.spill = adopted;
      adopted.accepting = false;
      this.queue.push(...adopted.adopted);
      console.error(`[store] found ${adopted.adopted.length} writes spilled during an outage (${adopted.file}); replaying them first`);
      this.schedule();
    }
  }

  health(): JournalHealth {
    // Still catching up while spilled writes are not all in the database.
    const degraded = this.failures > 0 || this.spill !== null;
    return {
      ok: !degraded,
      degraded,
      queued: this.queue.length,
      lastError: this.lastError,
      spilled: this.spill ? this.queue.filter((q) => q.line !== undefined).length : 0,
    };
  }

  /** True while lines of a spill file found at start are not yet in the database (tables wait for them). */
  get replaying(): boolean {
    return (
      this.spill !== null && this.spill.adopted.length > 0 && (this.inflight.some((q) => q.line !== undefined) || this.queue.some((q) => q.line !== undefined))
    );
  }

  tableOpened(t: Omit<StoredTable, "game" | "lastAlive">): void {
    const now = Date.now();
    const { setup } = t;
    this.put(t.id, SQL.insertTable, [
      t.id,
      setup.ruleset,
      setup.tableName,
      setup.private ? 1 : 0,
      JSON.stringify(setup),
      t.hostPlayerId,
      chair(t.moderator),
      t.gameNo,
      t.status,
      t.deadline,
      JSON.stringify(t.extra),
      now,
      now,
      this.owner,
    ]);
    t.seats.forEach((s, seat) => this.put(t.id, SQL.upsertSeat, seatValues(t.id, seat, s)));
  }

  seatChanged(tableId: string, seat: number, s: StoredSeat): void {
    this.put(tableId, SQL.upsertSeat, seatValues(tableId, seat, s));
    this.put(tableId, SQL.touch, [Date.now(), tableId]);
  }

  moderatorChanged(tableId: string, moderator: StoredTable["moderator"]): void {
    this.put(tableId, SQL.setModerator, [chair(moderator), Date.now(), tableId]);
  }

  gameStarted(tableId: string, gameNo: number, start: GameStart, players: { seat: number; playerId: string | null; name: string }[]): void {
    const now = Date.now();
    this.put(tableId, SQL.insertGame, [tableId, gameNo, JSON.stringify(start), now]);
    for (const p of players) this.put(tableId, SQL.insertGamePlayer, [tableId, gameNo, p.seat, p.playerId, p.name]);
    this.put(tableId, SQL.setGame, [gameNo, "playing", now, tableId]);
  }

  actionAccepted(tableId: string, gameNo: number, seq: number, actor: Actor, action: Action): void {
    this.put(tableId, SQL.insertAction, [tableId, gameNo, seq, String(actor), JSON.stringify(action), Date.now()]);
  }

  actionsUndone(tableId: string, gameNo: number, fromSeq: number): void {
    this.put(tableId, SQL.deleteActionsFrom, [tableId, gameNo, fromSeq]);
  }

  deadlineSet(tableId: string, deadline: number): void {
    this.put(tableId, SQL.setDeadline, [deadline, Date.now(), tableId]);
  }

  gameFinished(tableId: string, gameNo: number, record: GameRecord, outcome: Outcome): void {
    const now = Date.now();
    this.endGame(tableId, gameNo, "finished", record, outcome, now);
    this.put(tableId, SQL.setStatus, ["over", now, tableId]);
  }

  /**
   * An ended game's record, written again with something that came after its end (room/analyses.ts: a deal's
   * hand record finished once the next game had begun); only the record changes, not the table or results.
   */
  recordAmended(tableId: string, gameNo: number, record: GameRecord): void {
    this.put(tableId, SQL.amendRecord, [JSON.stringify(record), tableId, gameNo]);
  }

  /** Why a table came back short of its stored log (kept in its row for the operator). */
  damageNoted(tableId: string, reason: string): void {
    this.put(tableId, SQL.setDamage, [reason.slice(0, 500), tableId]);
  }

  extraChanged(tableId: string, extra: TableExtra): void {
    this.put(tableId, SQL.setExtra, [JSON.stringify(extra), Date.now(), tableId]);
  }

  tableClosed(
    tableId: string,
    reason: "finished" | "abandoned" | "expired" | "broken",
    detail?: string,
    partial?: { gameNo: number; record: GameRecord },
  ): void {
    const now = Date.now();
    if (partial) this.endGame(tableId, partial.gameNo, "abandoned", partial.record, null, now);
    this.put(tableId, SQL.closeTable, [reason === "broken" ? "broken" : "closed", detail ? `${reason}: ${detail}`.slice(0, 500) : reason, now, tableId]);
  }

  /** A game ends (finished, or abandoned with its partial record): the record replaces its action rows. */
  private endGame(tableId: string, gameNo: number, status: string, record: GameRecord, outcome: Outcome | null, now: number): void {
    this.put(tableId, SQL.endGame, [status, now, JSON.stringify(record), outcome ? JSON.stringify(outcome) : null, tableId, gameNo]);
    this.put(tableId, SQL.deleteActions, [tableId, gameNo]);
    if (!outcome) return;
    const winners = new Set(outcome.winners);
    const everyone = outcome.scores.length > 0 && winners.size === outcome.scores.length;
    outcome.scores.forEach((score, seat) =>
      this.put(tableId, SQL.setResult, [score, everyone ? "draw" : winners.has(seat) ? "won" : "lost", tableId, gameNo, seat]),
    );
  }

  durable(tableId?: string): Promise<void> {
    if (tableId !== undefined) return new Promise((resolve) => this.afterDurable(tableId, resolve));
    // A degraded store does not hold the tables back for the database, only for the spill file's fsync.
    if (this.spill?.accepting) return this.spill.unsynced ? new Promise((resolve) => this.spillWaiters.push(resolve)) : Promise.resolve();
    if ((this.queue.length === 0 && !this.flushing) || this.failures > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  afterDurable(tableId: string, then: () => void): void {
    if (this.spill?.accepting) {
      // Degraded (rare): a closure is fine here; `then` runs as a microtask, never inside the journal's commit.
      if (this.spill.unsynced) this.spillWaiters.push(() => queueMicrotask(then));
      else queueMicrotask(then);
      return;
    }
    // The table's own writes: none uncommitted, nothing to wait for; else until the commit carrying its last.
    const log = this.tables.get(tableId);
    if (this.failures > 0 || !log || log.queued <= log.committed) return queueMicrotask(then);
    log.waiters.push({ upto: log.queued, resolve: then });
  }

  /** Writes everything queued, waiting for the database as long as it takes (shutdown, tests). */
  async drain(timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while ((this.queue.length > 0 || this.flushing) && Date.now() < until) {
      if (!this.flushing && this.retryTimer === null) void this.flush();
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    // What could not be written stays in the spill file, for the next start.
    this.syncSpill();
    this.spill?.release();
    this.spill = null;
  }

  /** Tries the database again now (it came back), instead of at the end of the backoff. */
  retryNow(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.schedule();
  }

  private put(table: string, sql: string, params: Stmt["params"]): void {
    const q: Entry = { sql, params, table, seq: ++this.seq };
    const log = this.tables.get(table);
    if (log) log.queued = this.seq;
    else this.tables.set(table, { queued: this.seq, committed: 0, waiters: [], commit: this.commits });
    this.queue.push(q);
    if (this.spill?.accepting) {
      this.spill.append(q);
      this.scheduleSpillSync();
    }
    if (this.retryTimer) return;
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private scheduleSpillSync(): void {
    if (this.spillScheduled) return;
    this.spillScheduled = true;
    setImmediate(() => {
      this.spillScheduled = false;
      this.syncSpill();
    });
  }

  /** fsyncs what was spilled, then lets the moves behind it be acknowledged. */
  private syncSpill(): void {
    try {
      this.spill?.sync();
    } catch (e) {
      this.lastError = `spill file: ${e instanceof Error ? e.message : String(e)}`;
      console.error(`[store] cannot write the spill file: ${this.lastError}`);
    }
    for (const w of this.spillWaiters.splice(0)) w();
  }

  /** The database failed: from now on every write is also spilled, starting with everything queued. */
  private startSpilling(): void {
    if (!this.spillSettings) return;
    try {
      if (!this.spill) this.spill = Spill.create(this.spillSettings.file, this.spillSettings.db);
      this.spill.accepting = true;
      for (const q of this.queue) if (q.line === undefined) this.spill.append(q);
    } catch (e) {
      console.error(`[store] cannot open the spill file: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    this.syncSpill();
  }

  /** One group commit of everything queued now; the next starts as soon as it ends if more came meanwhile. */
  private async flush(): Promise<void> {
    if (this.flushing || this.closed || this.queue.length === 0) return;
    this.flushing = true;
    let batch: Queued[] = [];
    let waiters: (() => void)[] = [];
    try {
      const spill = this.spill;
      if (spill?.needsCheck && this.spillSettings) {
        // A file found at start: the database may already hold its first lines (a crash after the commit
        // that wrote them, before the file was deleted).
        const upto = await this.spillSettings.committedUpto(spill.id);
        this.queue = this.queue.filter((q) => q.line === undefined || q.line > upto);
        spill.needsCheck = false;
      }
      batch = this.queue;
      this.inflight = batch;
      this.queue = [];
      waiters = this.waiters;
      this.waiters = [];
      let upto = 0;
      for (const q of batch) if (q.line !== undefined && q.line > upto) upto = q.line;
      const extra = movesOf(batch);
      if (upto > 0 && spill) extra.push({ sql: SQL.markSpill, params: [spill.id, upto] });
      if (batch.length > 0) await this.writeBatch(extra.length ? [...batch, ...extra] : batch);
      this.inflight = [];
      this.failures = 0;
      this.lastError = null;
      this.flushing = false;
      if (spill && spill === this.spill) {
        // The database is back: new writes are no longer spilled; the file goes once its lines are in.
        spill.accepting = false;
        if (!this.queue.some((q) => q.line !== undefined)) {
          if (spill.adopted.length > 0 || upto > 0) console.error(`[store] the database holds every spilled write again; ${spill.file} removed`);
          spill.retire();
          this.spill = null;
          for (const w of this.spillWaiters.splice(0)) w();
        }
      }
      this.committed(batch);
      for (const w of waiters) w();
      // Whoever asked meanwhile waits for the next commit, or for nothing if nothing new was queued.
      if (this.queue.length > 0) void this.flush();
      else for (const w of this.waiters.splice(0)) w();
    } catch (e) {
      this.inflight = [];
      this.queue = batch.concat(this.queue);
      this.waiters = waiters.concat(this.waiters);
      this.failures++;
      this.lastError = e instanceof Error ? e.message : String(e);
      this.flushing = false;
      if (this.failures === 1) {
        console.error(`[store] writes failing, queued for retry and spilled to disk: ${this.lastError}`);
        this.startSpilling();
      }
      // Degraded: nobody waits for the database any more; the queue is retried with backoff.
      for (const w of this.waiters.splice(0)) w();
      this.releaseTables();
      if (this.closed) return;
      this.retryTimer = setTimeout(
        () => {
          this.retryTimer = null;
          void this.flush();
        },
        BACKOFF_MS[Math.min(this.failures - 1, BACKOFF_MS.length - 1)],
      );
      this.retryTimer.unref();
    }
  }

  /** A batch is in the database: each table in it is released up to its last write the batch carried. */
  private committed(batch: Entry[]): void {
    const commit = ++this.commits;
    const carried = this.carried;
    for (const q of batch) {
      if (q.table === undefined || q.seq === undefined) continue;
      const log = this.tables.get(q.table);
      if (!log) continue;
      if (log.commit !== commit) {
        log.commit = commit;
        carried.push(log);
      }
      if (q.seq > log.committed) log.committed = q.seq;
    }
    for (const log of carried) release(log.waiters, log.committed);
    carried.length = 0;
    if (commit % SWEEP_EVERY === 0) this.sweep(commit - SWEEP_EVERY);
  }

  /** Forgets the tables with nothing uncommitted, nobody waiting and no commit after `before`. */
  private sweep(before: number): void {
    this.tables.forEach((log, table) => {
      if (log.commit <= before && log.queued <= log.committed && log.waiters.length === 0) this.tables.delete(table);
    });
  }

  /** Degraded: no table waits for the database any more (the spill file holds their writes). */
  private releaseTables(): void {
    const lists: TableWaiter[][] = [];
    this.tables.forEach((log) => {
      if (log.waiters.length > 0) lists.push(log.waiters);
      log.waiters = [];
    });
    for (const list of lists) for (const w of list) queueMicrotask(w.resolve);
  }
}

function seatValues(tableId: string, seat: number, s: StoredSeat): Stmt["params"] {
  return [tableId, seat, s.kind, s.name, s.playerId, s.claimHash, s.botKeeps ? 1 : 0, s.botLevel ?? ""];
}

function chair(moderator: StoredTable["moderator"]): string | null {
  return moderator ? JSON.stringify(moderator) : null;
}

/**
 * Resolves the waiters whose writes are all committed (`upto` at most `committed`), keeping the others in
 * order. Each runs as a microtask, as a promise's would: a room's code that throws must never land in the
 * commit's own error path (which would take a written batch for a failed one and queue it again).
 */
function release(waiters: TableWaiter[], committed: number): void {
  let kept = 0;
  for (let i = 0; i < waiters.length; i++) {
    const w = waiters[i];
    if (w.upto <= committed) queueMicrotask(w.resolve);
    else waiters[kept++] = w;
  }
  waiters.length = kept;
}
