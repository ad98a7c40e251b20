/**
 * `Ruleset.trick` for every trick game: one id per trick, never going back, at most `perDeal` per deal,
 * and a new id exactly when the cards of a trick are gathered (then the table holds no card of it).
 */
import { randomPlayout } from "./playout";
import { rngFromSeed } from "./rng";
import { rulesets } from "../registry";

const trickGames = Object.values(rulesets).filter((r) => r.trick);

test("the trick games name their tricks", () => {
  expect(trickGames.map((r) => r.id).sort()).toEqual(["bridge", "euchre", "fox", "kierki", "skat"]);
});

test.each(trickGames.map((r) => [r.id, r] as const))("%s: trick ids follow play", (_id, rules) => {
  for (let g = 0; g < 8; g++) {
    const seats = rules.minSeats === rules.maxSeats ? rules.minSeats : (rules.defaultSeats ?? rules.minSeats);
    const options = Object.fromEntries(rules.options.map((o) => [o.key, o.default]));
    const setup = rules.setup({ seats, options, dealer: 0, rng: rngFromSeed(`trick-${g}`) });
    if (!setup.ok) throw new Error(setup.error);
    const { actions } = randomPlayout(rules, setup.value, rngFromSeed(`play-${g}`));
    let state = setup.value;
    let last = -1;
    const perDeal = new Map<number, Set<number>>();
    for (const { seat, action } of actions) {
      const next = rules.apply(state, seat, action);
      if (!next.ok) throw new Error(next.error);
      state = next.value.state;
      const id = rules.trick!.id(state);
      if (id === null) continue;
      expect(id).toBeGreaterThanOrEqual(last);
      last = id;
      const deal = rules.handsDone(state);
      if (!perDeal.has(deal)) perDeal.set(deal, new Set());
      perDeal.get(deal)!.add(id);
    }
    for (const ids of perDeal.values()) expect(ids.size).toBeLessThanOrEqual(rules.trick!.perDeal(seats));
    expect(perDeal.size).toBeGreaterThan(0);
  }
});
