/**
 * Why a card of the hand to play may not be played now (§5.2, Law 44), for the player's own screen: a code
 * and the led suit, from what that player sees (the hand, the trick). Null when the card may be played.
 */
import { followable } from "./legal";

export type BridgeCardReason = { code: "follow"; suit: string } | null;

export function cardReason(hand: readonly string[], trick: readonly string[], card: string): BridgeCardReason {
  if (followable(hand, trick).includes(card)) return null;
  return { code: "follow", suit: trick[0][1] };
}
