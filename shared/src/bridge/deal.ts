/**
 * Deals (§4): checking record deals, shuffling new ones from the seeded rng (one card at a time clockwise
 * from dealer's left), vulnerability per method, and starting a deal's auction.
 */
import { parseDealList } from "../core/deal-plan";
import * as coreCardsModule from "../core/cards";
import * as resultModule from "../core/result";
import type { Result } from "../core/result";
import type { GameEvent } from "../core/ruleset";
import * as rngModule from "../core/rng";
import * as cardsModule from "./cards";
import * as scoreModule from "./score";
import type { BridgeState } from "./state";
import type { BridgeDeal, BridgeOptions, Vul } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { checkExactDeck } = coreCardsModule;
const { fail, ok } = resultModule;
const { shuffle } = rngModule;
const { BRIDGE_DECK, sortHand } = cardsModule;
const { boardVul, chicagoVul, vulOf } = scoreModule;

export function parseDeal(raw: unknown): Result<BridgeDeal> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail('a deal must be an object { "hands": [[13 cards] × 4] }');
  const h = (raw as Record<string, unknown>).hands;
  if (!Array.isArray(h) || h.length !== 4) return fail("hands must be a list of 4 hands (N, E, S, W)");
  for (let i = 0; i < 4; i++) {
    const hand = h[i];
    if (!Array.isArray(hand) || hand.length !== 13 || hand.some((c) => typeof c !== "string")) {
      return fail(`hands[${i}] must hold 13 card codes`);
    }
  }
  const hands = (h as string[][]).map((x) => x.slice());
  const wrong = checkExactDeck(hands.flat(), BRIDGE_DECK);
  if (wrong) return fail(`the deal must use all 52 cards exactly once: ${wrong}`);
  const out: BridgeDeal = { hands };
  // A hand record's own board, dealer and vulnerability (each optional).
  const { board, dealer, vul } = raw as Record<string, unknown>;
  if (board !== undefined) {
    if (!Number.isInteger(board) || (board as number) < 1 || (board as number) > 9999) return fail("board must be a whole number from 1");
    out.board = board as number;
  }
  if (dealer !== undefined) {
    if (!Number.isInteger(dealer) || (dealer as number) < 0 || (dealer as number) > 3) return fail("dealer must be seat 0-3");
    out.dealer = dealer as number;
  }
  if (vul !== undefined) {
    if (vul !== "none" && vul !== "ns" && vul !== "ew" && vul !== "both") return fail('vul must be "none", "ns", "ew" or "both"');
    out.vul = vul;
  }
  return ok(out);
}

/** A record's `deal`: one deal object or a list of them (a single object counts as a list of one). */
export function parseDeals(raw: unknown): Result<BridgeDeal[]> {
  return parseDealList(raw, parseDeal);
}

/** Board number of the deal being played: a hand record's own, else `boardOf`. */
export function boardNow(s: Pick<BridgeState, "options" | "dealNo" | "original">): number {
  return s.original?.board ?? boardOf(s.options, s.dealNo);
}

/** Board number of deal `dealNo` (duplicate counts from firstBoard; otherwise 1, 2, …). */
export function boardOf(o: BridgeOptions, dealNo: number): number {
  return o.scoring === "duplicate" ? o.firstBoard + dealNo : dealNo + 1;
}

/** Vulnerability of the deal about to start (7.3–7.7). */
export function vulFor(s: Pick<BridgeState, "options" | "games" | "counted" | "dealer" | "dealNo">): Vul {
  const o = s.options;
  if (o.scoring === "rubber") return vulOf(s.games[0] > 0, s.games[1] > 0);
  if (o.vulnerability !== "auto") return o.vulnerability;
  if (o.scoring === "duplicate") return boardVul(boardOf(o, s.dealNo));
  return chicagoVul(s.counted, s.dealer, o.chicagoVul);
}

/**
 * Starts deal `dealNo` with `dealer`: the deal list's entry, else a shuffle, else phase `deal` with
 * nobody to act. Returns the new state.
 */
export function startDeal(base: BridgeState, dealNo: number, dealerInTurn: number, events: GameEvent[]): BridgeState {
  // A hand record's board plays with its own dealer and (but in rubber bridge, where the score decides) vulnerability.
  const planned: BridgeDeal | undefined = base.plan[dealNo];
  const dealer = planned?.dealer ?? dealerInTurn;
  let s: BridgeState = {
    ...base,
    dealNo,
    dealer,
    calls: [],
    notes: [],
    contract: null,
    trick: [],
    played: [],
    won: [0, 0],
    claim: null,
    claimBlocked: false,
    leader: -1,
  };
  s = { ...s, vul: planned?.vul !== undefined && s.options.scoring !== "rubber" ? planned.vul : vulFor(s) };
  let deal: BridgeDeal | undefined = planned;
  if (!deal && s.rng) {
    const [cards, rng] = shuffle(s.rng, BRIDGE_DECK);
    const hands: string[][] = [[], [], [], []];
    cards.forEach((c, i) => hands[(dealer + 1 + i) % 4].push(c));
    deal = { hands };
    s = { ...s, rng };
  }
  if (!deal) return { ...s, phase: "deal", turn: -1, hands: [[], [], [], []], original: null };
  events.push({ type: "deal", dealNo, dealer, vul: s.vul });
  return {
    ...s,
    phase: "auction",
    turn: dealer,
    hands: deal.hands.map(sortHand),
    original: deal,
    used: [...s.used, deal],
  };
}
