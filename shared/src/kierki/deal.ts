/**
 * Deals (§4): the game's sequence of deals, checking record deals, shuffling new ones from the seeded
 * rng, and starting a deal (dealer, first seat to act, phase).
 */
import { parseDealList } from "../core/deal-plan";
import * as coreCardsModule from "../core/cards";
import * as resultModule from "../core/result";
import type { Result } from "../core/result";
import type { GameEvent } from "../core/ruleset";
import * as rngModule from "../core/rng";
import * as deckModule from "./deck";
import * as stateModule from "./state";
import type { Draft } from "./state";
import * as typesModule from "./types";
import type { DealKind, KierkiDeal, KierkiOptions } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { checkExactDeck } = coreCardsModule;
const { fail, ok } = resultModule;
const { shuffle } = rngModule;
const { deckFor, sortCards } = deckModule;
const { NO_ROWS } = stateModule;
const { NEGATIVE_KINDS } = typesModule;

/** §4: the six negative deals, the robber, one trump deal per player, then the lottery deals. */
export function dealSequence(n: number, o: KierkiOptions): DealKind[] {
  const seq: DealKind[] = [...NEGATIVE_KINDS];
  if (o.robber) seq.push("robber");
  if (o.positive === "trumps" || o.positive === "both") for (let i = 0; i < n; i++) seq.push("trumps");
  if (o.positive === "lottery" || o.positive === "both") for (let i = 0; i < o.lotteryDeals; i++) seq.push("lottery");
  return seq;
}

/** One deal checked against §4 (n hands, 52/n cards each, the deck exactly once), as a fresh copy. */
export function parseDeal(raw: unknown, n: number): Result<KierkiDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail('a deal must be an object { "hands": [[...], ...] }');
  const hands = (raw as { hands?: unknown }).hands;
  if (!Array.isArray(hands) || hands.length !== n) return fail(`hands must be a list of ${n} hands`);
  const size = n === 3 ? 17 : 13;
  for (let i = 0; i < n; i++) {
    const h = hands[i] as unknown;
    if (!Array.isArray(h) || h.some((c) => typeof c !== "string")) return fail(`hands[${i}] must be a list of card codes`);
    if (h.length !== size) return fail(`hands[${i}] must hold ${size} cards, not ${h.length}`);
  }
  const copy = (hands as string[][]).map((h) => h.slice());
  const wrong = checkExactDeck(copy.flat(), deckFor(n));
  if (wrong) return fail(`the deal must use the ${deckFor(n).length}-card deck exactly once: ${wrong}`);
  return ok({ hands: copy });
}

/** A record's `deal`: one deal object or a list of them, one per deal in order. */
export function parseDeals(raw: unknown, n: number): Result<KierkiDeal[]> {
  return parseDealList(raw, (d) => parseDeal(d, n));
}

/**
 * Starts deal `k` on a draft, or ends the game after the last one (§7). The record's deal for it, else a
 * shuffle, else phase `deal` with nobody to act. The seat left of the dealer acts first (§4).
 */
export function startDeal(s: Draft, k: number, events: GameEvent[]): void {
  s.dealNo = k;
  s.trick = [];
  s.trickNo = 0;
  s.trump = "";
  s.tricks = new Array<number>(s.n).fill(0);
  s.points = new Array<number>(s.n).fill(0);
  s.taken = { hearts: 0, queens: 0, kingsJacks: 0, kh: false };
  s.rows = NO_ROWS;
  s.base = -1;
  s.passes = new Array<number>(s.n).fill(0);
  s.out = [];
  s.lastMove = null;
  if (k >= s.sequence.length) {
    endGame(s, events);
    return;
  }
  s.dealer = (s.firstDealer + k) % s.n;
  s.leader = (s.dealer + 1) % s.n;
  let deal: KierkiDeal | undefined = s.plan[k];
  if (!deal && s.rng) {
    const [cards, rng] = shuffle(s.rng, deckFor(s.n));
    s.rng = rng;
    const size = cards.length / s.n;
    deal = { hands: Array.from({ length: s.n }, (_, i) => sortCards(cards.slice(i * size, (i + 1) * size))) };
  }
  // The cards are gathered for the new deal, so the last trick leaves the table with them (its codes now
  // sit in other hands).
  s.lastTrick = [];
  s.lastLeader = -1;
  s.lastWinner = -1;
  if (!deal) {
    s.phase = "deal";
    s.turn = -1;
    s.hands = Array.from({ length: s.n }, () => []);
    return;
  }
  s.used = [...s.used, deal];
  s.hands = deal.hands.map((h) => sortCards(h));
  const kind = s.sequence[k];
  s.phase = kind === "trumps" ? "trump" : kind === "lottery" ? "lottery" : "play";
  s.turn = s.leader;
  events.push({ type: "deal", dealNo: k, kind, dealer: s.dealer });
}

/** §7: the winners are every seat with the highest total. */
export function endGame(s: Draft, events: GameEvent[]): void {
  s.phase = "over";
  s.turn = -1;
  const best = Math.max(...s.scores);
  s.winners = s.scores.map((x, i) => (x === best ? i : -1)).filter((i) => i >= 0);
  events.push({ type: "gameOver", scores: s.scores.slice(), winners: s.winners.slice() });
}
