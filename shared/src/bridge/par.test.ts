/**
 * Par results against the expected outputs DDS publishes for its three example deals (dds-bridge/dds,
 * examples/hands.cpp: `DDtable`, `vul`, `dealer`, `dealerScore`, `dealerContract`) and its ten-deal reference list
 * (hands/list10.txt: each deal's `TABLE` and `PAR`; testdata/README.md), the solver's tables against that
 * list, and the PBN tags.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { ddTable, handRecord, optimumResultRows, par, parTags, readOptimumResultTable, type DDTableResult } from "./par";
import type { Vul } from "./types";
import { parsePbnDeal } from "./cards";
import { parsePbn, writePbn } from "./pbn";

/** DDS's table order: spades N E S W, hearts, diamonds, clubs, notrump; ours: C D H S NT by seat. */
function fromDds(t: number[]): DDTableResult {
  const at = (k: number) => t.slice(k * 4, k * 4 + 4);
  return [at(3), at(2), at(1), at(0), at(4)];
}

const DDS: { table: number[]; vul: Vul; dealer: number; score: number; contract: string; tags: string }[] = [
  // "2S-EW", none vulnerable, North deals: NS -110.
  { table: [5, 8, 5, 8, 6, 6, 6, 6, 5, 7, 5, 7, 7, 5, 7, 5, 6, 6, 6, 6], vul: "none", dealer: 0, score: -110, contract: "EW 2S =", tags: "EW 2S" },
  // "4S*-EW-1", North-South vulnerable, East deals: NS +100.
  { table: [4, 9, 4, 9, 10, 2, 10, 2, 8, 3, 8, 3, 6, 7, 6, 7, 9, 3, 9, 3], vul: "ns", dealer: 1, score: 100, contract: "EW 4SX -1", tags: "EW 4SX" },
  // "5H*-NS-2", none vulnerable, North deals: NS -300.
  { table: [3, 10, 3, 10, 9, 4, 9, 4, 8, 4, 8, 4, 3, 9, 3, 9, 4, 8, 4, 8], vul: "none", dealer: 0, score: -300, contract: "NS 5HX -2", tags: "NS 5HX" },
];

describe("par (the hand record after a board)", () => {
  DDS.forEach((d, i) => {
    test(`DDS example deal ${i + 1}: par ${d.contract}, NS ${d.score}`, () => {
      const p = par(fromDds(d.table), d.vul, d.dealer);
      expect(p.score).toBe(d.score);
      const c = p.contract!;
      expect(`${c.side === 0 ? "NS" : "EW"} ${c.level}${c.strain}${c.doubled ? "X" : ""} ${c.result === 0 ? "=" : c.result}`).toBe(d.contract);
      expect(parTags(p)).toEqual({ ParContract: d.tags, OptimumScore: `NS ${d.score}` });
    });
  });

  test("nobody makes anything: passed out, 0", () => {
    const six = [0, 1, 2, 3, 4].map(() => [6, 6, 6, 6]);
    expect(par(six, "both", 0)).toEqual({ score: 0, contract: null });
    expect(parTags(par(six, "both", 0))).toEqual({ ParContract: "Pass", OptimumScore: "NS 0" });
  });

  test("both sides make the same contract: the side that bids first from the dealer owns it", () => {
    // Every seat takes 7 tricks in notrump and 6 in the suits: 1NT for whoever bids first.
    const t = [
      [6, 6, 6, 6],
      [6, 6, 6, 6],
      [6, 6, 6, 6],
      [6, 6, 6, 6],
      [7, 7, 7, 7],
    ];
    expect(par(t, "none", 0).score).toBe(90);
    expect(par(t, "none", 1).score).toBe(-90);
  });

  test("OptimumResultTable rows: N S E W, NT S H D C", () => {
    const rows = optimumResultRows(fromDds(DDS[0].table));
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 5)).toEqual(["N NT 6", "N S 5", "N H 6", "N D 5", "N C 7"]);
    expect(rows[5]).toBe("S NT 6");
  });
});

