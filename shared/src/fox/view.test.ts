/** What each viewer sees (§8): seats, spectators, the moderator; the last trick; public Fox exchanges. */
import { stringsIn } from "../core/json-strings";
import { rngFromSeed } from "../core/rng";
import type { Viewer } from "../core/seats";
import { sortCards } from "./deck";
import { fox } from "./index";
import type { FoxState } from "./state";
import { act, craft, discard, exchange, fillDeal, play, policyFor, randomStep, run, start } from "./testkit";
import type { FoxView } from "./types";

const PUBLIC = [
  "table",
  "tableLeader",
  "phase",
  "round",
  "dealer",
  "target",
  "turn",
  "leader",
  "decree",
  "trick",
  "lastTrick",
  "lastLeader",
  "lastWinner",
  "tricks",
  "scores",
  "treasure",
  "handCounts",
  "deckCount",
  "rounds",
  "winners",
];
const viewOf = (s: FoxState, v: Viewer) => fox.view(s, v) as unknown as FoxView;

function visible(v: ReturnType<typeof fox.view>): Set<string> {
  return stringsIn(JSON.parse(JSON.stringify(v)));
}

/** §8: checks one state's views for every viewer; throws via expect. */
function checkRedaction(s: FoxState): void {
  for (const seat of [0, 1]) {
    const v = fox.view(s, seat);
    const seen = visible(v);
    for (const c of [...s.hands[1 - seat], ...s.deck]) expect(seen.has(c)).toBe(false);
    expect(Object.keys(v).sort()).toEqual([...PUBLIC, "hand", "legal"].sort());
  }
  const spec = fox.view(s, "spectator");
  const seen = visible(spec);
  for (const c of [...s.hands[0], ...s.hands[1], ...s.deck]) expect(seen.has(c)).toBe(false);
  expect(Object.keys(spec).sort()).toEqual([...PUBLIC].sort());
  const mod = fox.view(s, "moderator");
  expect(Object.keys(mod).sort()).toEqual([...PUBLIC, "hands", "deck"].sort());
  expect(mod.hands).toEqual([s.hands[0], s.hands[1]]);
  expect(mod.deck).toEqual(s.deck);
}

