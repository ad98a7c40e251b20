/**
 * Finished games: their records (kept for good, addressed by table and game number), a player's history,
 * and replay share keys. A running game's record is never read from here: only games that ended (finished,
 * or abandoned when their table closed) have one.
 */
import type { GameRecord, Outcome } from "@salon/shared";
import type { HistoryEntry } from "@salon/shared/api";
import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import { sha256 } from "./players";
import type { Database } from "./sql-tables";

export interface EndedGame {
  tableId: string;
  gameNo: number;
  ruleset: string;
  tableName: string;
  private: boolean;
  status: "finished" | "abandoned";
  record: GameRecord;
  outcome: Outcome | null;
  /** The player identities seated in that game (who may read a private table's record). */
  players: string[];
}

/** An ended game, the latest ended one when `gameNo` is omitted; null when there is none (or it still runs). */
export async function endedGame(db: Kysely<Database>, tableId: string, gameNo?: number): Promise<EndedGame | null> {
  let q = db
    .selectFrom("games")
    .innerJoin("tables", "tables.id", "games.table_id")
    .select(["games.game_no", "games.status", "games.record", "games.outcome", "tables.ruleset", "tables.name", "tables.private"])
    .where("games.table_id", "=", tableId)
    .where("games.status", "in", ["finished", "abandoned"]);
  q = gameNo === undefined ? q.orderBy("games.game_no", "desc").limit(1) : q.where("games.game_no", "=", gameNo);
  const row = await q.executeTakeFirst();
  if (!row || !row.record) return null;
  const seated = await db.selectFrom("game_players").select("player_id").where("table_id", "=", tableId).where("game_no", "=", row.game_no).execute();
  return {
    tableId,
    gameNo: row.game_no,
    ruleset: row.ruleset,
    tableName: row.name,
    private: row.private === 1,
    status: row.status as EndedGame["status"],
    record: JSON.parse(row.record) as GameRecord,
    outcome: row.outcome ? (JSON.parse(row.outcome) as Outcome) : null,
    players: seated.flatMap((p) => (p.player_id ? [p.player_id] : [])),
  };
}

/** A player's games, newest first; `before` is the cursor a previous page returned. */
export async function gamesOf(db: Kysely<Database>, playerId: string, limit: number, before?: string): Promise<{ games: HistoryEntry[]; next: string | null }> {
  let q = db
    .selectFrom("game_players as me")
    .innerJoin("games", (j) => j.onRef("games.table_id", "=", "me.table_id").onRef("games.game_no", "=", "me.game_no"))
    .innerJoin("tables", "tables.id", "me.table_id")
    .select([
      "me.table_id",
      "me.game_no",
      "me.seat",
      "me.score",
      "me.result",
      "games.started_at",
      "games.finished_at",
      "games.status",
      "tables.name",
      "tables.ruleset",
    ])
    .where("me.player_id", "=", playerId);
  const cursor = parseCursor(before);
  if (cursor) {
    q = q.where((eb) =>
      eb.or([
        eb("games.started_at", "<", cursor.at),
        eb.and([eb("games.started_at", "=", cursor.at), eb("me.table_id", "<", cursor.table)]),
        eb.and([eb("games.started_at", "=", cursor.at), eb("me.table_id", "=", cursor.table), eb("me.game_no", "<", cursor.game)]),
      ]),
    );
  }
  const rows = await q
    .orderBy("games.started_at", "desc")
    .orderBy("me.table_id", "desc")
    .orderBy("me.game_no", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const others = page.length
    ? await db
        .selectFrom("game_players")
        .select(["table_id", "game_no", "seat", "name"])
        .where((eb) => eb.or(page.map((r) => eb.and([eb("table_id", "=", r.table_id), eb("game_no", "=", r.game_no)]))))
        .orderBy("seat")
        .execute()
    : [];
  const games = page.map((r) => ({
    tableId: r.table_id,
    tableName: r.name,
    gameNo: r.game_no,
    ruleset: r.ruleset,
    startedAt: Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    status: r.status as HistoryEntry["status"],
    seat: r.seat,
    score: r.score,
    result: r.result as HistoryEntry["result"],
    others: others.filter((o) => o.table_id === r.table_id && o.game_no === r.game_no && o.seat !== r.seat).map((o) => ({ seat: o.seat, name: o.name })),
  }));
  const last = page[page.length - 1];
  const next = rows.length > limit && last ? `${Number(last.started_at)}.${last.game_no}.${last.table_id}` : null;
  return { games, next };
}

function parseCursor(text: string | undefined): { at: number; game: number; table: string } | null {
  const m = text ? /^(\d{1,16})\.(\d{1,9})\.([A-Za-z0-9_-]{1,64})$/.exec(text) : null;
  return m ? { at: Number(m[1]), game: Number(m[2]), table: m[3] } : null;
}

/** A key that lets whoever holds it open this ended game's replay (a private table's, too). */
export async function createShareKey(db: Kysely<Database>, tableId: string, gameNo: number): Promise<string> {
  const key = randomBytes(18).toString("base64url");
  await db
    .insertInto("share_keys")
    .values({ hash: sha256(key), table_id: tableId, game_no: gameNo, created_at: Date.now() })
    .execute();
  return key;
}

export async function shareKeyOpens(db: Kysely<Database>, tableId: string, gameNo: number, key: string): Promise<boolean> {
  if (key.length > 100) return false;
  const row = await db
    .selectFrom("share_keys")
    .select("table_id")
    .where("hash", "=", sha256(key))
    .where("table_id", "=", tableId)
    .where("game_no", "=", gameNo)
    .executeTakeFirst();
  return row !== undefined;
}
