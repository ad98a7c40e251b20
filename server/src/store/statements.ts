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

export const SQL = {
  insertTable:
    "insert into tables (id, ruleset, name, private, setup, host_player_id, moderator, game_no, status, state, closed_reason, deadline, extra, created_at, updated_at, owner) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', null, ?, ?, ?, ?, ?)",
  upsertSeat:
    "insert into seats (table_id, seat, kind, name, player_id, claim_hash, bot_keeps, bot_level) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (table_id, seat) do update set kind = excluded.kind, name = excluded.name, player_id = excluded.player_id, claim_hash = excluded.claim_hash, bot_keeps = excluded.bot_keeps, bot_level = excluded.bot_level",
  touch: "update tables set updated_at = ? where id = ?",
  setModerator: "update tables set moderator = ?, updated_at = ? where id = ?",
  setDeadline: "update tables set deadline = ?, updated_at = ? where id = ?",
  setExtra: "update tables set extra = ?, updated_at = ? where id = ?",
  setGame: "update tables set game_no = ?, status = ?, updated_at = ? where id = ?",
  setStatus: "update tables set status = ?, updated_at = ? where id = ?",
  closeTable: "update tables set state = ?, closed_reason = ?, updated_at = ? where id = ?",
  insertGame: "insert into games (table_id, game_no, start, status, started_at, finished_at, record, outcome) values (?, ?, ?, 'running', ?, null, null, null)",
  insertGamePlayer: "insert into game_players (table_id, game_no, seat, player_id, name, score, result) values (?, ?, ?, ?, ?, null, null)",
  endGame: "update games set status = ?, finished_at = ?, record = ?, outcome = ? where table_id = ? and game_no = ?",
  deleteActions: "delete from actions where table_id = ? and game_no = ?",
  deleteActionsFrom: "delete from actions where table_id = ? and game_no = ? and seq >= ?",
  setResult: "update game_players set score = ?, result = ? where table_id = ? and game_no = ? and seat = ?",
  insertAction: "insert into actions (table_id, game_no, seq, actor, action, at) values (?, ?, ?, ?, ?, ?)",
} as const;

const ACTION_VALUES = "(?, ?, ?, ?, ?, ?)";

/**
 * The batch as PostgreSQL runs it: `$n` placeholders, and each run of action rows as one multi-row INSERT
 * (a round trip per statement is what costs there; the embedded database runs its prepared ones instead).
 */
export function forPostgres(batch: readonly Stmt[], maxRows = 500): Stmt[] {
  const out: Stmt[] = [];
  for (let i = 0; i < batch.length; ) {
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
    out.push(dollars({ sql: `${SQL.insertAction.slice(0, -ACTION_VALUES.length)}${Array(rows).fill(ACTION_VALUES).join(", ")}`, params }));
  }
  return out;
}

function dollars(s: Stmt): Stmt {
  let n = 0;
  return { sql: s.sql.replace(/\?/g, () => `$${++n}`), params: s.params };
}
