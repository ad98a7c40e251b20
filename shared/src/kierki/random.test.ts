/** Property tests: random legal games under every option set end with the page's totals (§5.2-§5.4, §7). */
import { kierki } from "./index";
import { randomGame, seeded } from "./testkit";
import type { KierkiOptions } from "./types";
import { deckFor, sortCards } from "./deck";

const variants: Partial<KierkiOptions>[] = [
  {},
  { endEarly: false },
  { robber: true, positive: "both" },
  { sixthDeal: "thirdAndSeventh", kingOfHeartsDiscard: true },
  { sixthDeal: "lastTwo", positive: "trumps", endEarly: false },
  { sixthDeal: "seventhAndLast", positive: "lottery" },
  { sixthDeal: "thirdAndEighth", robber: true, positive: "lottery" },
];

describe("random legal games", () => {
  for (const n of [4, 3]) {
    variants.forEach((opts, vi) => {
      test(`§5.2 ${n} players, ${JSON.stringify(opts)}: deals 1-6 take ${n === 4 ? 1300 : 1275} in all, the robber as much again, positive deals give it back`, () => {
        for (let g = 0; g < 4; g++) {
          const deck = sortCards(deckFor(n)).join();
          const s0 = seeded(`r${n}-${vi}-${g}`, opts, n, g % n);
          const { state, events } = randomGame(s0, `${vi}-${g}`, undefined, (s) => {
            // every card is in exactly one place while a trick deal runs to the end
            if (s.phase === "play" && !s.options.endEarly) {
              const here = [...s.hands.flat(), ...s.trick];
              expect(here.length).toBe(deckFor(n).length - s.trickNo * n);
            }
            if (s.phase !== "over" && s.phase !== "deal" && s.trickNo === 0 && s.trick.length === 0 && s.base < 0) {
              expect(sortCards(s.hands.flat()).join()).toBe(deck);
            }
          });
          expect(state.phase).toBe("over");
          const o = kierki.outcome(state)!;
          expect(state.results.map((r) => r.kind)).toEqual(state.sequence);
          const total = n === 4 ? 1300 : 1275;
          const negative = state.results.filter((r) => r.kind !== "trumps" && r.kind !== "lottery" && r.kind !== "robber");
          const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
          const lost = sum(negative.map((r) => sum(r.points)));
          // endEarly stops a deal only once every penalty is taken, so the total never changes.
          expect(lost).toBe(-total);
          const robber = state.results.find((r) => r.kind === "robber");
          if (robber) expect(sum(robber.points)).toBe(-total);
          const trumps = state.results.filter((r) => r.kind === "trumps");
          if (trumps.length) expect(sum(trumps.map((r) => sum(r.points)))).toBe(n * (n === 4 ? 13 : 17) * 25);
          const lots = state.results.filter((r) => r.kind === "lottery");
          if (lots.length) expect(sum(lots.map((r) => sum(r.points)))).toBe(n === 4 ? 1300 : 1275);
          expect(o.scores).toEqual(state.scores);
          const best = Math.max(...o.scores);
          expect(o.winners).toEqual(o.scores.map((x, i) => (x === best ? i : -1)).filter((i) => i >= 0));
          // the first deal is dealt by setup, every later one by an action
          expect(events.filter((e) => e.type === "deal")).toHaveLength(state.sequence.length - 1);
        }
      });
    });
  }
});
