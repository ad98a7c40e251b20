/**
 * Game value (§7.1–7.3): matadors over the declarer's 12 cards, the multiplier, won or lost, and the
 * overbid raise to the next multiple of the base that reaches the bid.
 */
import { SUIT_BASE, trumpOrder } from "./cards";
import type { Breakdown, Declaration } from "./types";

/** Matadors (§7.2): "with n" when holding JC, else "without n" (all trumps missing: 11 or 4). */
export function matadors(cards: readonly string[], game: Declaration["game"]): { with: boolean; tops: number } {
  const order = trumpOrder(game);
  const held = new Set(cards);
  const has = held.has(order[0]);
  let n = 0;
  while (n < order.length && held.has(order[n]) === has) n++;
  return { with: has, tops: n };
}

/** Null values (§7.2): 23, hand 35, ouvert 46, ouvert hand 59. */
export function nullValue(c: Pick<Declaration, "hand" | "ouvert">): number {
  return c.ouvert ? (c.hand ? 59 : 46) : c.hand ? 35 : 23;
}

export interface PlayFacts {
  /** The declarer's original 10 cards and the original skat (12 cards). */
  twelve: readonly string[];
  /** Declarer's card points, skat included. */
  points: number;
  /** Tricks the declarer took, and tricks played in all. */
  declarerTricks: number;
  tricksPlayed: number;
  bid: number;
  grandValue: number;
}

/** The settled value of a game and whether the declarer won it (before the kontra factor). */
export function settleValue(c: Declaration, f: PlayFacts): { won: boolean; breakdown: Breakdown } {
  if (c.game === "null") {
    const value = nullValue(c);
    return {
      won: f.declarerTricks === 0,
      breakdown: {
        with: false,
        tops: 0,
        game: 1,
        hand: c.hand,
        schneider: false,
        schneiderAnnounced: false,
        schwarz: false,
        schwarzAnnounced: false,
        ouvert: c.ouvert,
        multiplier: 0,
        base: value,
        value,
        overbid: false,
        plain: value,
      },
    };
  }
  const base = c.game === "grand" ? f.grandValue : (SUIT_BASE[c.game] as number);
  const tops = matadors(f.twelve, c.game);
  const schneider = f.points >= 90 || f.points <= 30 || c.schneider;
  const allTricks = f.tricksPlayed === 10 && f.declarerTricks === 10;
  const schwarz = allTricks || f.declarerTricks === 0 || c.schwarz;
  const m = tops.tops + 1 + (c.hand ? 1 : 0) + (schneider ? 1 : 0) + (c.schneider ? 1 : 0) + (schwarz ? 1 : 0) + (c.schwarz ? 1 : 0) + (c.ouvert ? 1 : 0);
  const plain = base * m;
  const overbid = plain < f.bid;
  const value = overbid ? base * Math.max(m, Math.ceil(f.bid / base)) : plain;
  const won = !overbid && f.points >= 61 && (!c.schneider || f.points >= 90) && (!c.schwarz || allTricks);
  return {
    won,
    breakdown: {
      with: tops.with,
      tops: tops.tops,
      game: 1,
      hand: c.hand,
      schneider,
      schneiderAnnounced: c.schneider,
      schwarz,
      schwarzAnnounced: c.schwarz,
      ouvert: c.ouvert,
      multiplier: m,
      base,
      value,
      overbid,
      plain,
    },
  };
}
