/**
 * `setup`: a fresh match from seats, options (§3), the first dealer and a deal list or a seeded rng.
 */
import { dealPlan, parseDealList } from "../core/deal-plan";
import { fail, ok, type Result } from "../core/result";
import type { SetupInput } from "../core/ruleset";
import { handSizes, parseDeal, startTour } from "./deal";
import { defaultTours, recommendedSizes } from "./schema";
import type { Draft, KrendzuState } from "./state";
import { sidesFor } from "./turns";
import type { KrendzuOptions, ThreeMode } from "./types";

export interface Settled {
  tours: number;
  threeMode: ThreeMode;
  attackerCards: number;
  defenderCards: number;
}

const whole = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

/** The options with 0 ("recommended") resolved for `n` seats, or why they are refused (§3). */
export function settleOptions(n: number, o: Partial<KrendzuOptions> | undefined): Result<Settled> {
  const threeMode = o?.threeMode ?? "loneAttacks";
  if (threeMode !== "loneAttacks" && threeMode !== "loneDefends") return fail('threeMode must be "loneAttacks" or "loneDefends"');
  const [recA, recD] = recommendedSizes(n, threeMode)[0];
  const tours = o?.tours || defaultTours(n);
  const attackerCards = o?.attackerCards || recA;
  const defenderCards = o?.defenderCards || recD;
  if (!whole(tours) || tours < 2 || tours % 2 !== 0) return fail("tours must be an even number, at least 2");
  if (!whole(attackerCards) || attackerCards < 1) return fail("attackerCards must be a whole number of at least 1");
  if (!whole(defenderCards) || defenderCards < 1) return fail("defenderCards must be a whole number of at least 1");
  const total = handSizes(sidesFor(n, 0, threeMode), attackerCards, defenderCards).reduce((a, b) => a + b, 0);
  if (total > 36) return fail(`${total} cards would be dealt, but the deck has 36`);
  return ok({ tours, threeMode, attackerCards, defenderCards });
}

export function setup(input: SetupInput<KrendzuOptions>): Result<KrendzuState> {
  const n = input.seats;
  if (!whole(n) || n < 2 || n > 4) return fail(`Krendzu is for 2, 3 or 4 seats, not ${n}`);
  if (!whole(input.dealer) || input.dealer < 0 || input.dealer >= n) return fail(`no seat ${input.dealer} to deal`);
  const settled = settleOptions(n, input.options);
  if (!settled.ok) return settled;
  const o = settled.value;
  // Tour t is dealt by (dealer + t) % n, whose sides set the hand sizes the deal must have.
  const tourDeal = (raw: unknown, t: number) => parseDeal(raw, handSizes(sidesFor(n, (input.dealer + t) % n, o.threeMode), o.attackerCards, o.defenderCards));
  const deals = dealPlan(input, (raw) => parseDealList(raw, tourDeal), "tour");
  if (!deals.ok) return deals;
  const s: Draft = {
    n,
    ...o,
    firstDealer: input.dealer,
    tour: 0,
    dealer: input.dealer,
    phase: "deal",
    sides: [],
    cycle: [],
    pos: -1,
    turn: -1,
    hands: [],
    aside: [],
    board: [],
    lastBoard: [],
    moves: 0,
    combos: [],
    tourResults: [],
    scores: new Array<number>(n).fill(0),
    lastAction: null,
    winners: [],
    ...deals.value,
  };
  startTour(s, 0, []);
  return ok(s);
}
