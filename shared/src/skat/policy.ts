/** Skat facts for the strong bot's playouts (core/trick-policy.ts): the defenders together, null and Ramsch shun tricks. */
import * as trick_policyModule from "../core/trick-policy";
import * as cardsModule from "./cards";
import * as legalModule from "./legal";
import * as stateModule from "./state";
import type { SkatState } from "./state";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { trickPolicy } = trick_policyModule;
const { strength, trickWinner } = cardsModule;
const { playKind } = legalModule;
const { nextActive } = stateModule;

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
