/** The journal's statements as PostgreSQL gets them (the store tests run them on both databases). */
import { forPostgres, movesOf, SQL, type Stmt } from "./statements";

const action = (seq: number): Stmt => ({ sql: SQL.insertAction, params: ["t1", 1, seq, "0", `{"seq":${seq}}`, 1000 + seq] });

test("placeholders become $1, $2… per statement, in order", () => {
  const [s] = forPostgres([{ sql: SQL.setDeadline, params: [5, 6, "t1"] }]);
  expect(s.sql).toBe("update tables set deadline = $1, updated_at = $2 where id = $3");
  expect(s.params).toEqual([5, 6, "t1"]);
});

test("a run of action rows is one multi-row INSERT, split at maxRows; other writes keep their place", () => {
  const touch: Stmt = { sql: SQL.touch, params: [1, "t1"] };
  const out = forPostgres([action(0), action(1), action(2), touch, action(3)], 2);
  expect(out.map((s) => s.params.length)).toEqual([12, 6, 2, 6]);
  expect(out[0].sql).toBe(
    "insert into actions (table_id, game_no, seq, actor, action, at) values ($1, $2, $3, $4, $5, $6), ($7, $8, $9, $10, $11, $12) on conflict do nothing",
  );
  expect(out[0].params.filter((_p, i) => i % 6 === 2)).toEqual([0, 1]);
  expect(out[1].sql).toContain("values ($1, $2, $3, $4, $5, $6)");
  expect(out[2]).toEqual({ sql: "update tables set updated_at = $1 where id = $2", params: [1, "t1"] });
  expect(out[3].params[2]).toBe(3);
});

test("the action counts a batch leaves: per table, in order, as one multi-row upsert on PostgreSQL", () => {
  const batch: Stmt[] = [
    { sql: SQL.insertGame, params: ["t2", 3, "{}", 1] },
    action(0),
    action(1),
    { sql: SQL.deleteActionsFrom, params: ["t1", 1, 1] },
    { sql: SQL.insertAction, params: ["t2", 3, 0, "1", "{}", 1] },
  ];
  const moves = movesOf(batch);
  expect(moves.map((m) => m.params)).toEqual([
    ["t2", 3, 1],
    ["t1", 1, 1],
  ]);
  const [pg] = forPostgres(moves);
  expect(pg.sql).toBe(
    "insert into table_moves (table_id, game_no, moves) values ($1, $2, $3), ($4, $5, $6) on conflict (table_id) do update set game_no = excluded.game_no, moves = excluded.moves",
  );
});
