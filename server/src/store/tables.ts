/**
 * Reading tables back after a restart: every open table with its seats and its running game (how it was
 * dealt, and its accepted actions in order), in four queries whatever the number of tables, plus the last
 * time the server was known alive (for deadlines that go on with the time they had left). Also the
 * heartbeat that records that time.
 */
import type { Action, Actor } from "@salon/shared";
import type { Kysely } from "kysely";
import type { GameStart } from "../game";
import type { SeatKind, StoredTable } from "../room/journal";
import type { TableSetup } from "../room/setup";
import type { Database } from "./sql-tables";

/** The open tables, oldest first, ready for the room to rebuild (rows that cannot even be parsed are skipped with a reason). */
export async function loadOpenTables(db: Kysely<Database>, owner = ""): Promise<{ tables: StoredTable[]; unreadable: { id: string; reason: string }[] }> {
  const rows = await db.selectFrom("tables").selectAll().where("state", "=", "open").where("owner", "=", owner).orderBy("created_at").execute();
  if (rows.length === 0) return { tables: [], unreadable: [] };
  const seats = await db
    .selectFrom("seats")
    .selectAll("seats")
    .innerJoin("tables", "tables.id", "seats.table_id")
    .where("tables.state", "=", "open")
    .where("tables.owner", "=", owner)
    .orderBy("seats.seat")
    .execute();
  const games = await db
    .selectFrom("games")
    .select(["games.table_id", "games.game_no", "games.start"])
    .innerJoin("tables", (j) => j.onRef("tables.id", "=", "games.table_id").onRef("tables.game_no", "=", "games.game_no"))
    .where("tables.state", "=", "open")
    .where("tables.owner", "=", owner)
    .where("games.status", "=", "running")
    .execute();
  // The counts before the rows: a count read first can only be behind rows read after it, never ahead.
  const counts = await db
    .selectFrom("table_moves")
    .select(["table_moves.table_id", "table_moves.game_no", "table_moves.moves"])
    .innerJoin("tables", (j) => j.onRef("tables.id", "=", "table_moves.table_id").onRef("tables.game_no", "=", "table_moves.game_no"))
    .where("tables.state", "=", "open")
    .where("tables.owner", "=", owner)
    .execute();
  const actions = await db
    .selectFrom("actions")
    .select(["actions.table_id", "actions.seq", "actions.actor", "actions.action"])
    .innerJoin("tables", (j) => j.onRef("tables.id", "=", "actions.table_id").onRef("tables.game_no", "=", "actions.game_no"))
    // Only a running game's actions: a game that just ended keeps its rows in the embedded database's log
    // until they are swept in ranges of ids (database.ts), so some of them may be gone already (issue 28).
    .innerJoin("games", (j) => j.onRef("games.table_id", "=", "actions.table_id").onRef("games.game_no", "=", "actions.game_no"))
    .where("games.status", "=", "running")
    .where("tables.state", "=", "open")
    .where("tables.owner", "=", owner)
    .orderBy("actions.table_id")
    .orderBy("actions.seq")
    .execute();
  const lastAlive = await heartbeatAt(db);
  const countOf = new Map(counts.map((c) => [c.table_id, c.moves]));

  const seatsOf = groupBy(seats, (s) => s.table_id);
  const gameOf = new Map(games.map((g) => [g.table_id, g]));
  const actionsOf = groupBy(actions, (a) => a.table_id);
  const tables: StoredTable[] = [];
  const unreadable: { id: string; reason: string }[] = [];
  for (const row of rows) {
    try {
      const game = gameOf.get(row.id);
      const rows = actionsOf.get(row.id) ?? [];
      // The actions up to the first that is missing or unreadable; what follows cannot be replayed.
      const acts: { seat: Actor; action: Action }[] = [];
      let damage: string | null = null;
      for (const a of rows) {
        if (a.seq !== acts.length) {
          damage = `action ${acts.length} is missing`;
          break;
        }
        try {
          acts.push({ seat: (a.actor === "moderator" ? "moderator" : Number(a.actor)) as Actor, action: JSON.parse(a.action) as Action });
        } catch {
          damage = `action ${acts.length} is unreadable`;
          break;
        }
      }
      const expected = countOf.get(row.id);
      if (!damage && game && expected !== undefined && acts.length < expected) damage = `the log ends at action ${acts.length} but ${expected} were stored`;
      tables.push({
        id: row.id,
        setup: JSON.parse(row.setup) as TableSetup,
        hostPlayerId: row.host_player_id,
        seats: (seatsOf.get(row.id) ?? []).map((s) => ({
          kind: s.kind as SeatKind,
          name: s.name,
          playerId: s.player_id,
          claimHash: s.claim_hash,
          ...(s.bot_keeps ? { botKeeps: true } : {}),
          ...(s.bot_level ? { botLevel: s.bot_level } : {}),
        })),
        moderator: row.moderator ? (JSON.parse(row.moderator) as StoredTable["moderator"]) : null,
        gameNo: row.game_no,
        status: row.status as StoredTable["status"],
        game: game
          ? {
              start: JSON.parse(game.start) as GameStart,
              actions: acts,
            }
          : null,
        ...(damage && game ? { damage: { at: acts.length, reason: damage } } : {}),
        deadline: Number(row.deadline),
        lastAlive,
        extra: JSON.parse(row.extra) as Record<string, unknown>,
        updatedAt: Number(row.updated_at),
      });
    } catch (e) {
      unreadable.push({ id: row.id, reason: e instanceof Error ? e.message : String(e) });
    }
  }
  return { tables, unreadable };
}

/** Marks a table that cannot be brought back: it stays in the database, left out of every restart. */
export async function markBroken(db: Kysely<Database>, id: string, reason: string): Promise<void> {
  await db
    .updateTable("tables")
    .set({ state: "broken", closed_reason: reason.slice(0, 500), updated_at: Date.now() })
    .where("id", "=", id)
    .execute();
}

/** When the server was last known alive (0: never). */
export async function heartbeatAt(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom("heartbeat").select("at").where("id", "=", 1).executeTakeFirst();
  return row ? Number(row.at) : 0;
}

/** The last line of spill file `id` the database holds (0: none). */
export async function spillCommitted(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db.selectFrom("spill_marks").select("upto").where("id", "=", id).executeTakeFirst();
  return row ? Number(row.upto) : 0;
}

/** Records "alive now" every `everyMs`; a failed beat (database away) is simply tried again next time. */
export function startHeartbeat(db: Kysely<Database>, everyMs = 1000, ready: () => boolean = () => true): { stop(): void; beat(): Promise<void> } {
  const beat = async () => {
    if (!ready()) return;
    const at = Date.now();
    await db
      .insertInto("heartbeat")
      .values({ id: 1, at })
      .onConflict((oc) => oc.column("id").doUpdateSet({ at }))
      .execute()
      .catch(() => undefined);
  };
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), beat };
}

function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
