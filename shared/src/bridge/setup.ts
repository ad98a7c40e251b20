/** `setup`: a fresh game from seats, options, the first dealer and a deal list or a seeded rng. */
import { dealPlan } from "../core/deal-plan";
import { fail, ok, type Result } from "../core/result";
import type { GameEvent, SetupInput } from "../core/ruleset";
import { parseDeals, startDeal } from "./deal";
import type { BridgeState } from "./state";
import type { BridgeOptions } from "./types";

export const DEFAULT_OPTIONS: BridgeOptions = {
  scoring: "rubber",
  rubbers: 1,
  rounds: 1,
  boards: 4,
  firstBoard: 1,
  chicagoVul: "nonDealer",
  vulnerability: "auto",
  honors: true,
  claims: true,
};

export function setup(input: SetupInput<BridgeOptions>): Result<BridgeState> {
  if (input.seats !== 4) return fail(`Bridge is for exactly 4 seats, not ${input.seats}`);
  if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer > 3) return fail(`the dealer must be seat 0-3, not ${input.dealer}`);
  const options: BridgeOptions = { ...DEFAULT_OPTIONS, ...(input.options ?? {}) };
  const deals = dealPlan(input, parseDeals, "hand");
  if (!deals.ok) return deals;
  const base: BridgeState = {
    options,
    phase: "deal",
    dealNo: 0,
    counted: 0,
    dealer: input.dealer,
    vul: "none",
    hands: [[], [], [], []],
    original: null,
    calls: [],
    notes: [],
    contract: null,
    turn: -1,
    leader: -1,
    trick: [],
    played: [],
    won: [0, 0],
    claim: null,
    claimBlocked: false,
    games: [0, 0],
    partial: [0, 0],
    rubbersDone: 0,
    totals: [0, 0],
    results: [],
    winners: [],
    ...deals.value,
  };
  const events: GameEvent[] = [];
  return ok(startDeal(base, 0, input.dealer, events));
}
