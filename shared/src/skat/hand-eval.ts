/**
 * Hand evaluation for the Skat bot (issue 13): how well a hand plays each game, on a scale where 6 is a
 * sound suit game and 7.5 a sound grand (tuned so that bots at a table play about four deals in five and
 * win about four games in five, as at a club table), and the value a game would be bid at. The weights follow the usual
 * advice of Skat primers: count trumps and the top jacks, count side aces and tens guarded by their ace,
 * count voids only when there are trumps to ruff with, and fear blank tens and low cards under no ace.
 */
import { JACKS, SUIT_BASE, TRUMP_SUIT } from "./cards";
import type { SkatGame } from "./types";
import { matadors, nullValue } from "./value";

export const SUIT_GAMES: readonly SkatGame[] = ["clubs", "spades", "hearts", "diamonds"];
/** Scores from which a bot takes on a game: a suit game, a grand. */
export const PLAYABLE = { suit: 6, grand: 7.5 } as const;

const JACK_BONUS: Record<string, number> = { JC: 0.75, JS: 0.5, JH: 0.25, JD: 0 };
const NULL_RANK = "789TJQKA";

/** Side-suit strength shared by suit and grand games: aces, guarded tens, losers. */
function sideStrength(cards: readonly string[]): number {
  if (cards.length === 0) return 0;
  const has = (r: string) => cards.some((c) => c[0] === r);
  let s = 0;
  if (has("A")) s += 1;
  if (has("T")) s += has("A") ? 0.75 : cards.length >= 3 ? 0.25 : -0.5;
  if (has("A") && has("T") && has("K")) s += 0.25 * Math.max(0, cards.length - 3);
  // cards below the ones that stand are likely losers unless the suit is led out by others
  const standing = has("A") ? (has("T") ? 2 : 1) : 0;
  s -= 0.25 * Math.max(0, cards.length - standing - (has("A") ? 1 : 0));
  return s;
}

const nonJacksOf = (hand: readonly string[], suit: string) => hand.filter((c) => c[0] !== "J" && c[1] === suit);

/** How well `hand` plays the suit game `game` (trumps, top jacks, side suits, voids to ruff). */
export function suitScore(hand: readonly string[], game: SkatGame): number {
  const t = TRUMP_SUIT[game] as string;
  const trumps = hand.filter((c) => c[0] === "J" || c[1] === t);
  let s = trumps.length;
  for (const j of JACKS) if (trumps.includes(j)) s += JACK_BONUS[j];
  if (trumps.includes("A" + t)) s += 0.25;
  if (trumps.includes("T" + t)) s += 0.15;
  for (const o of ["C", "S", "H", "D"]) {
    if (o === t) continue;
    const side = nonJacksOf(hand, o);
    if (side.length === 0 && trumps.length >= 5) s += 0.5;
    s += sideStrength(side);
  }
  return s;
}

/** How well `hand` plays a grand: jacks weigh most, then aces and long solid suits. */
export function grandScore(hand: readonly string[], forehand: boolean): number {
  const jacks = hand.filter((c) => c[0] === "J");
  if (jacks.length < 2 || !(jacks.includes("JC") || jacks.includes("JS"))) return 0;
  let s = jacks.length * 1.5 + (jacks.includes("JC") ? 0.5 : 0) + (jacks.includes("JS") ? 0.25 : 0);
  for (const o of ["C", "S", "H", "D"]) s += 1.25 * sideStrength(nonJacksOf(hand, o));
  return s + (forehand ? 0.5 : 0);
}

/** Null: a suit is safe when its k-th lowest card is at most two ranks above the 7 per step (7, 9, J…). */
export function nullRisk(hand: readonly string[]): { unsafeSuits: number; unsafeCards: number } {
  let unsafeSuits = 0;
  let unsafeCards = 0;
  for (const o of ["C", "S", "H", "D"]) {
    const ranks = hand
      .filter((c) => c[1] === o)
      .map((c) => NULL_RANK.indexOf(c[0]))
      .sort((a, b) => a - b);
    const bad = ranks.filter((r, i) => r > 2 * i).length;
    if (bad > 0) {
      unsafeSuits++;
      unsafeCards += ranks.length;
    }
  }
  return { unsafeSuits, unsafeCards };
}

export interface Plan {
  game: SkatGame;
  score: number;
  /** What the game is worth with these cards (matadors over `twelve`), hand or not. */
  value: number;
}

/** The value of a suit game or grand with the matadors of `cards` (10 before the skat, 12 after). */
export function gameValue(cards: readonly string[], game: SkatGame, grandValue: number, hand: boolean): number {
  if (game === "null") return nullValue({ hand, ouvert: false });
  const base = game === "grand" ? grandValue : (SUIT_BASE[game] as number);
  return base * (matadors(cards, game).tops + 1 + (hand ? 1 : 0));
}

/**
 * Every game this hand could take on, with its score and value. `cards` are the ones that count for
 * matadors; `hand` the ten the bot plays with. Null scores as a sound game when it is safe enough.
 */
export function plans(
  hand: readonly string[],
  cards: readonly string[],
  o: { grandValue: number; forehand: boolean; hand: boolean; discardsLeft: number },
): Plan[] {
  const out: Plan[] = SUIT_GAMES.map((g) => ({ game: g, score: suitScore(hand, g), value: gameValue(cards, g, o.grandValue, o.hand) }));
  out.push({ game: "grand", score: grandScore(hand, o.forehand) - (PLAYABLE.grand - PLAYABLE.suit), value: gameValue(cards, "grand", o.grandValue, o.hand) });
  const risk = nullRisk(hand);
  const nullOk = risk.unsafeSuits === 0 || (risk.unsafeSuits === 1 && risk.unsafeCards <= o.discardsLeft);
  out.push({ game: "null", score: nullOk ? PLAYABLE.suit + 0.5 : 0, value: gameValue(cards, "null", o.grandValue, o.hand) });
  return out;
}

/** The highest bid this hand supports before seeing the skat: the best value among playable games. */
export function bidLimit(hand: readonly string[], grandValue: number, forehand: boolean, margin = 0): number {
  let limit = 0;
  for (const p of plans(hand, hand, { grandValue, forehand, hand: false, discardsLeft: 2 })) {
    if (p.score >= PLAYABLE.suit + margin) limit = Math.max(limit, p.value);
  }
  return limit;
}
