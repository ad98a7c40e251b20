/**
 * Versioned migrations, applied at boot by Kysely's Migrator (it records what ran in its own table and
 * takes a lock, so two servers starting together do not both migrate). Add a new entry for every change;
 * never edit one that has shipped. Column types are the portable subset of SQLite and PostgreSQL.
 */
import { Migrator, sql, SqliteAdapter, type Kysely, type Migration, type MigrationProvider } from "kysely";

const migrations: Record<string, Migration> = {
  "001-tables-games-players": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("players")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("seen_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("player_secrets")
        .addColumn("hash", "text", (c) => c.primaryKey())
        .addColumn("player_id", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("transfer_codes")
        .addColumn("hash", "text", (c) => c.primaryKey())
        .addColumn("player_id", "text", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("used", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("tables")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("ruleset", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("private", "integer", (c) => c.notNull())
        .addColumn("setup", "text", (c) => c.notNull())
        .addColumn("host_player_id", "text")
        .addColumn("moderator", "text")
        .addColumn("game_no", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("closed_reason", "text")
        .addColumn("deadline", "bigint", (c) => c.notNull())
        .addColumn("extra", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("tables_state").on("tables").columns(["state", "updated_at"]).execute();
      await db.schema
        .createTable("seats")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("player_id", "text")
        .addColumn("claim_hash", "text")
        .addColumn("bot_keeps", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("seats_pk", ["table_id", "seat"])
        .execute();
      await db.schema
        .createTable("games")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("game_no", "integer", (c) => c.notNull())
        .addColumn("start", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("started_at", "bigint", (c) => c.notNull())
        .addColumn("finished_at", "bigint")
        .addColumn("record", "text")
        .addColumn("outcome", "text")
        .addPrimaryKeyConstraint("games_pk", ["table_id", "game_no"])
        .execute();
      await db.schema
        .createTable("actions")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("game_no", "integer", (c) => c.notNull())
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("actor", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("actions_pk", ["table_id", "game_no", "seq"])
        .execute();
      await db.schema
        .createTable("game_players")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("game_no", "integer", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("player_id", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("score", "double precision")
        .addColumn("result", "text")
        .addPrimaryKeyConstraint("game_players_pk", ["table_id", "game_no", "seat"])
        .execute();
      await db.schema.createIndex("game_players_player").on("game_players").columns(["player_id", "table_id", "game_no"]).execute();
      await db.schema
        .createTable("share_keys")
        .addColumn("hash", "text", (c) => c.primaryKey())
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("game_no", "integer", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("heartbeat")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("at", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  "002-table-owner": {
    // Several server processes may share one database: each brings back, after a restart, the tables it
    // held (the others hold theirs, through Redis).
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("tables")
        .addColumn("owner", "text", (c) => c.notNull().defaultTo(""))
        .execute();
    },
  },
  "003-bot-level": {
    // Bots play at a level chosen per seat (issue 13); bots stored before levels existed were random: easy.
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("seats")
        .addColumn("bot_level", "text", (c) => c.notNull().defaultTo("easy"))
        .execute();
    },
  },
  "004-actions-without-rowid": {
    // The embedded database keeps accepted actions in their primary key's own B-tree (WITHOUT ROWID) instead
    // of a rowid table plus a separate index: each action written touches one tree, not two. Every busy table
    // dirties a page of its own per group commit, so this is most of what a commit writes. Measured with
    // 50–250 tables appending in commits of 20–100 rows: 7.6–11.6 µs of CPU a row against 11.1–15.5, and
    // about half the wall time (issue 12). PostgreSQL keeps its heap and index as they are.
    async up(db: Kysely<any>) {
      if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
      await sql`create table actions_clustered (table_id text not null, game_no integer not null, seq integer not null, actor text not null, action text not null, at bigint not null, primary key (table_id, game_no, seq)) without rowid`.execute(
        db,
      );
      await sql`insert into actions_clustered (table_id, game_no, seq, actor, action, at) select table_id, game_no, seq, actor, action, at from actions`.execute(
        db,
      );
      await sql`drop table actions`.execute(db);
      await sql`alter table actions_clustered rename to actions`.execute(db);
    },
  },
  "005-actions-log": {
    // The embedded database keeps accepted actions as an append-only log in the order they were accepted
    // (a rowid table, no other key): a group commit then writes the log's last page or two, where a key by
    // table wrote one page per busy table (issue 12). A finished game's rows are swept later (database.ts),
    // not deleted at once; a restart reads the log in full. PostgreSQL keeps its keyed table.
    async up(db: Kysely<any>) {
      if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
      await sql`create table actions_log (id integer primary key, table_id text not null, game_no integer not null, seq integer not null, actor text not null, action text not null, at bigint not null)`.execute(
        db,
      );
      await sql`insert into actions_log (table_id, game_no, seq, actor, action, at) select table_id, game_no, seq, actor, action, at from actions order by table_id, game_no, seq`.execute(
        db,
      );
      await sql`drop table actions`.execute(db);
      await sql`alter table actions_log rename to actions`.execute(db);
    },
  },
  "006-spill-moves-damage": {
    // Issue 28. `spill_marks`: the last line of each spill file (spill.ts) the database holds, written in the
    // commit that wrote it, so a spill file is replayed exactly once. `table_moves`: how many actions each
    // table's running game holds, kept by every group commit, so a restart notices a log whose tail is gone.
    // `tables.damage`: why an open table came back short of its log (restored up to its last good action).
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("spill_marks")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("upto", "integer", (c) => c.notNull())
        .execute();
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        await sql`create table table_moves (table_id text primary key, game_no integer not null, moves integer not null) without rowid`.execute(db);
      } else {
        await db.schema
          .createTable("table_moves")
          .addColumn("table_id", "text", (c) => c.primaryKey())
          .addColumn("game_no", "integer", (c) => c.notNull())
          .addColumn("moves", "integer", (c) => c.notNull())
          .execute();
      }
      await db.schema.alterTable("tables").addColumn("damage", "text").execute();
    },
  },
  "007-events": {
    // Issue 31: club events across several tables. One row per event: its settings and its progress (who
    // registered, the round, each round's tables and their collected results) as JSON, rewritten whole at
    // every step; the director's and the entries' secrets are kept as hashes inside it.
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("owner", "text", (c) => c.notNull())
        .addColumn("doc", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("events_status").on("events").columns(["status", "owner"]).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date (or to `target`, for tests of a migration); throws with the failing migration's error. */
export async function migrate(db: Kysely<any>, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${String(error ?? "unknown error")}`);
}
