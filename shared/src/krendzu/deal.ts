/**
 * Deals (§4): checking record deals, shuffling new ones from the seeded rng, and starting a tour.
 */
import { fail, ok, type Result } from "../core/result";
import type { GameEvent } from "../core/ruleset";
import { shuffle } from "../core/rng";
import { DECK, isCard, sortCards } from "./deck";
import type { Draft } from "./state";
import { cycleFor, sidesFor } from "./turns";
import type { KrendzuDeal, Side } from "./types";

/** The hand size of each seat given its side. */
export function handSizes(sides: readonly Side[], attackerCards: number, defenderCards: number): number[] {
  return sides.map((side) => (side === "attack" ? attackerCards : defenderCards));
}

/** One deal checked against the sizes its tour needs, as a fresh copy. */
export function parseDeal(raw: unknown, sizes: readonly number[]): Result<KrendzuDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail('a deal must be an object { "hands": [[...], ...] }');
  const hands = (raw as { hands?: unknown }).hands;
  if (!Array.isArray(hands) || hands.length !== sizes.length) return fail(`hands must be a list of ${sizes.length} hands`);
  const seen = new Set<string>();
  const out: string[][] = [];
  for (let seat = 0; seat < sizes.length; seat++) {
    const hand = hands[seat];
    if (!Array.isArray(hand)) return fail(`hands[${seat}] must be a list of card codes`);
    if (hand.length !== sizes[seat]) return fail(`hands[${seat}] must hold ${sizes[seat]} cards, not ${hand.length}`);
    for (const c of hand) {
      if (!isCard(c)) return fail(`unknown card ${JSON.stringify(c)}`);
      if (seen.has(c)) return fail(`card ${c} appears twice`);
      seen.add(c);
    }
    out.push((hand as string[]).slice());
  }
  return ok({ hands: out });
}

/**
 * Starts tour `tour` on a draft: the record's deal for it, else a shuffle from the rng, else the state
 * waits in phase `deal` with nobody to act (§4). The first seat of the cycle, a defender, opens.
 */
export function startTour(s: Draft, tour: number, events: GameEvent[]): void {
  s.tour = tour;
  s.dealer = (s.firstDealer + tour) % s.n;
  s.sides = sidesFor(s.n, s.dealer, s.threeMode);
  s.cycle = cycleFor(s.n, s.dealer, s.threeMode);
  s.moves = 0;
  s.lastAction = null;
  if (s.board.length > 0) s.lastBoard = s.board;
  s.board = [];
  const sizes = handSizes(s.sides, s.attackerCards, s.defenderCards);
  let deal: KrendzuDeal | undefined = s.plan[tour];
  if (!deal && s.rng) {
    const [cards, rng] = shuffle(s.rng, DECK);
    s.rng = rng;
    const hands: string[][] = [];
    let at = 0;
    for (const size of sizes) {
      hands.push(cards.slice(at, at + size));
      at += size;
    }
    deal = { hands };
  }
  if (!deal) {
    s.phase = "deal";
    s.pos = -1;
    s.turn = -1;
    s.hands = sizes.map(() => []);
    s.aside = [];
    return;
  }
  s.used = [...s.used, deal];
  s.hands = deal.hands.map(sortCards);
  const dealt = new Set(deal.hands.flat());
  s.aside = DECK.filter((c) => !dealt.has(c));
  s.phase = "play";
  s.pos = 0;
  s.turn = s.cycle[0];
  s.tourResults = [...s.tourResults, { tour, dealer: s.dealer, attackers: attackers(s.sides), points: 0 }];
  events.push({ type: "deal", tour, dealer: s.dealer, sides: s.sides.slice() });
}

export function attackers(sides: readonly Side[]): number[] {
  const out: number[] = [];
  sides.forEach((side, seat) => side === "attack" && out.push(seat));
  return out;
}
