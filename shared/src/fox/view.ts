/**
 * `view` (§8): the public table for everyone, plus the own hand and legal moves for a seat, or both hands
 * and the deck for the moderator. The rng, the deal list and the cards of older tricks never appear.
 */
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { legalStrings } from "./legal";
import type { FoxState } from "./state";
import type { FoxView } from "./types";

export function view(s: FoxState, viewer: Viewer): JsonObject {
  // Copies throughout: a client that edits its view must not reach into the state.
  const v: FoxView = {
    table: (s.trick.length ? s.trick : s.lastTrick).slice(),
    tableLeader: s.trick.length ? s.leader : s.lastTrick.length ? s.lastLeader : -1,
    phase: s.phase,
    round: s.round,
    dealer: s.dealer,
    target: s.target,
    turn: s.turn,
    leader: s.leader,
    decree: s.decree,
    trick: s.trick.slice(),
    lastTrick: s.lastTrick.slice(),
    lastLeader: s.lastLeader,
    lastWinner: s.lastWinner,
    tricks: [s.tricks[0], s.tricks[1]],
    scores: [s.scores[0], s.scores[1]],
    treasure: [s.treasure[0], s.treasure[1]],
    handCounts: [s.hands[0].length, s.hands[1].length],
    deckCount: s.deck.length,
    rounds: s.rounds.map((r) => ({
      tricks: [r.tricks[0], r.tricks[1]],
      trickPoints: [r.trickPoints[0], r.trickPoints[1]],
      treasure: [r.treasure[0], r.treasure[1]],
      totals: [r.totals[0], r.totals[1]],
    })),
    winners: s.winners.slice(),
  };
  if (viewer === 0 || viewer === 1) {
    v.hand = s.hands[viewer].slice();
    v.legal = legalStrings(s, viewer);
  } else if (viewer === "moderator") {
    v.hands = [s.hands[0].slice(), s.hands[1].slice()];
    v.deck = s.deck.slice();
  }
  return v as unknown as JsonObject;
}
