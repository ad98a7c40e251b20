/**
 * Naming trump in a Kierki trump deal (issue 13, part 2; rules §5.3): every trick is worth the same to its
 * taker, so the declarer names the suit that should win him the most tricks. Length counts first (long
 * trumps win tricks once the others are void), then the trump honours that win tricks on their own.
 */
import type { KierkiAction, KierkiView } from "./types";

const HONOUR: Record<string, number> = { A: 1, K: 0.7, Q: 0.4, J: 0.2 };

/** How many tricks the hand should take with `suit` as trump, in rough tricks. */
export function trumpStrength(hand: readonly string[], suit: string): number {
  const trumps = hand.filter((c) => c.endsWith(suit));
  let t = trumps.length * 0.6 + trumps.reduce((n, c) => n + (HONOUR[c.slice(0, -1)] ?? 0), 0);
  // a short side suit lets the trumps ruff early
  for (const s of ["S", "H", "D", "C"]) if (s !== suit && trumps.length >= 3 && !hand.some((c) => c.endsWith(s))) t += 0.5;
  return t;
}

export function kierkiTrump(view: KierkiView, seat: number): KierkiAction | null {
  void seat;
  if (view.phase !== "trump") return null;
  const hand = view.hand ?? [];
  const suits = (view.legal ?? []).length > 0 ? (view.legal as string[]) : ["S", "H", "D", "C"];
  let best = suits[0];
  for (const s of suits) if (trumpStrength(hand, s) > trumpStrength(hand, best)) best = s;
  return { type: "trump", suit: best };
}
