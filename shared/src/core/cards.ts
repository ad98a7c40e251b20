/**
 * Card codes shared by every ruleset (see docs/architecture.md and docs/protocol.md): rank then suit, e.g. "TS", "QH", "11M".
 */

/** French suits, in the conventional display order. */
export const FRENCH_SUITS = ["S", "H", "D", "C"] as const;
export type FrenchSuit = (typeof FRENCH_SUITS)[number];

/** French ranks from low to high; `T` is the ten. */
export const FRENCH_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"] as const;
export type FrenchRank = (typeof FRENCH_RANKS)[number];

export const JOKER = "JK";

/** Splits a card code into its rank part and its one-letter suit. */
export function splitCard(code: string): { rank: string; suit: string } {
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

export function suitOf(code: string): string {
  return code.charAt(code.length - 1);
}

/**
 * The 52 codes made once: a deck built per deal (Kierki) would otherwise make 52 new strings each time, and
 * a server holding a thousand games keeps every deal's hands (in each game's record) as copies of them.
 */
const FULL_DECK: readonly string[] = FRENCH_SUITS.flatMap((suit) => FRENCH_RANKS.map((rank) => rank + suit));

/** A French deck of the given ranks (every suit), e.g. `frenchDeck(["9","T","J","Q","K","A"])` for Euchre. */
export function frenchDeck(ranks: readonly string[] = FRENCH_RANKS): string[] {
  if (ranks === FRENCH_RANKS) return FULL_DECK.slice();
  const deck: string[] = [];
  for (const suit of FRENCH_SUITS) for (const rank of ranks) deck.push(rank + suit);
  return deck;
}

/** Why `x`, read from a record's deal as `what`, is not a list of `size` card codes; null when it is. */
export function cardListProblem(x: unknown, size: number, what: string): string | null {
  if (!Array.isArray(x)) return `${what} must be a list of card codes`;
  if (x.length !== size) return `${what} must hold ${size} cards, not ${x.length}`;
  if (x.some((c) => typeof c !== "string")) return `${what} must hold card codes (strings)`;
  return null;
}

/**
 * Checks that `cards` is exactly `deck` (each card once, none missing, none extra).
 * Returns a reason when it is not, so setup can refuse a bad deal clearly.
 */
export function checkExactDeck(cards: readonly string[], deck: readonly string[]): string | null {
  const known = new Set(deck);
  const seen = new Set<string>();
  for (const c of cards) {
    if (!known.has(c)) return `unknown card ${JSON.stringify(c)}`;
    if (seen.has(c)) return `card ${c} appears twice`;
    seen.add(c);
  }
  if (seen.size !== known.size) {
    const missing = deck.filter((c) => !seen.has(c));
    return `missing ${missing.length} card(s): ${missing.slice(0, 5).join(" ")}`;
  }
  return null;
}
