/**
 * The 52-card deck (§2), hand sorting as bridge players hold cards (spades, hearts, diamonds, clubs; high
 * first), high-card points (§7.6) and the PBN hand notation used for hand records.
 */
import { FRENCH_RANKS, frenchDeck } from "../core/cards";

export const BRIDGE_DECK: readonly string[] = frenchDeck();
export const CARD_PATTERN = /^[2-9TJQKA][SHDC]$/;
const SUIT_ORDER = "SHDC";
const RANK_ORDER = FRENCH_RANKS.join("");

export const suitOf = (card: string): string => card.charAt(1);
/** Rank index 0 (2) … 12 (A); -1 for anything else. Looked up, not searched: the bots' search calls it per card. */
const RANK_INDEX: Record<string, number> = Object.fromEntries([...RANK_ORDER].map((r, i) => [r, i]));
export const rankOf = (card: string): number => RANK_INDEX[card.charAt(0)] ?? -1;

/**
 * The deck in hand order, and each card's place in it. Sorting marks the cards' places and reads them back
 * in order, with no comparator: a search sorts hands for every deal it plays (measured: a comparator over a
 * Map was 17 % of a strong bridge bot's time).
 */
const SORTED: readonly string[] = [..."SHDC"].flatMap((s) => [...RANK_ORDER].reverse().map((r) => r + s));
const PLACE: Record<string, number> = Object.fromEntries(SORTED.map((c, i) => [c, i]));
export function sortHand(cards: readonly string[]): string[] {
  const at: (string | undefined)[] = new Array(52);
  const odd: string[] = [];
  for (const c of cards) {
    const i = PLACE[c];
    if (i === undefined || at[i] !== undefined) odd.push(c);
    else at[i] = c;
  }
  const out: string[] = [];
  for (let i = 0; i < 52; i++) if (at[i] !== undefined) out.push(at[i]!);
  // anything that is not a bridge card (or a repeat) goes last, as before
  for (const c of odd) out.push(c);
  return out;
}

const HCP: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };
export function hcp(cards: readonly string[]): number {
  let n = 0;
  for (const c of cards) n += HCP[c.charAt(0)] ?? 0;
  return n;
}

/** One hand in PBN notation: "AKQ.JT9.876.5432" (spades.hearts.diamonds.clubs, high first). */
export function pbnHand(cards: readonly string[]): string {
  const suits = ["", "", "", ""];
  for (const c of sortHand(cards)) {
    const k = SUIT_ORDER.indexOf(c.charAt(1));
    if (k >= 0) suits[k] += c.charAt(0);
  }
  return suits.join(".");
}

/** A PBN Deal value "N:<N hand> <E> <S> <W>" for hands indexed by seat (0 = N), starting from `first`. */
export function pbnDeal(hands: readonly (readonly string[])[], first = 0): string {
  const order = [0, 1, 2, 3].map((i) => (first + i) % 4);
  return `${"NESW"[first]}:${order.map((s) => pbnHand(hands[s])).join(" ")}`;
}

/** Parses a PBN Deal value back into hands indexed by seat; null when malformed. "-" marks an unknown hand. */
export function parsePbnDeal(text: string): string[][] | null {
  const m = /^\s*([NESWnesw])\s*:\s*(.*)$/.exec(text);
  if (!m) return null;
  const first = "NESW".indexOf(m[1].toUpperCase());
  const parts = m[2].trim().split(/\s+/);
  if (parts.length !== 4) return null;
  const hands: string[][] = [[], [], [], []];
  for (let i = 0; i < 4; i++) {
    const seat = (first + i) % 4;
    if (parts[i] === "-") return null;
    const suits = parts[i].split(".");
    if (suits.length !== 4) return null;
    for (let k = 0; k < 4; k++) {
      for (const r of suits[k].toUpperCase()) {
        if (!RANK_ORDER.includes(r)) return null;
        hands[seat].push(r + SUIT_ORDER[k]);
      }
    }
  }
  return hands;
}
