/**
 * `view` (§8): the public table for everyone (board, combinations with their values, sides, hand counts,
 * scores by tour), plus the own hand and the kinds of legal move for a seat. Other hands and the
 * set-aside cards never appear, partners and the moderator's seat included.
 */
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { encodePlaced } from "./board";
import { legalKinds } from "./legal";
import type { KrendzuState } from "./state";
import type { KrendzuView } from "./types";

export function view(s: KrendzuState, viewer: Viewer): JsonObject {
  // Copies throughout: a client that edits its view must not reach into the state.
  const v: KrendzuView = {
    phase: s.phase,
    tour: s.tour,
    tours: s.tours,
    dealer: s.dealer,
    threeMode: s.threeMode,
    attackerCards: s.attackerCards,
    defenderCards: s.defenderCards,
    sides: s.sides.slice(),
    turn: s.turn,
    opening: s.phase === "play" && s.board.length === 0,
    handCounts: s.hands.map((h) => h.length),
    board: s.board.map(encodePlaced),
    // This tour's only: earlier boards were gathered and re-dealt, so their codes may now sit in a hand.
    combos: s.combos
      .filter((c) => c.tour === s.tour)
      .map((c) => ({
        ...c,
        cells: c.cells.map(([x, y]) => [x, y] as [number, number]),
        cards: c.cards.slice(),
        values: c.values ? c.values.slice() : null,
        scorers: c.scorers.slice(),
      })),
    tourResults: s.tourResults.map((t) => ({ ...t, attackers: t.attackers.slice() })),
    scores: s.scores.slice(),
    lastAction: s.lastAction ? { ...s.lastAction, cells: s.lastAction.cells.map(([x, y]) => [x, y] as [number, number]) } : null,
    winners: s.winners.slice(),
  };
  if (typeof viewer === "number" && viewer >= 0 && viewer < s.n) {
    v.hand = s.hands[viewer].slice();
    v.legal = legalKinds(s, viewer);
  }
  return v as unknown as JsonObject;
}
