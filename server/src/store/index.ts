/**
 * The store: Salon's memory. One object opened at boot that the room (through its journal), the boot code
 * (restoring tables) and the HTTP API (players, history, records) use. See database.ts for what is stored
 * where and how durable a write is.
 */
import type { Kysely } from "kysely";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type OpenedDatabase } from "./database";
import { DbJournal, type JournalHealth } from "./journal";
import { spillPath } from "./spill";
import * as players from "./players";
import * as records from "./records";
import type { Database } from "./sql-tables";
import * as tables from "./tables";

export type { EndedGame } from "./records";
export type { Player } from "./players";

export interface StoreSettings {
  /** The embedded database's folder (SQLite file `salon.db` inside). */
  dataDir?: string;
  /** A `postgres://` URL: PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** This process's name when several share the database (its public address); "" for one process. */
  owner?: string;
  /**
   * Where the spill file goes while the database is away (spill.ts): by default the data folder when one is
   * set, else a folder under the system's temp folder.
   */
  spillDir?: string;
}

export interface StoreHealth extends JournalHealth {
  db: string;
  /** Open tables that came back short of their stored log (restored up to their last good action). */
  damaged: { id: string; reason: string }[];
}

export class Store {
  readonly journal: DbJournal;
  readonly db: Kysely<Database>;
  readonly kind: "sqlite" | "postgres";
  readonly where: string;
  private readonly heartbeat: ReturnType<typeof tables.startHeartbeat>;
  private readonly damage: { id: string; reason: string }[] = [];
  private readyWaiters: (() => void)[] = [];
  private readyTimer: NodeJS.Timeout | null = null;
  private closing = false;

  private constructor(
    private readonly opened: OpenedDatabase,
    private readonly owner: string,
    spillDir: string,
  ) {
    this.db = opened.db;
    this.kind = opened.kind;
    this.where = opened.where;
    this.journal = new DbJournal(opened.writeBatch, owner, {
      file: spillPath(spillDir, opened.where, owner),
      db: opened.where,
      committedUpto: (id) => tables.spillCommitted(opened.db, id),
    });
    this.heartbeat = tables.startHeartbeat(opened.db, 1000, () => opened.isReady());
    if (!this.ready) this.watchReady();
  }

  /**
   * Opens (creating or migrating as needed) the database; throws a one-line reason when it cannot. A
   * PostgreSQL server that does not answer is not a reason: the store starts degraded and reaches it later.
   */
  static async open(settings: StoreSettings): Promise<Store> {
    const opened = await openDatabase(settings);
    const spillDir = settings.spillDir ?? settings.dataDir ?? join(tmpdir(), "salon-spill");
    return new Store(opened, settings.owner ?? "", spillDir);
  }

  /** The database answers, is migrated, and holds every write spilled by an earlier run: tables may be read. */
  get ready(): boolean {
    return this.opened.isReady() && !this.journal.replaying;
  }

  /** Resolves true once `ready` (at once if it is), false after `timeoutMs`. */
  whenReady(timeoutMs = Infinity): Promise<boolean> {
    if (this.ready) return Promise.resolve(true);
    this.watchReady();
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | null = null;
      const done = () => {
        if (timer) clearTimeout(timer);
        resolve(true);
      };
      this.readyWaiters.push(done);
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          this.readyWaiters = this.readyWaiters.filter((w) => w !== done);
          resolve(false);
        }, timeoutMs);
      }
    });
  }

  /** Tries the database every 500 ms until it answers and the journal has replayed what was spilled. */
  private watchReady(): void {
    if (this.readyTimer || this.closing) return;
    const tick = () => {
      this.readyTimer = null;
      if (this.closing) return;
      if (this.ready) {
        for (const w of this.readyWaiters.splice(0)) w();
        return;
      }
      const wasReady = this.opened.isReady();
      void this.opened.ensureReady().then(
        () => {
          if (!wasReady) {
            console.error(`[store] ${this.where} answers again`);
            this.journal.retryNow();
          }
        },
        () => undefined,
      );
      this.readyTimer = setTimeout(tick, 500);
      this.readyTimer.unref();
    };
    tick();
  }

  health(): StoreHealth {
    const h = this.journal.health();
    const degraded = h.degraded || !this.ready;
    return {
      ...h,
      ok: !degraded,
      degraded,
      ...(this.opened.isReady() ? {} : { lastError: h.lastError ?? this.opened.reachError?.() ?? `${this.where} has not answered since the start` }),
      db: this.kind,
      damaged: this.damage.slice(),
    };
  }

  /**
   * A table came back short of its stored log: it was restored up to its last good action, and the rest of
   * its log is dropped so that play goes on from there. Logged, kept in the table's row, and in `health()`.
   */
  tableDamaged(id: string, gameNo: number, goodActions: number, reason: string): void {
    this.damage.push({ id, reason });
    console.error(`[restore] table ${id} is damaged: ${reason}; restored up to action ${goodActions} of game ${gameNo}`);
    this.journal.actionsUndone(id, gameNo, goodActions);
    this.journal.damageNoted(id, reason);
  }

  /** This process's open tables. */
  loadOpenTables() {
    return tables.loadOpenTables(this.db, this.owner);
  }

  markBroken(id: string, reason: string) {
    return tables.markBroken(this.db, id, reason);
  }

  lastAlive() {
    return tables.heartbeatAt(this.db);
  }

  createPlayer(name: string) {
    return players.createPlayer(this.db, name);
  }

  playerBySecret(secret: string) {
    return players.playerBySecret(this.db, secret);
  }

  renamePlayer(id: string, name: string) {
    return players.renamePlayer(this.db, id, name);
  }

  createTransfer(playerId: string) {
    return players.createTransfer(this.db, playerId);
  }

  redeemTransfer(code: string) {
    return players.redeemTransfer(this.db, code);
  }

  endedGame(tableId: string, gameNo?: number) {
    return records.endedGame(this.db, tableId, gameNo);
  }

  gamesOf(playerId: string, limit: number, before?: string) {
    return records.gamesOf(this.db, playerId, limit, before);
  }

  createShareKey(tableId: string, gameNo: number) {
    return records.createShareKey(this.db, tableId, gameNo);
  }

  shareKeyOpens(tableId: string, gameNo: number, key: string) {
    return records.shareKeyOpens(this.db, tableId, gameNo, key);
  }

  /** Drops what the embedded database's action log no longer needs, all at once (database.ts; done on closing). */
  tidy(): void {
    try {
      this.opened.tidy?.();
    } catch (e) {
      console.error(`[store] tidying the action log failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Writes what is queued (as long as `timeoutMs`), then closes the database. */
  async close(timeoutMs = 5000): Promise<void> {
    this.closing = true;
    if (this.readyTimer) clearTimeout(this.readyTimer);
    this.heartbeat.stop();
    await this.journal.drain(timeoutMs);
    this.journal.close();
    this.tidy();
    if (this.opened.isReady()) await this.heartbeat.beat();
    await this.opened.close();
  }
}
