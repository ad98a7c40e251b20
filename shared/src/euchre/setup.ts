/**
 * `setup`: a fresh game from seats, options, the first dealer and a deal list or a seeded rng.
 */
import { dealPlan } from "../core/deal-plan";
import { fail, ok, type Result } from "../core/result";
import type { SetupInput } from "../core/ruleset";
import { parseDeals, startHand } from "./deal";
import type { Draft, EuchreState } from "./state";
import type { EuchreOptions } from "./types";

export function setup(input: SetupInput<Partial<EuchreOptions>>): Result<EuchreState> {
  if (input.seats !== 4) return fail(`Euchre is for exactly 4 seats, not ${input.seats}`);
  if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer > 3) return fail(`the dealer must be seat 0..3, not ${input.dealer}`);
  const o = input.options ?? {};
  const options: EuchreOptions = {
    targetScore: o.targetScore ?? 10,
    stickTheDealer: o.stickTheDealer ?? false,
    defendAlone: o.defendAlone ?? true,
  };
  if (!Number.isInteger(options.targetScore) || options.targetScore < 1) return fail("targetScore must be a whole number of at least 1");
  const deals = dealPlan(input, parseDeals, "hand");
  if (!deals.ok) return deals;
  const s: Draft = {
    options,
    firstDealer: input.dealer,
    handNo: 0,
    dealer: input.dealer,
    phase: "deal",
    turn: -1,
    hands: [[], [], [], []],
    upcard: "",
    upcardState: "",
    kitty: [],
    discarded: "",
    bids: [],
    trump: "",
    maker: -1,
    alone: false,
    defender: -1,
    out: [],
    leader: -1,
    trick: [],
    lastTrick: [],
    lastWinner: -1,
    tricks: [0, 0],
    scores: [0, 0],
    results: [],
    winners: [],
    ...deals.value,
  };
  startHand(s, 0, []);
  return ok(s);
}
