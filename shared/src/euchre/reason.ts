/**
 * Why a card may not be played to the trick now, for the player's own screen (§5 "Trump and bowers",
 * rulings 4-6): a code and its suits, from what that player sees (the hand, the led card, trump). Null when
 * the card may be played.
 */
import { effectiveSuit, isLeft } from "./cards";
import { followable } from "./legal";

export type EuchreCardReason =
  | { code: "follow"; suit: string }
  | { code: "bowerLed"; trump: string }
  | { code: "leftBower"; suit: string; trump: string }
  | null;

export function cardReason(hand: readonly string[], led: string | undefined, trump: string, card: string): EuchreCardReason {
  if (led === undefined || followable(hand, led, trump).includes(card)) return null;
  // A led left bower is a trump lead (ruling 4).
  if (isLeft(led, trump)) return { code: "bowerLed", trump };
  const suit = effectiveSuit(led, trump);
  // The left bower does not follow its printed suit: it is a trump (ruling 6).
  if (isLeft(card, trump) && card[1] === suit) return { code: "leftBower", suit, trump };
  return { code: "follow", suit };
}
