/**
 * Reading a Kierki view (shared/src/kierki/types.ts, `KierkiView`) out of the merged JSON, with safe
 * defaults for anything missing, so the renderer never trips over a partial state.
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { DealKind, DealResult, KierkiPhase, KierkiView, LotteryRow, SixthDeal } from "@salon/shared/kierki/types";

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const nums = (v: unknown, n: number): number[] => {
  const a = Array.isArray(v) ? v : [];
  return Array.from({ length: n }, (_, i) => num(a[i], 0));
};
const obj = (v: unknown): JsonObject | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as JsonObject) : null);
const PHASES: KierkiPhase[] = ["play", "trump", "lottery", "deal", "over"];
const KINDS: DealKind[] = ["tricks", "hearts", "queens", "kingsJacks", "kingHearts", "last", "robber", "trumps", "lottery"];
const kindOf = (v: unknown): DealKind => (KINDS.includes(v as DealKind) ? (v as DealKind) : "tricks");

export function readKierkiView(raw: JsonObject | null): KierkiView | null {
  if (!raw || Object.keys(raw).length === 0) return null;
  const n = num(raw.seats, 4);
  const results: DealResult[] = (Array.isArray(raw.results) ? raw.results : []).map(obj).filter((r): r is JsonObject => !!r)
    .map((r) => ({ kind: kindOf(r.kind), points: nums(r.points, n), ...(typeof r.trump === "string" ? { trump: r.trump } : {}) }));
  const rows: LotteryRow[] = (Array.isArray(raw.rows) ? raw.rows : []).map(obj).filter((r): r is JsonObject => !!r)
    .map((r) => ({ suit: String(r.suit ?? ""), low: String(r.low ?? ""), high: String(r.high ?? "") }));
  const lm = obj(raw.lastMove);
  const view: KierkiView = {
    phase: PHASES.includes(raw.phase as KierkiPhase) ? (raw.phase as KierkiPhase) : "deal",
    seats: n,
    dealNo: num(raw.dealNo, 0),
    kind: kindOf(raw.kind),
    sequence: strs(raw.sequence).map(kindOf),
    sixthDeal: (typeof raw.sixthDeal === "string" ? raw.sixthDeal : "last") as SixthDeal,
    kingOfHeartsDiscard: raw.kingOfHeartsDiscard === true,
    dealer: num(raw.dealer, 0),
    turn: num(raw.turn, -1),
    leader: num(raw.leader, 0),
    trump: typeof raw.trump === "string" ? raw.trump : "",
    trick: strs(raw.trick),
    trickNo: num(raw.trickNo, 0),
    trickCount: num(raw.trickCount, n === 3 ? 17 : 13),
    lastTrick: strs(raw.lastTrick),
    lastLeader: num(raw.lastLeader, -1),
    lastWinner: num(raw.lastWinner, -1),
    tricks: nums(raw.tricks, n),
    points: nums(raw.points, n),
    scores: nums(raw.scores, n),
    handCounts: nums(raw.handCounts, n),
    results,
    rows,
    base: typeof raw.base === "string" ? raw.base : "",
    passes: nums(raw.passes, n),
    out: Array.isArray(raw.out) ? raw.out.filter((x): x is number => typeof x === "number") : [],
    lastMove: lm ? { seat: num(lm.seat, -1), ...(typeof lm.card === "string" ? { card: lm.card } : {}), ...(lm.pass === true ? { pass: true } : {}) } : null,
    winners: Array.isArray(raw.winners) ? raw.winners.filter((x): x is number => typeof x === "number") : [],
  };
  if (Array.isArray(raw.hand)) view.hand = strs(raw.hand);
  if (Array.isArray(raw.legal)) view.legal = strs(raw.legal);
  if (Array.isArray(raw.hands)) view.hands = raw.hands.map(strs);
  return view;
}

/** Which seat played each card of a trick listed in play order, starting with `leader`. */
export function trickOwners(cards: string[], leader: number, n: number): { code: string; seat: number }[] {
  return cards.map((code, i) => ({ code, seat: (leader + i) % n }));
}
