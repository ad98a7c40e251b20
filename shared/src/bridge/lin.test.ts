/** BBO LIN hand records: a real file replays through the engine to its known result; every game exports as LIN and reads back. */
import { readFileSync } from "fs";
import { join } from "path";
import { apply } from "./apply";
import { bridge } from "./index";
import { fromLinCall, parseLin } from "./lin";
import { bridgeExports, bridgeImports } from "./pbn-hooks";
import { DEFAULT_OPTIONS } from "./setup";
import type { BridgeState } from "./state";
import type { BridgeAction } from "./types";
import { playedGame } from "./testkit";

const file = (name: string) => readFileSync(join(__dirname, "testdata", name), "utf8");

function act(s: BridgeState, seat: number, a: BridgeAction): BridgeState {
  const r = apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} by ${seat}: ${r.error}`);
  return r.value.state;
}

describe("LIN", () => {
  test("calls: p d r, 1N = 1NT, alerts marked with !", () => {
    expect(["p", "d", "r", "1N", "3c", "7NT"].map(fromLinCall)).toEqual(["pass", "X", "XX", "1NT", "3C", "7NT"]);
    const read = parseLin("pn|a,b,c,d|md|1SAKQJT98765432H,HAKQJT98765432,DAKQJT98765432,|sv|b|ah|Board 9|mb|1C!|an|strong, 16+|mb|p|");
    if ("error" in read) throw new Error(read.error);
    expect(read.boards[0].calls).toEqual([
      { call: "1C", alert: true, explanation: "strong, 16+" },
      { call: "pass", alert: false },
    ]);
    expect(read.boards[0]).toMatchObject({ board: 9, dealer: 2, vul: "both", players: ["c", "d", "a", "b"] });
  });

  test("a real BBO record (Board 1, 4S by East, claim of 11) replays through the engine to its known result: EW +450", () => {
    const read = parseLin(file("bbo-board1.lin"));
    if ("error" in read) throw new Error(read.error);
    const [b] = read.boards;
    expect(b).toMatchObject({ board: 1, dealer: 0, vul: "none", players: ["matmont", "thevava", "simodra", "fra97"], claim: 11 });
    const imported = bridgeImports.lin(file("bbo-board1.lin"));
    if (!imported.ok) throw new Error(imported.error);
    const st = bridge.setup({
      seats: 4,
      options: { ...DEFAULT_OPTIONS, scoring: "duplicate", ...imported.value.options },
      dealer: imported.value.dealer ?? 0,
      deal: imported.value.deal,
    });
    if (!st.ok) throw new Error(st.error);
    let s = st.value;
    for (const c of b.calls) s = act(s, s.turn, { type: "call", call: c.call });
    expect(s.contract).toMatchObject({ level: 4, strain: "S", doubled: 0, declarer: 1 });
    for (const card of b.play) {
      // The declarer plays dummy's cards.
      const holder = s.hands.findIndex((h) => h.includes(card));
      const seat = holder === (s.contract!.declarer + 2) % 4 ? s.contract!.declarer : holder;
      s = act(s, seat, { type: "play", card });
    }
    const declarer = s.contract!.declarer;
    s = act(s, declarer, { type: "claim", tricks: b.claim! - s.won[declarer % 2] });
    for (const seat of [(declarer + 1) % 4, (declarer + 3) % 4]) s = act(s, seat, { type: "acceptClaim" });
    const r = s.results[0];
    expect([r.contract, r.declarer, r.tricks, r.score]).toEqual(["4S", 1, 11, -450]);
  });

  test("a malformed md deal is refused with its board", () => {
    const bad = bridgeImports.lin("ah|Board 4|md|3S34JH258TQKD2JQC7,S27TH69D679TKAC2,S6QH47JD458C468JA,|");
    expect(bad.ok ? "" : bad.error).toMatch(/^\[import_bad_deal board=4 reason=/);
    expect(bridgeImports.lin("pn|a,b,c,d|").ok).toBe(false);
  });

  test("every finished game exports as LIN: the deals, players, auctions, play and claims read back", () => {
    const { s, record } = playedGame({ ...DEFAULT_OPTIONS, scoring: "duplicate", boards: 4 }, "lin", "lin-play", { players: ["Ann", "Ben", "Cat", "Dan"] });
    const out = bridgeExports.lin.write(record);
    if (!out.ok) throw new Error(out.error);
    const read = parseLin(out.value);
    if ("error" in read) throw new Error(read.error);
    expect(read.boards).toHaveLength(s.results.length);
    read.boards.forEach((b, i) => {
      const r = s.results[i];
      expect([b.board, b.dealer, b.vul]).toEqual([r.board, r.dealer, r.vul]);
      expect(b.players).toEqual(["Ann", "Ben", "Cat", "Dan"]);
      expect(b.hands.map((h) => h.slice().sort())).toEqual((bridge.deals(s)[i] as { hands: string[][] }).hands.map((h) => h.slice().sort()));
      if (b.claim !== null) expect(b.claim).toBe(r.tricks);
    });
    expect(read.boards[read.boards.length - 1].calls.map((c) => c.call)).toEqual(s.calls.slice());
  });
});
