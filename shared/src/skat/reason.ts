/**
 * Why a card may not be played to the trick now, for the player's own screen (§5.6 following by class): a
 * code and the led suit or trump, from what that player sees (the hand, the led card, the game or Ramsch).
 * Null when the card may be played.
 */
import { classOf, followable, isTrump, TRUMP_SUIT, type PlayKind } from "./cards";
import type { SkatGame } from "./types";

export type SkatCardReason =
  | { code: "follow"; suit: string }
  | { code: "followTrump"; suit: string }
  | { code: "followJacks" }
  | { code: "jackIsTrump"; suit: string }
  | null;

export function cardReason(hand: readonly string[], led: string | undefined, kind: PlayKind, card: string): SkatCardReason {
  if (!led || followable(hand, led, kind).includes(card)) return null;
  const cls = classOf(led, kind);
  if (cls === "T") {
    // Grand and Ramsch: the four jacks are the only trumps; a suit game adds the trump suit's other cards.
    const suit = TRUMP_SUIT[kind as SkatGame];
    return suit ? { code: "followTrump", suit } : { code: "followJacks" };
  }
  // A jack is a trump, never a card of its printed suit (not in null).
  if (isTrump(card, kind) && card[0] === "J" && card[1] === cls) return { code: "jackIsTrump", suit: cls };
  return { code: "follow", suit: cls };
}
