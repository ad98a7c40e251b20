/**
 * The Kierki progressive (docs/events.md, "Kierki progressive"): who is best and worst at a table (Kierki
 * §7: the highest total wins, i.e. the fewest points lost), the movement after a round, keeping a person at
 * every table, the round-1 draw and the cumulative standings, each worked out by hand.
 */
import { rngFromSeed } from "../core/rng";
import { bestAndWorst, euchreMove, keepPeople, progressiveDraw, progressiveMove, progressiveStandings } from "./progressive";

describe("best and worst at a table (Kierki §7: the highest total is the winner)", () => {
  test("the highest score is best, the lowest worst", () => {
    expect(bestAndWorst([-50, -10, -100, -70])).toEqual({ best: 1, worst: 2 });
  });
  test("ties: the best is the earliest tied seat, the worst the latest", () => {
    expect(bestAndWorst([-30, -30, -120, -120])).toEqual({ best: 0, worst: 3 });
    expect(bestAndWorst([-60, -60, -60, -60])).toEqual({ best: 0, worst: 3 });
    expect(bestAndWorst([-80, 0, 0, -80])).toEqual({ best: 1, worst: 3 });
  });
});

describe("the progressive movement", () => {
  test("three tables: best up, worst down, the top's best and the bottom's worst stay, newcomers take the leavers' seats", () => {
    const next = progressiveMove([
      { players: [1, 2, 3, 4], scores: [-50, -10, -100, -70] }, // best 2 (seat 1), worst 3 (seat 2)
      { players: [5, 6, 7, 8], scores: [-30, -30, -120, -90] }, // best 5 (seat 0, tie), worst 7 (seat 2)
      { players: [9, 10, 11, 12], scores: [-60, -60, -60, -60] }, // best 9 (seat 0), worst 12 (seat 3)
    ]);
    // Table 1: 2 stays at the top; 3 goes down, 5 comes up into 3's seat.
    // Table 2: 5 goes up, 3 sits in 5's seat; 7 goes down, 9 comes up into 7's seat.
    // Table 3: 9 goes up, 7 sits in 9's seat; 12 stays at the bottom.
    expect(next).toEqual([
      [1, 2, 5, 4],
      [3, 6, 9, 8],
      [7, 10, 11, 12],
    ]);
  });

  test("two tables: the winner below and the loser above swap", () => {
    const next = progressiveMove([
      { players: [1, 2, 3, 4], scores: [-20, -40, -40, -30] }, // best 1, worst 3 (latest of the tie at −40)
      { players: [5, 6, 7, 8], scores: [-90, -80, -10, -45] }, // best 7, worst 5
    ]);
    expect(next).toEqual([
      [1, 2, 7, 4],
      [5, 6, 3, 8],
    ]);
  });

  test("everyone is seated exactly once after any round", () => {
    const tables = [0, 1, 2, 3, 4].map((t) => ({ players: [1, 2, 3, 4].map((s) => 4 * t + s), scores: [t, -t, 2 * t, -3].map((x, s) => x * (s + 1)) }));
    expect(
      progressiveMove(tables)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe("the Euchre progressive movement (partners in seats 0 and 2, 1 and 3)", () => {
  test("three tables: winners up, losers down, every pair splits at its new table", () => {
    const next = euchreMove([
      { players: [1, 2, 3, 4], scores: [10, 6, 10, 6] }, // winners 1 & 3 stay; losers 2 & 4 go down
      { players: [5, 6, 7, 8], scores: [4, 10, 4, 10] }, // winners 6 & 8 go up; losers 5 & 7 go down
      { players: [9, 10, 11, 12], scores: [10, 9, 10, 9] }, // winners 9 & 11 go up; losers 10 & 12 stay
    ]);
    // Table 1: from above its own winners (1, 3), from below 6 & 8: seats 1, 6, 8, 3 — 1 partners 8, 6 partners 3.
    // Table 2: 2 & 4 from above, 9 & 11 from below: 2, 9, 11, 4. Table 3: 5 & 7 from above, 10 & 12 stay: 5, 10, 12, 7.
    expect(next).toEqual([
      [1, 6, 8, 3],
      [2, 9, 11, 4],
      [5, 10, 12, 7],
    ]);
    // Nobody keeps their partner.
    const partner = (t: number[], e: number) => t[(t.indexOf(e) + 2) % 4];
    const before = [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
    ];
    for (let e = 1; e <= 12; e++) {
      const was = before.find((t) => t.includes(e))!;
      const now = next.find((t) => t.includes(e))!;
      expect(partner(now, e)).not.toBe(partner(was, e));
    }
  });
  test("an ended round with equal scores: seat 0's side counts as the winners", () => {
    expect(
      euchreMove([
        { players: [1, 2, 3, 4], scores: [0, 0, 0, 0] },
        { players: [5, 6, 7, 8], scores: [3, 3, 3, 3] },
      ]),
    ).toEqual([
      [1, 5, 7, 3],
      [2, 6, 8, 4],
    ]);
  });
});

describe("every table keeps a person", () => {
  const person = (e: number) => e <= 2;
  test("a table of bots alone trades its first seat with the first person of the nearest table with two people", () => {
    expect(
      keepPeople(
        [
          [1, 2, 5, 6],
          [3, 4, 7, 8],
        ],
        person,
      ),
    ).toEqual([
      [3, 2, 5, 6],
      [1, 4, 7, 8],
    ]);
  });
  test("tables that have a person are left as they are", () => {
    const t = [
      [1, 5, 6, 7],
      [8, 2, 3, 4],
    ];
    expect(keepPeople(t, person)).toEqual(t);
  });
  test("the nearer table gives; on equal distance the upper one", () => {
    const p = (e: number) => [1, 2, 3, 4].includes(e);
    // Table 2 has no person; tables 1 and 3 both have two: the upper one (table 1) gives its person 1 for bot 12.
    // Table 4 has none either; table 3 is nearest with two: its person 3 trades with bot 18.
    expect(
      keepPeople(
        [
          [1, 2, 10, 11],
          [12, 13, 14, 15],
          [3, 4, 16, 17],
          [18, 19, 20, 21],
        ],
        p,
      ),
    ).toEqual([
      [12, 2, 10, 11],
      [1, 13, 14, 15],
      [18, 4, 16, 17],
      [3, 19, 20, 21],
    ]);
  });
});

describe("the round-1 draw", () => {
  test("people dealt to the tables in turn, bots fill the rest: every table has a person", () => {
    const { tables } = progressiveDraw(rngFromSeed("draw"), [1, 2, 3], [4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(tables.map((t) => t.length)).toEqual([4, 4, 4]);
    for (const t of tables) expect(t.filter((e) => e <= 3)).toHaveLength(1);
    expect(tables.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
  test("the same seed draws the same tables", () => {
    const a = progressiveDraw(rngFromSeed("s"), [1, 2, 3, 4, 5], [6, 7, 8]).tables;
    expect(progressiveDraw(rngFromSeed("s"), [1, 2, 3, 4, 5], [6, 7, 8]).tables).toEqual(a);
  });
});

describe("cumulative standings", () => {
  test("scores summed over the games, adjustments added, ranked highest first, equal totals share a rank", () => {
    const rows = progressiveStandings(
      [1, 2, 3, 4, 5],
      [
        { players: [1, 2, 3, 4], scores: [-50, -10, -100, -70] },
        { players: [4, 3, 2, 1], scores: [-20, -30, -60, -20] },
      ],
      new Map([[3, 10]]),
    );
    // 1: −50 − 20 = −70; 2: −10 − 60 = −70; 3: −100 − 30 + 10 = −120; 4: −70 − 20 = −90; 5: no game, 0.
    expect(rows).toEqual([
      { entry: 5, rank: 1, total: 0, games: 0, adjusted: 0 },
      { entry: 1, rank: 2, total: -70, games: 2, adjusted: 0 },
      { entry: 2, rank: 2, total: -70, games: 2, adjusted: 0 },
      { entry: 4, rank: 4, total: -90, games: 2, adjusted: 0 },
      { entry: 3, rank: 5, total: -120, games: 2, adjusted: 10 },
    ]);
  });
});
