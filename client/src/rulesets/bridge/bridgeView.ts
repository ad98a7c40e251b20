/**
 * Reading a bridge view (shared/src/bridge/view.ts) out of the merged JSON, with safe defaults, so the
 * renderer never trips over a partial state.
 */
import { readHandRecord } from "@salon/shared/bridge/handRecord";
import type { HandRecord } from "@salon/shared/bridge/par";
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { BridgePhase, DealResult, PlayedTrick, Scoring, Vul } from "@salon/shared/bridge/types";
import { t } from "../../i18n/i18n";
import type { ShownNote } from "./bridgeBox";

export interface BridgeView {
  phase: BridgePhase;
  scoring: Scoring;
  dealNo: number;
  board: number;
  dealer: number;
  vul: Vul;
  /** Calls as views show them ("1♠", "3NT", "pass", "X", "XX"). */
  calls: string[];
  /** Alerts and explanations of the live auction this viewer may see, by call index. */
  notes: (ShownNote | null)[];
  contract: string;
  declarer: number;
  dummy: number;
  turn: number;
  actor: number;
  leader: number;
  trick: string[];
  played: PlayedTrick[];
  won: [number, number];
  handCounts: number[];
  /** A pending claim (by the declarer) or concession (by a defender). */
  claim: { tricks: number; accepted: number[]; by: number } | null;
  games: [number, number];
  partial: [number, number];
  rubbersDone: number;
  scores: number[];
  results: DealResult[];
  /** Each finished deal's hand record (double-dummy table and par), null while the server computes it. */
  analyses: (HandRecord | null)[];
  winners: number[];
  hand: string[] | null;
  dummyHand: string[] | null;
  declarerHand: string[] | null;
  hands: string[][] | null;
  legal: string[];
}

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const pair = (v: unknown): [number, number] => {
  const a = Array.isArray(v) ? v : [];
  return [num(a[0], 0), num(a[1], 0)];
};
const objs = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === "object") as T[]) : []);

export function readBridgeView(raw: JsonObject | null): BridgeView | null {
  if (!raw || Object.keys(raw).length === 0 || typeof raw.phase !== "string") return null;
  const claim = raw.claim && typeof raw.claim === "object" && !Array.isArray(raw.claim) ? (raw.claim as { tricks: number; accepted: number[]; by: number }) : null;
  return {
    phase: raw.phase as BridgePhase,
    scoring: (raw.scoring as Scoring) ?? "rubber",
    dealNo: num(raw.dealNo, 0),
    board: num(raw.board, 1),
    dealer: num(raw.dealer, 0),
    vul: (raw.vul as Vul) ?? "none",
    calls: strs(raw.calls),
    notes: Array.isArray(raw.notes) ? raw.notes.map((n) => (n && typeof n === "object" && !Array.isArray(n) ? (n as ShownNote) : null)) : [],
    contract: typeof raw.contract === "string" ? raw.contract : "",
    declarer: num(raw.declarer, -1),
    dummy: num(raw.dummy, -1),
    turn: num(raw.turn, -1),
    actor: num(raw.actor, -1),
    leader: num(raw.leader, -1),
    trick: strs(raw.trick),
    played: objs<PlayedTrick>(raw.played),
    won: pair(raw.won),
    handCounts: Array.isArray(raw.handCounts) ? raw.handCounts.map((x) => num(x, 0)) : [0, 0, 0, 0],
    claim,
    games: pair(raw.games),
    partial: pair(raw.partial),
    rubbersDone: num(raw.rubbersDone, 0),
    scores: Array.isArray(raw.scores) ? raw.scores.map((x) => num(x, 0)) : [0, 0, 0, 0],
    results: objs<DealResult>(raw.results),
    analyses: Array.isArray(raw.analyses) ? raw.analyses.map(readHandRecord) : [],
    winners: Array.isArray(raw.winners) ? raw.winners.map((x) => num(x, -1)) : [],
    hand: Array.isArray(raw.hand) ? strs(raw.hand) : null,
    dummyHand: Array.isArray(raw.dummyHand) ? strs(raw.dummyHand) : null,
    declarerHand: Array.isArray(raw.declarerHand) ? strs(raw.declarerHand) : null,
    hands: Array.isArray(raw.hands) ? (raw.hands as unknown[]).map(strs) : null,
    legal: strs(raw.legal),
  };
}

const SEAT_KEYS = ["north", "east", "south", "west"];
const LETTER_KEYS = ["letterN", "letterE", "letterS", "letterW"];

/** A seat's name in the reader's language ("North"); "" for no seat. */
export function seatName(seat: number): string {
  const key = SEAT_KEYS[seat];
  return key ? t(`bridge.${key}`) : "";
}

/** A seat's compact letter in the reader's language ("N"); "" for no seat. */
export function seatLetter(seat: number): string {
  const key = LETTER_KEYS[seat];
  return key ? t(`bridge.${key}`) : "";
}

/** A partnership's short label: side 0 "N-S", side 1 "E-W". */
export function pairName(side: number): string {
  return t(side === 0 ? "bridge.pairNS" : "bridge.pairEW");
}

/** Who is vulnerable, as a score-sheet cell ("None", "N-S", "E-W", "Both"). */
export function vulShort(vul: Vul): string {
  if (vul === "ns") return pairName(0);
  if (vul === "ew") return pairName(1);
  return t(vul === "both" ? "bridge.vulBoth" : "bridge.vulNone");
}

const SCORING_KEYS: Record<Scoring, string> = { rubber: "scoringRubber", chicago: "scoringChicago", duplicate: "scoringDuplicate", impHcp: "scoringImpHcp" };

/** The scoring method's name ("Rubber", "IMPs vs HCP"). */
export function scoringName(s: Scoring): string {
  return SCORING_KEYS[s] ? t(`bridge.${SCORING_KEYS[s]}`) : s;
}
