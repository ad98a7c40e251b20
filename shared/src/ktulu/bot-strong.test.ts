/**
 * Issue 13, part 5 (strong beats normal): the strong Ktulu searcher reads the public log. Seats searched in vain
 * since the statuette last changed faction are avoided by the town (§5: a found statuette wins for the town)
 * and preferred by every other faction; the town's strong players agree on one order among unknown seats.
 */
import type { DeductionLine, DeductionSeatView, DeductionView } from "../core/deduction";
import { careful, searchedEmpty } from "./bot";
import { phrase } from "./english";

const at = (when: string, p: ReturnType<typeof phrase>, priv = false): DeductionLine => ({ when, ...p, ...(priv ? { private: true } : {}) });
const seat = (p: number, faction: string | null): DeductionSeatView => ({ seat: p, status: "alive", role: null, faction, marks: [] });

function view(log: DeductionLine[], myFaction: string): DeductionView {
  const seats = [seat(0, myFaction), ...Array.from({ length: 7 }, (_, i) => seat(i + 1, null))];
  return {
    phase: "day",
    round: 2,
    step: "search",
    stepTitle: "",
    mode: "auto",
    seats,
    me: 0,
    legal: [],
    log,
    ballot: { kind: "search", title: "", open: true, candidates: [], tally: [], mine: null },
  };
}

test("seats searched in vain count until the statuette changes faction; private lines are not read", () => {
  const log = [
    at("Day 1", phrase("searchNotFound", { seats: [1, 2] })),
    at("Day 2", phrase("statuetteMoved", { faction: "town", faction2: "bandits" })),
    at("Day 2", phrase("searchNotFound", { seats: [3] })),
    at("Day 2", phrase("searchNotFound", { seats: [4] }), true),
  ];
  expect([...searchedEmpty(view(log, "town"))]).toEqual([3]);
});

test("the town searches elsewhere, the other factions where it was not found; the town agrees on its order", () => {
  const log = [at("Day 2", phrase("searchNotFound", { seats: [3] }))];
  const search = (targets: number[]) => ({ type: "vote", targets });
  const town = careful(view(log, "town"));
  const bandit = careful(view(log, "bandits"));
  expect(town(search([3]))).toBeLessThan(town(search([5])));
  expect(bandit(search([3]))).toBeGreaterThan(bandit(search([5])));
  // two town players with the same public view rank the unknown seats the same way
  expect(town(search([5])) === town(search([6]))).toBe(false);
  expect(careful(view(log, "town"))(search([5]))).toBe(town(search([5])));
});
