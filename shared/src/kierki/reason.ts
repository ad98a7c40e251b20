/**
 * Why a card may not be played now, for the player's own screen (§5.1, §5.4, ruling 5): a code and its
 * parameters, from what that player sees (the hand, the trick, the deal's kind and options, the lottery
 * rows). Null when the card may be played. The server's refusal texts are playRefusal (legal.ts).
 */
import { RANKS } from "./deck";
import { lotteryPlayable, playable, type TrickRules } from "./legal";
import type { LotteryRow } from "./types";

export type KierkiCardReason = { code: "follow"; suit: string } | { code: "heartLead" } | { code: "kingHearts" } | { code: "lottery" } | null;

/** A card of `hand` in trick play (phase "play"). */
export function cardReason(hand: readonly string[], trick: readonly string[], rules: TrickRules, card: string): KierkiCardReason {
  if (playable(hand, trick, rules).includes(card)) return null;
  if (trick.length === 0) return { code: "heartLead" };
  const led = trick[0][1];
  if (hand.some((c) => c[1] === led)) return { code: "follow", suit: led };
  return { code: "kingHearts" };
}

/**
 * A card of `hand` in the lottery (§5.4), from the view's rows and base rank ("" before the first card):
 * it goes on no row now.
 */
export function lotteryReason(hand: readonly string[], rows: readonly LotteryRow[], base: string, seats: number, card: string): KierkiCardReason {
  const byRank: Record<string, [number, number] | null> = { S: null, H: null, D: null, C: null };
  for (const r of rows) byRank[r.suit] = [RANKS.indexOf(r.low[0]), RANKS.indexOf(r.high[0])];
  const s = { rows: byRank, base: base ? RANKS.indexOf(base) : -1, n: seats };
  return lotteryPlayable(hand, s).includes(card) ? null : { code: "lottery" };
}
