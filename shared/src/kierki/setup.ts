/**
 * `setup`: a fresh game from seats, options, the first dealer and a deal list or a seeded rng (§2-§4).
 */
import { dealPlan } from "../core/deal-plan";
import { fail, ok, type Result } from "../core/result";
import type { SetupInput } from "../core/ruleset";
import { dealSequence, parseDeals, startDeal } from "./deal";
import { NO_ROWS, type Draft, type KierkiState } from "./state";
import type { KierkiOptions } from "./types";

export const DEFAULT_OPTIONS: KierkiOptions = {
  sixthDeal: "last",
  robber: false,
  positive: "none",
  lotteryDeals: 1,
  kingOfHeartsDiscard: false,
  endEarly: true,
};

export function setup(input: SetupInput<KierkiOptions>): Result<KierkiState> {
  const n = input.seats;
  if (n !== 3 && n !== 4) return fail(`Kierki is for 3 or 4 seats, not ${n}`);
  if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer >= n) return fail(`no seat ${input.dealer} to deal`);
  const options: KierkiOptions = { ...DEFAULT_OPTIONS, ...(input.options ?? {}) };
  if (options.lotteryDeals !== 1 && options.lotteryDeals !== n) {
    return fail(`lotteryDeals must be 1 or the number of players (${n}), not ${options.lotteryDeals}`);
  }
  const deals = dealPlan(input, (raw) => parseDeals(raw, n), "hand");
  if (!deals.ok) return deals;
  const zeros = new Array<number>(n).fill(0);
  const s: Draft = {
    n,
    options,
    sequence: dealSequence(n, options),
    firstDealer: input.dealer,
    dealNo: 0,
    dealer: input.dealer,
    phase: "deal",
    turn: -1,
    leader: (input.dealer + 1) % n,
    hands: [],
    trick: [],
    trickNo: 0,
    lastTrick: [],
    lastLeader: -1,
    lastWinner: -1,
    trump: "",
    tricks: zeros,
    points: zeros,
    scores: zeros,
    taken: { hearts: 0, queens: 0, kingsJacks: 0, kh: false },
    rows: NO_ROWS,
    base: -1,
    passes: zeros,
    out: [],
    lastMove: null,
    results: [],
    winners: [],
    ...deals.value,
  };
  startDeal(s, 0, []);
  return ok(s);
}
