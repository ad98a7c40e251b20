/**
 * A 3-table Howell pairs event (issue 31, docs/events.md "Movements"), run end to end by the server's director
 * through real colyseus.js clients — one real player per pair, the partners bots. Checked against a hand
 * working of the movement: in five rounds every pair meets every other once, every table of a round plays that
 * round's board, each board is dealt once (the same deal at all three tables), and no board's result shows
 * before its round is over. Matchpoints and percentages are worked by hand from the tables' records.
 */
import { useSalon } from "../support/server";
import {
  api,
  expectDealtOnce,
  playedAt,
  expectResultsFromRecords,
  handMatchpoints,
  playPair,
  watchResults,
  type PlayedBoard,
  type Sitting,
} from "../support/events";

jest.setTimeout(300_000);

const salon = useSalon();

test("a Howell's size and rounds are checked: 3-8 tables, at most 2T - 1 rounds; an unknown format is refused", async () => {
  expect(await api(salon, "POST", "/api/events", { name: "Small", game: "bridge", format: "howell", tables: 2 })).toMatchObject({
    status: 400,
    json: { code: "movement_size" },
  });
  expect(await api(salon, "POST", "/api/events", { name: "Long", game: "bridge", format: "howell", tables: 3, rounds: 6 })).toMatchObject({
    status: 400,
    json: { code: "movement_rounds", params: { max: 5 } },
  });
  expect(await api(salon, "POST", "/api/events", { name: "Swiss", game: "bridge", format: "swiss", tables: 3 })).toMatchObject({
    status: 400,
    json: { code: "bad_format" },
  });
  // Without rounds, a Howell runs its whole circle: 2T - 1 rounds, one board set a round.
  const { status, json } = await api(salon, "POST", "/api/events", { name: "Whole", game: "bridge", format: "howell", tables: 4, boardsPerRound: 2 });
  expect(status).toBe(201);
  expect((await api(salon, "GET", `/api/events/${json.id}`)).json).toMatchObject({ format: "howell", tables: 4, rounds: 7, boardsPerRound: 2, boards: 14 });
});

test("end to end: everyone meets everyone, a round's tables share its board, matchpoints and standings from the records", async () => {
  const { json: ev } = await api(salon, "POST", "/api/events", {
    name: "Howell night",
    game: "bridge",
    format: "howell",
    tables: 3,
    boardsPerRound: 1,
    botAfterSeconds: 600,
  });
  const pairs: { pair: number; token: string; name: string }[] = [];
  for (let i = 1; i <= 6; i++) {
    const { json } = await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: [`Player ${i}`, ""] });
    pairs.push({ pair: json.pair, token: json.token, name: `Player ${i}` });
  }
  expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { status: "running", round: 1 } });

  // While round r is played, only the boards of earlier rounds may show (every table plays the round's board).
  const early: string[] = [];
  const logs = new Map<number, Sitting[]>(pairs.map((p) => [p.pair, []]));
  const watcher = watchResults(salon, ev.id, (json) => {
    for (const t of json.travellers) if (t.board >= json.round) early.push(`board ${t.board} shown in round ${json.round}`);
  });
  const clients = await Promise.all(pairs.map((p) => playPair(salon, ev.id, p.token, p.name, logs.get(p.pair)!)));
  await watcher;
  await Promise.all(clients.map((c) => c?.leave()));
  expect(early).toEqual([]);

  // The movement worked by hand (docs/events.md): pairs 1-5 on a circle, pair 6 in the middle. Round r: 6 meets
  // the circle's pair r at table 1 (North-South in even rounds), the pairs one step either side of it at
  // table 2 (the one ahead North-South), two steps either side at table 3 (the one behind North-South).
  // [table, ns, ew] by round; every table plays board r.
  const expected = [
    [
      [1, 1, 6],
      [2, 2, 5],
      [3, 4, 3],
    ],
    [
      [1, 6, 2],
      [2, 3, 1],
      [3, 5, 4],
    ],
    [
      [1, 3, 6],
      [2, 4, 2],
      [3, 1, 5],
    ],
    [
      [1, 6, 4],
      [2, 5, 3],
      [3, 2, 1],
    ],
    [
      [1, 5, 6],
      [2, 1, 4],
      [3, 3, 2],
    ],
  ];
  const met = new Set<string>();
  const results: PlayedBoard[] = [];
  for (let r = 1; r <= 5; r++) {
    for (const [table, ns, ew] of expected[r - 1]) {
      met.add([ns, ew].sort().join("-"));
      const played = await playedAt(salon, logs, r, table, ns, ew);
      expect(played.map((x) => x.board)).toEqual([r]);
      results.push(...played);
    }
  }
  // The hand working itself: fifteen different meetings, all of them.
  expect(met.size).toBe(15);
  // Each board played at all three tables, dealt once.
  expectDealtOnce(results, 5, 3);
  // Matchpoints by hand: 2 per other North-South score beaten, 1 per tie (East-West the rest of the top of 4);
  // five boards a pair, so a top of 20.
  const mp = handMatchpoints(results);
  expect(mp.size).toBe(6);
  const { json: final } = await api(salon, "GET", `/api/events/${ev.id}/results`);
  expectResultsFromRecords(final, results, mp, 5, 20);
  for (const t of final.travellers) expect(t.rows).toHaveLength(3);
  expect([...mp.values()].reduce((a, b) => a + b, 0)).toBe(5 * 3 * 4);
});
