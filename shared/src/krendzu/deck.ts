/**
 * The Krendzu deck (§2): 36 cards, ranks 6..A in suits S H D C, and the values each rank may take.
 */
import { frenchDeck } from "../core/cards";

export const RANKS = ["6", "7", "8", "9", "T", "J", "Q", "K", "A"] as const;
export const DECK: readonly string[] = frenchDeck(RANKS);

const KNOWN = new Set(DECK);

/** Card codes as the action schema accepts them (the engine then checks the card is held). */
export const CARD_PATTERN = /^[6-9TJQKA][SHDC]$/;

export function isCard(code: unknown): code is string {
  return typeof code === "string" && KNOWN.has(code);
}

/** §2: every value a rank may take. Figures are two-valued, the ace four-valued; together 1..15. */
const VALUES: Record<string, readonly number[]> = {
  "6": [6],
  "7": [7],
  "8": [8],
  "9": [9],
  T: [10],
  J: [2, 12],
  Q: [3, 13],
  K: [4, 14],
  A: [1, 5, 11, 15],
};

export function valuesOf(card: string): readonly number[] {
  return VALUES[card[0]];
}

export function suitOf(card: string): string {
  return card[1];
}

const ORDER = new Map(DECK.map((c, i) => [c, i]));

/** A sorted copy (suit S, H, D, C, then rank 6..A) so hands read the same everywhere. */
export function sortCards(cards: readonly string[]): string[] {
  return cards.slice().sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
}
