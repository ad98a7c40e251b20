/**
 * Opens the database: the embedded SQLite file under the data folder by default, PostgreSQL when a
 * `postgres://` URL is given. Both go through Kysely (a query builder with a dialect for each, and versioned
 * migrations), so the rest of the store is written once.
 *
 * Why SQLite through better-sqlite3 for the embedded default (measured on this machine, 10,000 action rows
 * in transactions of 10): SQLite boots in 11 ms, adds ~4 MB of RSS and costs ~1.7 µs per row; the embedded
 * PGlite (the same SQL as the server) took 2.3 s to boot, added ~790 MB of RSS and ~72 µs per row — too much
 * for a server that holds a thousand tables. `pg` is the well-kept PostgreSQL driver.
 *
 * Durability of the embedded file: WAL with synchronous=NORMAL, so a commit is safe from a crash of the
 * process as soon as it returns; the WAL file is also fsynced every 100 ms in the background, which bounds
 * what an operating-system crash or a power cut can lose to about 100 ms of play.
 */
import BetterSqlite3 from "better-sqlite3";
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { closeSync, fsync, mkdirSync, openSync, statSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { migrate } from "./migrations";
import type { WriteBatch } from "./journal";
import type { Database } from "./sql-tables";
import { forPostgres, SQL, type Stmt } from "./statements";

export interface OpenedDatabase {
  db: Kysely<Database>;
  /**
   * The journal's group commit (statements.ts): on the embedded database a synchronous transaction over
   * statements prepared once and kept; on PostgreSQL one transaction through Kysely's pool.
   */
  writeBatch: WriteBatch;
  /** Sweeps what the log no longer needs in one go (the embedded database; tests, and before closing). */
  tidy?: () => void;
  kind: "sqlite" | "postgres";
  /** Where it lives, for people (the file, or the server without its password). */
  where: string;
  /** Reached and migrated: tables may be read. False while a PostgreSQL that was down at start stays away. */
  isReady(): boolean;
  /** Reaches and migrates the database if it is not yet (throws while it cannot). */
  ensureReady(): Promise<void>;
  /** Why the database could not be reached last time it was tried (null once it was). */
  reachError?(): string | null;
  close(): Promise<void>;
}

// PostgreSQL's bigint comes back as text by default; our bigints are epoch milliseconds, safe as numbers.
pg.types.setTypeParser(20, (v: string) => Number(v));

export async function openDatabase(settings: { dataDir?: string; databaseUrl?: string }): Promise<OpenedDatabase> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl);
  const opened = openSqlite(settings.dataDir ?? "data");
  try {
    await migrate(opened.db);
  } catch (e) {
    await opened.close();
    throw e;
  }
  return opened;
}

function openSqlite(dataDir: string): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "salon.db");
  refuseEmptyFile(file);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const ticker = walSyncer(`${file}-wal`);
  const prepared = new Map<string, BetterSqlite3.Statement>();
  const statement = (text: string) => {
    let st = prepared.get(text);
    if (!st) prepared.set(text, (st = sqlite.prepare(text)));
    return st;
  };
  const log = actionLog(sqlite);
  const writeBatch = sqlite.transaction((batch: Stmt[]) => {
    let appended = 0;
    for (const { sql, params } of batch) {
      // A finished game's actions are swept from the log later, in order (migration 005), not looked up now.
      if (sql === SQL.deleteActions) continue;
      statement(sql).run(params);
      if (sql === SQL.insertAction) appended++;
    }
    if (appended > 0) log.sweep(2 * appended + 64);
  });
  return {
    db,
    writeBatch,
    tidy: () => log.sweepAll(),
    kind: "sqlite",
    where: file,
    isReady: () => true,
    ensureReady: () => Promise.resolve(),
    close: async () => {
      ticker.stop();
      await db.destroy();
    },
  };
}

/**
 * A zero-length `salon.db` is not a new install (SQLite would happily start an empty database on it, and
 * every table and record would be gone without a word): no file at all is a new install; an empty file
 * where the database was is refused, with what to do (issue 28).
 */
function refuseEmptyFile(file: string): void {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return;
  }
  if (size === 0) {
    throw new Error(
      `${file} is empty (0 bytes), so Salon's database is gone or was cut off; restore it from a backup, or delete the file to start a new, empty club`,
    );
  }
}

