/**
 * The Krendzu bot (bot.ts): every move it makes is legal at every level, matches end in every mode, easy
 * mixes its moves, and normal plays by the combinations a move makes or leaves open (§6; issue 13).
 */
import { botInput, type BotLevel } from "../core/bot";
import { rngFromSeed, type Rng } from "../core/rng";
import type { Actor } from "../core/seats";
import { krendzu } from "./index";
import type { KrendzuState } from "./state";
import type { KrendzuOptions, KrendzuView } from "./types";
import { tourView } from "./testkit";

const decide = (s: KrendzuState, seat: Actor, rng: Rng, level: BotLevel = "easy") =>
  krendzu.bot.decide(botInput(krendzu as never, krendzu.bot, s, { seats: s.n, options: {}, actions: [] }, seat as number), level, rng);

const MODES: [number, Partial<KrendzuOptions>][] = [
  [2, {}],
  [3, { tours: 2 }],
  [3, { threeMode: "loneDefends", tours: 2 }],
  [4, {}],
  [2, { attackerCards: 1, defenderCards: 35 }],
  [2, { attackerCards: 30, defenderCards: 2 }],
  [2, { attackerCards: 17, defenderCards: 19 }],
];

describe.each(["easy", "normal", "strong"] as BotLevel[])("%s", (level) =>
  test.each(MODES)("§5 bot moves are always accepted and finish the match (%i seats, %j)", (seats, options) => {
    const kinds: Record<string, number> = {};
    for (let seed = 0; seed < (level === "easy" ? 6 : 2); seed++) {
      const setup = krendzu.setup({ seats, options: options as KrendzuOptions, dealer: seed % seats, rng: rngFromSeed(`bot${seed}`) });
      if (!setup.ok) throw new Error(setup.error);
      let s = setup.value;
      let rng: Rng = rngFromSeed(seed);
      for (let steps = 0; krendzu.outcome(s) === null; steps++) {
        expect(steps).toBeLessThan(2000);
        const seat = krendzu.toAct(s)[0];
        const [action, next] = decide(s, seat, rng, level);
        rng = next;
        expect(action).not.toBeNull();
        kinds[action!.type] = (kinds[action!.type] ?? 0) + 1;
        const applied = krendzu.apply(s, seat, action as never);
        if (!applied.ok) throw new Error(`refused ${JSON.stringify(action)}: ${applied.error}`);
        s = applied.value.state;
      }
    }
    expect(kinds.place).toBeGreaterThan(0);
    if (level === "easy" && seats === 2 && options.defenderCards === undefined) expect(kinds.place).toBeGreaterThan(kinds.placeMany ?? 0);
  }),
);

test("the bot has no move when it is not its turn", () => {
  const setup = krendzu.setup({ seats: 2, options: {} as KrendzuOptions, dealer: 0, rng: rngFromSeed("x") });
  if (!setup.ok) throw new Error(setup.error);
  const idle = 1 - (krendzu.toAct(setup.value)[0] as number);
  expect(decide(setup.value, idle, rngFromSeed(1))[0]).toBeNull();
});

/** A view in the middle of a two-player tour: three hearts in a row, seat 0 attacks, seat 1 defends. */
function midTour(hand: string[], seat: number): KrendzuView {
  return tourView(hand, seat, { tour: 1, board: ["6H 0 0 1 0", "9H 1 0 0 1", "KH 2 0 1 2"] });
}
const ask = (view: KrendzuView, seat: number, level: BotLevel = "normal") =>
  krendzu.bot.decide({ ruleset: "krendzu", seats: 2, options: {}, seat, view: view as never, history: [] }, level, rngFromSeed("k"))[0];

test("§6 the attacker completes a combination when it can", () => {
  const a = ask(midTour(["7S", "AH", "8C"], 0), 0) as { type: string; card: string; x: number; y: number };
  expect(a).toMatchObject({ type: "place", card: "AH", y: 0 });
  expect([-1, 3]).toContain(a.x);
});

test("§6 a defender never completes the attackers' combination, and spoils the open four when it can", () => {
  for (const level of ["normal", "strong"] as BotLevel[]) {
    const a = ask(midTour(["AH", "7S", "8C"], 1), 1, level) as {
      type: string;
      card?: string;
      x?: number;
      y?: number;
      cards?: { card: string; x: number; y: number }[];
    };
    const placed = a.type === "place" ? [a as { card: string; x: number; y: number }] : (a.cards ?? []);
    for (const p of placed) if (p.card === "AH") expect(p.y !== 0 || (p.x !== -1 && p.x !== 3)).toBe(true);
    expect(placed.some((p) => p.card !== "AH" && p.y === 0 && (p.x === -1 || p.x === 3))).toBe(true);
  }
});
