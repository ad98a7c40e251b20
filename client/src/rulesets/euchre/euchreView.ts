/**
 * Reading a Euchre view (shared/src/euchre/types.ts, `EuchreView`) out of the merged JSON, with safe
 * defaults for anything missing, so the renderer never trips over a partial state.
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { EuchreBid, EuchreHandResult, EuchrePhase, EuchreView, Played } from "@salon/shared/euchre/types";

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);
const pair = (v: unknown): [number, number] => {
  const a = Array.isArray(v) ? v : [];
  return [num(a[0], 0), num(a[1], 0)];
};
const objs = (v: unknown): JsonObject[] => (Array.isArray(v) ? v.filter((r): r is JsonObject => !!r && typeof r === "object" && !Array.isArray(r)) : []);
const phases: EuchrePhase[] = ["bid1", "discard", "bid2", "defend", "play", "over", "deal"];

const played = (v: unknown): Played[] => objs(v).map((p) => ({ seat: num(p.seat, 0), card: str(p.card) }));

export function readEuchreView(raw: JsonObject | null): EuchreView | null {
  if (!raw || Object.keys(raw).length === 0) return null;
  const view: EuchreView = {
    phase: phases.includes(raw.phase as EuchrePhase) ? (raw.phase as EuchrePhase) : "deal",
    handNo: num(raw.handNo, 0),
    dealer: num(raw.dealer, 0),
    target: num(raw.target, 10),
    stickTheDealer: raw.stickTheDealer === true,
    defendAloneOption: raw.defendAloneOption !== false,
    turn: num(raw.turn, -1),
    upcard: str(raw.upcard),
    upSuit: str(raw.upSuit),
    upcardState: str(raw.upcardState),
    bids: objs(raw.bids).map((b) => ({ ...(b as unknown as EuchreBid) })),
    trump: str(raw.trump),
    maker: num(raw.maker, -1),
    alone: raw.alone === true,
    defender: num(raw.defender, -1),
    out: nums(raw.out),
    leader: num(raw.leader, -1),
    trick: played(raw.trick),
    lastTrick: played(raw.lastTrick),
    lastWinner: num(raw.lastWinner, -1),
    tricks: pair(raw.tricks),
    scores: nums(raw.scores).length === 4 ? nums(raw.scores) : [0, 0, 0, 0],
    handCounts: nums(raw.handCounts).length === 4 ? nums(raw.handCounts) : [0, 0, 0, 0],
    results: objs(raw.results).map((r) => ({
      dealer: num(r.dealer, 0),
      trump: str(r.trump),
      maker: num(r.maker, -1),
      alone: r.alone === true,
      defender: num(r.defender, -1),
      thrownIn: r.thrownIn === true,
      tricks: pair(r.tricks),
      points: pair(r.points),
      totals: pair(r.totals),
    })) as EuchreHandResult[],
    winners: nums(raw.winners),
  };
  if (Array.isArray(raw.hand)) view.hand = strs(raw.hand);
  if (Array.isArray(raw.legal)) view.legal = strs(raw.legal);
  if (typeof raw.discarded === "string") view.discarded = raw.discarded;
  if (Array.isArray(raw.hands)) view.hands = (raw.hands as unknown[]).map(strs);
  return view;
}
