/**
 * The 32-card deck, card points and orders (§6): which cards are trumps in which game, the class a card
 * belongs to for following (§5.6), and the strength that decides a trick.
 */
import type { SkatGame } from "./types";

export const SUITS = ["C", "S", "H", "D"] as const;
export const RANKS = ["7", "8", "9", "T", "J", "Q", "K", "A"] as const;
export const SKAT_DECK: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => r + s));
export const CARD_PATTERN = /^[789TJQKA][CSHD]$/;
export const JACKS = ["JC", "JS", "JH", "JD"] as const;

/** The trump suit letter of a suit game. */
export const TRUMP_SUIT: Partial<Record<SkatGame, string>> = { clubs: "C", spades: "S", hearts: "H", diamonds: "D" };
/** Base values (§7.2); grand is the `grandValue` option. */
export const SUIT_BASE: Partial<Record<SkatGame, number>> = { diamonds: 9, hearts: 10, spades: 11, clubs: 12 };

const POINTS: Record<string, number> = { A: 11, T: 10, K: 4, Q: 3, J: 2, "9": 0, "8": 0, "7": 0 };
export const suitOf = (c: string) => c[1];
export const cardPoints = (c: string) => POINTS[c[0]];
export const sumPoints = (cards: readonly string[]) => cards.reduce((n, c) => n + POINTS[c[0]], 0);

/** Play kind: "ramsch" behaves as grand for trumps and following. */
export type PlayKind = SkatGame | "ramsch";

/** Non-trump order A T K Q 9 8 7 (suit, grand, Ramsch); null order A K Q J T 9 8 7 (§6). */
const PLAIN = ["7", "8", "9", "Q", "K", "T", "A"];
const NULL_ORDER = ["7", "8", "9", "T", "J", "Q", "K", "A"];

/** The trump class of a game from the top down (11 in a suit game, 4 jacks in grand/Ramsch, none in null). */
export function trumpOrder(kind: PlayKind): string[] {
  if (kind === "null") return [];
  const t = TRUMP_SUIT[kind as SkatGame];
  const jacks: string[] = [...JACKS];
  return t ? [...jacks, ...["A", "T", "K", "Q", "9", "8", "7"].map((r) => r + t)] : jacks;
}

export function isTrump(card: string, kind: PlayKind): boolean {
  if (kind === "null") return false;
  return card[0] === "J" || suitOf(card) === TRUMP_SUIT[kind as SkatGame];
}

/** The class a card belongs to for following (§5.6): "T" for trump, else its suit letter. */
export function classOf(card: string, kind: PlayKind): string {
  return isTrump(card, kind) ? "T" : suitOf(card);
}

/** Strength within its class (higher wins); trumps rank above everything. */
export function strength(card: string, kind: PlayKind): number {
  if (kind === "null") return NULL_ORDER.indexOf(card[0]);
  if (isTrump(card, kind)) {
    const order = trumpOrder(kind);
    return 100 + (order.length - order.indexOf(card));
  }
  return PLAIN.indexOf(card[0]);
}

/** Index in `trick` of the winning card (§6): highest trump, else highest card of the led class. */
export function trickWinner(trick: readonly string[], kind: PlayKind): number {
  const led = classOf(trick[0], kind);
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i];
    const cls = classOf(c, kind);
    const bestCls = classOf(trick[best], kind);
    if (cls === "T" && bestCls !== "T") best = i;
    else if (cls === bestCls && (cls === "T" || cls === led) && strength(c, kind) > strength(trick[best], kind)) best = i;
  }
  return best;
}

/** The cards of `hand` that may follow to a trick led with `led` (§5.6): same class if any, else all. */
export function followable(hand: readonly string[], led: string | undefined, kind: PlayKind): string[] {
  if (!led) return hand.slice();
  const cls = classOf(led, kind);
  const same = hand.filter((c) => classOf(c, kind) === cls);
  return same.length ? same : hand.slice();
}

/**
 * Display order of a hand for a game: trumps first from the top, then the other suits (C S H D) from
 * the top; in null every suit A K Q J T 9 8 7. Before a game is known, a grand-like order (jacks first).
 */
export function sortHand(cards: readonly string[], kind: PlayKind | null): string[] {
  const k: PlayKind = kind ?? "grand";
  const key = (c: string): number => {
    if (isTrump(c, k)) return strength(c, k) > 0 ? -strength(c, k) : 0;
    const suit = SUITS.indexOf(suitOf(c) as (typeof SUITS)[number]);
    return suit * 20 + (20 - strength(c, k));
  };
  return cards.slice().sort((a, b) => key(a) - key(b));
}
