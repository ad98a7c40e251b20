/** Setup and deals (§3, §4, ruling 18): validation, who leads, rng deals, multi-round records, phase `deal`. */
import { rngFromSeed } from "../core/rng";
import { parseDeal } from "./deal";
import { FOX_DECK, sortCards } from "./deck";
import { fox } from "./index";
import type { FoxState } from "./state";
import { act, fillDeal, play, policyFor, randomStep, refuse, start } from "./testkit";
import type { FoxDeal } from "./types";

const good = fillDeal({ decree: "5M" });
const setupWith = (deal: unknown, extra: Partial<Parameters<typeof fox.setup>[0]> = {}) =>
  fox.setup({ seats: 2, options: { targetScore: 21 }, dealer: 0, deal, ...extra });
const errorOf = (r: ReturnType<typeof setupWith>) => (r.ok ? "accepted" : r.error);

/** Plays random legal actions until `handsDone` grows or nobody can act. */
function finishRound(s: FoxState, seed: string): FoxState {
  let policy = policyFor(seed);
  const done = fox.handsDone(s);
  while (fox.handsDone(s) === done) {
    const step = randomStep(s, policy);
    if (!step) break;
    s = step.state;
    policy = step.policy;
  }
  return s;
}

describe("§4 deal validation", () => {
  test("a full deal is accepted: 13 cards each, decree face up, 6-card deck, non-dealer leads", () => {
    const s = start(good, 0);
    expect(fox.phase(s)).toBe("play");
    expect(fox.toAct(s)).toEqual([1]);
    expect(s.leader).toBe(1);
    expect(s.hands[0]).toEqual(sortCards(good.hands[0]));
    expect(s.deck).toEqual(good.deck);
    expect(s.decree).toBe("5M");
    expect(fox.scores(s)).toEqual([0, 0]);
    expect(fox.outcome(s)).toBeNull();
    expect(fox.handsDone(s)).toBe(0);
    expect(fox.toAct(start(good, 1))).toEqual([0]);
  });

  test("refuses a hand of the wrong size", () => {
    const d = { ...good, hands: [good.hands[0].slice(1), good.hands[1]] };
    expect(errorOf(setupWith(d))).toMatch(/hands\[0\] must hold 13 cards, not 12/);
  });

  test("refuses a deck of the wrong size", () => {
    expect(errorOf(setupWith({ ...good, deck: good.deck.slice(1) }))).toMatch(/deck must hold 6 cards/);
  });

  test("refuses a card dealt twice", () => {
    const h1 = good.hands[1].slice();
    h1[0] = good.hands[0][0];
    expect(errorOf(setupWith({ ...good, hands: [good.hands[0], h1] }))).toMatch(/appears twice/);
  });

  test("refuses an unknown card", () => {
    const deck = good.deck.slice();
    deck[0] = "12B";
    expect(errorOf(setupWith({ ...good, deck }))).toMatch(/unknown card "12B"/);
  });

  test("refuses a missing decree and shapes that are not deals", () => {
    expect(errorOf(setupWith({ hands: good.hands, deck: good.deck }))).toMatch(/decree/);
    expect(errorOf(setupWith("1B 2B"))).toMatch(/a deal must be an object/);
    expect(errorOf(setupWith({ ...good, hands: [good.hands[0]] }))).toMatch(/2 hands/);
  });

  test("a list is checked deal by deal and names the bad one", () => {
    expect(errorOf(setupWith([good, { ...good, decree: "5K" }]))).toMatch(/^deal 1: .*appears twice/);
  });

  test("a single object counts as a list of one; deals() returns it in the rules format", () => {
    const s = start(good);
    expect(fox.deals(s)).toEqual([good]);
    expect(parseDeal(fox.deals(s)[0]).ok).toBe(true);
  });

  test("setup refuses other seat counts, a bad dealer, a bad target, and nothing to deal from", () => {
    expect(errorOf(setupWith(good, { seats: 3 }))).toMatch(/exactly 2 seats/);
    expect(errorOf(setupWith(good, { dealer: 2 }))).toMatch(/dealer/);
    expect(errorOf(setupWith(good, { options: { targetScore: 0 } }))).toMatch(/targetScore/);
    expect(errorOf(setupWith(undefined))).toMatch(/needs a deal or a seeded rng/);
    expect(errorOf(setupWith([]))).toMatch(/needs a deal or a seeded rng/);
  });

  test("§3 option spec: targetScore defaults to 21 with presets 16, 21, 35", () => {
    expect(fox.options).toEqual([{ key: "targetScore", label: "Target score", kind: "int", default: 21, min: 1, max: 999, presets: [16, 21, 35] }]);
    const s = fox.setup({ seats: 2, options: {} as never, dealer: 0, deal: good });
    expect(s.ok && s.value.target).toBe(21);
  });
});

