/**
 * The event core (docs/events.md). Expectations are worked by hand from the movement's definition, the
 * matchpoint and Neuberg formulas, the WBF IMP scale (docs/rules/bridge.md §7.6) and the Skat tournament
 * list (docs/rules/skat.md §7.5, §10).
 */
import { rngFromSeed } from "../core/rng";
import { scoreBoard } from "./adjust";
import { boardsOfSet, mitchell, mitchellMaxRounds } from "./movement";
import { crossImpBoard, matchpointBoard, pairTotals, teamsMatch, type BoardResult } from "./scoring";
import { skatDraw, skatSeries, skatTableSizes, type SkatGame } from "./skat-list";
import { cumulative, rankStandings } from "./standings";

describe("Mitchell movement", () => {
  test("3 tables: NS stay, EW move up, boards move down (worked by hand)", () => {
    const m = mitchell(3);
    if (!m.ok) throw new Error(m.error);
    const rows = m.value.seatings.map((r) => r.map((s) => [s.table, s.ns, s.ew, s.set]));
    // prettier-ignore
    expect(rows).toEqual([
      [[1, 1, 4, 1], [2, 2, 5, 2], [3, 3, 6, 3]],
      // EW 4 → table 2, 5 → 3, 6 → 1; set 1 → table 3, 2 → 1, 3 → 2.
      [[1, 1, 6, 2], [2, 2, 4, 3], [3, 3, 5, 1]],
      [[1, 1, 5, 3], [2, 2, 6, 1], [3, 3, 4, 2]],
    ]);
  });

  test("4 tables: the skip after round 2 (EW move up two), at most 3 rounds", () => {
    const m = mitchell(4);
    if (!m.ok) throw new Error(m.error);
    expect(m.value.rounds).toBe(3);
    const rows = m.value.seatings.map((r) => r.map((s) => [s.ew, s.set]));
    // prettier-ignore
    expect(rows).toEqual([
      [[5, 1], [6, 2], [7, 3], [8, 4]],
      [[8, 2], [5, 3], [6, 4], [7, 1]],
      // skip: EW 5 goes from table 2 to table 4.
      [[6, 3], [7, 4], [8, 1], [5, 2]],
    ]);
  });

  test.each([3, 4, 5, 6, 7, 8])("%i tables: no pair meets a pair or a board set twice; every set once a round", (t) => {
    const m = mitchell(t);
    if (!m.ok) throw new Error(m.error);
    expect(m.value.rounds).toBe(mitchellMaxRounds(t));
    const met = new Set<string>();
    const played = new Set<string>();
    for (const round of m.value.seatings) {
      expect(new Set(round.map((s) => s.set)).size).toBe(t);
      expect(new Set(round.map((s) => s.ew)).size).toBe(t);
      for (const s of round) {
        expect(met.has(`${s.ns}-${s.ew}`)).toBe(false);
        met.add(`${s.ns}-${s.ew}`);
        for (const p of [s.ns, s.ew]) {
          expect(played.has(`${p}@${s.set}`)).toBe(false);
          played.add(`${p}@${s.set}`);
        }
      }
    }
  });

  test("refusals: table counts and rounds that do not fit", () => {
    expect(mitchell(2)).toMatchObject({ ok: false, code: "movement_size" });
    expect(mitchell(9)).toMatchObject({ ok: false, code: "movement_size" });
    expect(mitchell(4, 4)).toMatchObject({ ok: false, code: "movement_rounds" });
    expect(mitchell(3, 0)).toMatchObject({ ok: false, code: "movement_rounds" });
    expect(mitchell(3, 2).ok).toBe(true);
  });

  test("board sets", () => {
    expect(boardsOfSet(2, 3)).toEqual([4, 5, 6]);
  });
});

const res = (scores: number[]): BoardResult[] => scores.map((score, i) => ({ board: 1, ns: i + 1, ew: 11 + i, score }));

