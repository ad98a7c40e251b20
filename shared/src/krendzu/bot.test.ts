/** The server's bot (bot.ts): every move it makes is legal, matches end in every mode, and it mixes its moves. */
import { rngFromSeed, type Rng } from "../core/rng";
import { krendzu } from "./index";
import type { KrendzuOptions } from "./types";

const MODES: [number, Partial<KrendzuOptions>][] = [
  [2, {}],
  [3, { tours: 2 }],
  [3, { threeMode: "loneDefends", tours: 2 }],
  [4, {}],
  [2, { attackerCards: 1, defenderCards: 35 }],
];

test.each(MODES)("§5 bot moves are always accepted and finish the match (%i seats, %j)", (seats, options) => {
  const kinds: Record<string, number> = {};
  for (let seed = 0; seed < 6; seed++) {
    const setup = krendzu.setup({ seats, options: options as KrendzuOptions, dealer: seed % seats, rng: rngFromSeed(`bot${seed}`) });
    if (!setup.ok) throw new Error(setup.error);
    let s = setup.value;
    let rng: Rng = rngFromSeed(seed);
    for (let steps = 0; krendzu.outcome(s) === null; steps++) {
      expect(steps).toBeLessThan(2000);
      const seat = krendzu.toAct(s)[0];
      const [action, next] = krendzu.botAction(s, seat, rng);
      rng = next;
      expect(action).not.toBeNull();
      kinds[action!.type] = (kinds[action!.type] ?? 0) + 1;
      const applied = krendzu.apply(s, seat, action!);
      if (!applied.ok) throw new Error(`refused ${JSON.stringify(action)}: ${applied.error}`);
      s = applied.value.state;
    }
  }
  expect(kinds.place).toBeGreaterThan(0);
  if (seats === 2 && options.defenderCards === undefined) expect(kinds.place).toBeGreaterThan(kinds.placeMany ?? 0);
});

test("the bot has no move when it is not its turn", () => {
  const setup = krendzu.setup({ seats: 2, options: {} as KrendzuOptions, dealer: 0, rng: rngFromSeed("x") });
  if (!setup.ok) throw new Error(setup.error);
  const idle = 1 - (krendzu.toAct(setup.value)[0] as number);
  expect(krendzu.botAction(setup.value, idle, rngFromSeed(1))[0]).toBeNull();
});
