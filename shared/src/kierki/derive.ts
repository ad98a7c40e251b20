/**
 * View keys a client recomputes from the rest of its own view, so the server does not send them: whose
 * turn it is and the seat's legal moves. Each must equal what `view` returns; derive.test.ts checks every
 * viewer at every step of many games, and the integration test compares the clients' rebuilt views.
 */
import type { Json, JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
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

export const kierkiDerived: Record<string, (v: V, viewer: Viewer) => Json | undefined> = {
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
