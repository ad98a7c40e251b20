/**
 * The Fox deck (§2): 33 cards, suits B K M, ranks 1..11, codes "1B" .. "11M".
 * Rank and suit are read straight off the code (no lookups) because these run on every step.
 */

export const FOX_SUITS = ["B", "K", "M"] as const;

/** Every card once, in display order (suit B, K, M, then rank ascending). */
export const FOX_DECK: readonly string[] = FOX_SUITS.flatMap((s) => Array.from({ length: 11 }, (_, i) => `${i + 1}${s}`));

/** Card codes as the action schema accepts them (the engine then checks the card is held). */
export const CARD_PATTERN = /^(?:[1-9]|1[01])[BKM]$/;

/** Rank 1..11 of a valid code. */
export function rankOf(code: string): number {
  return code.length === 3 ? 10 + code.charCodeAt(1) - 48 : code.charCodeAt(0) - 48;
}

/** The printed suit letter of a valid code. */
export function suitOf(code: string): string {
  return code[code.length - 1];
}

/** Position in display order (1..33), so hands can be kept sorted. Char codes: B 66, K 75, M 77. */
export function orderOf(code: string): number {
  const s = code.charCodeAt(code.length - 1);
  return (s === 66 ? 0 : s === 75 ? 11 : 22) + rankOf(code);
}

/** A sorted copy of distinct `cards` (suit B, K, M, then rank ascending): a bucket pass, no comparisons. */
export function sortCards(cards: readonly string[]): string[] {
  const slots: (string | undefined)[] = new Array(34);
  for (const c of cards) slots[orderOf(c)] = c;
  const out: string[] = [];
  for (let i = 1; i < 34; i++) if (slots[i] !== undefined) out.push(slots[i] as string);
  return out;
}

/** A copy of a sorted hand with `card` inserted in its place. */
export function insertSorted(hand: readonly string[], card: string): string[] {
  const o = orderOf(card);
  let i = 0;
  while (i < hand.length && orderOf(hand[i]) < o) i++;
  const out = hand.slice();
  out.splice(i, 0, card);
  return out;
}

/** A copy of `hand` without the card at index `i`. */
export function removeAt(hand: readonly string[], i: number): string[] {
  const out: string[] = [];
  for (let j = 0; j < hand.length; j++) if (j !== i) out.push(hand[j]);
  return out;
}
