/**
 * The tables' journal on the database (the room's `TableJournal`): every write is queued at once and the
 * queue is written in group commits — one transaction for whatever accumulated, started on the next tick
 * after a write. Each write is a fixed statement (statements.ts) with its values, made when it is queued.
 * `durable()` resolves when everything queued before it is committed, so the room sends a client update
 * only after the action behind it is safe.
 *
 * When the database cannot be written (it went away), the queue is kept in memory, retried with backoff, and
 * `durable()` no longer waits (tables play on in memory: `health()` says the store is degraded); once the
 * database is back the queue is written in order and nothing accepted is lost.
 */
import type { Action, Actor, GameRecord, Outcome } from "@salon/shared";
import type { GameStart } from "../game";
import type { StoredSeat, StoredTable, TableExtra, TableJournal } from "../room/journal";
import { SQL, type Stmt } from "./statements";

/** Writes a batch of statements in one transaction, in order (database.ts, one per database). */
export type WriteBatch = (batch: Stmt[]) => void | Promise<void>;

export interface JournalHealth {
  ok: boolean;
  degraded: boolean;
  queued: number;
  lastError: string | null;
}

const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

export class DbJournal implements TableJournal {
  private queue: Stmt[] = [];
  private flushing = false;
  private scheduled = false;
  private failures = 0;
  private lastError: string | null = null;
  private waiters: (() => void)[] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly writeBatch: WriteBatch,
    /** Which server process holds the tables opened here (several may share one database). */
    private readonly owner = "",
  ) {}

  health(): JournalHealth {
    const degraded = this.failures > 0;
    return { ok: !degraded, degraded, queued: this.queue.length, lastError: this.lastError };
  }

  tableOpened(t: Omit<StoredTable, "game" | "lastAlive">): void {
    const now = Date.now();
    const { setup } = t;
    this.put(SQL.insertTable, [t.id, setup.ruleset, setup.tableName, setup.private ? 1 : 0, JSON.stringify(setup), t.hostPlayerId, chair(t.moderator), t.gameNo, t.status, t.deadline, JSON.stringify(t.extra), now, now, this.owner]);
    t.seats.forEach((s, seat) => this.put(SQL.upsertSeat, seatValues(t.id, seat, s)));
  }

  seatChanged(tableId: string, seat: number, s: StoredSeat): void {
    this.put(SQL.upsertSeat, seatValues(tableId, seat, s));
    this.put(SQL.touch, [Date.now(), tableId]);
  }

  moderatorChanged(tableId: string, moderator: StoredTable["moderator"]): void {
    this.put(SQL.setModerator, [chair(moderator), Date.now(), tableId]);
  }

  gameStarted(tableId: string, gameNo: number, start: GameStart, players: { seat: number; playerId: string | null; name: string }[]): void {
    const now = Date.now();
    this.put(SQL.insertGame, [tableId, gameNo, JSON.stringify(start), now]);
    for (const p of players) this.put(SQL.insertGamePlayer, [tableId, gameNo, p.seat, p.playerId, p.name]);
    this.put(SQL.setGame, [gameNo, "playing", now, tableId]);
  }

  actionAccepted(tableId: string, gameNo: number, seq: number, actor: Actor, action: Action): void {
    this.put(SQL.insertAction, [tableId, gameNo, seq, String(actor), JSON.stringify(action), Date.now()]);
  }

  actionsUndone(tableId: string, gameNo: number, fromSeq: number): void {
    this.put(SQL.deleteActionsFrom, [tableId, gameNo, fromSeq]);
  }

  deadlineSet(tableId: string, deadline: number): void {
    this.put(SQL.setDeadline, [deadline, Date.now(), tableId]);
  }

  gameFinished(tableId: string, gameNo: number, record: GameRecord, outcome: Outcome): void {
    const now = Date.now();
    this.endGame(tableId, gameNo, "finished", record, outcome, now);
    this.put(SQL.setStatus, ["over", now, tableId]);
  }

  extraChanged(tableId: string, extra: TableExtra): void {
    this.put(SQL.setExtra, [JSON.stringify(extra), Date.now(), tableId]);
  }

  tableClosed(tableId: string, reason: "finished" | "abandoned" | "expired" | "broken", detail?: string, partial?: { gameNo: number; record: GameRecord }): void {
    const now = Date.now();
    if (partial) this.endGame(tableId, partial.gameNo, "abandoned", partial.record, null, now);
    this.put(SQL.closeTable, [reason === "broken" ? "broken" : "closed", detail ? `${reason}: ${detail}`.slice(0, 500) : reason, now, tableId]);
  }

  /** A game ends (finished, or abandoned with its partial record): the record replaces its action rows. */
  private endGame(tableId: string, gameNo: number, status: string, record: GameRecord, outcome: Outcome | null, now: number): void {
    this.put(SQL.endGame, [status, now, JSON.stringify(record), outcome ? JSON.stringify(outcome) : null, tableId, gameNo]);
    this.put(SQL.deleteActions, [tableId, gameNo]);
    if (!outcome) return;
    const winners = new Set(outcome.winners);
    const everyone = outcome.scores.length > 0 && winners.size === outcome.scores.length;
    outcome.scores.forEach((score, seat) => this.put(SQL.setResult, [score, everyone ? "draw" : winners.has(seat) ? "won" : "lost", tableId, gameNo, seat]));
  }

  durable(): Promise<void> {
    if (this.queue.length === 0 && !this.flushing) return Promise.resolve();
    // A degraded store does not hold the tables back: its queue is written when the database returns.
    if (this.failures > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
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
  }

  private put(sql: string, params: Stmt["params"]): void {
    this.queue.push({ sql, params });
    if (this.scheduled || this.flushing || this.retryTimer) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** One group commit of everything queued now; the next starts as soon as it ends if more came meanwhile. */
  private async flush(): Promise<void> {
    if (this.flushing || this.closed || this.queue.length === 0) return;
    this.flushing = true;
    const batch = this.queue;
    this.queue = [];
    const waiters = this.waiters;
    this.waiters = [];
    try {
      await this.writeBatch(batch);
      this.failures = 0;
      this.lastError = null;
      this.flushing = false;
      for (const w of waiters) w();
      // Whoever asked meanwhile waits for the next commit, or for nothing if nothing new was queued.
      if (this.queue.length > 0) void this.flush();
      else for (const w of this.waiters.splice(0)) w();
    } catch (e) {
      this.queue = batch.concat(this.queue);
      this.waiters = waiters.concat(this.waiters);
      this.failures++;
      this.lastError = e instanceof Error ? e.message : String(e);
      this.flushing = false;
      // Degraded: nobody waits for the database any more; the queue is retried with backoff.
      for (const w of this.waiters.splice(0)) w();
      if (this.failures === 1) console.error(`[store] writes failing, queued for retry: ${this.lastError}`);
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.flush();
      }, BACKOFF_MS[Math.min(this.failures - 1, BACKOFF_MS.length - 1)]);
      this.retryTimer.unref();
    }
  }
}

function seatValues(tableId: string, seat: number, s: StoredSeat): Stmt["params"] {
  return [tableId, seat, s.kind, s.name, s.playerId, s.claimHash, s.botKeeps ? 1 : 0, s.botLevel ?? ""];
}

function chair(moderator: StoredTable["moderator"]): string | null {
  return moderator ? JSON.stringify(moderator) : null;
}
