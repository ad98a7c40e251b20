/**
 * Trick resolution (§6) and the end of a round (§7): Witch, trump, led suit, Treasure, Swan, scoring.
 */
import type { GameEvent } from "../core/ruleset";
import { startRound } from "./deal";
import { rankOf, suitOf } from "./deck";
import { trickPoints, winnersOf } from "./score";
import type { Draft } from "./state";

/**
 * True when the led card L beats the followed card F with trump suit `trump` (the decree suit at
 * resolution, so after any Fox exchange in this trick).
 */
export function leadWins(led: string, followed: string, trump: string): boolean {
  const rl = rankOf(led);
  const rf = rankOf(followed);
  // Witch: a lone 9 counts as trump for this resolution only; two 9s cancel (ruling 9).
  const lTrump = suitOf(led) === trump || (rl === 9 && rf !== 9);
  const fTrump = suitOf(followed) === trump || (rf === 9 && rl !== 9);
  if (lTrump || fTrump) {
    if (lTrump && fTrump) return rl > rf;
    return lTrump;
  }
  return !(suitOf(followed) === suitOf(led) && rf > rl);
}

/** Resolves the full trick on a draft, then scores the round after the 13th trick. */
export function resolveTrick(s: Draft, events: GameEvent[]): void {
  const led = s.trick[0];
  const followed = s.trick[1];
  const leader = s.leader;
  const follower = 1 - leader;
  const winner = leadWins(led, followed, suitOf(s.decree)) ? leader : follower;
  const loser = 1 - winner;
  // Treasure: 1 point per 7 in the trick, at once (ruling 15: two 7s score 2).
  const gold = (rankOf(led) === 7 ? 1 : 0) + (rankOf(followed) === 7 ? 1 : 0);
  if (gold > 0) {
    s.treasure = winner === 0 ? [s.treasure[0] + gold, s.treasure[1]] : [s.treasure[0], s.treasure[1] + gold];
    s.scores = winner === 0 ? [s.scores[0] + gold, s.scores[1]] : [s.scores[0], s.scores[1] + gold];
  }
  s.tricks = winner === 0 ? [s.tricks[0] + 1, s.tricks[1]] : [s.tricks[0], s.tricks[1] + 1];
  // Swan: only the loser's 1 acts (ruling 13), so with two 1s the loser leads (ruling 14).
  const next = rankOf(winner === leader ? followed : led) === 1 ? loser : winner;
  events.push({ type: "trick", leader, winner, cards: [led, followed], treasure: gold, next });
  s.lastTrick = s.trick;
  s.lastLeader = leader;
  s.lastWinner = winner;
  s.trick = [];
  s.leader = next;
  s.turn = next;
  s.phase = "play";
  if (s.tricks[0] + s.tricks[1] === 13) endRound(s, events);
}

/** Scores the round; the game ends only here (ruling 17), else the next round is dealt. */
function endRound(s: Draft, events: GameEvent[]): void {
  const pts: [number, number] = [trickPoints(s.tricks[0]), trickPoints(s.tricks[1])];
  const totals: [number, number] = [s.scores[0] + pts[0], s.scores[1] + pts[1]];
  const result = {
    tricks: [s.tricks[0], s.tricks[1]] as [number, number],
    trickPoints: pts,
    treasure: [s.treasure[0], s.treasure[1]] as [number, number],
    totals,
  };
  s.scores = totals;
  s.rounds = [...s.rounds, result];
  events.push({ type: "round", round: s.round, ...result });
  if (totals[0] >= s.target || totals[1] >= s.target) {
    s.phase = "over";
    s.turn = -1;
    s.winners = winnersOf(totals, result);
    events.push({ type: "over", scores: totals, winners: s.winners });
    return;
  }
  startRound(s, s.round + 1, events);
}
