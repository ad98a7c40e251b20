/**
 * A Euchre progressive (issue 31, docs/events.md, "Euchre progressive") run end to end by the server's
 * director through real colyseus.js clients: 8 players at two tables of four — four people, four bot players
 * — over two rounds, one ordinary Euchre game (to 10 points, rules of record §7) a table a round. Checked
 * against the tables' own records: each seat is credited its side's points (partners in seats 0 and 2, 1 and
 * 3 share them); round 2 is seated by the Euchre movement from round 1 — the side with more points moves up a
 * table (the top table's winners stay), the other side down (the bottom table's losers stay), and the two
 * pairs meeting at a table split, the pair from above in seats 0 and 3, the pair from below in 1 and 2 — and
 * the standings add up every player's points.
 */
import { useSalon } from "../support/server";
import { api, expectProgressiveStandings, playEveryRound, progressiveGame, startedProgressive } from "../support/events";

jest.setTimeout(300_000);

describe("a Euchre progressive", () => {
  const salon = useSalon();

  test("refusals: players not a multiple of four (8-32), a format Euchre has not", async () => {
    expect(await api(salon, "POST", "/api/events", { name: "E", game: "euchre", players: 12, rounds: 9 })).toMatchObject({
      status: 400,
      json: { code: "bad_rounds" },
    });
    for (const players of [6, 4, 36])
      expect(await api(salon, "POST", "/api/events", { name: "E", game: "euchre", players })).toMatchObject({
        status: 400,
        json: { code: "progressive_size" },
      });
    expect(await api(salon, "POST", "/api/events", { name: "E", game: "euchre", format: "mitchell", players: 8 })).toMatchObject({
      status: 400,
      json: { code: "bad_format" },
    });
  });

  test("8 players, 2 rounds: each seat credited its side's points, round 2 seated by the Euchre movement, standings the sums", async () => {
    const { ev, people } = await startedProgressive(salon, "euchre", "Euchre night", "Player");

    const { seatings, logs } = await playEveryRound(salon, ev.id, people);
    const r1 = seatings[1].map((t: any) => t.players as number[]);
    expect(r1.flat().sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    // Each table's game from its record: over, a side at 10 or more (§7), each seat credited its side's points.
    const scoresOf = async (round: number, table: number): Promise<number[]> => {
      const { scores, state } = await progressiveGame(salon, logs, round, table, "euchre");
      const sides = (state as { scores: number[] }).scores;
      expect(sides).toHaveLength(2);
      expect(Math.max(...sides)).toBeGreaterThanOrEqual(10);
      expect(scores).toEqual([sides[0], sides[1], sides[0], sides[1]]);
      return scores;
    };
    const s1 = [await scoresOf(1, 1), await scoresOf(1, 2)];

    // Round 2 by hand. A game to 10 has no tie: the side with more points won.
    const pair = (players: number[], side: number) => [players[side], players[side + 2]];
    const won = (s: number[]) => (s[0] > s[1] ? 0 : 1);
    const [top, bottom] = r1;
    const topWinners = pair(top, won(s1[0]));
    const topLosers = pair(top, 1 - won(s1[0]));
    const bottomWinners = pair(bottom, won(s1[1]));
    const bottomLosers = pair(bottom, 1 - won(s1[1]));
    // Table 1: its winners stay (seats 0 and 3), table 2's winners come up (1 and 2); table 2: table 1's losers come
    // down (0 and 3), its own losers stay (1 and 2).
    const expected = [
      [topWinners[0], bottomWinners[0], bottomWinners[1], topWinners[1]],
      [topLosers[0], bottomLosers[0], bottomLosers[1], topLosers[1]],
    ];
    const r2 = seatings[2].map((t: any) => t.players as number[]);
    // Every table keeps a person: where the movement leaves a table with bot players only, its seat 0 trades with
    // the first person of the other table (docs/events.md, "Kierki progressive").
    const isPerson = (e: number) => people.some((p) => p.entry === e);
    const people2 = (t: number[]) => t.some(isPerson);
    expected.forEach((t, i) => {
      if (people2(t)) return;
      const u = expected[1 - i];
      const from = u.findIndex(isPerson);
      [t[0], u[from]] = [u[from], t[0]];
    });
    expect(r2).toEqual(expected);
    for (const t of r2) expect(people2(t)).toBe(true);

    const s2 = [await scoresOf(2, 1), await scoresOf(2, 2)];
    await expectProgressiveStandings(salon, ev.id, [r1, r2], [s1, s2]);
    // The CSV: every game seat by seat, each seat with the points of its side in that game.
    const csv = await fetch(`${salon.http_url}/api/events/${ev.id}/results.csv`).then((r) => r.text());
    const lines = csv.trim().split("\r\n");
    const games = lines.filter((l) => /^[12],[12],[1-4],\d+,/.test(l)).map((l) => l.split(","));
    expect(games).toHaveLength(16);
    for (const [round, table, seat, , , score] of games) expect(Number(score)).toBe([s1, s2][Number(round) - 1][Number(table) - 1][Number(seat) - 1]);
  });
});
