/** Bridge facts for the strong bot's playouts (core/trick-policy.ts): partnerships, trumps, declarer's side. */
import { trickPolicy } from "../core/trick-policy";
import { trickWinner } from "./apply";
import { rankOf, suitOf } from "./cards";
import type { BridgeState } from "./state";

const trumpOf = (s: BridgeState) => (!s.contract || s.contract.strain === "NT" ? "" : s.contract.strain);

export const bridgePolicy = trickPolicy<BridgeState>({
  trick: (s) => (s.phase === "play" ? s.trick : null),
  winnerSeat: (s, cards) => (s.leader + trickWinner(cards, trumpOf(s))) % 4,
  lastToPlay: (s) => s.trick.length === 3,
  sameSide: (_, a, b) => a % 2 === b % 2,
  wantsTricks: () => true,
  rank: (s, c) => rankOf(c) + (suitOf(c) === trumpOf(s) ? 20 : 0),
});
