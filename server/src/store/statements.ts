/**
 * The journal's writes as plain SQL, the same text for both databases: `?` placeholders (database.ts turns
 * them into PostgreSQL's `$1, $2…`), and `insert … on conflict … do update` that SQLite (≥ 3.24) and
 * PostgreSQL both read. Fixed statement texts let the embedded database prepare each one once for good.
 *
 * Why not Kysely's builder here (it stays for reads, migrations and rare writes): it compiles and prepares
 * every query anew, and at 50 busy tables, where a game ends every few commits, that work and its garbage
 * were a tenth of the server's CPU per card play (issue 12).
 */
export type SqlValue = string | number | null;

/** One write: a statement and its values, in the order of its placeholders. */
export interface Stmt {
  sql: string;
  params: SqlValue[];
}

/**
 * Every insert does nothing when its row is there already, so a batch may be written twice: a commit whose
 * answer was lost with the connection (PostgreSQL stopped at that moment) is retried as a whole, and a
 * spill file is replayed in order; in both cases the second run leaves what the first did.
 */
export const SQL = {
  insertTable:
    "insert into tables (id, ruleset, name, private, setup, host_player_id, moderator, game_no, status, state, closed_reason, deadline, extra, created_at, updated_at, owner) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', null, ?, ?, ?, ?, ?) on conflict (id) do nothing",
  upsertSeat:
    "insert into seats (table_id, seat, kind, name, player_id, claim_hash, bot_keeps, bot_level) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (table_id, seat) do update set kind = excluded.kind, name = excluded.name, player_id = excluded.player_id, claim_hash = excluded.claim_hash, bot_keeps = excluded.bot_keeps, bot_level = excluded.bot_level",
  touch: "update tables set updated_at = ? where id = ?",
  setModerator: "update tables set moderator = ?, updated_at = ? where id = ?",
  setDeadline: "update tables set deadline = ?, updated_at = ? where id = ?",
  setExtra: "update tables set extra = ?, updated_at = ? where id = ?",
  setGame: "update tables set game_no = ?, status = ?, updated_at = ? where id = ?",
  setStatus: "update tables set status = ?, updated_at = ? where id = ?",
  closeTable: "update tables set state = ?, closed_reason = ?, updated_at = ? where id = ?",
  setDamage: "update tables set damage = ? where id = ?",
  insertGame:
    "insert into games (table_id, game_no, start, status, started_at, finished_at, record, outcome) values (?, ?, ?, 'running', ?, null, null, null) on conflict (table_id, game_no) do nothing",
  insertGamePlayer:
    "insert into game_players (table_id, game_no, seat, player_id, name, score, result) values (?, ?, ?, ?, ?, null, null) on conflict (table_id, game_no, seat) do nothing",
  endGame: "update games set status = ?, finished_at = ?, record = ?, outcome = ? where table_id = ? and game_no = ?",
  /**
   * An ended game's record written again with what came after its end (a deal's hand record that arrived
   * once the next game had begun, or the table had closed); a game not ended yet is left alone.
   */
  amendRecord: "update games set record = ? where table_id = ? and game_no = ? and record is not null",
  deleteActions: "delete from actions where table_id = ? and game_no = ?",
  deleteActionsFrom: "delete from actions where table_id = ? and game_no = ? and seq >= ?",
  setResult: "update game_players set score = ?, result = ? where table_id = ? and game_no = ? and seat = ?",
  insertAction: "insert into actions (table_id, game_no, seq, actor, action, at) values (?, ?, ?, ?, ?, ?) on conflict do nothing",
  /** How many actions a table's running game holds (migration 006): a restart notices a log's missing tail. */
  setMoves:
    "insert into table_moves (table_id, game_no, moves) values (?, ?, ?) on conflict (table_id) do update set game_no = excluded.game_no, moves = excluded.moves",
  /** The last line of a spill file the database holds (spill.ts), written in the commit that wrote it. */
  markSpill: "insert into spill_marks (id, upto) values (?, ?) on conflict (id) do update set upto = excluded.upto",
} as const;

/**
 * The action counts a batch leaves behind, one `setMoves` per table it touched (in the batch's order: a new
 * game starts at 0, each action makes it seq + 1, an undo cuts it back).
 */
export function movesOf(batch: readonly Stmt[]): Stmt[] {
  const moves = new Map<string, [number, number]>();
  for (const { sql, params } of batch) {
    if (sql === SQL.insertAction) moves.set(params[0] as string, [params[1] as number, (params[2] as number) + 1]);
    else if (sql === SQL.insertGame) moves.set(params[0] as string, [params[1] as number, 0]);
    else if (sql === SQL.deleteActionsFrom) moves.set(params[0] as string, [params[1] as number, params[2] as number]);
  }
  const out: Stmt[] = [];
  for (const [id, [gameNo, n]] of moves) out.push({ sql: SQL.setMoves, params: [id, gameNo, n] });
  return out;
}

const ACTION_VALUES = "(?, ?, ?, ?, ?, ?)";
const ACTION_HEAD = SQL.insertAction.slice(0, SQL.insertAction.indexOf(ACTION_VALUES));
const ACTION_TAIL = SQL.insertAction.slice(SQL.insertAction.indexOf(ACTION_VALUES) + ACTION_VALUES.length);

/**
 * The batch as PostgreSQL runs it: `$n` placeholders, and each run of action rows as one multi-row INSERT
 * (a round trip per statement is what costs there; the embedded database runs its prepared ones instead).
 */
export function forPostgres(batch: readonly Stmt[], maxRows = 500): Stmt[] {
  const out: Stmt[] = [];
  for (let i = 0; i < batch.length; ) {
    if (batch[i].sql === SQL.setMoves) {
      // A run of counts as one multi-row upsert too (one row per table, so no row is touched twice).
      const params: SqlValue[] = [];
      let rows = 0;
      while (i < batch.length && batch[i].sql === SQL.setMoves && rows < maxRows) {
        params.push(...batch[i++].params);
        rows++;
      }
      const head = SQL.setMoves.slice(0, SQL.setMoves.indexOf(" values "));
      const tail = SQL.setMoves.slice(SQL.setMoves.indexOf(" on conflict"));
      out.push(dollars({ sql: `${head} values ${Array(rows).fill("(?, ?, ?)").join(", ")}${tail}`, params }));
      continue;
    }
    if (batch[i].sql !== SQL.insertAction) {
      out.push(dollars(batch[i++]));
      continue;
    }
    const params: SqlValue[] = [];
    let rows = 0;
    while (i < batch.length && batch[i].sql === SQL.insertAction && rows < maxRows) {
      params.push(...batch[i++].params);
      rows++;
    }
    out.push(dollars({ sql: `${ACTION_HEAD}${Array(rows).fill(ACTION_VALUES).join(", ")}${ACTION_TAIL}`, params }));
  }
  return out;
}

function dollars(s: Stmt): Stmt {
  let n = 0;
  return { sql: s.sql.replace(/\?/g, () => `$${++n}`), params: s.params };
}
