/**
 * Why a card may not be played to the trick now, for the player's own screen (§5 "Follower's legal cards",
 * rulings 8, 11, 12): a code and the led card's printed suit, from what that player sees (the hand, the led
 * card). Null when the card may be played or nothing was led.
 */
import { rankOf, suitOf } from "./deck";
import { followable } from "./legal";

export type FoxCardReason = { code: "follow"; suit: string } | { code: "monarch"; suit: string } | null;

export function cardReason(hand: readonly string[], trick: readonly string[], card: string): FoxCardReason {
  if (trick.length !== 1 || followable(hand, trick[0]).includes(card)) return null;
  const suit = suitOf(trick[0]);
  // The Monarch led: the 1 or the highest card of the suit, nothing else of it.
  return rankOf(trick[0]) === 11 ? { code: "monarch", suit } : { code: "follow", suit };
}
