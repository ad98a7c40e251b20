/** Kierki facts for the strong bot's playouts (core/trick-policy.ts): every seat alone; negative deals shun tricks. */
import * as trick_policyModule from "../core/trick-policy";
import * as applyModule from "./apply";
import * as deckModule from "./deck";
import * as scoringModule from "./score";
import type { KierkiState } from "./state";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { trickPolicy } = trick_policyModule;
const { trickWinner } = applyModule;
const { rankIndex } = deckModule;
const { isNegative } = scoringModule;

export const kierkiPolicy = trickPolicy<KierkiState>({
  trick: (s) => (s.phase === "play" ? s.trick : null),
  winnerSeat: (s, cards) => trickWinner(cards, s.leader, s.n, s.trump),
  lastToPlay: (s) => s.trick.length === s.n - 1,
  sameSide: (_, a, b) => a === b,
  wantsTricks: (s) => !isNegative(s.sequence[s.dealNo]),
  rank: (s, c) => rankIndex(c) + (s.trump !== "" && c[1] === s.trump ? 20 : 0),
});
