/** `setup`: a fresh game from seats, options, the first dealer and a deal list or a seeded rng. */
import { dealPlan } from "../core/deal-plan";
import { fail, ok, type Result } from "../core/result";
import type { SetupInput } from "../core/ruleset";
import { parseDeals, startDeal } from "./deal";
import type { Draft, SkatState } from "./state";
import type { SkatOptions } from "./types";

/** Options filled and checked (§3); `deals` 0 or absent means 36 with 3 seats, 48 with 4. */
export function normaliseOptions(raw: Partial<SkatOptions> | undefined, seats: number): Result<SkatOptions> {
  const o = raw ?? {};
  const scoring = o.scoring ?? "tournament";
  if (!["tournament", "plain", "beer"].includes(scoring)) return fail("scoring must be tournament, plain or beer");
  const deals = o.deals || (seats === 4 ? 48 : 36);
  if (!Number.isInteger(deals) || deals < 1) return fail("deals must be a whole number of at least 1");
  const beerLimit = o.beerLimit ?? 501;
  if (!Number.isInteger(beerLimit) || beerLimit < 1) return fail("beerLimit must be a whole number of at least 1");
  const grandValue = Number(o.grandValue ?? 24);
  if (grandValue !== 24 && grandValue !== 20) return fail("grandValue must be 24 or 20");
  const kontra = o.kontra ?? "off";
  if (!["off", "re", "sup"].includes(kontra)) return fail("kontra must be off, re or sup");
  const allPass = o.allPass ?? "redeal";
  if (!["redeal", "ramsch"].includes(allPass)) return fail("allPass must be redeal or ramsch");
  return ok({ scoring, deals, beerLimit, grandValue, kontra, allPass });
}

export function setup(input: SetupInput<Partial<SkatOptions>>): Result<SkatState> {
  const seats = input.seats;
  if (seats !== 3 && seats !== 4) return fail(`Skat is for 3 or 4 seats, not ${seats}`);
  if (!Number.isInteger(input.dealer) || input.dealer < 0 || input.dealer >= seats) return fail(`the dealer must be a seat, not ${input.dealer}`);
  const opts = normaliseOptions(input.options, seats);
  if (!opts.ok) return opts;
  const deals = dealPlan(input, (raw) => parseDeals(raw, seats, input.dealer));
  if (!deals.ok) return deals;
  const zeros = Array(seats).fill(0);
  const s: Draft = {
    seats,
    opts: opts.value,
    firstDealer: input.dealer,
    dealNo: 0,
    dealer: input.dealer,
    phase: "deal",
    fh: 0,
    mh: 0,
    rh: 0,
    turn: -1,
    hands: [],
    skat: [],
    dealt: null,
    stage: 1,
    bidder: -1,
    listener: -1,
    value: 0,
    words: [],
    declarer: -1,
    bidValue: 0,
    pickedUp: false,
    discard: [],
    contract: null,
    ramsch: false,
    kontra: 0,
    kontraBy: -1,
    kontraOpen: false,
    leader: -1,
    trick: [],
    lastTrick: [],
    lastLeader: -1,
    lastWinner: -1,
    taken: [],
    tricks: zeros,
    rows: [],
    scores: zeros,
    winners: [],
    losers: [],
    ...deals.value,
  };
  startDeal(s, 0, []);
  return ok(s);
}
