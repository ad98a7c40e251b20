// placeholder until the bidding bot lands: bid 18-23 with two jacks, pick up, declare the longest suit
import type { SkatAction } from "./types";
interface V { phase: string; legal?: string[]; hand?: string[]; nextBid: number; declarations?: string[] }
export function skatBid(view: V, seat: number): SkatAction | null {
  void seat;
  const legal = view.legal ?? [];
  const hand = view.hand ?? [];
  const jacks = hand.filter((c) => c[0] === "J").length;
  if (view.phase === "bidding") {
    if (legal.includes("hold") && jacks >= 2 && view.nextBid <= 24) return { type: "hold" };
    if (legal.includes("bid") && jacks >= 2 && view.nextBid <= 23) return { type: "bid", value: view.nextBid };
    return legal.includes("pass") ? { type: "pass" } : null;
  }
  if (view.phase === "skat") return { type: "pickUpSkat" };
  if (view.phase === "discard") {
    const away = hand.filter((c) => c[0] !== "J").slice(0, 2);
    return { type: "discard", cards: away };
  }
  if (view.phase === "declare") {
    const counts: Record<string, number> = { C: 0, S: 0, H: 0, D: 0 };
    for (const c of hand) if (c[0] !== "J") counts[c[1]]++;
    const suit = Object.entries(counts).sort((a, b) => b[1] - a[1])[0][0];
    const game = { C: "clubs", S: "spades", H: "hearts", D: "diamonds" }[suit] as "clubs";
    return { type: "declare", game, hand: false, schneider: false, schwarz: false, ouvert: false };
  }
  if (view.phase === "kontra") return { type: "pass" };
  if (view.phase === "play" && legal.includes("kontra") && legal.length === 1) return null;
  return null;
}
