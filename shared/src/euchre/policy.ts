/** Euchre facts for the strong bot's playouts (core/trick-policy.ts): bowers, teams, a lone hand's three-card tricks. */
import { trickPolicy } from "../core/trick-policy";
import { effectiveSuit, strength } from "./cards";
import { trickWinner } from "./resolve";
import type { EuchreState } from "./state";

export const euchrePolicy = trickPolicy<EuchreState>({
  trick: (s) => (s.phase === "play" ? s.trick.map((p) => p.card) : null),
  winnerSeat: (s, cards, seat) =>
    trickWinner(
      cards.map((card, i) => (i < s.trick.length ? s.trick[i] : { seat, card })),
      s.trump,
    ),
  lastToPlay: (s) => s.trick.length === 4 - s.out.length - 1,
  sameSide: (_, a, b) => a % 2 === b % 2,
  wantsTricks: () => true,
  rank: (s, c) => strength(c, s.trump) + (effectiveSuit(c, s.trump) === s.trump ? 50 : 0),
});
