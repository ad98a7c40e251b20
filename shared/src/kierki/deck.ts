/**
 * The Kierki deck (§2): 52 French cards, A high; with 3 seats the `2C` is left out (51 cards, 17 each).
 */
import { frenchDeck } from "../core/cards";

/** Rank letters from low to high; the index is the rank's strength. */
export const RANKS = "23456789TJQKA";
/** Hands are shown by suit in alternating colours: spades, hearts, clubs, diamonds. */
export const SUIT_ORDER = "SHCD";

export const CARD_PATTERN = /^[2-9TJQKA][SHDC]$/;

export function deckFor(seats: number): string[] {
  const all = frenchDeck();
  return seats === 3 ? all.filter((c) => c !== "2C") : all;
}

export const rankIndex = (code: string): number => RANKS.indexOf(code[0]);
export const suitOf = (code: string): string => code[1];

/** Display position of every card (suit S, H, C, D, then rank ascending), looked up once. */
const ORDER = new Map<string, number>();
for (let s = 0; s < 4; s++) for (let r = 0; r < 13; r++) ORDER.set(RANKS[r] + SUIT_ORDER[s], s * 13 + r);

/** A sorted copy of distinct cards (suit S, H, C, D, then rank ascending): a bucket pass, no comparisons. */
export function sortCards(cards: readonly string[]): string[] {
  const slots: (string | undefined)[] = new Array(52);
  for (const c of cards) slots[ORDER.get(c) as number] = c;
  const out: string[] = [];
  for (let i = 0; i < 52; i++) if (slots[i] !== undefined) out.push(slots[i] as string);
  return out;
}

/** The card of `suit` at rank index `r`, or null off the ends. */
export function cardAt(r: number, suit: string): string | null {
  return r >= 0 && r < 13 ? RANKS[r] + suit : null;
}