describe("§4 seeded deals", () => {
  test("without a deal the rng shuffles; the deal used is kept in the rules format", () => {
    const r = fox.setup({ seats: 2, options: { targetScore: 21 }, dealer: 1, rng: rngFromSeed("a") });
    expect(r.ok).toBe(true);
    const s = (r as { value: FoxState }).value;
    const [d] = fox.deals(s) as unknown as FoxDeal[];
    expect(parseDeal(d).ok).toBe(true);
    expect(s.hands).toEqual([sortCards(d.hands[0]), sortCards(d.hands[1])]);
    expect(s.deck).toEqual(d.deck);
    expect(s.decree).toBe(d.decree);
    expect(fox.toAct(s)).toEqual([0]);
  });

  test("each round is dealt as it starts, from the rng kept in the state", () => {
    const r = fox.setup({ seats: 2, options: { targetScore: 999 }, dealer: 0, rng: rngFromSeed("lazy") });
    let s = (r as { value: FoxState }).value;
    expect(fox.deals(s)).toHaveLength(1);
    s = finishRound(s, "p");
    expect(fox.handsDone(s)).toBe(1);
    expect(fox.deals(s)).toHaveLength(2);
    expect(fox.deals(s)[0]).not.toEqual(fox.deals(s)[1]);
    expect(fox.phase(s)).toBe("play");
  });
});

describe("§4 / ruling 18: records spanning several rounds", () => {
  const deals = [fillDeal({ decree: "1B" }), fillDeal({ decree: "2K", hands: ["11M", "1B"] }), fillDeal({ decree: "3M" })];

  test("each round uses the next deal and the dealer alternates; non-dealer leads", () => {
    let s = start(deals, 1, 999);
    expect([s.dealer, fox.toAct(s)[0]]).toEqual([1, 0]);
    s = finishRound(s, "r0");
    expect([s.round, s.dealer, fox.toAct(s)[0]]).toEqual([1, 0, 1]);
    expect(s.decree).toBe("2K");
    expect(s.hands[0]).toEqual(sortCards(deals[1].hands[0]));
    expect(s.tricks).toEqual([0, 0]);
    expect(s.treasure).toEqual([0, 0]);
    s = finishRound(s, "r1");
    expect([s.round, s.dealer, fox.toAct(s)[0]]).toEqual([2, 1, 0]);
    expect(s.decree).toBe("3M");
    expect(fox.deals(s)).toEqual(deals);
  });

  test("extra deals are ignored", () => {
    const s = start(deals, 0, 1);
    expect(fox.deals(s)).toEqual([deals[0]]);
  });

  test("§4: when the record runs out of deals the state waits in phase deal; nobody can act", () => {
    let s = start(deals.slice(0, 1), 0, 999);
    s = finishRound(s, "x");
    expect(fox.handsDone(s)).toBe(1);
    expect(fox.phase(s)).toBe("deal");
    expect(fox.toAct(s)).toEqual([]);
    expect(fox.outcome(s)).toBeNull();
    expect(fox.scores(s)).toEqual(s.rounds[0].totals);
    expect(fox.legalActions(s, 0)).toEqual([]);
    expect(fox.legalActions(s, 1)).toEqual([]);
    expect(refuse(s, 0, play("1B"))).toMatch(/Nobody can act/);
    expect(refuse(s, 1, { type: "pass" })).toMatch(/Nobody can act/);
    const v = fox.view(s, 0);
    expect([v.phase, v.turn, v.round, v.dealer]).toEqual(["deal", -1, 1, 1]);
  });

  test("the deals a seeded game used replay it exactly as a record", () => {
    const r = fox.setup({ seats: 2, options: { targetScore: 30 }, dealer: 0, rng: rngFromSeed(7) });
    let s = (r as { value: FoxState }).value;
    let policy = policyFor(7);
    const steps: [number, ReturnType<typeof play>][] = [];
    for (;;) {
      const st = randomStep(s, policy);
      if (!st) break;
      steps.push([st.seat, st.action]);
      s = st.state;
      policy = st.policy;
    }
    let t = start(fox.deals(s) as unknown as FoxDeal[], 0, 30);
    for (const [seat, a] of steps) t = act(t, seat, a).state;
    expect(fox.outcome(t)).toEqual(fox.outcome(s));
    expect(t.rounds).toEqual(s.rounds);
  });

  test("every deal covers the 33 cards", () => {
    for (const d of deals) expect(sortCards([...d.hands[0], ...d.hands[1], ...d.deck, d.decree])).toEqual(FOX_DECK);
  });
});
