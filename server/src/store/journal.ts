/**
 * The tables' journal on the database (the room's `TableJournal`): every write is queued at once and the
 * queue is written in group commits — one transaction for whatever accumulated, started on the next tick
 * after a write, consecutive action rows in one INSERT. `durable()` resolves when everything queued before it
 * is committed, so the room sends a client update only after the action behind it is safe.
 *
 * When the database cannot be written (it went away), the queue is kept in memory, retried with backoff, and
 * `durable()` no longer waits (tables play on in memory: `health()` says the store is degraded); once the
 * database is back the queue is written in order and nothing accepted is lost.
 */
import type { Action, Actor, GameRecord, Outcome } from "@salon/shared";
import type { Kysely, Transaction } from "kysely";
import type { GameStart } from "../game";
import type { StoredSeat, StoredTable, TableExtra, TableJournal } from "../room/journal";
import type { ActionsTable, Database } from "./schema";

type Op = { kind: "action"; row: ActionsTable } | { kind: "run"; fn: (trx: Transaction<Database>, now: number) => Promise<unknown> };

export interface JournalHealth {
  ok: boolean;
  degraded: boolean;
  queued: number;
  lastError: string | null;
}

const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

export class DbJournal implements TableJournal {
  private queue: Op[] = [];
  private flushing = false;
  private scheduled = false;
  private failures = 0;
  private lastError: string | null = null;
  private waiters: (() => void)[] = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Kysely<Database>,
    /** Which server process holds the tables opened here (several may share one database). */
    private readonly owner = "",
    /** The embedded database's fast path for batches made only of action rows (see database.ts). */
    private readonly insertActions?: (rows: ActionsTable[]) => void,
  ) {}

  health(): JournalHealth {
    const degraded = this.failures > 0;
    return { ok: !degraded, degraded, queued: this.queue.length, lastError: this.lastError };
  }

  tableOpened(t: Omit<StoredTable, "game" | "lastAlive">): void {
    this.run(async (trx, now) => {
      await trx
        .insertInto("tables")
        .values({
          id: t.id,
          ruleset: t.setup.ruleset,
          name: t.setup.tableName,
          private: t.setup.private ? 1 : 0,
          setup: JSON.stringify(t.setup),
          host_player_id: t.hostPlayerId,
          moderator: t.moderator ? JSON.stringify(t.moderator) : null,
          game_no: t.gameNo,
          status: t.status,
          state: "open",
          closed_reason: null,
          deadline: t.deadline,
          extra: JSON.stringify(t.extra),
          created_at: now,
          updated_at: now,
          owner: this.owner,
        })
        .execute();
      if (t.seats.length) await trx.insertInto("seats").values(t.seats.map((s, seat) => seatRow(t.id, seat, s))).execute();
    });
  }

  seatChanged(tableId: string, seat: number, s: StoredSeat): void {
    this.run((trx, now) =>
      Promise.all([
        trx
          .insertInto("seats")
          .values(seatRow(tableId, seat, s))
          .onConflict((oc) => oc.columns(["table_id", "seat"]).doUpdateSet({ kind: s.kind, name: s.name, player_id: s.playerId, claim_hash: s.claimHash, bot_keeps: s.botKeeps ? 1 : 0, bot_level: s.botLevel ?? "" }))
          .execute(),
        touch(trx, tableId, now, {}),
      ]),
    );
  }

  moderatorChanged(tableId: string, moderator: StoredTable["moderator"]): void {
    this.run((trx, now) => touch(trx, tableId, now, { moderator: moderator ? JSON.stringify(moderator) : null }));
  }

  gameStarted(tableId: string, gameNo: number, start: GameStart, players: { seat: number; playerId: string | null; name: string }[]): void {
    this.run(async (trx, now) => {
      await trx.insertInto("games").values({ table_id: tableId, game_no: gameNo, start: JSON.stringify(start), status: "running", started_at: now, finished_at: null, record: null, outcome: null }).execute();
      const rows = players.map((p) => ({ table_id: tableId, game_no: gameNo, seat: p.seat, player_id: p.playerId, name: p.name, score: null, result: null }));
      if (rows.length) await trx.insertInto("game_players").values(rows).execute();
      await touch(trx, tableId, now, { game_no: gameNo, status: "playing" });
    });
  }

  actionAccepted(tableId: string, gameNo: number, seq: number, actor: Actor, action: Action): void {
    this.enqueue({ kind: "action", row: { table_id: tableId, game_no: gameNo, seq, actor: String(actor), action: JSON.stringify(action), at: Date.now() } });
  }

  actionsUndone(tableId: string, gameNo: number, fromSeq: number): void {
    this.run((trx) => trx.deleteFrom("actions").where("table_id", "=", tableId).where("game_no", "=", gameNo).where("seq", ">=", fromSeq).execute());
  }

  deadlineSet(tableId: string, deadline: number): void {
    this.run((trx, now) => touch(trx, tableId, now, { deadline }));
  }

  gameFinished(tableId: string, gameNo: number, record: GameRecord, outcome: Outcome): void {
    this.run(async (trx, now) => {
      await endGame(trx, tableId, gameNo, "finished", record, outcome, now);
      await touch(trx, tableId, now, { status: "over" });
    });
  }

  extraChanged(tableId: string, extra: TableExtra): void {
    this.run((trx, now) => touch(trx, tableId, now, { extra: JSON.stringify(extra) }));
  }

  tableClosed(tableId: string, reason: "finished" | "abandoned" | "expired" | "broken", detail?: string, partial?: { gameNo: number; record: GameRecord }): void {
    this.run(async (trx, now) => {
      if (partial) await endGame(trx, tableId, partial.gameNo, "abandoned", partial.record, null, now);
      await touch(trx, tableId, now, { state: reason === "broken" ? "broken" : "closed", closed_reason: detail ? `${reason}: ${detail}`.slice(0, 500) : reason });
    });
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

  private run(fn: (trx: Transaction<Database>, now: number) => Promise<unknown>): void {
    this.enqueue({ kind: "run", fn });
  }

  private enqueue(op: Op): void {
    this.queue.push(op);
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
      if (this.insertActions && batch.every((op) => op.kind === "action")) this.insertActions(batch.map((op) => (op as { row: ActionsTable }).row));
      else await this.db.transaction().execute((trx) => write(trx, batch));
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

/** Applies a batch in order; runs of action rows go in one multi-row INSERT. */
async function write(trx: Transaction<Database>, batch: Op[]): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < batch.length; ) {
    const op = batch[i];
    if (op.kind === "run") {
      await op.fn(trx, now);
      i++;
      continue;
    }
    const rows: ActionsTable[] = [];
    while (i < batch.length && batch[i].kind === "action") rows.push((batch[i++] as { row: ActionsTable }).row);
    for (let k = 0; k < rows.length; k += 500) await trx.insertInto("actions").values(rows.slice(k, k + 500)).execute();
  }
}