describe("§8 views", () => {
  const deal = fillDeal({ hands: ["3K 5B", "4K"], deck: "1M 2M 6M 7M 8M 9M", decree: "4B" });
  const s = start(deal, 1);

  test("a seat sees its own sorted hand, its legal moves, and the public table", () => {
    const v = viewOf(s, 0);
    expect(v.hand).toEqual(sortCards(deal.hands[0]));
    expect(v.legal).toEqual(v.hand);
    // prettier-ignore
    expect(v).toMatchObject({
      phase: "play", round: 0, dealer: 1, target: 21, turn: 0, leader: 0, decree: "4B", trick: [], lastTrick: [],
      lastLeader: -1, lastWinner: -1, tricks: [0, 0], scores: [0, 0], treasure: [0, 0], handCounts: [13, 13],
      deckCount: 6, rounds: [], winners: [],
    });
    expect(viewOf(s, 1).legal).toEqual([]);
  });

  test("spectator: public only; moderator: both hands and the deck in order, no hand or legal", () => {
    checkRedaction(s);
    expect(viewOf(s, "moderator").deck).toEqual(deal.deck);
    expect(viewOf(s, "spectator").hand).toBeUndefined();
  });

  test("the rng, the deal list and the plan never appear in a view", () => {
    const r = fox.setup({ seats: 2, options: { targetScore: 21 }, dealer: 0, rng: rngFromSeed("secret") });
    const t = (r as { value: FoxState }).value;
    for (const v of [0, 1, "spectator", "moderator"] as Viewer[]) {
      const json = JSON.stringify(fox.view(t, v));
      expect(json).not.toMatch(/rng|plan|used|firstDealer/);
      for (const n of t.rng ?? []) expect(json).not.toContain(String(n));
    }
  });

  test("a view is a copy: editing it leaves the state alone", () => {
    const v = viewOf(s, 0);
    v.hand!.pop();
    (v.tricks as number[])[0] = 9;
    expect(s.hands[0]).toHaveLength(13);
    expect(s.tricks).toEqual([0, 0]);
  });

  test("the last trick stays visible until the next trick's first card, then [] and -1", () => {
    const r = run(s, [
      [0, play("5B")],
      [0, discard("1M")],
    ]).state;
    const t = act(r, 1, fox.legalActions(r, 1)[0]).state;
    const v = viewOf(t, "spectator");
    expect(v.lastTrick).toHaveLength(2);
    expect(v.lastLeader).toBe(0);
    expect(v.lastWinner).toBe(t.lastWinner);
    expect(v.trick).toEqual([]);
    const u = act(t, t.leader, play(t.hands[t.leader][0])).state;
    expect(viewOf(u, 1)).toMatchObject({ lastTrick: [], lastLeader: -1, lastWinner: -1, trick: [t.hands[t.leader][0]] });
  });

  test("the last trick leaves the table when the next round is dealt, but stays shown at game over", () => {
    const base = start(fillDeal({ decree: "4M" }), 1);
    const t = craft(base, { hands: [["11B"], ["2B"]], tricks: [6, 6], rng: rngFromSeed("v") });
    const u = run(t, [
      [0, play("11B")],
      [1, play("2B")],
    ]).state;
    expect(viewOf(u, 0)).toMatchObject({ round: 1, lastTrick: [], lastLeader: -1, lastWinner: -1, tricks: [0, 0] });
    expect(viewOf(u, 0).rounds).toHaveLength(1);
    const w = run(craft(t, { target: 1 }), [
      [0, play("11B")],
      [1, play("2B")],
    ]).state;
    expect(viewOf(w, 1)).toMatchObject({ phase: "over", lastTrick: ["11B", "2B"], lastLeader: 0, lastWinner: 0, tricks: [7, 6] });
  });

  test("§8: a Fox exchange is public; legal during exchange lists the hand and pass", () => {
    const t = act(s, 0, play("3K")).state;
    expect(viewOf(t, 0).legal).toEqual([...t.hands[0], "pass"]);
    expect(viewOf(t, 1).legal).toEqual([]);
    const c = t.hands[0][0];
    const u = act(t, 0, exchange(c)).state;
    for (const v of [1, "spectator"] as Viewer[]) expect(viewOf(u, v).decree).toBe(c);
    expect(viewOf(u, 0).hand).toContain("4B");
    checkRedaction(u);
  });

  test("§8: only the Woodcutter's seat sees the card drawn and the card discarded", () => {
    const t = act(s, 0, play("5B")).state;
    expect(viewOf(t, 0).hand).toContain("1M");
    expect(viewOf(t, 0).legal).toEqual(t.hands[0]);
    expect(viewOf(t, 1).deckCount).toBe(5);
    expect(JSON.stringify(fox.view(t, 1))).not.toContain('"1M"');
    checkRedaction(t);
    const u = act(t, 0, discard("1M")).state;
    expect(viewOf(u, 0).hand).not.toContain("1M");
    expect(viewOf(u, 1).deckCount).toBe(6);
    for (const v of [0, 1, "spectator"] as Viewer[]) expect(JSON.stringify(fox.view(u, v))).not.toContain('"1M"');
    checkRedaction(u);
  });

  test("§8: redaction holds at every step of random games", () => {
    for (let g = 0; g < 15; g++) {
      const r = fox.setup({ seats: 2, options: { targetScore: 21 }, dealer: g % 2, rng: rngFromSeed(`view${g}`) });
      let t = (r as { value: FoxState }).value;
      let policy = policyFor(`view${g}`);
      for (;;) {
        checkRedaction(t);
        const st = randomStep(t, policy);
        if (!st) break;
        t = st.state;
        policy = st.policy;
      }
      expect(viewOf(t, "spectator").winners.length).toBeGreaterThan(0);
    }
  });
});
