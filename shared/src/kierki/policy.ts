/** Kierki facts for the strong bot's playouts (core/trick-policy.ts): every seat alone; negative deals shun tricks. */
import { trickPolicy } from "../core/trick-policy";
import { trickWinner } from "./apply";
import { rankIndex } from "./deck";
import { isNegative } from "./scoring";
import type { KierkiState } from "./state";

export const kierkiPolicy = trickPolicy<KierkiState>({
  trick: (s) => (s.phase === "play" ? s.trick : null),
  winnerSeat: (s, cards) => trickWinner(cards, s.leader, s.n, s.trump),
  lastToPlay: (s) => s.trick.length === s.n - 1,
  sameSide: (_, a, b) => a === b,
  wantsTricks: (s) => !isNegative(s.sequence[s.dealNo]),
  rank: (s, c) => rankIndex(c) + (s.trump !== "" && c[1] === s.trump ? 20 : 0),
});
