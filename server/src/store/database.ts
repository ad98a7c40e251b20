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
import type { Database } from "./schema";
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
  close(): Promise<void>;
}

// PostgreSQL's bigint comes back as text by default; our bigints are epoch milliseconds, safe as numbers.
pg.types.setTypeParser(20, (v: string) => Number(v));

export async function openDatabase(settings: { dataDir?: string; databaseUrl?: string }): Promise<OpenedDatabase> {
  const opened = settings.databaseUrl ? await openPostgres(settings.databaseUrl) : openSqlite(settings.dataDir ?? "data");
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
    close: async () => {
      ticker.stop();
      await db.destroy();
    },
  };
}

async function openPostgres(url: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5000 });
  // A lost connection is reported by the query that needed it; an idle client's error must not crash us.
  pool.on("error", () => undefined);
  const client = await pool.connect().catch(async (e: unknown) => {
    await pool.end().catch(() => undefined);
    throw new Error(`cannot reach PostgreSQL at ${redact(url)}: ${e instanceof Error ? e.message : String(e)}`);
  });
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const writeBatch: WriteBatch = (batch) =>
    db.transaction().execute(async (trx) => {
      for (const { sql, params } of forPostgres(batch)) await trx.executeQuery(CompiledQuery.raw(sql, params));
    });
  return { db, writeBatch, kind: "postgres", where: redact(url), close: () => db.destroy() };
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
