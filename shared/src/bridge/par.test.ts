/**
 * Par results against the expected outputs DDS publishes for its three example deals (dds-bridge/dds,
 * examples/hands.cpp: `DDtable`, `vul`, `dealer`, `dealerScore`, `dealerContract`), and the PBN tags.
 */
import { optimumResultRows, par, parTags, type DDTableResult } from "./par";
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
    const t = [[6, 6, 6, 6], [6, 6, 6, 6], [6, 6, 6, 6], [6, 6, 6, 6], [7, 7, 7, 7]];
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

describe("the PBN export carries the hand record", () => {
  test("OptimumScore, ParContract and OptimumResultTable, as published files write them", () => {
    const table = fromDds(DDS[2].table);
    const p = par(table, "none", 0);
    const text = writePbn([{
      event: "E", site: "S", date: "?", board: 1, players: ["a", "b", "c", "d"], dealer: 0, vul: "none",
      hands: parsePbnDeal("N:73.QJT.AQ54.T752 QT6.876.KJ9.AQ84 5.A95432.7632.K6 AKJ9842.K.T8.J93")!, scoring: "MP",
      calls: ["pass", "pass", "pass", "pass"], contract: "", declarer: -1, result: 0, play: [], claimed: false, score: 0,
      dd: { table, parContract: parTags(p).ParContract, optimumScore: parTags(p).OptimumScore, rows: optimumResultRows(table) },
    }]);
    expect(text).toContain('[OptimumScore "NS -300"]\n[ParContract "NS 5HX"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\nN NT 4\nN S 3\n');
    const [g] = parsePbn(text);
    expect(g.sections.OptimumResultTable).toHaveLength(60);
  });
});
