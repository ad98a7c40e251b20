/**
 * §7.1 deal score table, exhaustively: every level, strain, doubled state, vulnerability and trick count,
 * against expectations written from the page's tables as literal lists (not the engine's arithmetic),
 * plus well-known reference scores. Also §7.3 honors, §7.5/§7.4 vulnerability, §7.6 expectation and IMPs.
 */
import { boardVul, chicagoVul, dealScore, expectedScore, honorsOf, impsFor } from "./score";
import { STRAINS, type Strain } from "./types";

// Contract trick points per level 1..7, undoubled (§7.1).
const TRICK: Record<Strain, number[]> = {
  C: [20, 40, 60, 80, 100, 120, 140],
  D: [20, 40, 60, 80, 100, 120, 140],
  H: [30, 60, 90, 120, 150, 180, 210],
  S: [30, 60, 90, 120, 150, 180, 210],
  NT: [40, 70, 100, 130, 160, 190, 220],
};
const OVER_UNDOUBLED: Record<Strain, number> = { C: 20, D: 20, H: 30, S: 30, NT: 30 };
// Undertricks 1..13 (§7.1), cumulative.
const UNDER = {
  undoubled: { nv: [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650], v: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300] },
  doubled: {
    nv: [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    v: [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
  },
  redoubled: {
    nv: [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    v: [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
  },
};

/** The page's table read straight: what the declaring side scores (negative: the defenders' penalty). */
function expected(level: number, strain: Strain, dbl: 0 | 1 | 2, vul: boolean, tricks: number, premiums: boolean): number {
  const need = level + 6;
  const key = (["undoubled", "doubled", "redoubled"] as const)[dbl];
  if (tricks < need) return -UNDER[key][vul ? "v" : "nv"][need - tricks - 1];
  const T = TRICK[strain][level - 1] * [1, 2, 4][dbl];
  const eachOver = dbl === 0 ? OVER_UNDOUBLED[strain] : [0, vul ? 200 : 100, vul ? 400 : 200][dbl];
  const insult = [0, 50, 100][dbl];
  const slam = level === 6 ? (vul ? 750 : 500) : level === 7 ? (vul ? 1500 : 1000) : 0;
  const premium = premiums ? (T >= 100 ? (vul ? 500 : 300) : 50) : 0;
  return T + (tricks - need) * eachOver + insult + slam + premium;
}

describe("§7.1 deal score table", () => {
  test("§7.1 every level × strain × doubled × vulnerability × 0..13 tricks, with and without premiums", () => {
    let n = 0;
    for (let level = 1; level <= 7; level++)
      for (const strain of STRAINS)
        for (const dbl of [0, 1, 2] as const)
          for (const vul of [false, true])
            for (let tricks = 0; tricks <= 13; tricks++)
              for (const premiums of [true, false]) {
                const got = dealScore({ level, strain, doubled: dbl }, tricks, vul, premiums);
                expect([level, strain, dbl, vul, tricks, premiums, got.total]).toEqual([
                  level,
                  strain,
                  dbl,
                  vul,
                  tricks,
                  premiums,
                  expected(level, strain, dbl, vul, tricks, premiums),
                ]);
                n++;
              }
    expect(n).toBe(7 * 5 * 3 * 2 * 14 * 2);
  });

  const ref: [string, number, 0 | 1 | 2, boolean, number, number, Strain?][] = [
    ["4S= NV", 4, 0, false, 10, 420, "S"],
    ["4S= V", 4, 0, true, 10, 620, "S"],
    ["3NT+1 NV", 3, 0, false, 10, 430],
    ["3NT+1 V", 3, 0, true, 10, 630],
    ["1NT= NV", 1, 0, false, 7, 90],
    ["1NTX= NV", 1, 1, false, 7, 180],
    ["1NTX= V", 1, 1, true, 7, 180],
    ["2NTX= V", 2, 1, true, 8, 690],
    ["5CX= V (T 200)", 5, 1, true, 11, 750, "C"],
    ["1NTXX= NV", 1, 2, false, 7, 560],
    ["1NTXX= V", 1, 2, true, 7, 760],
    ["6NT+1 V (page)", 6, 0, true, 13, 1470],
    ["7NT= V (page)", 7, 0, true, 13, 2220],
    ["3NT= V (page)", 3, 0, true, 9, 600],
  ];
  for (const [name, level, dbl, vul, tricks, score, strain] of ref) {
    test(`§10 reference score ${name} = ${score}`, () => {
      expect(dealScore({ level, strain: strain ?? "NT", doubled: dbl }, tricks, vul, true).total).toBe(score);
    });
  }

  test("§10 page examples: 4S+1 NV 450, 4S+2 NV 480, 2SXX+1 NV 840, 3HX−3 NV 500, 4SX−2 V 500", () => {
    expect(dealScore({ level: 4, strain: "S", doubled: 0 }, 11, false, true).total).toBe(450);
    expect(dealScore({ level: 4, strain: "S", doubled: 0 }, 12, false, true).total).toBe(480);
    expect(dealScore({ level: 2, strain: "S", doubled: 2 }, 9, false, true).total).toBe(840);
    expect(dealScore({ level: 3, strain: "H", doubled: 1 }, 6, false, true).total).toBe(-500);
    expect(dealScore({ level: 4, strain: "S", doubled: 1 }, 8, true, true).total).toBe(-500);
  });

  test("§9.6 game premium by T only: 2SXX (T 240) earns game, 5C (T 100) game, 4C (T 80) partscore", () => {
    expect(dealScore({ level: 2, strain: "S", doubled: 2 }, 8, false, true).premium).toBe(300);
    expect(dealScore({ level: 5, strain: "C", doubled: 0 }, 11, true, true).premium).toBe(500);
    expect(dealScore({ level: 4, strain: "C", doubled: 0 }, 10, true, true).premium).toBe(50);
  });

  test("§9.7 13 tricks in 6NT: small slam bonus plus one overtrick, no grand slam bonus", () => {
    const p = dealScore({ level: 6, strain: "NT", doubled: 0 }, 13, false, true);
    expect([p.slam, p.over]).toEqual([500, 30]);
  });
});

describe("§7.3 honors", () => {
  const hands = (n: string[], e: string[] = []) => [n, e, [], []];
  test("§7.3 four trump honors in one hand 100, all five 150, four aces at NT 150, credited to the holder's side", () => {
    expect(honorsOf(hands(["AS", "KS", "QS", "JS"]), "S")).toEqual([100, 0]);
    expect(honorsOf(hands(["AS", "KS", "QS", "JS", "TS"]), "S")).toEqual([150, 0]);
    expect(honorsOf(hands([], ["AH", "KH", "QH", "TH"]), "H")).toEqual([0, 100]);
    expect(honorsOf(hands(["AS", "AH", "AD", "AC"]), "NT")).toEqual([150, 0]);
    expect(honorsOf(hands(["AS", "KS", "QS"]), "S")).toEqual([0, 0]);
    expect(honorsOf(hands(["AS", "AH", "AD", "AC"]), "S")).toEqual([0, 0]);
  });
});

describe("§7.4–7.5 vulnerability", () => {
  test("§7.5 board vulnerability over 16 boards and the cycle", () => {
    const table = "none ns ew both ns ew both none ew both none ns both none ns ew".split(" ");
    for (let b = 1; b <= 32; b++) expect(boardVul(b)).toBe(table[(b - 1) % 16]);
  });
  test("§7.4 Chicago: none, non-dealer side, non-dealer side, both (seed); dealer side with chicagoVul dealer", () => {
    expect([0, 1, 2, 3].map((c) => chicagoVul(c, c % 4, "nonDealer"))).toEqual(["none", "ns", "ew", "both"]);
    expect([0, 1, 2, 3].map((c) => chicagoVul(c, c % 4, "dealer"))).toEqual(["none", "ew", "ns", "both"]);
  });
});

describe("§7.6 IMPs against the HCP expectation", () => {
  test("§7.6 IMP scale at every boundary", () => {
    const bounds: [number, number, number][] = [
      [0, 10, 0],
      [20, 40, 1],
      [50, 80, 2],
      [90, 120, 3],
      [130, 160, 4],
      [170, 210, 5],
      [220, 260, 6],
      [270, 310, 7],
      [320, 360, 8],
      [370, 420, 9],
      [430, 490, 10],
      [500, 590, 11],
      [600, 740, 12],
      [750, 890, 13],
      [900, 1090, 14],
      [1100, 1290, 15],
      [1300, 1490, 16],
      [1500, 1740, 17],
      [1750, 1990, 18],
      [2000, 2240, 19],
      [2250, 2490, 20],
      [2500, 2990, 21],
      [3000, 3490, 22],
      [3500, 3990, 23],
      [4000, 9000, 24],
    ];
    for (const [lo, hi, imps] of bounds) {
      expect([lo, impsFor(lo)]).toEqual([lo, imps]);
      expect([hi, impsFor(hi)]).toEqual([hi, imps]);
      expect([-hi, impsFor(-hi)]).toEqual([-hi, imps === 0 ? 0 : -imps]);
    }
  });
  test("§7.6 expected score table, NV and V", () => {
    expect([20, 21, 22, 23, 24, 25, 26, 27, 28].map((h) => expectedScore(h, false))).toEqual([0, 50, 70, 110, 200, 300, 350, 400, 430]);
    expect([24, 25, 26, 33, 36, 37, 40].map((h) => expectedScore(h, true))).toEqual([290, 440, 520, 1350, 1800, 1950, 1950]);
  });
  test("§9.9 the table rules over the seed's example: |D| 170 is 5 IMPs", () => {
    expect(impsFor(-170)).toBe(-5);
  });
});
