/**
 * View keys a client recomputes from the rest of its own view, so the server does not send them: whose
 * turn it is and the seat's legal moves. Each must equal what `view` returns; derive.test.ts checks every
 * viewer at every step of many games, and the integration test compares the clients' rebuilt views.
 */
import type { Json, JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import type { KierkiDerivedKey } from "./types";
import { rankIndex } from "./deck";
import { lotteryPlayable, playable } from "./legal";
import type { DealKind, LotteryRow } from "./types";

type V = JsonObject;

/** Lottery rows as the engine keeps them: rank indices [low, high] per suit. */
function rowsOf(v: V): Record<string, readonly [number, number] | null> {
  const out: Record<string, readonly [number, number] | null> = { S: null, H: null, D: null, C: null };
  for (const r of v.rows as unknown as LotteryRow[]) out[r.suit] = [rankIndex(r.low), rankIndex(r.high)];
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The trick bookkeeping a card play would otherwise repeat on the wire (issue 12: bytes per play). Key order
 * matters: later keys read earlier ones (`handCounts` reads `trickNo`, `legal` reads `turn`).
 */
/** Exactly the keys of `KierkiDerivedKey` (types.ts): a key added here without it, or the other way round, is a type error. */
export const kierkiDerived: Record<KierkiDerivedKey, (v: V, viewer: Viewer) => Json | undefined> = {
  /** Every finished trick of the deal was taken by someone. */
  trickNo: (v) => sum(v.tricks as number[]),
  /** The winner of the last trick leads the next, and the last trick stays shown only until its first card (§8). */
  lastWinner: (v) => ((v.lastTrick as string[]).length > 0 ? (v.leader as number) : -1),
  /** Earlier deals' results plus this deal's points; a finished game's final deal is already in its results. */
  scores: (v) => {
    const results = v.results as unknown as { points: number[] }[];
    const points = v.points as number[];
    return points.map((p, i) => sum(results.map((r) => r.points[i])) + (v.phase === "over" ? 0 : p));
  },
  /**
   * In trick play every hand holds the deal's cards less one per finished trick and one if it has played to
   * this trick; naming trump, every hand is whole. Other phases (the lottery, between deals, the end) send
   * `counts` instead, as cards leave hands there in no fixed order.
   */
  handCounts: (v) => {
    const n = v.seats as number;
    const left = (v.trickCount as number) - (v.trickNo as number);
    if (v.phase === "trump") return new Array<number>(n).fill(left);
    if (v.phase !== "play") return (v.counts as number[]).slice();
    const played = (v.trick as string[]).length;
    const leader = v.leader as number;
    return Array.from({ length: n }, (_, i) => left - ((i - leader + n) % n < played ? 1 : 0));
  },

  /** Trick play: the leader plus the cards down; naming trump: the declarer; lottery: the next seat not out. */
  turn: (v) => {
    const n = v.seats as number;
    const first = ((v.dealer as number) + 1) % n;
    switch (v.phase) {
      case "play":
        return ((v.leader as number) + (v.trick as string[]).length) % n;
      case "trump":
        return first;
      case "lottery": {
        const last = v.lastMove as { seat: number } | null;
        if (!last) return first;
        const out = v.out as number[];
        for (let i = 1; i <= n; i++) {
          const next = (last.seat + i) % n;
          if (!out.includes(next)) return next;
        }
        return -1;
      }
      default:
        return -1;
    }
  },
  legal: (v, viewer) => {
    if (typeof viewer !== "number") return undefined;
    if (v.turn !== viewer) return [];
    const hand = v.hand as string[];
    switch (v.phase) {
      case "play":
        return playable(hand, v.trick as string[], { kind: v.kind as DealKind, kingOfHeartsDiscard: v.kingOfHeartsDiscard === true });
      case "trump":
        return ["S", "H", "D", "C"];
      case "lottery": {
        const base = v.base as string;
        const cards = lotteryPlayable(hand, { rows: rowsOf(v), base: base ? rankIndex(base + "S") : -1, n: v.seats as number });
        return cards.length > 0 ? cards : ["pass"];
      }
      default:
        return [];
    }
  },
};
