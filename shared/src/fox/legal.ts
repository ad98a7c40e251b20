/**
 * Following rules (§5) and the list of legal actions. The leader may play anything; the follower must
 * follow the led card's printed suit, and a led 11 (Monarch) narrows that to the 1 and the highest card.
 */
import { failWith, type Failure } from "../core/result";
import { rankOf, suitOf } from "./deck";
import type { FoxState } from "./state";
import type { FoxAction } from "./types";

/**
 * The cards a follower may play to `led` from a sorted `hand`. Trump never forces a play (ruling 3) and a 9
 * keeps its printed suit for following (§5, ruling 8).
 */
export function followable(hand: readonly string[], led: string): readonly string[] {
  const x = suitOf(led);
  // Sorted hands keep each suit together, ranks ascending.
  let first = -1;
  let last = -1;
  for (let i = 0; i < hand.length; i++) {
    if (suitOf(hand[i]) === x) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return hand;
  if (rankOf(led) !== 11) return hand.slice(first, last + 1);
  // Monarch (ruling 11: only when led; ruling 12: trump 11 too): the 1 of the suit and the highest card.
  const one = rankOf(hand[first]) === 1;
  return one && first !== last ? [hand[first], hand[last]] : [hand[last]];
}

/** Why `seat` may not play `card` now in phase `play`, or null when it may. Names no unseen card. */
export function playRefusal(s: FoxState, seat: number, card: string): Failure | null {
  const hand = s.hands[seat];
  if (hand.indexOf(card) < 0) return failWith("not_in_hand", "That card is not in your hand");
  if (s.trick.length !== 1) return null;
  const led = s.trick[0];
  const allowed = followable(hand, led);
  if (allowed === hand || allowed.indexOf(card) >= 0) return null;
  const x = suitOf(led);
  return rankOf(led) === 11
    ? failWith("fox_monarch", `When an 11 is led you must play the 1 or your highest ${x} card`, { suit: x })
    : failWith("must_follow", `You must follow the led suit (${x})`, { suit: x });
}

/** The cards (or "pass") `seat` may use now, as the compact strings of FoxView.legal. */
export function legalStrings(s: FoxState, seat: number): string[] {
  return s.turn === seat ? legalFor(s.phase, s.hands[seat], s.trick) : [];
}

/**
 * FoxView.legal for the seat on turn, from what that seat itself sees: the phase, its hand, the trick.
 * Shared by the engine and by clients, which recompute it instead of receiving it (see derive.ts).
 */
export function legalFor(phase: string, hand: readonly string[], trick: readonly string[]): string[] {
  switch (phase) {
    case "play":
      return (trick.length === 1 ? followable(hand, trick[0]) : hand).slice();
    case "exchange":
      return [...hand, "pass"];
    case "discard":
      return hand.slice();
    default:
      return [];
  }
}

export function legalActions(s: FoxState, seat: number): FoxAction[] {
  if (s.turn !== seat) return [];
  const hand = s.hands[seat];
  switch (s.phase) {
    case "play": {
      const cards = s.trick.length === 1 ? followable(hand, s.trick[0]) : hand;
      return cards.map((card) => ({ type: "play", card }));
    }
    case "exchange": {
      const out: FoxAction[] = hand.map((card) => ({ type: "exchange", card }));
      out.push({ type: "pass" });
      return out;
    }
    case "discard":
      return hand.map((card) => ({ type: "discard", cards: [card] }));
    default:
      return [];
  }
}

/**
 * The action for one of FoxView.legal's strings (or any card a player picks) in `phase`: what the
 * renderer sends for a click, and what bots and tests send for a legal string. Null outside a phase
 * where cards are chosen.
 */
export function foxAction(phase: string, choice: string): FoxAction | null {
  if (choice === "pass") return { type: "pass" };
  switch (phase) {
    case "play":
      return { type: "play", card: choice };
    case "exchange":
      return { type: "exchange", card: choice };
    case "discard":
      return { type: "discard", cards: [choice] };
    default:
      return null;
  }
}
