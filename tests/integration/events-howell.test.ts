/**
 * A 3-table Howell pairs event (issue 31, docs/events.md "Movements"), run end to end by the server's director
 * through real colyseus.js clients — one real player per pair, the partners bots. Checked against a hand
 * working of the movement: in five rounds every pair meets every other once, every table of a round plays that
 * round's board, each board is dealt once (the same deal at all three tables), and no board's result shows
 * before its round is over. Matchpoints and percentages are worked by hand from the tables' records.
 */
import { replay, rulesets } from "@salon/shared";
import { bootSalon } from "../support/server";
import { sleep } from "../support/clients";
import { api, playPair, type Salon, type Sitting } from "../support/events";

jest.setTimeout(300_000);

let salon: Salon;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

test("a Howell's size and rounds are checked: 3-8 tables, at most 2T - 1 rounds; an unknown format is refused", async () => {
  expect(await api(salon, "POST", "/api/events", { name: "Small", game: "bridge", format: "howell", tables: 2 })).toMatchObject({ status: 400, json: { code: "movement_size" } });
  expect(await api(salon, "POST", "/api/events", { name: "Long", game: "bridge", format: "howell", tables: 3, rounds: 6 })).toMatchObject({ status: 400, json: { code: "movement_rounds", params: { max: 5 } } });
  expect(await api(salon, "POST", "/api/events", { name: "Swiss", game: "bridge", format: "swiss", tables: 3 })).toMatchObject({ status: 400, json: { code: "bad_format" } });
  // Without rounds, a Howell runs its whole circle: 2T - 1 rounds, one board set a round.
  const { status, json } = await api(salon, "POST", "/api/events", { name: "Whole", game: "bridge", format: "howell", tables: 4, boardsPerRound: 2 });
  expect(status).toBe(201);
  expect((await api(salon, "GET", `/api/events/${json.id}`)).json).toMatchObject({ format: "howell", tables: 4, rounds: 7, boardsPerRound: 2, boards: 14 });
});

test("end to end: everyone meets everyone, a round's tables share its board, matchpoints and standings from the records", async () => {
  const { json: ev } = await api(salon, "POST", "/api/events", { name: "Howell night", game: "bridge", format: "howell", tables: 3, boardsPerRound: 1, botAfterSeconds: 600 });
  const pairs: { pair: number; token: string; name: string }[] = [];
  for (let i = 1; i <= 6; i++) {
    const { json } = await api(salon, "POST", `/api/events/${ev.id}/entries`, { names: [`Player ${i}`, ""] });
    pairs.push({ pair: json.pair, token: json.token, name: `Player ${i}` });
  }
  expect(await api(salon, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { status: "running", round: 1 } });

  // While round r is played, only the boards of earlier rounds may show (every table plays the round's board).
  const early: string[] = [];
  const logs = new Map<number, Sitting[]>(pairs.map((p) => [p.pair, []]));
  const watcher = (async () => {
    for (;;) {
      const { json } = await api(salon, "GET", `/api/events/${ev.id}/results`);
      if (json.status === "finished") return;
      for (const t of json.travellers) if (t.board >= json.round) early.push(`board ${t.board} shown in round ${json.round}`);
      await sleep(250);
    }
  })();
  const clients = await Promise.all(pairs.map((p) => playPair(salon, ev.id, p.token, p.name, logs.get(p.pair)!)));
  await watcher;
  await Promise.all(clients.map((c) => c?.leave()));
  expect(early).toEqual([]);

  // The movement worked by hand (docs/events.md): pairs 1-5 on a circle, pair 6 in the middle. Round r: 6 meets
  // the circle's pair r at table 1 (North-South in even rounds), the pairs one step either side of it at
  // table 2 (the one ahead North-South), two steps either side at table 3 (the one behind North-South).
  // [table, ns, ew] by round; every table plays board r.
  const expected = [
    [[1, 1, 6], [2, 2, 5], [3, 4, 3]],
    [[1, 6, 2], [2, 3, 1], [3, 5, 4]],
    [[1, 3, 6], [2, 4, 2], [3, 1, 5]],
    [[1, 6, 4], [2, 5, 3], [3, 2, 1]],
    [[1, 5, 6], [2, 1, 4], [3, 3, 2]],
  ];
  const met = new Set<string>();
  const results: { board: number; ns: number; ew: number; score: number; pbn: string }[] = [];
  for (let r = 1; r <= 5; r++) {
    for (const [table, ns, ew] of expected[r - 1]) {
      met.add([ns, ew].sort().join("-"));
      const nsSit = logs.get(ns)!.find((x) => x.round === r)!;
      const ewSit = logs.get(ew)!.find((x) => x.round === r)!;
      expect(nsSit).toMatchObject({ table, seat: 0 });
      expect(ewSit).toMatchObject({ table, seat: 1 });
      expect(ewSit.roomId).toBe(nsSit.roomId);
      const ended = await salon.store!.endedGame(nsSit.roomId, 1);
      expect(ended?.status).toBe("finished");
      const state = replay(rulesets, ended!.record).state as { results: { board: number; score: number; pbn: string }[] };
      expect(state.results.map((x) => x.board)).toEqual([r]);
      for (const x of state.results) results.push({ board: x.board, ns, ew, score: x.score, pbn: x.pbn });
    }
  }
  // The hand working itself: fifteen different meetings, all of them.
  expect(met.size).toBe(15);
  // Each board played at all three tables, dealt once.
  for (let b = 1; b <= 5; b++) {
    const plays = results.filter((x) => x.board === b);
    expect(plays).toHaveLength(3);
    expect(new Set(plays.map((x) => x.pbn)).size).toBe(1);
  }

  // Matchpoints: 2 per other North-South score beaten, 1 per tie (East-West the rest of the top of 4); five
  // boards a pair, so a top of 20.
  const mp = new Map<number, number>();
  for (const x of results) {
    const others = results.filter((o) => o.board === x.board && o !== x);
    const nsMp = others.reduce((s, o) => s + (x.score > o.score ? 2 : x.score === o.score ? 1 : 0), 0);
    mp.set(x.ns, (mp.get(x.ns) ?? 0) + nsMp);
    mp.set(x.ew, (mp.get(x.ew) ?? 0) + 4 - nsMp);
  }
  const { json: final } = await api(salon, "GET", `/api/events/${ev.id}/results`);
  expect(final.status).toBe("finished");
  expect(final.travellers.map((t: any) => t.board)).toEqual([1, 2, 3, 4, 5]);
  for (const t of final.travellers) {
    expect(t.rows).toHaveLength(3);
    for (const row of t.rows) {
      const mine = results.find((x) => x.board === t.board && x.ns === row.ns)!;
      expect([row.ew, row.score]).toEqual([mine.ew, mine.score]);
    }
  }
  const byPair = new Map<number, any>(final.standings.map((s: any) => [s.pair, s]));
  for (let p = 1; p <= 6; p++) {
    expect(byPair.get(p).points).toBe(mp.get(p));
    expect(byPair.get(p).top).toBe(20);
    expect(byPair.get(p).score).toBeCloseTo((100 * mp.get(p)!) / 20, 9);
  }
  expect([...mp.values()].reduce((a, b) => a + b, 0)).toBe(5 * 3 * 4);
});
