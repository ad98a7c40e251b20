/**
 * The Euchre bot's bidding (issue 13, part 2), from its own view: it counts the tricks its hand should take
 * with a given trump (bowers, trump honours and length, side aces, voids to ruff with), adds what a partner
 * usually brings, and orders up, calls, goes alone or defends alone when that count reaches the tricks the
 * bid needs. The dealer's discard keeps the strongest five cards, shortening a side suit where it can.
 */
import { effectiveSuit, isLeft, isRight, SUITS } from "./cards";
import type { EuchreAction, EuchreView } from "./types";

/** Expected tricks of the partner's hand: about one in an average deal. */
const PARTNER = 1;
/** Makers need three tricks; a lone hand wants all five to score 4, and at least three not to be euchred. */
const ORDER = 3;
const ALONE = 4.1;
const DEFEND_ALONE = 2.6;

/** The tricks `hand` should take with `trump` (a count in tricks, from 0 to about 5). */
export function tricksWith(hand: readonly string[], trump: string): number {
  let t = 0;
  const trumps = hand.filter((c) => effectiveSuit(c, trump) === trump);
  for (const c of trumps) {
    if (isRight(c, trump)) t += 1;
    else if (isLeft(c, trump)) t += hand.some((x) => isRight(x, trump)) ? 0.9 : 0.75;
    else if (c[0] === "A") t += 0.7;
    else if (c[0] === "K") t += 0.5;
    else t += 0.3;
  }
  if (trumps.length >= 3) t += 0.2 * (trumps.length - 2);
  for (const s of SUITS) {
    if (s === trump) continue;
    const side = hand.filter((c) => effectiveSuit(c, trump) === s);
    if (side.length === 0) t += trumps.length >= 2 ? 0.35 : 0;
    else if (side.some((c) => c[0] === "A")) t += side.length <= 2 ? 0.8 : 0.6;
    else if (side.length === 1 && side[0][0] === "K") t += 0.2;
  }
  return t;
}

/** The dealer's hand after picking up `upcard` and discarding the card that costs least. */
export function bestDiscard(hand: readonly string[], trump: string): string {
  let best = hand[0];
  let bestValue = -Infinity;
  for (const c of hand) {
    const rest = hand.filter((x) => x !== c);
    // among equal hands throw the lower card (a 9 before a king)
    const value = tricksWith(rest, trump) - 0.001 * "9TJQKA".indexOf(c[0]);
    if (value > bestValue) [best, bestValue] = [c, value];
  }
  return best;
}

/** What ordering up the upcard is worth to `seat`: the dealer's side gains the card, the other side loses it to them. */
function orderUpCount(v: EuchreView, seat: number, hand: readonly string[]): number {
  const trump = v.upSuit;
  if (seat === v.dealer) {
    const with6 = [...hand, v.upcard];
    return tricksWith(
      with6.filter((c) => c !== bestDiscard(with6, trump)),
      trump,
    );
  }
  const own = tricksWith(hand, trump);
  const upTrick = tricksWith([v.upcard], trump);
  return (seat + 2) % 4 === v.dealer ? own + 0.5 * upTrick : own - 0.5 * upTrick;
}

export function euchreBid(v: EuchreView, seat: number): EuchreAction | null {
  const hand = v.hand ?? [];
  const legal = v.legal ?? [];
  switch (v.phase) {
    case "bid1": {
      const own = orderUpCount(v, seat, hand);
      if (own >= ALONE) return { type: "orderUp", alone: true };
      return own + PARTNER >= ORDER ? { type: "orderUp", alone: false } : { type: "pass" };
    }
    case "bid2": {
      let best = "";
      let count = -Infinity;
      for (const s of SUITS) {
        if (s === v.upSuit) continue;
        const t = tricksWith(hand, s);
        if (t > count) [best, count] = [s, t];
      }
      const stuck = !legal.includes("pass");
      if (count >= ALONE) return { type: "call", suit: best, alone: true };
      return count + PARTNER >= ORDER || stuck ? { type: "call", suit: best, alone: false } : { type: "pass" };
    }
    case "defend":
      return tricksWith(hand, v.trump) >= DEFEND_ALONE ? { type: "defendAlone" } : { type: "pass" };
    case "discard":
      return { type: "discard", cards: [bestDiscard(hand, v.trump)] };
    default:
      return null;
  }
}
