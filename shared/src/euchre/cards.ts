/**
 * The Euchre deck (§2) and trump order (§5 "Trump and bowers"): effective suits, the bowers, card strength
 * and the hand order a player expects (trumps together, bowers on top).
 */

export const SUITS = ["S", "H", "D", "C"] as const;
export const RANKS = ["9", "T", "J", "Q", "K", "A"] as const;

/** Every card once: suits S H D C, ranks 9..A. */
export const EUCHRE_DECK: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => r + s));

export const CARD_PATTERN = /^[9TJQKA][SHDC]$/;

/** The other suit of the same colour (S<->C, H<->D): the left bower's printed suit. */
export function sameColour(suit: string): string {
  return suit === "S" ? "C" : suit === "C" ? "S" : suit === "H" ? "D" : "H";
}

export const isRight = (code: string, trump: string): boolean => code[0] === "J" && code[1] === trump;
export const isLeft = (code: string, trump: string): boolean => trump !== "" && code[0] === "J" && code[1] === sameColour(trump);

/** The effective suit: trump for both bowers, else the printed suit (the left bower leaves its own suit). */
export function effectiveSuit(code: string, trump: string): string {
  return isLeft(code, trump) ? trump : code[1];
}

const PLAIN = "9TJQKA";

/** Strength within the card's effective suit: right 20, left 19, then A 14 .. 9 9 (J 11 off trump). */
export function strength(code: string, trump: string): number {
  if (isRight(code, trump)) return 20;
  if (isLeft(code, trump)) return 19;
  return 9 + PLAIN.indexOf(code[0]);
}

/**
 * A sorted copy of a hand: with trump known, trumps first (right, left, A..9), then the other suits;
 * within a suit high to low. Suits go S H C D (rotated to start at trump): colours alternate.
 */
const DISPLAY = "SHCD";

export function sortHand(cards: readonly string[], trump: string): string[] {
  const start = trump === "" ? 0 : DISPLAY.indexOf(trump);
  const order = (c: string): number => {
    const pos = (DISPLAY.indexOf(effectiveSuit(c, trump)) - start + 4) % 4;
    return pos * 100 - strength(c, trump);
  };
  return cards.slice().sort((a, b) => order(a) - order(b));
}

export function removeCard(hand: readonly string[], card: string): string[] {
  const i = hand.indexOf(card);
  return i < 0 ? hand.slice() : [...hand.slice(0, i), ...hand.slice(i + 1)];
}

export const SUIT_NAMES: Record<string, string> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
