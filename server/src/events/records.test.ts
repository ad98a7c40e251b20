/**
 * When a table's game record may go to anyone with the event's link (docs/events.md, "Game records"): a bridge
 * table's once every board of its set is complete (every table that plays the set has played it, or its round was
 * ended), a Skat, Kierki or Euchre table's once its game is over; and the results carry a link only then, and only
 * with its key.
 */
import { plannedRuns, plannedSkatRuns, readSpec, recordLink, recordReleased, type EventDoc, type TableResult, type TableRun } from "./model";
import { tableGames, travellersWithDeals } from "./results";

const played = (board: number): TableResult => ({ board, contract: "", declarer: -1, tricks: 0, score: 0 });

function event(raw: Record<string, unknown>, entries: number): EventDoc {
  const spec = readSpec(raw);
  const doc: EventDoc = {
    id: "ev",
    spec,
    directorHash: "",
    status: "running",
    round: 1,
    entries: Array.from({ length: entries }, (_, i) => ({ pair: i + 1, names: [`P${i + 1}`, ""] as [string, string], tokenHash: "" })),
    runs: [],
    createdAt: 0,
  };
  doc.runs = spec.game === "skat" ? plannedSkatRuns(spec, doc.entries) : plannedRuns(spec);
  return doc;
}

/** A table opened, played out (its boards or its series) and given its key, as the director would once released. */
function finish(doc: EventDoc, run: TableRun): void {
  run.roomId = `room${run.round}${run.table}`;
  if (run.seated) run.skat = run.seated.map((entry) => ({ entry, total: 0, won: 0, lost: 0 }));
  else run.results = [1, 2, 3, 4, 5, 6].filter((b) => Math.ceil(b / doc.spec.boardsPerRound) === run.set).map(played);
}

test("a full 3-table Mitchell: no table's record before the last round (every set is played every round), then a set's tables as its last table finishes", () => {
  const doc = event({ name: "M", game: "bridge", tables: 3, boardsPerRound: 2 }, 6);
  for (const round of [1, 2]) {
    for (const run of doc.runs.filter((r) => r.round === round)) finish(doc, run);
    expect(doc.runs.filter((r) => recordReleased(doc, r))).toEqual([]);
  }
  // In the last round each set is complete when its last table has played it: the three tables of that set go together.
  const last = doc.runs.filter((r) => r.round === 3);
  finish(doc, last[0]);
  const sets = (rs: TableRun[]) => rs.map((r) => r.set).sort();
  expect(sets(doc.runs.filter((r) => recordReleased(doc, r)))).toEqual([last[0].set, last[0].set, last[0].set]);
  finish(doc, last[1]);
  expect(doc.runs.filter((r) => recordReleased(doc, r))).toHaveLength(6);
  expect(doc.runs.filter((r) => recordReleased(doc, r) && r.set === last[2].set)).toEqual([]);
  // The last table's round is ended unplayed: its set's boards are complete, "not played" there.
  last[2].results = [];
  last[2].ended = true;
  // Every table that opened is released; the one that never opened has no game to link.
  expect(doc.runs.filter((r) => recordReleased(doc, r))).toHaveLength(8);
  expect(recordReleased(doc, last[2])).toBe(false);
  last[2].roomId = "room33";
  expect(doc.runs.every((r) => recordReleased(doc, r))).toBe(true);
});

test("a Howell: a round's tables together, once all of them have played that round's set", () => {
  const doc = event({ name: "H", game: "bridge", format: "howell", tables: 3, rounds: 2, boardsPerRound: 1 }, 6);
  const [a, b, c] = doc.runs.filter((r) => r.round === 1);
  finish(doc, a);
  finish(doc, b);
  expect([a, b, c].map((r) => recordReleased(doc, r))).toEqual([false, false, false]);
  finish(doc, c);
  expect(doc.runs.map((r) => recordReleased(doc, r))).toEqual([true, true, true, false, false, false]);
});

test("the results link a released record with its key only: not before its release, not without a key", () => {
  const doc = event({ name: "H", game: "bridge", format: "howell", tables: 3, rounds: 1, boardsPerRound: 1 }, 6);
  const [a, b, c] = doc.runs;
  finish(doc, a);
  finish(doc, b);
  a.recordKey = "k-a"; // (a key there before its release — which the director never mints — still links nothing)
  expect(recordLink(doc, a)).toBeUndefined();
  expect(travellersWithDeals(doc)).toEqual([]);
  finish(doc, c);
  c.recordKey = "k/c";
  const [board] = travellersWithDeals(doc);
  expect(board.rows.map((r) => [r.ns, r.record])).toEqual([
    [a.ns, "/r/room11/1?key=k-a"],
    [b.ns, undefined],
    [c.ns, "/r/room13/1?key=k%2Fc"],
  ]);
});

test("a Skat table's record once its series is over, whatever the other tables do", () => {
  const doc = event({ name: "S", game: "skat", players: 7, series: 1, gamesPerSeries: 1 }, 7);
  const [t1, t2] = doc.runs;
  expect(t1.seated!.length + t2.seated!.length).toBe(7);
  t1.roomId = "room11";
  expect(recordReleased(doc, t1)).toBe(false);
  finish(doc, t1);
  t1.recordKey = "k1";
  expect(recordReleased(doc, t1)).toBe(true);
  expect(recordReleased(doc, t2)).toBe(false);
  expect(tableGames(doc).map((g) => [g.table, g.record])).toEqual([[1, "/r/room11/1?key=k1"]]);
});