describe("matchpoints", () => {
  test("2 per result beaten, 1 per tie; EW get the top less NS's", () => {
    // 450 beats three (6); each 420 beats −50 (2) and ties the other (1) = 3; −50 beats none. Top 2·3 = 6.
    const s = matchpointBoard(res([420, 420, 450, -50]));
    expect(s.map((x) => x.nsPoints)).toEqual([3, 3, 6, 0]);
    expect(s.map((x) => x.ewPoints)).toEqual([3, 3, 0, 6]);
    expect(s.every((x) => x.top === 6)).toBe(true);
  });

  test("Neuberg: a board played 3 times where 4 were expected: MP' = (MP + 1)·4/3 − 1 on a top of 6", () => {
    // Raw: 420 → 2, 450 → 4, −50 → 0 (top 4). Factored: 3·4/3 − 1 = 3; 5·4/3 − 1 = 17/3; 1·4/3 − 1 = 1/3.
    const s = matchpointBoard(res([420, 450, -50]), 4);
    expect(s[0].nsPoints).toBeCloseTo(3);
    expect(s[1].nsPoints).toBeCloseTo(17 / 3);
    expect(s[2].nsPoints).toBeCloseTo(1 / 3);
    expect(s[2].ewPoints).toBeCloseTo(6 - 1 / 3);
    expect(s[0].top).toBe(6);
  });

  test("percentages per pair over the boards played", () => {
    const b1 = matchpointBoard(res([420, 420, 450, -50]));
    const totals = pairTotals(b1, [1, 2, 3, 4, 11, 12, 13, 14], "mp");
    const p3 = totals.find((t) => t.pair === 3)!;
    expect(p3.percent).toBe(100);
    expect(totals.find((t) => t.pair === 11)!.percent).toBe(50);
  });
});

describe("IMPs (WBF scale)", () => {
  test("cross-IMPs: every result against every other", () => {
    // 420: −30 → −1, +470 → +10 = 9; 450: +30 → 1, +500 → 11 = 12; −50: −10 −11 = −21.
    const s = crossImpBoard(res([420, 450, -50]));
    expect(s.map((x) => x.nsPoints)).toEqual([9, 12, -21]);
    expect(s.map((x) => x.ewPoints)).toEqual([-9, -12, 21]);
  });

  test("teams: the two NS scores' difference, running score", () => {
    // 620 − (−620) = 1240 → 15 IMPs to A; 420 − 450 = −30 → 1 IMP to B; 100 − 100 → 0.
    expect(
      teamsMatch([
        { board: 1, table1: 620, table2: -620 },
        { board: 2, table1: 420, table2: 450 },
        { board: 3, table1: 100, table2: 100 },
      ]),
    ).toEqual([
      { board: 1, imps: 15, running: [15, 0] },
      { board: 2, imps: -1, running: [15, 1] },
      { board: 3, imps: 0, running: [15, 1] },
    ]);
  });
});

