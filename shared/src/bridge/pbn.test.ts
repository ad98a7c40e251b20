/** PBN 2.1 hand records: the export of a whole game parses back to the same deals, auctions, play and results. */
import { randomPlayout } from "../core/playout";
import { rngFromSeed } from "../core/rng";
import { parsePbnDeal, pbnDeal } from "./cards";
import { bridge } from "./index";
import { fromPbnCall, fromPbnCard, parsePbn, pbnBoards } from "./pbn";
import { bridgeExports, bridgeImports } from "./pbnHooks";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";
import { SEAT_LETTERS } from "./types";

const VUL = { none: "None", ns: "NS", ew: "EW", both: "All" } as const;

function game(scoring: "duplicate" | "rubber" | "impHcp", seed: string) {
  const options = { ...DEFAULT_OPTIONS, scoring, boards: 6 };
  const st = bridge.setup({ seats: 4, options, dealer: 0, rng: rngFromSeed(seed) });
  if (!st.ok) throw new Error(st.error);
  const run = randomPlayout(bridge, st.value, rngFromSeed(`m-${seed}`));
  const s = run.state as BridgeState;
  const record = {
    ruleset: "bridge", options, seats: 4, dealer: 0, deal: bridge.deals(s), actions: run.actions as { seat: number; action: { type: string } }[],
    meta: { table: "Club night", players: ["Ann", "Ben", "Cat", "Dan"], started: "2026-11-21T02:00:00Z" },
  };
  return { s, record };
}

describe("PBN", () => {
  test("PBN deal notation round trip", () => {
    const hands = (bridge.deals(game("duplicate", "x").s)[0] as { hands: string[][] }).hands;
    for (const first of [0, 1, 2, 3]) {
      const back = parsePbnDeal(pbnDeal(hands, first))!;
      expect(back.map((h) => h.slice().sort())).toEqual(hands.map((h) => h.slice().sort()));
    }
  });

  for (const scoring of ["duplicate", "rubber", "impHcp"] as const) {
    test(`PBN export of a whole ${scoring} game parses back: tags, deals, auctions, play, results`, () => {
      const { s, record } = game(scoring, `pbn-${scoring}`);
      const out = bridgeExports.pbn.write(record);
      if (!out.ok) throw new Error(out.error);
      const games = parsePbn(out.value);
      expect(games).toHaveLength(s.results.length);
      games.forEach((g, i) => {
        const r = s.results[i];
        expect(g.order.slice(0, 15)).toEqual(["Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"]);
        expect(g.tags).toMatchObject({
          Event: "Club night", Date: "2026.11.21", Board: String(r.board), North: "Ann", East: "Ben", South: "Cat", West: "Dan",
          Dealer: SEAT_LETTERS[r.dealer], Vulnerable: VUL[r.vul], Contract: r.contract || "Pass",
          Declarer: r.contract ? SEAT_LETTERS[r.declarer] : "", Result: r.contract ? String(r.tricks) : "", Score: `NS ${r.score}`,
        });
        const dealt = (bridge.deals(s)[i] as { hands: string[][] }).hands;
        expect(parsePbnDeal(g.tags.Deal)!.map((h) => h.sort())).toEqual(dealt.map((h) => h.slice().sort()));
        expect(g.tags.Auction).toBe(SEAT_LETTERS[r.dealer]);
        const calls = g.sections.Auction.map(fromPbnCall);
        expect(calls.every((c) => c !== null)).toBe(true);
        if (r.contract) {
          expect(g.tags.Play).toBe(SEAT_LETTERS[(r.declarer + 1) % 4]);
          const cards = g.sections.Play.map(fromPbnCard).filter((c): c is string => c !== null);
          expect(new Set(cards).size).toBe(cards.length);
          for (const c of cards) expect(dealt.flat()).toContain(c);
        }
        if (scoring === "impHcp" && r.counted) expect(g.tags.ScoreIMP).toBe(`NS ${r.imps}`);
      });
      // The last deal's auction and play come back exactly, in order.
      const lastIdx = games.length - 1;
      const g = games[lastIdx];
      expect(g.sections.Auction.map(fromPbnCall)).toEqual(s.calls.slice());
      if (s.contract && !g.sections.Play.includes("*")) {
        const leader = (s.contract.declarer + 1) % 4;
        // Rows are in seat order from the opening leader: rebuild each trick by seat and compare.
        s.played.forEach((t, k) => {
          const row = g.sections.Play.slice(k * 4, k * 4 + 4).map(fromPbnCard);
          t.cards.forEach((card, j) => expect(row[((t.leader + j) % 4 - leader + 4) % 4]).toBe(card));
        });
      }
    });
  }

  test("PBN import: boards, dealers and vulnerability; the table deals them in order", () => {
    const { s, record } = game("duplicate", "imp");
    const text = (bridgeExports.pbn.write(record) as { value: string }).value;
    const read = pbnBoards(text);
    if ("error" in read) throw new Error(read.error);
    expect(read.boards.map((b) => b.board)).toEqual(s.results.map((r) => r.board));
    expect(read.boards.map((b) => b.dealer)).toEqual([0, 1, 2, 3, 0, 1]);
    expect(read.boards.map((b) => b.vul)).toEqual(s.results.map((r) => r.vul));
    const imported = bridgeImports.pbn(text);
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value).toMatchObject({ dealer: 0, options: { firstBoard: 1, boards: 6 } });
    const t = bridge.setup({ seats: 4, options: { ...DEFAULT_OPTIONS, scoring: "duplicate", boards: 6 }, dealer: 0, deal: imported.value.deal });
    if (!t.ok) throw new Error(t.error);
    expect(t.value.hands.map((h) => h.slice().sort())).toEqual((bridge.deals(s)[0] as { hands: string[][] }).hands.map((h) => h.slice().sort()));
  });

  test("PBN parser: comments, escapes, # repeats, several tags on a line, and refusals", () => {
    const text = `% comment\n[Event "A \\"quoted\\" event"] [Board "3"]\n{a comment\nover lines}\n[Dealer "S"]\n[Vulnerable "EW"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n\n[Event "#"]\n[Board "4"]\n[Deal "W:2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876"]\n`;
    const games = parsePbn(text);
    expect(games.map((g) => [g.tags.Event, g.tags.Board])).toEqual([["A \"quoted\" event", "3"], ["A \"quoted\" event", "4"]]);
    const b = pbnBoards(text);
    if ("error" in b) throw new Error(b.error);
    expect(b.boards.map((x) => [x.board, x.dealer, x.vul])).toEqual([[3, 2, "ew"], [4, 3, "both"]]);
    expect(b.boards[0].hands).toEqual(b.boards[1].hands);
    expect(pbnBoards("[Event \"x\"]")).toEqual({ error: "no deal found in the PBN text" });
    expect(bridgeImports.pbn('[Deal "N:AKQ.. - - -"]').ok).toBe(false);
  });
});
