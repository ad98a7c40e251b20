/**
 * `setup`: a fresh game from seats, options, the first dealer and a deal list or a seeded rng.
 */
import { dealPlan } from "../core/deal-plan";
import { fail, ok, type Result } from "../core/result";
import type { SetupInput } from "../core/ruleset";
import { parseDeals, startRound } from "./deal";
import type { Draft, FoxState } from "./state";
import type { FoxOptions } from "./types";

export const DEFAULT_TARGET = 21;

export function setup(input: SetupInput<FoxOptions>): Result<FoxState> {
  if (input.seats !== 2) return fail(`The Fox in the Forest is for exactly 2 seats, not ${input.seats}`);
  if (input.dealer !== 0 && input.dealer !== 1) return fail(`the dealer must be seat 0 or 1, not ${input.dealer}`);
  const target = input.options?.targetScore ?? DEFAULT_TARGET;
  if (typeof target !== "number" || !Number.isInteger(target) || target < 1) {
    return fail("targetScore must be a whole number of at least 1");
  }
  const deals = dealPlan(input, parseDeals, "round");
  if (!deals.ok) return deals;
  const s: Draft = {
    target,
    firstDealer: input.dealer,
    round: 0,
    dealer: input.dealer,
    phase: "deal",
    turn: -1,
    leader: 1 - input.dealer,
    hands: [[], []],
    deck: [],
    decree: "",
    trick: [],
    lastTrick: [],
    lastLeader: -1,
    lastWinner: -1,
    tricks: [0, 0],
    treasure: [0, 0],
    scores: [0, 0],
    rounds: [],
    winners: [],
    ...deals.value,
  };
  startRound(s, 0, []);
  return ok(s);
}
