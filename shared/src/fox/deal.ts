/**
 * Deals (§4): checking record deals, shuffling new ones from the seeded rng, and starting a round.
 */
import { parseDealList } from "../core/deal-plan";
import { cardListProblem, checkExactDeck } from "../core/cards";
import { fail, ok, type Result } from "../core/result";
import { shuffle } from "../core/rng";
import { FOX_DECK, sortCards } from "./deck";
import type { Draft } from "./state";
import type { FoxDeal } from "./types";
import type { GameEvent } from "../core/ruleset";

/** One deal checked against §4 (13/13/6/1, all 33 cards once), as a fresh normalised copy. */
export function parseDeal(raw: unknown): Result<FoxDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return fail('a deal must be an object { "hands": [[...], [...]], "deck": [...], "decree": "..." }');
  }
  const d = raw as Record<string, unknown>;
  if (!Array.isArray(d.hands) || d.hands.length !== 2) return fail("hands must be a list of 2 hands");
  const bad = cardListProblem(d.hands[0], 13, "hands[0]") ?? cardListProblem(d.hands[1], 13, "hands[1]") ?? cardListProblem(d.deck, 6, "deck");
  if (bad) return fail(bad);
  if (typeof d.decree !== "string") return fail("decree must be one card code");
  const hands: [string[], string[]] = [(d.hands[0] as string[]).slice(), (d.hands[1] as string[]).slice()];
  const deck = (d.deck as string[]).slice();
  const wrong = checkExactDeck([...hands[0], ...hands[1], ...deck, d.decree], FOX_DECK);
  if (wrong) return fail(`the deal must use all 33 cards exactly once: ${wrong}`);
  return ok({ hands, deck, decree: d.decree });
}

/** A record's `deal`: one deal object or a list of them (§4: a single object counts as a list of one). */
export function parseDeals(raw: unknown): Result<FoxDeal[]> {
  return parseDealList(raw, parseDeal);
}

/**
 * Starts round `round` on a draft: the record's deal for it, else a shuffle from the rng, else the
 * state waits in phase `deal` with nobody to act (§4). The non-dealer leads.
 */
export function startRound(s: Draft, round: number, events: GameEvent[]): void {
  s.round = round;
  s.dealer = (s.firstDealer + round) % 2;
  s.leader = 1 - s.dealer;
  s.trick = [];
  s.tricks = [0, 0];
  s.treasure = [0, 0];
  let deal: FoxDeal | undefined = s.plan[round];
  let sorted = false;
  if (!deal && s.rng) {
    const [cards, rng] = shuffle(s.rng, FOX_DECK);
    s.rng = rng;
    // Top of the 7 left over is the decree card; the other 6 are the draw deck, top first.
    deal = { hands: [sortCards(cards.slice(0, 13)), sortCards(cards.slice(13, 26))], deck: cards.slice(27), decree: cards[26] };
    sorted = true;
  }
  if (!deal) {
    s.phase = "deal";
    s.turn = -1;
    s.hands = [[], []];
    s.deck = [];
    s.decree = "";
    return;
  }
  s.used = [...s.used, deal];
  // The cards are gathered for the new deal, so the last trick leaves the table with them (otherwise a
  // seat's view would show codes that now sit in the other hand).
  s.lastTrick = [];
  s.lastLeader = -1;
  s.lastWinner = -1;
  // Shuffled deals are stored sorted already; record deals may come in any order.
  s.hands = sorted ? deal.hands : [sortCards(deal.hands[0]), sortCards(deal.hands[1])];
  s.deck = deal.deck;
  s.decree = deal.decree;
  s.phase = "play";
  s.turn = s.leader;
  events.push({ type: "deal", round, dealer: s.dealer, decree: s.decree });
}
