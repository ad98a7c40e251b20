/**
 * The store: Salon's memory. One object opened at boot that the room (through its journal), the boot code
 * (restoring tables) and the HTTP API (players, history, records) use. See database.ts for what is stored
 * where and how durable a write is.
 */
import type { Kysely } from "kysely";
import { openDatabase } from "./database";
import { DbJournal, type JournalHealth, type WriteBatch } from "./journal";
import * as players from "./players";
import * as records from "./records";
import type { Database } from "./schema";
import * as tables from "./tables";

export type { EndedGame, HistoryEntry } from "./records";
export type { Player } from "./players";

export interface StoreSettings {
  /** The embedded database's folder (SQLite file `salon.db` inside). */
  dataDir?: string;
  /** A `postgres://` URL: PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** This process's name when several share the database (its public address); "" for one process. */
  owner?: string;
}

export class Store {
  readonly journal: DbJournal;
  private readonly heartbeat: ReturnType<typeof tables.startHeartbeat>;

  private constructor(
    readonly db: Kysely<Database>,
    readonly kind: "sqlite" | "postgres",
    readonly where: string,
    private readonly closeDb: () => Promise<void>,
    private readonly owner: string,
    writeBatch: WriteBatch,
    private readonly tidyLog: () => void = () => undefined,
  ) {
    this.journal = new DbJournal(writeBatch, owner);
    this.heartbeat = tables.startHeartbeat(db);
  }

  /** Opens (creating or migrating as needed) the database; throws a one-line reason when it cannot. */
  static async open(settings: StoreSettings): Promise<Store> {
    const opened = await openDatabase(settings);
    return new Store(opened.db, opened.kind, opened.where, opened.close, settings.owner ?? "", opened.writeBatch, opened.tidy);
  }

  health(): JournalHealth & { db: string } {
    return { ...this.journal.health(), db: this.kind };
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
      this.tidyLog();
    } catch (e) {
      console.error(`[store] tidying the action log failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** Writes what is queued (as long as `timeoutMs`), then closes the database. */
  async close(timeoutMs = 5000): Promise<void> {
    this.heartbeat.stop();
    await this.journal.drain(timeoutMs);
    this.journal.close();
    this.tidy();
    await this.heartbeat.beat();
    await this.closeDb();
  }
}
