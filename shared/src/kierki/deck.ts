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

function order(code: string): number {
  return SUIT_ORDER.indexOf(code[1]) * 13 + rankIndex(code);
}

/** A sorted copy of a hand (suit S, H, C, D, then rank ascending). */
export function sortCards(cards: readonly string[]): string[] {
  return cards.slice().sort((a, b) => order(a) - order(b));
}

/** The card of `suit` at rank index `r`, or null off the ends. */
export function cardAt(r: number, suit: string): string | null {
  return r >= 0 && r < 13 ? RANKS[r] + suit : null;
}
