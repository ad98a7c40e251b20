/** Exact endgames in the bridge bot's search (endgame.ts): the `finish` hook values a world by double-dummy play. */
import { botInput } from "../core/bot";
import { rngFromSeed } from "../core/rng";
import { scoreGain, searchMove } from "../core/search";
import { ddTricks } from "./dd-solve";
import { ddFinish } from "./endgame";
import { finishDeal } from "./finish";
import { bridge } from "./index";
import { bridgePolicy } from "./policy";
import type { BridgeState } from "./state";
import { contract, playTricks, roundRobinDeal, start } from "./testkit";
import { sampleWorld } from "./worlds";

const rules = bridge as never;
const OPTIONS = { root: 5, playout: 3, exactTricks: 13, nodesPerStep: 8, worldLimit: 1e6, solveLimit: 1e6 };

/** North declares 3NT on a round-robin deal; the first `tricks` tricks are played by the first legal card. */
function position(tricks: number): BridgeState {
  const s = contract(start({ scoring: "duplicate" }, [roundRobinDeal(), roundRobinDeal(1)]), 0, "3NT");
  return playTricks(s, tricks);
}

describe("exact endgames", () => {
  test("finish values a position with few tricks left as the deal's score after double-dummy play", () => {
    const s = position(9);
    expect(13 - s.played.length).toBe(4);
    for (const seat of [0, 1]) {
      const finish = ddFinish(rules, OPTIONS);
      const got = finish(s, s, seat)!;
      const dd = ddTricks({ hands: s.hands, strain: "NT", leader: s.leader, trick: s.trick }, 0);
      expect(got.value).toBe(scoreGain(rules, s, finishDeal(s, s.won[0] + dd, []), seat));
      expect(got.cost).toBeGreaterThan(0);
      // asked again in the same world, it knows more (the table is kept within a world): same value, less work
      const again = finish(s, s, seat)!;
      expect(again.value).toBe(got.value);
      expect(again.cost).toBeLessThanOrEqual(got.cost);
      // a fresh search gets the same answer at the same cost (decisions stay repeatable)
      expect(ddFinish(rules, OPTIONS)(s, s, seat)).toEqual(got);
    }
  });

  test("above `exactTricks` a solve only asks whether the contract makes: made exactly, or down one", () => {
    const s = position(6);
    const dd = ddTricks({ hands: s.hands, strain: "NT", leader: s.leader, trick: s.trick }, 0);
    const total = s.won[0] + dd;
    const got = ddFinish(rules, { ...OPTIONS, root: 7, exactTricks: 4 })(s, s, 0)!;
    // (a contract already made or beaten would count its tricks after all)
    expect(s.won[0] < 9 && s.won[0] + 7 >= 9).toBe(true);
    expect(total).not.toBe(9);
    expect(got.value).toBe(scoreGain(rules, s, finishDeal(s, total >= 9 ? 9 : 8, []), 0));
    expect(got.value).not.toBe(scoreGain(rules, s, finishDeal(s, total, []), 0));
  });

  test("finish waits for the thresholds: the candidate's own position, or deep enough into a playout", () => {
    const finish = ddFinish(rules, OPTIONS);
    const early = position(7);
    expect(finish(early, early, 0)).toBeNull();
    // five tricks left: exact one card after the world's start, not further into a playout
    const s = position(8);
    const next = bridge.apply(s, bridge.toAct(s)[0] as number, bridge.legalActions(s, bridge.toAct(s)[0] as number).find((a) => a.type === "play")!);
    if (!next.ok) throw new Error(next.error);
    expect(finish(s, next.value.state, 0)).not.toBeNull();
    expect(finish(position(0), s, 0)).toBeNull();
    expect(finish(position(0), position(10), 0)).not.toBeNull();
  });
});

