/** PBN 2.1 hand records: the export of a whole game parses back to the same deals, auctions, play and results. */
import { parsePbnDeal, pbnDeal } from "./cards";
import { bridge } from "./index";
import { fromPbnCall, fromPbnCard, parsePbn, parsePbnContract, pbnBoards, readPbnVul } from "./pbn";
import { readFileSync } from "fs";
import { join } from "path";
import { apply } from "./apply";
import { bridgeExports, bridgeImports } from "./pbn-hooks";
import { DEFAULT_OPTIONS } from "./setup";
import { SEAT_LETTERS } from "./types";
import { playedGame } from "./testkit";

const VUL = { none: "None", ns: "NS", ew: "EW", both: "All" } as const;

function game(scoring: "duplicate" | "rubber" | "impHcp", seed: string) {
  const meta = { table: "Club night", players: ["Ann", "Ben", "Cat", "Dan"], started: "2026-11-21T02:00:00Z" };
  return playedGame({ ...DEFAULT_OPTIONS, scoring, boards: 6 }, seed, `m-${seed}`, meta);
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
        expect(g.order.slice(0, 15)).toEqual([
          "Event",
          "Site",
          "Date",
          "Board",
          "West",
          "North",
          "East",
          "South",
          "Dealer",
          "Vulnerable",
          "Deal",
          "Scoring",
          "Declarer",
          "Contract",
          "Result",
        ]);
        expect(g.tags).toMatchObject({
          Event: "Club night",
          Date: "2026.11.21",
          Board: String(r.board),
          North: "Ann",
          East: "Ben",
          South: "Cat",
          West: "Dan",
          Dealer: SEAT_LETTERS[r.dealer],
          Vulnerable: VUL[r.vul],
          Contract: r.contract || "Pass",
          Declarer: r.contract ? SEAT_LETTERS[r.declarer] : "",
          Result: r.contract ? String(r.tricks) : "",
          Score: `NS ${r.score}`,
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
          t.cards.forEach((card, j) => expect(row[(((t.leader + j) % 4) - leader + 4) % 4]).toBe(card));
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
    expect(games.map((g) => [g.tags.Event, g.tags.Board])).toEqual([
      ['A "quoted" event', "3"],
      ['A "quoted" event', "4"],
    ]);
    const b = pbnBoards(text);
    if ("error" in b) throw new Error(b.error);
    expect(b.boards.map((x) => [x.board, x.dealer, x.vul])).toEqual([
      [3, 2, "ew"],
      [4, 3, "both"],
    ]);
    expect(b.boards[0].hands).toEqual(b.boards[1].hands);
    expect(pbnBoards('[Event "x"]')).toMatchObject({ refusal: { code: "import_no_deal" } });
    expect(bridgeImports.pbn('[Deal "N:AKQ.. - - -"]').ok).toBe(false);
  });

  const file = (name: string) => readFileSync(join(__dirname, "testdata", name), "utf8");

  test("PBN 2.1 §3.4.11 Vulnerable: None/Love/-, NS, EW, All/Both, also written N-S, E-W, with stray spaces", () => {
    const cases: [string, string][] = [
      ["None", "none"],
      ["Love", "none"],
      ["-", "none"],
      ["NS", "ns"],
      ["N-S", "ns"],
      ["N-S ", "ns"],
      [" ns", "ns"],
      ["EW", "ew"],
      ["E-W", "ew"],
      ["E - W", "ew"],
      ["All", "both"],
      ["Both", "both"],
      ["both ", "both"],
    ];
    for (const [text, vul] of cases) expect([text, readPbnVul(text)]).toEqual([text, vul]);
    expect(readPbnVul("NE")).toBeNull();
  });

  test("PBN contracts and calls: 3N is 3NT, doubled and redoubled, Pass", () => {
    expect(parsePbnContract("3N")).toEqual({ level: 3, strain: "NT", doubled: 0 });
    expect(parsePbnContract("4SX")).toEqual({ level: 4, strain: "S", doubled: 1 });
    expect(parsePbnContract("6NTXX")).toEqual({ level: 6, strain: "NT", doubled: 2 });
    expect(parsePbnContract("Pass")).toBe("pass");
    expect(parsePbnContract("8S")).toBeNull();
    expect(fromPbnCall("3N")).toBe("3NT");
    expect(fromPbnCall("AP")).toBeNull();
  });

  test("PBN: ## and % lines, {} and ; comments carry no data", () => {
    const text = `%PBN 2.1\n## exported by a program\n[Board "7"] ; the board\n{ note }\n[Dealer "S"]\n[Vulnerable "All"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n[Auction "S"]\n1NT Pass ; opening\nPass Pass\n`;
    const [g] = parsePbn(text);
    expect(g.sections.Auction).toEqual(["1NT", "Pass", "Pass", "Pass"]);
    const b = pbnBoards(text);
    if ("error" in b) throw new Error(b.error);
    expect(b.boards[0]).toMatchObject({ board: 7, dealer: 2, vul: "both" });
  });

  test("a deal of 12 cards a hand (DDS hands/12_cards.pbn) is refused at import, with the board and reason", () => {
    const read = bridgeImports.pbn(file("12_cards.pbn"));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/^\[import_bad_deal board=1 reason=count\]/);
    // A malformed deal in the middle of a file refuses the whole file, naming that board.
    const text = file("multi_board-1-4.pbn").replace("N:KQT97.6.AT.KT975", "N:KQT97.6.AT.KT97");
    const bad = bridgeImports.pbn(text);
    expect(bad.ok ? "" : bad.error).toMatch(/^\[import_bad_deal board=3 reason=count\]/);
    const dup = bridgeImports.pbn(file("multi_board-1-4.pbn").replace("N:42.K8.T8653.8653", "N:42.K8.T8653.8652"));
    expect(dup.ok ? "" : dup.error).toMatch(/^\[import_bad_deal board=2 reason=duplicate\]/);
  });

  test("every board of a multi-board file plays with its own Board, Dealer and Vulnerable (DDS multi_board.pbn)", () => {
    const imported = bridgeImports.pbn(file("multi_board-1-4.pbn").replace('[Vulnerable "EW"]', '[Vulnerable "E-W "]'));
    if (!imported.ok) throw new Error(imported.error);
    for (const scoring of ["duplicate", "impHcp", "chicago"] as const) {
      const st = bridge.setup({
        seats: 4,
        options: { ...DEFAULT_OPTIONS, scoring, ...imported.value.options },
        dealer: imported.value.dealer ?? 0,
        deal: imported.value.deal,
      });
      if (!st.ok) throw new Error(st.error);
      let s = st.value;
      // Pass every board out: board, dealer and vulnerability come from the file's tags.
      while (s.results.length < 4) {
        const r = apply(s, s.turn, { type: "call", call: "pass" });
        if (!r.ok) throw new Error(r.error);
        s = r.value.state;
      }
      expect(s.results.map((r) => [r.board, r.dealer, r.vul])).toEqual([
        [1, 0, "none"],
        [2, 1, "ns"],
        [3, 2, "ew"],
        [4, 3, "both"],
      ]);
      // The record's deal list keeps them: a replay deals the same boards.
      expect(bridge.deals(s)).toEqual(imported.value.deal);
    }
  });

  test("boards out of order keep their own numbers, dealers and vulnerability", () => {
    const text = file("camrose-1-32.pbn")
      .split("\n\n")
      .filter((g) => /Board "(5|12|30)"/.test(g))
      .reverse()
      .join("\n\n");
    const read = pbnBoards(text);
    if ("error" in read) throw new Error(read.error);
    expect(read.boards.map((b) => [b.board, b.dealer, b.vul])).toEqual([
      [30, 1, "none"],
      [12, 3, "ns"],
      [5, 0, "ns"],
    ]);
  });

  // Its speed (target ≤ 100 ms) is printed by `npm run bench`, not asserted here: a timed test fails on a busy machine.
  test("the 32-board Camrose file (DDS benchmarks/testdata) imports whole: 32 deals", () => {
    const read = bridgeImports.pbn(file("camrose-1-32.pbn"));
    if (!read.ok) throw new Error(read.error);
    expect((read.value.deal as unknown[]).length).toBe(32);
  });
});
