/**
 * Reading a Skat view (shared/src/skat/view.ts) out of the merged JSON with safe defaults, so the
 * renderer never trips over a partial state.
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { BidWord, Declaration, SkatPhase, SkatRow, SkatStanding } from "@salon/shared/skat/types";

export interface SkatView {
  phase: SkatPhase;
  seats: number;
  scoring: string;
  dealsTotal: number;
  beerLimit: number;
  dealNo: number;
  dealer: number;
  fh: number;
  mh: number;
  rh: number;
  turn: number;
  toAct: number[];
  stage: number;
  bidder: number;
  listener: number;
  value: number;
  nextBid: number;
  words: BidWord[];
  declarer: number;
  bidValue: number;
  pickedUp: boolean;
  contract: Declaration | null;
  ramsch: boolean;
  kontra: number;
  kontraBy: number;
  leader: number;
  trick: string[];
  lastTrick: string[];
  lastLeader: number;
  lastWinner: number;
  tricks: number[];
  handCounts: number[];
  ouvertHand: string[];
  scores: number[];
  rows: SkatRow[];
  standing: SkatStanding[];
  winners: number[];
  hand: string[] | null;
  legal: string[];
  skat: string[];
  discard: string[];
  declarations: string[];
}

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.map((x) => num(x, 0)) : []);
const objs = <T>(v: unknown): T[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === "object") as T[]) : []);

export function readSkatView(raw: JsonObject | null): SkatView | null {
  if (!raw || Object.keys(raw).length === 0 || typeof raw.phase !== "string") return null;
  return {
    phase: raw.phase as SkatPhase,
    seats: num(raw.seats, 3),
    scoring: String(raw.scoring ?? "tournament"),
    dealsTotal: num(raw.dealsTotal, 0),
    beerLimit: num(raw.beerLimit, 501),
    dealNo: num(raw.dealNo, 0),
    dealer: num(raw.dealer, 0),
    fh: num(raw.fh, 0),
    mh: num(raw.mh, 1),
    rh: num(raw.rh, 2),
    turn: num(raw.turn, -1),
    toAct: nums(raw.toAct),
    stage: num(raw.stage, 1),
    bidder: num(raw.bidder, -1),
    listener: num(raw.listener, -1),
    value: num(raw.value, 0),
    nextBid: num(raw.nextBid, 18),
    words: objs<BidWord>(raw.words),
    declarer: num(raw.declarer, -1),
    bidValue: num(raw.bidValue, 0),
    pickedUp: raw.pickedUp === true,
    contract: raw.contract && typeof raw.contract === "object" ? (raw.contract as unknown as Declaration) : null,
    ramsch: raw.ramsch === true,
    kontra: num(raw.kontra, 0),
    kontraBy: num(raw.kontraBy, -1),
    leader: num(raw.leader, -1),
    trick: strs(raw.trick),
    lastTrick: strs(raw.lastTrick),
    lastLeader: num(raw.lastLeader, -1),
    lastWinner: num(raw.lastWinner, -1),
    tricks: nums(raw.tricks),
    handCounts: nums(raw.handCounts),
    ouvertHand: strs(raw.ouvertHand),
    scores: nums(raw.scores),
    rows: objs<SkatRow>(raw.rows),
    standing: objs<SkatStanding>(raw.standing),
    winners: nums(raw.winners),
    hand: Array.isArray(raw.hand) ? strs(raw.hand) : null,
    legal: strs(raw.legal),
    skat: strs(raw.skat),
    discard: strs(raw.discard),
    declarations: strs(raw.declarations),
  };
}

/** The active seats in play order from `first` (Forehand → Middlehand → Rearhand → Forehand). */
export function playOrder(v: SkatView, first: number): number[] {
  const order = [v.fh, v.mh, v.rh];
  const i = Math.max(0, order.indexOf(first));
  return [order[i], order[(i + 1) % 3], order[(i + 2) % 3]];
}

/** Who played each card of a trick listed in play order. */
export function trickOwners(v: SkatView, cards: string[], leader: number): { code: string; seat: number }[] {
  const order = playOrder(v, leader);
  return cards.map((code, i) => ({ code, seat: order[i] }));
}
