/** Game records through the core `replay` (contract: "Game records"): the §10 two-tour example and whole random matches. */
import { replay } from "../core/record";
import { randomPlayout } from "../core/playout";
import { rngFromSeed } from "../core/rng";
import { rulesets } from "../registry";
import { krendzu } from "./index";
import type { KrendzuState } from "./state";

const twoTours = {
  ruleset: "krendzu",
  options: { attackerCards: 2, defenderCards: 3 },
  seats: 2,
  dealer: 0,
  deal: [
    {
      hands: [
        ["8S", "9S"],
        ["7S", "6H", "TS"],
      ],
    },
    {
      hands: [
        ["6D", "9D", "TD"],
        ["7D", "8D"],
      ],
    },
  ],
  actions: [
    { seat: 1, action: { type: "place", card: "7S", x: 0, y: 0 } },
    { seat: 0, action: { type: "place", card: "8S", x: 1, y: 0 } },
    { seat: 1, action: { type: "place", card: "6H", x: 0, y: 1 } },
    { seat: 0, action: { type: "place", card: "9S", x: 2, y: 0 } },
    { seat: 1, action: { type: "place", card: "TS", x: 3, y: 0 } },
    { seat: 0, action: { type: "place", card: "6D", x: 0, y: 0 } },
    { seat: 1, action: { type: "place", card: "7D", x: 1, y: 0 } },
    { seat: 0, action: { type: "skip" } },
    { seat: 1, action: { type: "place", card: "8D", x: 2, y: 0 } },
    {
      seat: 0,
      action: {
        type: "placeMany",
        cards: [
          { card: "9D", x: 3, y: 0 },
          { card: "TD", x: 4, y: 0 },
        ],
      },
    },
  ],
};

describe("replay", () => {
  test("§10 the two-tour record replays to { scores: [1,2], winners: [1] }", () => {
    expect(replay(rulesets, twoTours).report).toEqual({ ok: true, phase: "over", over: true, scores: [1, 2], outcome: { scores: [1, 2], winners: [1] } });
  });

  test("§5 an illegal action reports its index and reason", () => {
    const bad = { ...twoTours, actions: [...twoTours.actions.slice(0, 2), { seat: 1, action: { type: "place", card: "6H", x: 5, y: 5 } }] };
    expect(replay(rulesets, bad).report).toEqual({ ok: false, index: 2, error: "Cell (5,5) touches no card by an edge" });
    const short = { ...twoTours, actions: twoTours.actions.slice(0, 5) };
    expect(replay(rulesets, short).report).toEqual({ ok: true, phase: "play", over: false, scores: [1, 0], outcome: null });
  });

  test.each([2, 3, 4])("§4 a whole random %i-seat match replays from the deals it used", (n) => {
    const r = krendzu.setup({ seats: n, options: { tours: 2 } as never, dealer: 1, rng: rngFromSeed(`rec${n}`) });
    if (!r.ok) throw new Error(r.error);
    const played = randomPlayout(krendzu, r.value, rngFromSeed(`recp${n}`));
    const s = played.state as KrendzuState;
    const record = { ruleset: "krendzu", options: { tours: 2 }, seats: n, dealer: 1, deal: krendzu.deals(s), actions: played.actions };
    const back = JSON.parse(JSON.stringify(record));
    expect(replay(rulesets, back).report).toEqual({ ok: true, phase: "over", over: true, scores: krendzu.scores(s), outcome: krendzu.outcome(s) });
    // and from the seed, without deals
    const seeded = krendzu.setup({ seats: n, options: { tours: 2 } as never, dealer: 1, rng: rngFromSeed("same") });
    expect(seeded.ok && replay(rulesets, { ruleset: "krendzu", seats: n, dealer: 1, seed: "same", options: { tours: 2 }, actions: [] }).report.ok).toBe(true);
  });
});
