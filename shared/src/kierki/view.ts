/**
 * `view` (§8): the public table for everyone, plus the own hand and legal moves for a seat, or every hand
 * for the moderator. The rng, the deal plan and the cards of older tricks never appear. Parts of the state
 * that a move left alone come out as the same frozen copy as before (core/frozen.ts).
 */
import { frozenParts } from "../core/frozen";
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { RANKS } from "./deck";
import { legalStrings } from "./legal";
import { trickCount, type KierkiState } from "./state";
import type { KierkiView, LotteryRow } from "./types";

const list = frozenParts(<T>(a: readonly T[]) => a.slice());
const lotteryRows = frozenParts((r: KierkiState["rows"]) => {
  const rows: LotteryRow[] = [];
  for (const suit of "SHDC") {
    const row = r[suit];
    if (row) rows.push({ suit, low: RANKS[row[0]] + suit, high: RANKS[row[1]] + suit });
  }
  return rows;
});
const handCounts = frozenParts((hands: KierkiState["hands"]) => hands.map((h) => h.length));
const allHands = frozenParts((hands: KierkiState["hands"]) => hands.map((h) => h.slice()));
const dealResults = frozenParts((results: KierkiState["results"]) => results.map((r) => ({ ...r, points: r.points.slice() })));
const move = frozenParts((m: NonNullable<KierkiState["lastMove"]>) => ({ ...m }));

export function view(s: KierkiState, viewer: Viewer): JsonObject {
  const v: KierkiView = {
    phase: s.phase,
    seats: s.n,
    dealNo: s.dealNo,
    kind: s.sequence[Math.min(s.dealNo, s.sequence.length - 1)],
    sequence: list(s.sequence),
    sixthDeal: s.options.sixthDeal,
    kingOfHeartsDiscard: s.options.kingOfHeartsDiscard,
    dealer: s.dealer,
    turn: s.turn,
    leader: s.leader,
    trump: s.trump,
    trick: list(s.trick),
    trickNo: s.trickNo,
    trickCount: trickCount(s.n),
    lastTrick: list(s.lastTrick),
    lastLeader: s.lastLeader,
    lastWinner: s.lastWinner,
    tricks: list(s.tricks),
    points: list(s.points),
    scores: list(s.scores),
    handCounts: handCounts(s.hands),
    results: dealResults(s.results),
    rows: lotteryRows(s.rows),
    base: s.base >= 0 ? RANKS[s.base] : "",
    passes: list(s.passes),
    out: list(s.out),
    lastMove: s.lastMove ? move(s.lastMove) : null,
    winners: list(s.winners),
  };
  // Where hand sizes cannot be rebuilt from the tricks (derive.ts), the view carries them under their own key.
  if (s.phase !== "play" && s.phase !== "trump") v.counts = handCounts(s.hands);
  if (typeof viewer === "number" && viewer >= 0 && viewer < s.n) {
    v.hand = list(s.hands[viewer]);
    v.legal = legalStrings(s, viewer);
  } else if (viewer === "moderator") {
    v.hands = allHands(s.hands);
  }
  return v as unknown as JsonObject;
}
