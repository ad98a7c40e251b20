/**
 * `view` (§8): the public table for everyone, plus the own hand and legal moves for a seat, or every hand
 * for the moderator. The rng, the deal plan and the cards of older tricks never appear.
 */
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { RANKS } from "./deck";
import { legalStrings } from "./legal";
import { trickCount, type KierkiState } from "./state";
import type { KierkiView, LotteryRow } from "./types";

export function view(s: KierkiState, viewer: Viewer): JsonObject {
  const rows: LotteryRow[] = [];
  for (const suit of "SHDC") {
    const r = s.rows[suit];
    if (r) rows.push({ suit, low: RANKS[r[0]] + suit, high: RANKS[r[1]] + suit });
  }
  const v: KierkiView = {
    phase: s.phase,
    seats: s.n,
    dealNo: s.dealNo,
    kind: s.sequence[Math.min(s.dealNo, s.sequence.length - 1)],
    sequence: s.sequence.slice(),
    sixthDeal: s.options.sixthDeal,
    kingOfHeartsDiscard: s.options.kingOfHeartsDiscard,
    dealer: s.dealer,
    turn: s.turn,
    leader: s.leader,
    trump: s.trump,
    trick: s.trick.slice(),
    trickNo: s.trickNo,
    trickCount: trickCount(s.n),
    lastTrick: s.lastTrick.slice(),
    lastLeader: s.lastLeader,
    lastWinner: s.lastWinner,
    tricks: s.tricks.slice(),
    points: s.points.slice(),
    scores: s.scores.slice(),
    handCounts: s.hands.map((h) => h.length),
    // Where hand sizes cannot be rebuilt from the tricks (derive.ts), the view carries them under their own key.
    ...(s.phase === "play" || s.phase === "trump" ? {} : { counts: s.hands.map((h) => h.length) }),
    results: s.results.map((r) => ({ ...r, points: r.points.slice() })),
    rows,
    base: s.base >= 0 ? RANKS[s.base] : "",
    passes: s.passes.slice(),
    out: s.out.slice(),
    lastMove: s.lastMove ? { ...s.lastMove } : null,
    winners: s.winners.slice(),
  };
  if (typeof viewer === "number" && viewer >= 0 && viewer < s.n) {
    v.hand = s.hands[viewer].slice();
    v.legal = legalStrings(s, viewer);
  } else if (viewer === "moderator") {
    v.hands = s.hands.map((h) => h.slice());
  }
  return v as unknown as JsonObject;
}
