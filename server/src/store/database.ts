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
import { forPostgres, type Stmt } from "./statements";

export interface OpenedDatabase {
  db: Kysely<Database>;
  /**
   * The journal's group commit (statements.ts): on the embedded database a synchronous transaction over
   * statements prepared once and kept; on PostgreSQL one transaction through Kysely's pool.
   */
  writeBatch: WriteBatch;
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
  const writeBatch = sqlite.transaction((batch: Stmt[]) => {
    for (const { sql, params } of batch) {
      let statement = prepared.get(sql);
      if (!statement) prepared.set(sql, (statement = sqlite.prepare(sql)));
      statement.run(params);
    }
  });
  return {
    db,
    writeBatch,
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