/** The PBN the export writes for a passed-out board with its hand record: the double-dummy `table` and its par. */
function passedOutBoardPbn(board: number, dealer: number, vul: Vul, deal: string, table: DDTableResult): string {
  const p = par(table, vul, dealer);
  return writePbn([
    {
      event: "E",
      site: "S",
      date: "?",
      board,
      players: ["a", "b", "c", "d"],
      dealer,
      vul,
      hands: parsePbnDeal(deal)!,
      scoring: "MP",
      calls: ["pass", "pass", "pass", "pass"],
      contract: "",
      declarer: -1,
      result: 0,
      play: [],
      claimed: false,
      score: 0,
      dd: { table, parContract: parTags(p).ParContract, optimumScore: parTags(p).OptimumScore, rows: optimumResultRows(table) },
    },
  ]);
}

describe("the PBN export carries the hand record", () => {
  test("OptimumScore, ParContract and OptimumResultTable, as published files write them", () => {
    const text = passedOutBoardPbn(1, 0, "none", "N:73.QJT.AQ54.T752 QT6.876.KJ9.AQ84 5.A95432.7632.K6 AKJ9842.K.T8.J93", fromDds(DDS[2].table));
    expect(text).toContain('[OptimumScore "NS -300"]\n[ParContract "NS 5HX"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 4\nN S 3\n');
    const [g] = parsePbn(text);
    expect(g.sections.OptimumResultTable).toHaveLength(60);
  });
});

/**
 * DDS's reference list hands/list10.txt (testdata/dds-list10.txt): per deal a `PBN dealer vul trump first
 * "deal"` line (vul 0 none, 1 both, 2 NS, 3 EW), the `TABLE` DDS computed (DDS order) and the `PAR` scores.
 */
const LIST10 = (() => {
  const lines = readFileSync(join(__dirname, "testdata/dds-list10.txt"), "utf8").split("\n").filter(Boolean);
  const out: { dealer: number; vul: Vul; deal: string; table: number[]; score: number }[] = [];
  for (let i = 0; i < lines.length; i += 3) {
    const [, dealer, vul] = lines[i].split(" ").map(Number);
    out.push({
      dealer,
      vul: (["none", "both", "ns", "ew"] as const)[vul],
      deal: lines[i].match(/"(.*)"/)![1],
      table: lines[i + 1].split(" ").slice(1).map(Number),
      score: Number(lines[i + 2].match(/^PAR "NS (-?\d+)"/)![1]),
    });
  }
  return out;
})();

describe("DDS's reference list (hands/list10.txt)", () => {
  test("the list holds ten deals", () => expect(LIST10).toHaveLength(10));

  LIST10.forEach((d, i) => {
    test(`deal ${i + 1}: par from the published table for dealer ${"NESW"[d.dealer]}, ${d.vul} vulnerable: NS ${d.score}`, () => {
      expect(par(fromDds(d.table), d.vul, d.dealer).score).toBe(d.score);
    });
  });

  // The solver's whole table against DDS's, on the deals it solves in about a second (others still take it
  // up to tens of seconds: the speed target of ≤ 1 s a table is not met yet; npm run bench -- --dd solves
  // all ten and checks each table against DDS's).
  test("deal 4: the solver's table is DDS's", () => {
    expect(ddTable(parsePbnDeal(LIST10[3].deal)!)).toEqual(fromDds(LIST10[3].table));
  }, 120_000);

  test("deal 8: the hand record (table, par and the rows PBN writes) is DDS's", () => {
    const d = LIST10[7];
    const table = fromDds(d.table);
    expect(handRecord(parsePbnDeal(d.deal)!, d.vul, d.dealer)).toEqual({
      table,
      parContract: "EW 5HX",
      optimumScore: "NS 200",
      rows: optimumResultRows(table),
    });
  }, 120_000);

  test("an OptimumResultTable written to PBN reads back as the same table", () => {
    const table = fromDds(LIST10[7].table);
    const text = passedOutBoardPbn(8, LIST10[7].dealer, LIST10[7].vul, LIST10[7].deal, table);
    const [g] = parsePbn(text);
    expect(readOptimumResultTable(g.sections.OptimumResultTable)).toEqual(table);
    expect(g.tags.ParContract).toBe("EW 5HX");
    expect(g.tags.OptimumScore).toBe("NS 200");
    // a table with a row missing or a cell out of range is not a table
    expect(readOptimumResultTable(g.sections.OptimumResultTable.slice(3))).toBeNull();
    expect(readOptimumResultTable(["X", "NT", "9", ...g.sections.OptimumResultTable.slice(3)])).toBeNull();
  });
});
