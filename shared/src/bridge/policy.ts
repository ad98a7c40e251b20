/** Bridge facts for the strong bot's playouts (core/trick-policy.ts): partnerships, trumps, declarer's side. */
import type { Action } from "../core/ruleset";
import * as trick_policyModule from "../core/trick-policy";
import * as applyModule from "./apply";
import * as cardsModule from "./cards";
import type { BridgeState } from "./state";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { trickPolicy } = trick_policyModule;
const { trickWinner } = applyModule;
const { rankOf, suitOf } = cardsModule;

const trumpOf = (s: BridgeState) => (!s.contract || s.contract.strain === "NT" ? "" : s.contract.strain);

const trickPlay = trickPolicy<BridgeState>({
  trick: (s) => (s.phase === "play" ? s.trick : null),
  winnerSeat: (s, cards) => (s.leader + trickWinner(cards, trumpOf(s))) % 4,
  lastToPlay: (s) => s.trick.length === 3,
  sameSide: (_, a, b) => a % 2 === b % 2,
  wantsTricks: () => true,
  rank: (s, c) => rankOf(c) + (suitOf(c) === trumpOf(s) ? 20 : 0),
});

/**
 * Bots never claim or concede, and neither do the players of their playouts: the legal list also holds a
 * claim and a concession of every number of tricks, and a playout choosing among those would mostly end in a
 * random claim (measured: a normal declarer then made 65 of 91 contracts DDS calls cold, 77 without them).
 */
const cards = (legal: readonly Action[]) => {
  const out = legal.filter((a) => a.type === "play");
  return out.length > 0 ? out : legal;
};

/** Level normal's playouts: a random card. */
export const bridgeRandom = (_: BridgeState, __: number, legal: readonly Action[], int: (n: number) => number): Action => {
  const list = cards(legal);
  return list[int(list.length)];
};

/** Level strong's playouts: the trick policy among the cards. */
export const bridgePolicy = (s: BridgeState, seat: number, legal: readonly Action[], int: (n: number) => number): Action =>
  trickPlay(s, seat, cards(legal), int);