function seatRow(tableId: string, seat: number, s: StoredSeat) {
  return { table_id: tableId, seat, kind: s.kind, name: s.name, player_id: s.playerId, claim_hash: s.claimHash, bot_keeps: s.botKeeps ? 1 : 0, bot_level: s.botLevel ?? "" };
}

function touch(trx: Transaction<Database>, tableId: string, now: number, set: Partial<Database["tables"]>) {
  return trx.updateTable("tables").set({ ...set, updated_at: now }).where("id", "=", tableId).execute();
}

/** A game ends (finished, or abandoned with its partial record): the record replaces its action rows. */
async function endGame(trx: Transaction<Database>, tableId: string, gameNo: number, status: string, record: GameRecord, outcome: Outcome | null, now: number): Promise<void> {
  await trx
    .updateTable("games")
    .set({ status, finished_at: now, record: JSON.stringify(record), outcome: outcome ? JSON.stringify(outcome) : null })
    .where("table_id", "=", tableId)
    .where("game_no", "=", gameNo)
    .execute();
  await trx.deleteFrom("actions").where("table_id", "=", tableId).where("game_no", "=", gameNo).execute();
  if (!outcome) return;
  const winners = new Set(outcome.winners);
  const everyone = outcome.scores.length > 0 && winners.size === outcome.scores.length;
  for (let seat = 0; seat < outcome.scores.length; seat++) {
    const result = everyone ? "draw" : winners.has(seat) ? "won" : "lost";
    await trx.updateTable("game_players").set({ score: outcome.scores[seat], result }).where("table_id", "=", tableId).where("game_no", "=", gameNo).where("seat", "=", seat).execute();
  }
}