describe("the bot's search with exact endgames", () => {
  /**
   * North declares 1NT. East leads the ♦2 to North's ♦K and North runs ten more diamonds; then North (on
   * lead) holds ♦A ♥2, dummy ♥A ♥3, and East-West ♥K ♥Q ♣2 ♣3 between them. Cashing the ♦A first (dummy
   * keeping the ♥A) takes both tricks; the ♥2 first takes both only when East and West hold a heart each.
   * After the ♦A a random dummy discards its ♥A half the time, so only exact play values the ♦A at all
   * thirteen tricks in every world.
   */
  function ending(): BridgeState {
    const hands = [
      "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D AD 2H",
      "2D JH TH 9H 8H 7H 6H 5H 4H AS KS KH 2C",
      "QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH 3H",
      "AC KC QC JC TC 9C 8C 7C 6C 5C 4C QH 3C",
    ];
    const deal = { hands: hands.map((h) => h.split(" ")) };
    let s = contract(start({ scoring: "duplicate" }, [deal, roundRobinDeal()]), 0, "1NT");
    const play = (seat: number, card: string) => {
      const r = bridge.apply(s, seat === 2 ? 0 : seat, { type: "play", card });
      if (!r.ok) throw new Error(`${card}: ${r.error}`);
      s = r.value.state;
    };
    // trick 1: East leads the ♦2, North wins; then North leads ten diamonds and the others discard
    play(1, "2D");
    play(2, "QS");
    play(3, "AC");
    play(0, "KD");
    const rest: Record<number, string[]> = {
      1: ["JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "AS", "KS"],
      2: ["JS", "TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"],
      3: ["KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C", "4C"],
    };
    ["QD", "JD", "TD", "9D", "8D", "7D", "6D", "5D", "4D", "3D"].forEach((d, i) => {
      play(0, d);
      for (const seat of [1, 2, 3]) play(seat, rest[seat][i]);
    });
    return s;
  }

  test("exact play values the right card at its worth in every world, and the bot plays it", () => {
    const s = ending();
    expect([s.turn, s.won, s.hands[0]]).toEqual([0, [11, 0], ["2H", "AD"]]);
    const input = botInput(bridge, bridge.bot, s, { seats: 4, options: s.options as never, actions: [] }, 0);
    const candidates = [
      { type: "play", card: "AD" },
      { type: "play", card: "2H" },
    ];
    const spec = { rules, sample: sampleWorld as never, policy: bridgePolicy as never, finish: ddFinish(rules, OPTIONS) as never };
    const [r] = searchMove(spec, input, candidates, { worlds: 20, playoutsPerMove: 2, maxPlayouts: 200, maxSteps: 5000 }, rngFromSeed("ending"));
    const worth = (tricks: number) => scoreGain(rules, s, finishDeal(s, tricks, []), 0);
    expect(r.means[0]).toBe(worth(13));
    expect(r.means[1]).toBeGreaterThanOrEqual(worth(12));
    expect(r.means[1]).toBeLessThan(worth(13));
    expect(r.action).toEqual({ type: "play", card: "AD" });
    expect(bridge.bot.decide(input, "normal", rngFromSeed("x"))[0]).toEqual({ type: "play", card: "AD" });
  });

  test("with the step budget spent at once, a decision samples `minWorlds` worlds (8 when not given)", () => {
    const s = ending();
    const input = botInput(bridge, bridge.bot, s, { seats: 4, options: s.options as never, actions: [] }, 0);
    const candidates = [
      { type: "play", card: "AD" },
      { type: "play", card: "2H" },
    ];
    const spec = { rules, sample: sampleWorld as never, policy: bridgePolicy as never, finish: ddFinish(rules, OPTIONS) as never };
    const budget = { worlds: 20, playoutsPerMove: 1, maxPlayouts: 200, maxSteps: 0 };
    expect(searchMove(spec, input, candidates, { ...budget, minWorlds: 3 }, rngFromSeed("few"))[0].worlds).toBe(3);
    expect(searchMove(spec, input, candidates, budget, rngFromSeed("few"))[0].worlds).toBe(8);
  });
});
