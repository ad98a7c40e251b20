/**
 * Reading a Fox view (shared/src/fox/types.ts, `FoxView`) out of the merged JSON, with safe defaults
 * for anything missing, so the renderer never trips over a partial state.
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { FoxPhase, FoxRoundResult, FoxView } from "@salon/shared/fox/types";

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const pair = (v: unknown): [number, number] => {
  const a = Array.isArray(v) ? v : [];
  return [num(a[0], 0), num(a[1], 0)];
};
const phases: FoxPhase[] = ["play", "exchange", "discard", "deal", "over"];

function rounds(v: unknown): FoxRoundResult[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((r): r is JsonObject => !!r && typeof r === "object" && !Array.isArray(r))
    .map((r) => ({ tricks: pair(r.tricks), trickPoints: pair(r.trickPoints), treasure: pair(r.treasure), totals: pair(r.totals) }));
}

export function readFoxView(raw: JsonObject | null): FoxView | null {
  if (!raw || Object.keys(raw).length === 0) return null;
  const phase = phases.includes(raw.phase as FoxPhase) ? (raw.phase as FoxPhase) : "deal";
  const view: FoxView = {
    table: strs(raw.table),
    tableLeader: num(raw.tableLeader, -1),
    phase,
    round: num(raw.round, 0),
    dealer: num(raw.dealer, 0),
    target: num(raw.target, 21),
    turn: num(raw.turn, -1),
    leader: num(raw.leader, 0),
    decree: typeof raw.decree === "string" ? raw.decree : "",
    trick: strs(raw.trick),
    lastTrick: strs(raw.lastTrick),
    lastLeader: num(raw.lastLeader, -1),
    lastWinner: num(raw.lastWinner, -1),
    tricks: pair(raw.tricks),
    scores: pair(raw.scores),
    treasure: pair(raw.treasure),
    handCounts: pair(raw.handCounts),
    deckCount: num(raw.deckCount, 0),
    rounds: rounds(raw.rounds),
    winners: Array.isArray(raw.winners) ? raw.winners.filter((x): x is number => typeof x === "number") : [],
  };
  if (Array.isArray(raw.hand)) view.hand = strs(raw.hand);
  if (Array.isArray(raw.legal)) view.legal = strs(raw.legal);
  if (Array.isArray(raw.hands)) view.hands = [strs(raw.hands[0]), strs(raw.hands[1])];
  if (Array.isArray(raw.deck)) view.deck = strs(raw.deck);
  return view;
}

/** Which seat played each card of a trick listed in play order, starting with `leader`. */
export function trickOwners(cards: string[], leader: number): { code: string; seat: number }[] {
  return cards.map((code, i) => ({ code, seat: i === 0 ? leader : 1 - leader }));
}
