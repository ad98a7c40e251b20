/**
 * Hand evaluation for the bridge bidder (docs/bridge-bidding.md): high-card points (A 4, K 3, Q 2, J 1),
 * suit lengths, balanced shape, stoppers, and the points that length and shortness add once a fit is known.
 */
import { hcp, suitOf } from "./cards";

export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];
export const isMajor = (s: string) => s === "S" || s === "H";

export interface HandFacts {
  hcp: number;
  len: Record<Suit, number>;
  /** No void or singleton, at most one doubleton. */
  balanced: boolean;
  /** HCP plus one per card beyond four in a suit: what opening and overcalling count. */
  total: number;
  cards: readonly string[];
}

export function facts(hand: readonly string[]): HandFacts {
  const len = { S: 0, H: 0, D: 0, C: 0 } as Record<Suit, number>;
  for (const c of hand) len[suitOf(c) as Suit]++;
  const ls = SUITS.map((s) => len[s]);
  const balanced = ls.every((n) => n >= 2) && ls.filter((n) => n === 2).length <= 1;
  const points = hcp(hand);
  return { hcp: points, len, balanced, total: points + ls.reduce((n, k) => n + Math.max(0, k - 4), 0), cards: hand };
}

/** The suit's honours among A K Q J T. */
export const honours = (f: HandFacts, s: string) => f.cards.filter((c) => suitOf(c) === s && "AKQJT".includes(c[0])).length;

/** A stopper for notrump: A, Kx, Qxx or Jxxx. */
export function stopper(f: HandFacts, s: Suit): boolean {
  const has = (r: string) => f.cards.includes(r + s);
  const n = f.len[s];
  return has("A") || (has("K") && n >= 2) || (has("Q") && n >= 3) || (has("J") && n >= 4);
}

/** Points with a fit in `trump` as the supporting hand: HCP plus shortness (void 5, singleton 3, doubleton 1). */
export function supportPoints(f: HandFacts, trump: Suit): number {
  let extra = 0;
  for (const s of SUITS) if (s !== trump) extra += f.len[s] === 0 ? 5 : f.len[s] === 1 ? 3 : f.len[s] === 2 ? 1 : 0;
  return f.hcp + extra;
}

/** The longest suit (the higher-ranking of equal lengths, the usual choice with five-five). */
export function longest(f: HandFacts, among: readonly Suit[] = SUITS): Suit {
  return among.reduce((a, b) => (f.len[b] > f.len[a] ? b : a));
}
