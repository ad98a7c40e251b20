/** Skat facts for the strong bot's playouts (core/trick-policy.ts): the defenders together, null and Ramsch shun tricks. */
import { trickPolicy } from "../core/trick-policy";
import { strength, trickWinner } from "./cards";
import { playKind } from "./legal";
import { nextActive, type SkatState } from "./state";

export const skatPolicy = trickPolicy<SkatState>({
  trick: (s) => (s.phase === "play" ? s.trick : null),
  winnerSeat: (s, cards) => {
    let seat = s.leader;
    for (let i = trickWinner(cards, playKind(s)); i > 0; i--) seat = nextActive(s, seat);
    return seat;
  },
  lastToPlay: (s) => s.trick.length === 2,
  sameSide: (s, a, b) => a === b || (!s.ramsch && a !== s.declarer && b !== s.declarer),
  wantsTricks: (s, seat) => !s.ramsch && !(s.contract?.game === "null" && seat === s.declarer),
  rank: (s, c) => strength(c, playKind(s)),
});
