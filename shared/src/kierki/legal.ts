/**
 * What may be played (§5.1, §5.4): following suit, the ban on leading hearts, the K♥ discard, the lottery's
 * playable cards; the refusal texts (which name only the acting seat's own cards); the legal actions.
 */
import * as resultModule from "../core/result";
import type { Failure } from "../core/result";
import * as deckModule from "./deck";
import type { KierkiState } from "./state";
import type { DealKind, KierkiAction } from "./types";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { failWith } = resultModule;
const { cardAt, suitOf } = deckModule;

export const SUIT_NAMES: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

/** §5.1: deals 2, 5 and 7 ban leading a heart while the leader holds a card of another suit. */
export function heartLeadBanned(kind: DealKind): boolean {
  return kind === "hearts" || kind === "kingHearts" || kind === "robber";
}

/** Everything the trick-play rules need to know about the deal. */
export interface TrickRules {
  kind: DealKind;
  kingOfHeartsDiscard: boolean;
}

/** The cards a seat may play from `hand` to `trick` (§5.1, rulings 1-5). */
export function playable(hand: readonly string[], trick: readonly string[], r: TrickRules): string[] {
  if (trick.length === 0) {
    if (!heartLeadBanned(r.kind)) return hand.slice();
    const others = hand.filter((c) => c[1] !== "H");
    return others.length > 0 ? others : hand.slice();
  }
  const led = suitOf(trick[0]);
  const follow = hand.filter((c) => c[1] === led);
  if (follow.length > 0) return follow;
  // Void in the led suit: anything, except that the K♥ must go in deal 5 under the option (ruling 5).
  if (r.kind === "kingHearts" && r.kingOfHeartsDiscard && hand.includes("KH")) return ["KH"];
  return hand.slice();
}

/** Why `card` may not be played now by a seat holding `hand`, or null. Names only the seat's own cards. */
export function playRefusal(hand: readonly string[], trick: readonly string[], r: TrickRules, card: string): Failure | null {
  if (!hand.includes(card)) return failWith("not_in_hand", "That card is not in your hand");
  if (playable(hand, trick, r).includes(card)) return null;
  if (trick.length === 0) return failWith("kierki_heart_lead", "You may not lead a heart in this deal while you hold a card of another suit");
  const led = suitOf(trick[0]);
  if (hand.some((c) => c[1] === led)) return failWith("must_follow", `You must follow suit: play one of your ${SUIT_NAMES[led]}`, { suit: led });
  return failWith("kierki_king_hearts", "You cannot follow suit, so you must play the K♥ (deal 5 rule)");
}

/** §5.4: the cards that can go on the lottery rows now. */
export function lotteryPlayable(hand: readonly string[], s: Pick<KierkiState, "rows" | "base" | "n">): string[] {
  if (s.base < 0) return hand.slice();
  const ok = new Set<string>();
  for (const suit of "SHDC") {
    const row = s.rows[suit];
    if (row) {
      const below = cardAt(row[0] - 1, suit);
      const above = cardAt(row[1] + 1, suit);
      if (below) ok.add(below);
      if (above) ok.add(above);
    } else {
      // Ruling 10: with 3 seats and base rank 2, the clubs row opens with the 3C.
      const opener = s.n === 3 && s.base === 0 && suit === "C" ? "3C" : cardAt(s.base, suit);
      if (opener) ok.add(opener);
    }
  }
  return hand.filter((c) => ok.has(c));
}

export function trickRules(s: KierkiState): TrickRules {
  return { kind: s.sequence[s.dealNo], kingOfHeartsDiscard: s.options.kingOfHeartsDiscard };
}

/** The compact strings of `KierkiView.legal` for `seat`: card codes, "pass", or suit letters. */
export function legalStrings(s: KierkiState, seat: number): string[] {
  if (s.turn !== seat) return [];
  const hand = s.hands[seat];
  switch (s.phase) {
    case "play":
      return playable(hand, s.trick, trickRules(s));
    case "trump":
      return ["S", "H", "D", "C"];
    case "lottery": {
      const cards = lotteryPlayable(hand, s);
      return cards.length > 0 ? cards : ["pass"];
    }
    default:
      return [];
  }
}

/** The action for one of `legal`'s strings (or any card clicked) in `phase`. */
export function kierkiAction(phase: string, choice: string): KierkiAction | null {
  if (choice === "pass") return { type: "pass" };
  if (phase === "trump") return { type: "trump", suit: choice };
  if (phase === "play" || phase === "lottery") return { type: "play", card: choice };
  return null;
}

export function legalActions(s: KierkiState, seat: number): KierkiAction[] {
  return legalStrings(s, seat).map((x) => kierkiAction(s.phase, x) as KierkiAction);
}
