/**
 * Trick resolution (§6) and the end of a hand (§7): the winning card, team tricks, points, game end.
 */
import type { GameEvent } from "../core/ruleset";
import { effectiveSuit, strength } from "./cards";
import { startHand } from "./deal";
import { teamOf, type Draft } from "./state";
import type { Played } from "./types";

/** The seat that wins a full trick: the highest trump if any, else the highest card of the led effective suit. */
export function trickWinner(trick: readonly Played[], trump: string): number {
  const led = effectiveSuit(trick[0].card, trump);
  const value = (c: string): number => {
    const suit = effectiveSuit(c, trump);
    return suit === trump ? 100 + strength(c, trump) : suit === led ? strength(c, trump) : -1;
  };
  let best = trick[0];
  for (const p of trick) if (value(p.card) > value(best.card)) best = p;
  return best.seat;
}

/** Points for the hand per team [A, B] (§7), from the makers' tricks. */
export function handPoints(makerTeam: 0 | 1, makerTricks: number, alone: boolean, loneDefender: boolean): [number, number] {
  const pts: [number, number] = [0, 0];
  if (makerTricks >= 3) pts[makerTeam] = makerTricks === 5 ? (alone ? 4 : 2) : 1;
  else pts[1 - makerTeam] = loneDefender ? 4 : 2;
  return pts;
}

/** Resolves a full trick on a draft; after the fifth, scores the hand and deals the next or ends the game. */
export function resolveTrick(s: Draft, events: GameEvent[]): void {
  const winner = trickWinner(s.trick, s.trump);
  const team = teamOf(winner);
  s.tricks = team === 0 ? [s.tricks[0] + 1, s.tricks[1]] : [s.tricks[0], s.tricks[1] + 1];
  events.push({ type: "trick", cards: s.trick.map((p) => p.card), winner });
  s.lastTrick = s.trick;
  s.lastWinner = winner;
  s.trick = [];
  s.leader = winner;
  s.turn = winner;
  if (s.tricks[0] + s.tricks[1] === 5) endHand(s, events);
}

function endHand(s: Draft, events: GameEvent[]): void {
  const makerTeam = teamOf(s.maker);
  const pts = handPoints(makerTeam, s.tricks[makerTeam], s.alone, s.defender >= 0);
  s.scores = [s.scores[0] + pts[0], s.scores[1] + pts[1]];
  s.results = [
    ...s.results,
    {
      dealer: s.dealer,
      trump: s.trump,
      maker: s.maker,
      alone: s.alone,
      defender: s.defender,
      thrownIn: false,
      tricks: [s.tricks[0], s.tricks[1]],
      points: pts,
      totals: [s.scores[0], s.scores[1]],
    },
  ];
  events.push({ type: "hand", points: pts, scores: [s.scores[0], s.scores[1]] });
  // §7: only one team scores in a hand, so at most one can reach the target.
  const won = s.scores[0] >= s.options.targetScore ? 0 : s.scores[1] >= s.options.targetScore ? 1 : -1;
  if (won >= 0) {
    s.phase = "over";
    s.turn = -1;
    s.winners = won === 0 ? [0, 2] : [1, 3];
    events.push({ type: "over", winners: s.winners.slice() });
    return;
  }
  startHand(s, s.handNo + 1, events);
}

/** Everyone passed twice (§5 bid2): nobody scores, and the next dealer deals the next deal. */
export function throwIn(s: Draft, events: GameEvent[]): void {
  s.results = [
    ...s.results,
    { dealer: s.dealer, trump: "", maker: -1, alone: false, defender: -1, thrownIn: true, tricks: [0, 0], points: [0, 0], totals: [s.scores[0], s.scores[1]] },
  ];
  events.push({ type: "thrownIn", hand: s.handNo });
  startHand(s, s.handNo + 1, events);
}
