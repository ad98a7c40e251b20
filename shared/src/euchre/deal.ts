/**
 * Deals (§4): checking record deals, shuffling new ones from the seeded rng, and starting a hand.
 */
import { parseDealList } from "../core/deal-plan";
import { cardListProblem, checkExactDeck } from "../core/cards";
import { fail, ok, type Result } from "../core/result";
import { shuffle } from "../core/rng";
import type { GameEvent } from "../core/ruleset";
import { EUCHRE_DECK } from "./cards";
import type { Draft } from "./state";
import type { EuchreDeal } from "./types";

/** One deal checked against §4 (5/5/5/5, upcard, 3 kitty: all 24 cards once), as a fresh copy. */
export function parseDeal(raw: unknown): Result<EuchreDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return fail('a deal must be an object { "hands": [[5], [5], [5], [5]], "upcard": "..", "kitty": [3] }');
  }
  const d = raw as Record<string, unknown>;
  if (!Array.isArray(d.hands) || d.hands.length !== 4) return fail("hands must be a list of 4 hands");
  for (let i = 0; i < 4; i++) {
    const bad = cardListProblem(d.hands[i], 5, `hands[${i}]`);
    if (bad) return fail(bad);
  }
  const badKitty = cardListProblem(d.kitty, 3, "kitty");
  if (badKitty) return fail(badKitty);
  if (typeof d.upcard !== "string") return fail("upcard must be one card code");
  const hands = (d.hands as string[][]).map((h) => h.slice()) as EuchreDeal["hands"];
  const kitty = (d.kitty as string[]).slice();
  const wrong = checkExactDeck([...hands.flat(), d.upcard, ...kitty], EUCHRE_DECK);
  if (wrong) return fail(`the deal must use all 24 cards exactly once: ${wrong}`);
  return ok({ hands, upcard: d.upcard, kitty });
}

/** A record's `deal`: one deal object or a list of them (a single object counts as a list of one). */
export function parseDeals(raw: unknown): Result<EuchreDeal[]> {
  return parseDealList(raw, parseDeal);
}

/**
 * Starts hand `handNo` on a draft: the record's deal for it, else a shuffle, else phase `deal` with
 * nobody to act. Thrown-in hands count too, so the dealer is always (firstDealer + handNo) % 4 (§4).
 */
export function startHand(s: Draft, handNo: number, events: GameEvent[]): void {
  s.handNo = handNo;
  s.dealer = (s.firstDealer + handNo) % 4;
  s.bids = [];
  s.trump = "";
  s.maker = -1;
  s.alone = false;
  s.defender = -1;
  s.out = [];
  s.trick = [];
  // The cards are gathered for the new deal: an old trick on show would name cards now in other hands.
  s.lastTrick = [];
  s.lastWinner = -1;
  s.tricks = [0, 0];
  s.discarded = "";
  s.leader = (s.dealer + 1) % 4;
  let deal: EuchreDeal | undefined = s.plan[handNo];
  if (!deal && s.rng) {
    const [cards, rng] = shuffle(s.rng, EUCHRE_DECK);
    s.rng = rng;
    deal = {
      hands: [cards.slice(0, 5), cards.slice(5, 10), cards.slice(10, 15), cards.slice(15, 20)],
      upcard: cards[20],
      kitty: cards.slice(21, 24),
    };
  }
  if (!deal) {
    s.phase = "deal";
    s.turn = -1;
    s.hands = [[], [], [], []];
    s.upcard = "";
    s.upcardState = "";
    s.kitty = [];
    return;
  }
  s.used = [...s.used, deal];
  s.hands = deal.hands.map((h) => h.slice());
  s.upcard = deal.upcard;
  s.upcardState = "up";
  s.kitty = deal.kitty.slice();
  s.phase = "bid1";
  s.turn = (s.dealer + 1) % 4;
  events.push({ type: "deal", hand: handNo, dealer: s.dealer, upcard: s.upcard });
}
