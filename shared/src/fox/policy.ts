/**
 * Fox facts for the strong bot's playouts (core/trick-policy.ts): two players; a seat wants tricks until
 * it holds nine, since ten or more score nothing (§7).
 */
import { trickPolicy } from "../core/trick-policy";
import { rankOf, suitOf } from "./deck";
import { leadWins } from "./resolve";
import type { FoxState } from "./state";

export const foxPolicy = trickPolicy<FoxState>({
  trick: (s) => (s.phase === "play" ? s.trick : null),
  winnerSeat: (s, cards) => (cards.length < 2 || leadWins(cards[0], cards[1], suitOf(s.decree)) ? s.leader : 1 - s.leader),
  lastToPlay: (s) => s.trick.length === 1,
  sameSide: (_, a, b) => a === b,
  wantsTricks: (s, seat) => s.tricks[seat] < 9,
  rank: (s, c) => rankOf(c) + (suitOf(c) === suitOf(s.decree) ? 20 : 0),
});
