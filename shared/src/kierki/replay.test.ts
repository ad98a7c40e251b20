/** Game records through the core `replay` (contract: "Game records") and the worked examples of §10. */
import { replay } from "../core/record";
import { rulesets } from "../registry";
import { kierki } from "./index";
import { randomGame, seeded } from "./testkit";
import type { KierkiOptions } from "./types";

/** §10 deal 1: seat 0 all low spades and high diamonds, seat 1 hearts, seat 2 high spades and low diamonds, seat 3 clubs. */
const deal1 = {
  hands: [
    ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TD", "JD", "QD", "KD", "AD"],
    ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
    ["TS", "JS", "QS", "KS", "AS", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D"],
    ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
  ],
};

/** Each seat plays its first legal card: the record the page's example describes. */
function firstLegalActions(): { seat: number; action: object }[] {
  const r = kierki.setup({ seats: 4, options: {} as KierkiOptions, dealer: 3, deal: [deal1] });
  if (!r.ok) throw new Error(r.error);
  let s = r.value;
  const out: { seat: number; action: object }[] = [];
  while (s.phase === "play") {
    const seat = s.turn;
    const action = kierki.legalActions(s, seat)[0];
    out.push({ seat, action });
    const next = kierki.apply(s, seat, action);
    if (!next.ok) throw new Error(next.error);
    s = next.value.state;
  }
  return out;
}

describe("records", () => {
  test("§10 worked example: deal 1, 4 players, dealer 3: seat 0 leads; seat 2 wins 5 tricks and loses 100", () => {
    const actions = firstLegalActions();
    expect(actions[0].seat).toBe(0);
    const { report, state } = replay(rulesets, { ruleset: "kierki", seats: 4, dealer: 3, deal: [deal1], actions });
    expect(report).toEqual({ ok: true, phase: "deal", over: false, scores: [-160, 0, -100, 0], outcome: null });
    expect((state as { results: { points: number[] }[] }).results[0].points).toEqual([-160, 0, -100, 0]);
  });

  test("§10 worked example: in deal 2 leading 4H while holding QS is refused; the record reports its index", () => {
    const s = seeded("ex2", {}, 4, 0);
    const { state, actions } = randomGame(s, "ex2", (t) => t.dealNo === 0);
    // deal 2: dealer 1, seat 2 leads; find a heart in its hand while it holds another suit
    const hand = state.hands[state.turn];
    const heart = hand.find((c) => c[1] === "H");
    expect(hand.some((c) => c[1] !== "H")).toBe(true);
    const bad = [...actions, { seat: state.turn, action: { type: "play", card: heart } }];
    const report = replay(rulesets, { ruleset: "kierki", seats: 4, dealer: 0, deal: kierki.deals(state), actions: bad }).report;
    expect(report).toEqual({ ok: false, index: actions.length, error: "You may not lead a heart in this deal while you hold a card of another suit" });
  });

  const variants: [number, Partial<KierkiOptions>][] = [
    [4, {}],
    [4, { robber: true, positive: "both", kingOfHeartsDiscard: true, sixthDeal: "seventhAndLast" }],
    [3, { positive: "lottery", lotteryDeals: 3, sixthDeal: "thirdAndEighth" }],
  ];
  for (const [n, opts] of variants) {
    test(`a whole game (${n} players, ${JSON.stringify(opts)}) replays from deals() to the same outcome`, () => {
      const s = seeded(`rec${n}`, opts, n, 1);
      const { state, actions } = randomGame(s, `rec${n}`);
      const record = { ruleset: "kierki", options: opts, seats: n, dealer: 1, deal: kierki.deals(state), actions };
      const { report } = replay(rulesets, JSON.parse(JSON.stringify(record)));
      expect(report).toEqual({ ok: true, phase: "over", over: true, scores: kierki.scores(state), outcome: kierki.outcome(state) });
      expect(kierki.deals(state)).toHaveLength(state.sequence.length);
    });
  }

  test("a seeded record replays too", () => {
    expect(replay(rulesets, { ruleset: "kierki", seats: 3, seed: "x", actions: [] }).report).toEqual({
      ok: true,
      phase: "play",
      over: false,
      scores: [0, 0, 0],
      outcome: null,
    });
  });
});
