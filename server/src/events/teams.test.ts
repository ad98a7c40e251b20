/**
 * A bridge teams-of-four match's scoring from its two tables' results (docs/events.md, "Teams of four"):
 * the seating, the IMPs board by board on the WBF scale of the bridge rules of record (§7.6) worked by hand,
 * a board one table did not play, an assigned score, and the CSV download.
 */
import { eventCsv } from "./results";
import { plannedRuns, readSpec, teamsMatch, type EventDoc, type TableResult } from "./model";

/** A played board at a table: only its North-South score matters here. */
const played = (board: number, score: number): TableResult => ({ board, contract: "1NT", declarer: 0, tricks: 7, score });

function match(): EventDoc {
  const spec = readSpec({ name: "Teams", game: "bridge", format: "teams", boardsPerRound: 4 });
  return {
    id: "teams",
    spec,
    directorHash: "",
    status: "running",
    round: 1,
    entries: [1, 2, 3, 4].map((pair) => ({ pair, names: [`P${pair}`, ""] as [string, string], tokenHash: "" })),
    runs: plannedRuns(spec),
    createdAt: 0,
  };
}

test("the seats are swapped: pair 1 (A) North-South against pair 3 (B) at table 1, pair 4 (B) against pair 2 (A) at table 2, the same set", () => {
  const doc = match();
  expect(doc.spec).toMatchObject({ format: "teams", tables: 2, rounds: 1, boardsPerRound: 4, scoring: "imps" });
  expect(doc.runs.map((r) => [r.round, r.table, r.ns, r.ew, r.set])).toEqual([
    [1, 1, 1, 3, 1],
    [1, 2, 4, 2, 1],
  ]);
});

test("IMPs board by board and the running score, worked by hand; nothing shows before both tables are done", () => {
  const doc = match();
  const [t1, t2] = doc.runs;
  // Table 1 ended by the director before board 4.
  t1.results = [played(1, 420), played(2, -100), played(3, 50)];
  t1.ended = true;
  expect(teamsMatch(doc).boards).toEqual([]);
  t2.results = [played(1, -50), played(2, 110), played(3, -620), played(4, 400)];
  // Board 1: 420 − (−50) = 470 → 10 IMPs to A (430–490). Board 2: −100 − 110 = −210 → 5 to B (170–210).
  // Board 3: 50 − (−620) = 670 → 12 to A (600–740). Board 4: not played at table 1 → nothing.
  expect(teamsMatch(doc)).toEqual({
    teams: [
      { team: "A", pairs: [1, 2], imps: 22 },
      { team: "B", pairs: [3, 4], imps: 5 },
    ],
    boards: [
      { board: 1, table1: 420, table2: -50, impsA: 10, impsB: 0, running: [10, 0] },
      { board: 2, table1: -100, table2: 110, impsA: 0, impsB: 5, running: [10, 5] },
      { board: 3, table1: 50, table2: -620, impsA: 12, impsB: 0, running: [22, 5] },
      { board: 4, table1: null, table2: 400, impsA: 0, impsB: 0, running: [22, 5] },
    ],
  });

  // The director assigns North-South +50 at table 2 on board 3 (pair 4 sat there): 50 − 50 = 0 → no IMPs.
  doc.adjustments = [{ kind: "assigned", board: 3, pair: 4, score: 50, reason: "revoke" }];
  const m = teamsMatch(doc);
  expect(m.boards[2]).toEqual({ board: 3, table1: 50, table2: 50, impsA: 0, impsB: 0, running: [10, 5] });
  expect(m.teams.map((t) => t.imps)).toEqual([10, 5]);

  // The CSV: the teams, then the boards (a board not played at a table has an empty score there), then the ruling.
  expect(eventCsv(doc).split("\r\n")).toEqual([
    "team,pairs,names,imps",
    "A,1 2,P1 - bot / P2 - bot,10",
    "B,3 4,P3 - bot / P4 - bot,5",
    "",
    "board,table1_ns,table2_ns,imps_a,imps_b,running_a,running_b",
    "1,420,-50,10,0,10,0",
    "2,-100,110,0,5,10,5",
    "3,50,50,0,0,10,5",
    "4,,400,0,0,10,5",
    "",
    "adjustment,number,board,value,reason",
    "assigned,4,3,50,revoke",
    "",
  ]);
});
