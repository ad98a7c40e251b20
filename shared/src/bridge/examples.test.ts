/** §10 worked examples through the engine (auctions, claims), and a whole-game record through `replay`. */
import { replay } from "../core/record";
import { rulesets } from "../registry";
import { bridge } from "./index";
import { claimOut, contract, hcpDeal, roundRobinDeal, start, act, calls } from "./testkit";
import type { BridgeState } from "./state";

const deals = (n: number) => Array.from({ length: n }, (_, i) => roundRobinDeal(i));
const N = 0,
  E = 1,
  S = 2,
  W = 3;

describe("§10 worked examples", () => {
  test("§10 seed rubber: NS 300, EW 1620 (3NT=, 2H=, 2HXX−1, 4H=, 6NT= with slam and rubber bonus)", () => {
    let s = start({ scoring: "rubber" }, deals(5), 0);
    s = claimOut(contract(s, N, "3NT"), 9);
    expect(s.results[0]).toMatchObject({ below: [100, 0], game: true });
    expect([s.games, s.vul]).toEqual([[1, 0], "ns"]);
    s = claimOut(contract(s, E, "2H"), 8);
    expect(s.results[1].below).toEqual([0, 60]);
    s = claimOut(contract(s, E, "2H", "X XX"), 7);
    expect(s.results[2].above).toEqual([200, 0]);
    s = claimOut(contract(s, E, "4H"), 10);
    expect(s.results[3]).toMatchObject({ below: [0, 120], game: true });
    expect(s.vul).toBe("both");
    s = claimOut(contract(s, W, "6NT"), 12);
    expect(s.results[4]).toMatchObject({ below: [0, 190], above: [0, 750 + 500], rubberBonus: [0, 500] });
    expect(bridge.outcome(s)).toEqual({ scores: [300, 1620, 300, 1620], winners: [E, W], net: -1320 });
  });

  test("§7.3 a partscore is wiped by the opponents' game; 700 for a rubber 2-0", () => {
    let s = start({ scoring: "rubber" }, deals(3), 0);
    s = claimOut(contract(s, E, "2H"), 8); // EW 60
    s = claimOut(contract(s, E, "4S"), 10); // EW game (120)
    expect(s.partial).toEqual([0, 0]);
    s = claimOut(contract(s, S, "5C"), 11); // NS game 100, not rubber
    s = start({ scoring: "rubber" }, deals(2), 0);
    s = claimOut(contract(s, N, "4S"), 10);
    s = claimOut(contract(s, E, "2NT"), 8);
    expect(s.results[1]).toMatchObject({ below: [0, 70], game: false });
  });

  test("§9.8 honors count for the holder's side even when it defends and the contract fails (rubber)", () => {
    const d = roundRobinDeal();
    // Give E all five spade honors by swapping with the other hands.
    const honors = ["AS", "KS", "QS", "JS", "TS"];
    const hands = d.hands.map((h) => h.filter((c) => !honors.includes(c)));
    const moved: string[] = [];
    hands.forEach((h, i) => {
      if (i !== E) while (h.length < 13) h.push(hands[E].pop()!);
    });
    void moved;
    hands[E].push(...honors);
    while (hands[E].length > 13) hands[N].push(hands[E].shift()!);
    const fixed = { hands: hands.map((h) => h.slice(0, 13)) };
    expect(fixed.hands.flat().sort()).toEqual(d.hands.flat().sort());
    let s = start({ scoring: "rubber" }, [fixed, roundRobinDeal(1)], 0);
    s = claimOut(contract(s, N, "4S"), 8);
    expect(s.results[0].honors).toEqual([0, 150]);
    expect(s.totals).toEqual([0, 100 + 150]);
    let t = start({ scoring: "rubber", honors: false }, [fixed, roundRobinDeal(1)], 0);
    t = claimOut(contract(t, N, "4S"), 8);
    expect(t.totals).toEqual([0, 100]);
  });

  test("§10 Chicago round: NS 430, EW 1220 (passed-out deal redealt by the same dealer)", () => {
    let s = start({ scoring: "chicago" }, deals(5), 0);
    expect(s.vul).toBe("none");
    s = claimOut(contract(s, N, "3NT"), 10);
    expect([s.dealer, s.vul]).toEqual([E, "ns"]);
    s = claimOut(contract(s, N, "4S", "X"), 8);
    expect([s.dealer, s.vul]).toEqual([S, "ew"]);
    s = calls(s, "p p p p");
    expect([s.dealer, s.vul]).toEqual([S, "ew"]);
    s = claimOut(contract(s, W, "4H"), 10);
    expect([s.dealer, s.vul]).toEqual([W, "both"]);
    s = claimOut(contract(s, S, "3NT"), 8);
    expect(bridge.outcome(s)).toEqual({ scores: [430, 1220, 430, 1220], winners: [E, W], net: -790 });
    expect(s.results.map((r) => r.score)).toEqual([430, -500, 0, -620, -100]);
  });

  test("§7.5 duplicate: boards numbered from firstBoard with the board's vulnerability; dealer as given", () => {
    let s = start({ scoring: "duplicate", firstBoard: 5, boards: 2 }, deals(2), 0);
    expect([s.vul, bridge.view(s, "spectator").board]).toEqual(["ns", 5]);
    s = claimOut(contract(s, N, "4S"), 10);
    expect(s.results[0]).toMatchObject({ board: 5, score: 620 });
    expect(s.vul).toBe("ew");
    s = claimOut(contract(s, E, "3NT"), 9);
    expect(bridge.outcome(s)).toEqual({ scores: [620, 600, 620, 600], winners: [N, S], net: 20 });
  });

  test("§7.7 a fixed vulnerability applies to every deal", () => {
    let s = start({ scoring: "duplicate", vulnerability: "ew", boards: 2 }, deals(2), 0);
    expect(s.vul).toBe("ew");
    s = claimOut(contract(s, N, "4S"), 10);
    expect([s.results[0].score, s.vul]).toEqual([420, "ew"]);
  });

  test("§10 IMP vs HCP: 26 HCP NV 3NT= → +2; EW 26 HCP 3NT−1 → NS +9; 20–20 1NT= → +3; 33 HCP V 6NT= → +3", () => {
    let s = start({ scoring: "impHcp" }, [hcpDeal(26)], 0);
    s = claimOut(contract(s, N, "3NT"), 9);
    expect(s.results[0]).toMatchObject({ hcpNS: 26, expected: 350, imps: 2 });
    expect(s.totals).toEqual([2, -2]);

    s = start({ scoring: "impHcp" }, [hcpDeal(14)], 0);
    s = claimOut(contract(s, E, "3NT"), 8);
    expect(s.results[0]).toMatchObject({ hcpNS: 14, expected: 350, imps: 9, score: 50 });

    s = start({ scoring: "impHcp" }, [hcpDeal(20)], 0);
    s = claimOut(contract(s, N, "1NT"), 7);
    expect(s.results[0].imps).toBe(3);

    s = start({ scoring: "impHcp", vulnerability: "both" }, [hcpDeal(33)], 0);
    s = claimOut(contract(s, N, "6NT"), 12);
    expect(s.results[0]).toMatchObject({ score: 1440, expected: 1350, imps: 3 });
  });
});