/**
 * PostgreSQL through a pool. Every client the pool makes gets an 'error' handler the moment it connects: a
 * connection lost while a client is checked out (a transaction running) is emitted on that client, and
 * an 'error' event nobody listens to ends the process (issue 28: `pg_ctl stop -m immediate` during play).
 * The query that needed the connection fails on its own, and the journal retries it.
 *
 * A server that cannot be reached at start (refused, timed out) is not fatal: Salon starts degraded and
 * reaches it later (Store). A server that answers and refuses (wrong password, no such database) is.
 */
async function openPostgres(url: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  pool.on("error", () => undefined);
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let ready = false;
  let reaching: Promise<void> | null = null;
  let lastError: string | null = null;
  const ensureReady = (): Promise<void> => {
    if (ready) return Promise.resolve();
    reaching ??= (async () => {
      const client = await pool.connect().catch((e: unknown) => {
        throw new Error(`cannot reach PostgreSQL at ${redact(url)}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      });
      client.release();
      await migrate(db);
      ready = true;
      lastError = null;
    })()
      .catch((e: unknown) => {
        lastError = e instanceof Error ? e.message : String(e);
        throw e;
      })
      .finally(() => (reaching = null));
    return reaching;
  };
  try {
    await ensureReady();
  } catch (e) {
    if (!unreachable(e)) {
      await db.destroy().catch(() => undefined);
      throw e;
    }
    console.error(`[store] ${e instanceof Error ? e.message : String(e)}; starting degraded, tables come back once it answers`);
  }
  const writeBatch: WriteBatch = async (batch) => {
    if (!ready) await ensureReady();
    await db.transaction().execute(async (trx) => {
      for (const { sql, params } of forPostgres(batch)) await trx.executeQuery(CompiledQuery.raw(sql, params));
    });
  };
  return { db, writeBatch, kind: "postgres", where: redact(url), isReady: () => ready, ensureReady, reachError: () => lastError, close: () => db.destroy() };
}

/** The server did not answer (down, refused, timed out), as against answering with a refusal (SQLSTATE). */
function unreachable(e: unknown): boolean {
  const cause = e instanceof Error ? (e.cause as { code?: unknown } | undefined) : undefined;
  if (!cause || typeof cause !== "object") return false;
  const code = typeof cause.code === "string" ? cause.code : "";
  // 28xxx: authentication; 3D000: no such database; other SQLSTATEs: the server answered.
  if (/^[0-9A-Z]{5}$/.test(code)) return code === "57P03" || code.startsWith("08");
  return true;
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "the configured database";
  }
}

/**
 * The embedded database's action log (migration 005) drops the rows of games that are no longer running in
 * rounds: each group commit that appended N actions sweeps the next 2N + 64 ids of the log, oldest first, so
 * the sweep outruns the appends and each round covers the log as it was when the round began. A game still
 * running keeps its rows wherever they are; ids advance without gaps being a problem (a range of ids).
 */
function actionLog(sqlite: BetterSqlite3.Database): { sweep(ids: number): void; sweepAll(): void } {
  // Prepared on first use: the database is opened before its migrations run.
  let drop: BetterSqlite3.Statement | null = null;
  let ends: BetterSqlite3.Statement | null = null;
  const dropRange = (from: number, to: number) => {
    drop ??= sqlite.prepare(
      "delete from actions where id >= ? and id < ? and not exists (select 1 from games g where g.table_id = actions.table_id and g.game_no = actions.game_no and g.status = 'running')",
    );
    drop.run(from, to);
  };
  let next = 0;
  let end = -1;
  return {
    sweep(ids) {
      if (next > end) {
        ends ??= sqlite.prepare("select min(id) as lo, max(id) as hi from actions");
        const { lo, hi } = ends.get() as { lo: number | null; hi: number | null };
        next = lo ?? 0;
        end = hi ?? -1;
      }
      dropRange(next, next + ids);
      next += ids;
    },
    sweepAll() {
      dropRange(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      end = -1;
    },
  };
}

/** fsyncs the WAL file every 100 ms in the background (a no-op while it has not changed). */
function walSyncer(walFile: string): { stop(): void } {
  let fd: number | null = null;
  let inode = -1;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    try {
      const st = statSync(walFile);
      if (st.ino !== inode) {
        if (fd !== null) closeSync(fd);
        fd = openSync(walFile, "r");
        inode = st.ino;
      }
    } catch {
      return;
    }
    busy = true;
    fsync(fd as number, () => (busy = false));
  }, 100);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}
