/** Game records through the core `replay` (contract: "Game records"), incl. an illegal action's index. */
import { replay } from "../core/record";
import { rulesets } from "../registry";
import { fox } from "./index";
import { fillDeal, policyFor, randomStep } from "./testkit";
import { rngFromSeed } from "../core/rng";
import type { FoxState } from "./state";

const deal = fillDeal({ hands: ["3K 5K 7K 9B", "4K 8K"], deck: "1M 2M 3M 5M 6M 7M", decree: "4M" });
const actions = [
  { seat: 0, action: { type: "play", card: "3K" } },
  { seat: 0, action: { type: "exchange", card: "9B" } },
  { seat: 1, action: { type: "play", card: "4K" } },
  { seat: 1, action: { type: "play", card: "8K" } },
  { seat: 0, action: { type: "play", card: "5K" } },
  { seat: 0, action: { type: "discard", cards: ["1M"] } },
];
const record = { ruleset: "fox", options: { targetScore: 21 }, seats: 2, dealer: 1, deal, actions };

describe("replay(rulesets, record)", () => {
  test("a hand-built record replays to its state", () => {
    const { state, report } = replay({ fox }, record);
    expect(report).toEqual({ ok: true, phase: "play", over: false, scores: [0, 0], outcome: null });
    const s = state as FoxState;
    expect([s.decree, s.tricks, s.leader, s.deck[5]]).toEqual(["9B", [0, 2], 1, "1M"]);
    expect(s.hands[0]).toContain("4M");
  });

  test("an illegal action reports its index and the reason", () => {
    const bad = { ...record, actions: [...actions, { seat: 0, action: { type: "play", card: "7K" } }] };
    expect(replay(rulesets, bad).report).toEqual({ ok: false, index: 6, error: "It is not your turn" });
    const early = { ...record, actions: [actions[0], { seat: 1, action: { type: "play", card: "4K" } }] };
    expect(replay(rulesets, early).report).toEqual({ ok: false, index: 1, error: "It is not your turn" });
    const notFollowing = { ...record, actions: [actions[0], actions[1], { seat: 1, action: { type: "play", card: "11B" } }] };
    expect(replay(rulesets, notFollowing).report).toEqual({ ok: false, index: 2, error: "You must follow the led suit (K)" });
  });

  test("a malformed action is refused by the action schema at its index", () => {
    const bad = { ...record, actions: [{ seat: 0, action: { type: "play", card: "12K" } }] };
    const r = replay(rulesets, bad).report;
    expect(r.ok === false && r.index === 0 && /malformed action/.test(r.error)).toBe(true);
  });

  test("an unusable record reports index -1", () => {
    expect(replay(rulesets, { ...record, seats: 3 }).report).toMatchObject({ ok: false, index: -1 });
    const r = replay(rulesets, { ...record, deal: { ...deal, decree: "3K" } }).report;
    expect(r.ok === false && r.index === -1 && /appears twice/.test(r.error)).toBe(true);
  });

  test("a seeded record, and the same game replayed from the deals it used", () => {
    const r = fox.setup({ seats: 2, options: { targetScore: 16 }, dealer: 0, rng: rngFromSeed("rec") });
    let s = (r as { value: FoxState }).value;
    let policy = policyFor("rec");
    const acts: { seat: number; action: object }[] = [];
    for (;;) {
      const st = randomStep(s, policy);
      if (!st) break;
      acts.push({ seat: st.seat, action: st.action });
      s = st.state;
      policy = st.policy;
    }
    const report = { ok: true, phase: "over", over: true, scores: fox.scores(s), outcome: fox.outcome(s) };
    expect(replay(rulesets, { ruleset: "fox", options: { targetScore: 16 }, seats: 2, deal: fox.deals(s), actions: acts }).report).toEqual(report);
    const seeded = replay(rulesets, { ruleset: "fox", seats: 2, seed: "x", actions: [] }).report;
    expect(seeded).toEqual({ ok: true, phase: "play", over: false, scores: [0, 0], outcome: null });
  });
});