describe("records", () => {
  function whole(): { s: BridgeState; actions: { seat: number; action: object }[] } {
    let s = start({ scoring: "chicago" }, deals(6), 1);
    const actions: { seat: number; action: object }[] = [];
    let i = 0;
    while (s.phase !== "over") {
      const seat = bridge.toAct(s)[0] as number;
      const legal = bridge.legalActions(s, seat);
      // A steady, varied policy: pass a lot in the auction, never claim, play the first legal card.
      const calls = legal.filter((a) => a.type === "call");
      const a = calls.length ? (i++ % 3 === 0 ? calls[Math.min(calls.length - 1, 3 + (i % 7))] : calls[0]) : legal.find((x) => x.type === "play")!;
      actions.push({ seat, action: a });
      s = act(s, seat, a);
    }
    return { s, actions };
  }
  test("§4 a whole Chicago game replays from its record to the same outcome; an illegal action reports its index", () => {
    const { s, actions } = whole();
    const rec = { ruleset: "bridge", options: { scoring: "chicago" }, seats: 4, dealer: 1, deal: bridge.deals(s), actions };
    expect(replay(rulesets, rec).report).toEqual({ ok: true, phase: "over", over: true, scores: bridge.scores(s), outcome: bridge.outcome(s) });
    const bad = { ...rec, actions: [{ seat: 2, action: { type: "call", call: "pass" } }] };
    expect(replay(rulesets, bad).report).toEqual({ ok: false, index: 0, error: "It is not your turn" });
    const dummyPlays = actions.findIndex((x, k) => k > 0 && (x.action as { type: string }).type === "play");
    expect(dummyPlays).toBeGreaterThan(0);
  });
});
