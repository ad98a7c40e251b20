/**
 * Suits and cards inside sentences (a suggestion, a refusal). The French suits are their signs ♠ ♥ ♦ ♣, which
 * every text font draws; the Fox suits have no such sign (their pictures exist only as emoji, empty boxes on
 * a machine without an emoji font), so they are written as words from the catalogue: "Bells", "7 of Bells".
 * DOM-free, so the Node tests can check it with a catalogue of their own.
 */

/** The French suits' signs. */
export const SUIT_SIGN: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** The Fox in the Forest's suits: Bells, Keys, Moons. */
const FOX_SUITS = new Set(["B", "K", "M"]);

type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The catalogue key that names a Fox suit, or undefined for any other suit. */
export function suitKey(letter: string): string | undefined {
  return FOX_SUITS.has(letter) ? `fox.suit${letter}` : undefined;
}

/** A suit in a sentence: its sign, or its name in the reader's language. */
export function suitText(letter: string, t: Translate): string {
  const key = suitKey(letter);
  return key ? t(key) : (SUIT_SIGN[letter] ?? letter);
}

/** A card in a sentence: "10♥", "A♠", or a Fox card by name ("7 of Bells"). */
export function cardText(code: string, t: Translate): string {
  const letter = code.slice(-1);
  const rank = code.slice(0, -1);
  if (FOX_SUITS.has(letter)) return t(`fox.card${letter}`, { rank });
  return `${rank.replace("T", "10")}${SUIT_SIGN[letter] ?? letter}`;
}