describe("Skat list (Seeger-Fabian)", () => {
  test("the tournament table of docs/rules/skat.md §10: 738 / 720 / 300", () => {
    // A won 9 lost 2, game entries +28; B 4/0, +80; C 10/9, +170.
    const g = (declarer: number, won: boolean, value: number): SkatGame => ({ declarer, won, value });
    const games: SkatGame[] = [
      ...Array.from({ length: 8 }, () => g(0, true, 10)),
      g(0, true, 20),
      g(0, false, 18),
      g(0, false, 18), // 100 − 72 = 28
      ...Array.from({ length: 4 }, () => g(1, true, 20)), // 80
      ...Array.from({ length: 9 }, () => g(2, true, 30)),
      g(2, true, 80),
      ...Array.from({ length: 9 }, () => g(2, false, 10)), // 350 − 180 = 170
    ];
    const lines = skatSeries(3, games);
    expect(lines.map((l) => [l.won, l.lost, l.games, l.seeger, l.fabian, l.total])).toEqual([
      [9, 2, 28, 350, 360, 738],
      [4, 0, 80, 200, 440, 720],
      [10, 9, 170, 50, 80, 300],
    ]);
  });

  test("4 players: a lost 66 costs the declarer −132 − 50 and gives the two defenders and the dealer 30 each (§10)", () => {
    expect(skatSeries(4, [{ declarer: 1, won: false, value: 66 }]).map((l) => l.total)).toEqual([30, -182, 30, 30]);
  });

  test("a won 50 scores 50 + 50 (§10)", () => {
    expect(skatSeries(3, [{ declarer: 2, won: true, value: 50 }]).map((l) => l.total)).toEqual([0, 0, 100]);
  });

  test("table draw: as many tables of four as the rest allows tables of three", () => {
    expect(skatTableSizes(16)).toEqual({ ok: true, value: [4, 4, 4, 4] });
    expect(skatTableSizes(13)).toEqual({ ok: true, value: [4, 3, 3, 3] });
    expect(skatTableSizes(9)).toEqual({ ok: true, value: [3, 3, 3] });
    expect(skatTableSizes(5)).toMatchObject({ ok: false, code: "list_size" });
    expect(skatTableSizes(2)).toMatchObject({ ok: false, code: "list_size" });
    const d = skatDraw(
      rngFromSeed("evening"),
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    if (!d.ok) throw new Error(d.error);
    expect(d.value.tables.map((t) => t.length)).toEqual([4, 4, 4, 4]);
    expect(d.value.tables.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const again = skatDraw(
      rngFromSeed("evening"),
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    expect(again.ok && again.value.tables).toEqual(d.value.tables);
  });
});

describe("standings", () => {
  test("cumulative totals, ranked highest first, ties share a rank, later keys break ties", () => {
    const total = cumulative([
      new Map([
        ["a", 10],
        ["b", 5],
      ]),
      new Map([
        ["a", -2],
        ["b", 3],
        ["c", 8],
      ]),
    ]);
    // prettier-ignore
    expect([...total]).toEqual([["a", 8], ["b", 8], ["c", 8]]);
    const ranked = rankStandings([
      { id: "a", keys: [8, 2, -1] },
      { id: "b", keys: [8, 3, -4] },
      { id: "c", keys: [8, 2, -1] },
      { id: "d", keys: [1] },
    ]);
    // prettier-ignore
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([["b", 1], ["a", 2], ["c", 2], ["d", 4]]);
  });
});

describe("director's rulings on a board (docs/events.md, \"Director's rulings\")", () => {
  const t = (ns: number, score: number | null, extra: object = {}) => ({ board: 1, ns, ew: 10 + ns, score, ...extra });
  test("average plus / minus: the table leaves the comparison; 60 % and 40 % of the top; the rest factored by Neuberg", () => {
    // Four tables expected, top 2·3 = 6. Table 4 is ruled: NS avg+ (3.6), EW avg− (2.4).
    // The other three compare among themselves: 420 → 2, 450 → 4, −50 → 0; Neuberg to 4 plays: (mp+1)·4/3 − 1.
    const lines = scoreBoard([t(1, 420), t(2, 450), t(3, -50), t(4, 620, { nsGrade: "plus", ewGrade: "minus" })], 4, "mp");
    const r9 = (x: number) => Math.round(x * 1e9) / 1e9;
    expect(lines.map((l) => [l.ns, r9(l.nsPoints), r9(l.ewPoints), l.top])).toEqual([
      [1, 3, 3, 6],
      [2, r9(17 / 3), r9(1 / 3), 6],
      [3, r9(1 / 3), r9(17 / 3), 6],
      [4, 3.6, 2.4, 6],
    ]);
    expect(lines[3].grades).toEqual(["plus", "minus"]);
  });
  test("a ruling for one pair: the other pair at the table gets average", () => {
    const lines = scoreBoard([t(1, 420), t(2, null, { ewGrade: "plus" })], 2, "mp");
    expect(lines.find((l) => l.ns === 2)).toMatchObject({ nsPoints: 1, ewPoints: 1.2, top: 2, grades: ["average", "plus"] });
  });
  test("not played: no line for that table; the board is factored up", () => {
    // Three expected, two played: 420 beats −50 → 2 raw; Neuberg (2+1)·3/2 − 1 = 3.5 on a top of 4.
    const lines = scoreBoard([t(1, 420), t(2, -50), t(3, null)], 3, "mp");
    expect(lines.map((l) => [l.ns, l.nsPoints, l.ewPoints])).toEqual([
      [1, 3.5, 0.5],
      [2, 0.5, 3.5],
    ]);
  });
  test("cross-IMPs: ±3 IMPs a comparison", () => {
    const lines = scoreBoard([t(1, 420), t(2, 450), t(3, 0, { nsGrade: "minus", ewGrade: "plus" })], 3, "imps");
    expect(lines.find((l) => l.ns === 3)).toMatchObject({ nsPoints: -6, ewPoints: 6 });
  });
});
