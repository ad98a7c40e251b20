/**
 * Level strong's decisions before play (issue 13; rules §5 bid1/bid2/defend/discard, §7 scoring) taken by
 * search instead of rules of thumb. The bot deals the hands it cannot see many times (worlds that agree with
 * its view and, as far as the rules of thumb tell, with the bids the others made: reading.ts), tries each
 * sensible bid in every world and finishes the hand there: every seat, itself included, then bids, goes
 * alone, defends alone and discards by the heuristic of bidding-bot.ts (read from that seat's own cards in
 * the world), and the cards are played double dummy (dd.ts). It keeps the bid whose mean score for its side
 * is best, and the heuristic's own bid unless another one is better by a margin.
 */
import type { BotInput } from "../core/bot";
import type { Rng } from "../core/rng";
import type { Action, AnyRuleset } from "../core/ruleset";
import { euchreBid, tricksWith } from "./bidding-bot";
import { sortHand } from "./cards";
import { viewActions } from "./legal";
import { READING, type Reading } from "./reading";
import type { EuchreState } from "./state";
import type { EuchreAction, EuchreView } from "./types";
import { ddValue, eachWorld } from "./world-values";

/** The heuristic bidder's action for `seat` in a world, read only from what that seat would see there. */
export function heuristicAction(s: EuchreState, seat: number): EuchreAction | null {
  const stuck = s.phase === "bid2" && s.options.stickTheDealer && seat === s.dealer;
  const v = {
    phase: s.phase,
    hand: s.phase === "discard" ? sortHand(s.hands[seat], s.trump) : s.hands[seat],
    legal: stuck ? [] : ["pass"],
    upcard: s.upcard,
    upSuit: s.upcard[1] ?? "",
    dealer: s.dealer,
    trump: s.trump,
  } as unknown as EuchreView;
  return euchreBid(v, seat);
}

/** Bids worth searching: the heuristic's own, passing, and making trump where the hand has something. */
function candidates(v: EuchreView, seat: number, heuristic: EuchreAction | null): EuchreAction[] {
  const hand = v.hand ?? [];
  const all = viewActions(v);
  const keep = (a: EuchreAction): boolean => {
    if (heuristic && JSON.stringify(a) === JSON.stringify(heuristic)) return true;
    if (a.type === "orderUp") return !a.alone || tricksWith(hand, v.upSuit) >= LONE_FLOOR - (seat === v.dealer ? 0.8 : 0);
    if (a.type === "call") {
      const t = tricksWith(hand, a.suit);
      return a.alone ? t >= LONE_FLOOR : t >= CALL_FLOOR;
    }
    return true;
  };
  return all.filter(keep);
}

/** Tricks a hand must count (bidding-bot.ts) before calling a suit, or going alone, is worth a look. */
const CALL_FLOOR = 1;
const LONE_FLOOR = 3;

export interface BidSearch {
  /** Worlds dealt per decision; every candidate is valued in each. */
  worlds: number;
  /** A bid other than the heuristic's must beat it by this many points per hand. */
  margin: number;
  reading: Reading;
  /**
   * Chances that the makers take 2, 1 fewer, as many, 1, 2 more tricks than double dummy (null: exactly as
   * many; world-values.ts ddValue). Bots and people play worse than perfectly, the makers more so
   * (measured at a table of bots).
   */
  slip: readonly number[] | null;
}

export const BID_SEARCH: BidSearch = {
  worlds: 200,
  margin: 0.05,
  reading: READING,
  slip: [0.065, 0.285, 0.5, 0.135, 0.015],
};

const BIDDING = new Set(["bid1", "bid2", "defend", "discard"]);

/** The points a deal brought `seat`'s side minus the other side's. */
export function sideGain(start: EuchreState, end: EuchreState, seat: number): number {
  const mine = seat % 2;
  return end.scores[mine] - start.scores[mine] - (end.scores[1 - mine] - start.scores[1 - mine]);
}

export interface BidEvaluation {
  candidates: EuchreAction[];
  /** Mean points for the seat's side of each candidate (NaN when never tried). */
  means: number[];
  /** The heuristic's bid among the candidates (-1 when it is not one). */
  heuristic: number;
  chosen: number;
}

/** Bids by the heuristic for every seat from `s` until the cards are played, or the hand is thrown in. */
function bidOn(rules: AnyRuleset, s: EuchreState): EuchreState {
  const hands = s.results.length;
  for (let guard = 0; guard < 20 && s.phase !== "play" && s.results.length === hands && s.turn >= 0; guard++) {
    const a = heuristicAction(s, s.turn);
    if (!a) break;
    const res = rules.apply(s, s.turn, a);
    if (!res.ok) break;
    s = res.value.state as EuchreState;
  }
  return s;
}

/** What `action` brings `seat`'s side in world `w`: the others bid by the heuristic, then play double dummy. */
export function bidValue(rules: AnyRuleset, w: EuchreState, seat: number, action: Action, slip: readonly number[] | null = null): number {
  const res = rules.apply(w, seat, action);
  if (!res.ok) return NaN;
  const s = bidOn(rules, res.value.state as EuchreState);
  if (s.phase !== "play" || s.results.length !== w.results.length) return sideGain(w, s, seat);
  return ddValue(s, seat, slip);
}

/** The searched candidates of a bidding decision and their values; null outside bidding or off turn. */
export function evaluateBids(rules: AnyRuleset, input: BotInput, rng: Rng, opts: BidSearch = BID_SEARCH): [BidEvaluation | null, Rng] {
  const v = input.view as unknown as EuchreView;
  if (!BIDDING.has(v.phase) || v.turn !== input.seat) return [null, rng];
  const heuristic = euchreBid(v, input.seat);
  const cands = candidates(v, input.seat, heuristic);
  const h = heuristic ? cands.findIndex((a) => JSON.stringify(a) === JSON.stringify(heuristic)) : -1;
  if (cands.length <= 1) return [{ candidates: cands, means: cands.map(() => NaN), heuristic: h, chosen: 0 }, rng];
  const sums = cands.map(() => 0);
  const counts = cands.map(() => 0);
  [, rng] = eachWorld(input, rng, opts.reading, opts.worlds, (w) => {
    for (let c = 0; c < cands.length; c++) {
      const x = bidValue(rules, w, input.seat, cands[c], opts.slip);
      if (Number.isNaN(x)) continue;
      sums[c] += x;
      counts[c]++;
    }
  });
  const means = sums.map((x, i) => (counts[i] > 0 ? x / counts[i] : NaN));
  let best = -1;
  for (let i = 0; i < means.length; i++) if (!Number.isNaN(means[i]) && (best < 0 || means[i] > means[best])) best = i;
  if (best < 0) best = Math.max(0, h);
  if (h >= 0 && !(means[best] > means[h] + opts.margin)) best = h;
  return [{ candidates: cands, means, heuristic: h, chosen: best }, rng];
}

/** Strong's bid, alone or discard by search, or null outside those phases. */
export function searchBid(rules: AnyRuleset, input: BotInput, rng: Rng, opts: BidSearch = BID_SEARCH): [Action | null, Rng] {
  const [e, next] = evaluateBids(rules, input, rng, opts);
  if (!e) return [null, rng];
  if (e.candidates.length === 0) return [euchreBid(input.view as unknown as EuchreView, input.seat), next];
  return [e.candidates[e.chosen], next];
}
