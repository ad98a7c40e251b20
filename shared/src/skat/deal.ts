/**
 * Deals (§4): checking record deals, shuffling new ones from the seeded rng in the 3-2-4-3 pattern, and
 * starting a deal (positions, bidding from Middlehand).
 */
import { parseDealList } from "../core/deal-plan";
import * as coreCardsModule from "../core/cards";
import * as resultModule from "../core/result";
import type { Result } from "../core/result";
import * as rngModule from "../core/rng";
import type { GameEvent } from "../core/ruleset";
import * as cardsModule from "./cards";
import * as stateModule from "./state";
import type { Draft } from "./state";
import type { SkatDeal } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { checkExactDeck } = coreCardsModule;
const { fail, ok } = resultModule;
const { shuffle } = rngModule;
const { SKAT_DECK } = cardsModule;
const { positions } = stateModule;

/** One record deal for a table of `seats` dealt by `dealer`, checked and copied. */
export function parseDeal(raw: unknown, seats: number, dealer: number): Result<SkatDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail('a deal must be an object { "hands": [...], "skat": [...] }');
  const d = raw as Record<string, unknown>;
  if (!Array.isArray(d.hands) || d.hands.length !== seats) return fail(`hands must be a list of ${seats} hands`);
  if (!Array.isArray(d.skat) || d.skat.length !== 2) return fail("skat must hold 2 cards");
  const hands: string[][] = [];
  for (let seat = 0; seat < seats; seat++) {
    const h = d.hands[seat];
    const size = seats === 4 && seat === dealer ? 0 : 10;
    if (!Array.isArray(h) || h.length !== size || h.some((c) => typeof c !== "string")) {
      return fail(`hands[${seat}] must hold ${size} cards${size === 0 ? " (the dealer sits out)" : ""}`);
    }
    hands.push((h as string[]).slice());
  }
  const skat = (d.skat as unknown[]).map(String);
  const wrong = checkExactDeck([...hands.flat(), ...skat], SKAT_DECK);
  if (wrong) return fail(`the deal must use all 32 cards exactly once: ${wrong}`);
  return ok({ hands, skat });
}

/** A record's `deal`: one object or a list (entry k is deal k, dealt by (dealer + k) % seats). */
export function parseDeals(raw: unknown, seats: number, dealer: number): Result<SkatDeal[]> {
  return parseDealList(raw, (d, k) => parseDeal(d, seats, (dealer + k) % seats));
}

/** A shuffled deck dealt 3 each from Forehand, 2 to the skat, 4 each, 3 each (§4). */
export function dealCards(cards: readonly string[], seats: number, dealer: number): SkatDeal {
  const { fh, mh, rh } = positions(seats, dealer);
  const hands: string[][] = Array.from({ length: seats }, () => []);
  const order = [fh, mh, rh];
  let i = 0;
  const give = (n: number) => {
    for (const seat of order) for (let j = 0; j < n; j++) hands[seat].push(cards[i++]);
  };
  give(3);
  const skat = [cards[i++], cards[i++]];
  give(4);
  give(3);
  return { hands, skat };
}

/**
 * Starts deal `k` on a draft: the record's deal, else a shuffle, else phase `deal` with nobody to act.
 * Cards of the previous deal leave the table (the last trick too: its codes are now in new hands).
 */
export function startDeal(s: Draft, k: number, events: GameEvent[]): void {
  s.dealNo = k;
  s.dealer = (s.firstDealer + k) % s.seats;
  const pos = positions(s.seats, s.dealer);
  s.fh = pos.fh;
  s.mh = pos.mh;
  s.rh = pos.rh;
  s.stage = 1;
  s.bidder = pos.mh;
  s.listener = pos.fh;
  s.value = 0;
  s.words = [];
  s.declarer = -1;
  s.bidValue = 0;
  s.pickedUp = false;
  s.discard = [];
  s.contract = null;
  s.ramsch = false;
  s.kontra = 0;
  s.kontraBy = -1;
  s.kontraOpen = false;
  s.leader = pos.fh;
  s.trick = [];
  s.lastTrick = [];
  s.lastLeader = -1;
  s.lastWinner = -1;
  s.taken = Array.from({ length: s.seats }, () => []);
  s.tricks = Array.from({ length: s.seats }, () => 0);
  let deal: SkatDeal | undefined = s.plan[k];
  if (!deal && s.rng) {
    const [cards, rng] = shuffle(s.rng, SKAT_DECK);
    s.rng = rng;
    deal = dealCards(cards, s.seats, s.dealer);
  }
  if (!deal) {
    s.phase = "deal";
    s.turn = -1;
    s.hands = Array.from({ length: s.seats }, () => []);
    s.skat = [];
    s.dealt = null;
    return;
  }
  s.used = [...s.used, deal];
  s.dealt = deal;
  s.hands = deal.hands.map((h) => h.slice());
  s.skat = deal.skat.slice();
  s.phase = "bidding";
  s.turn = pos.mh;
  events.push({ type: "deal", deal: k, dealer: s.dealer });
}
