/**
 * How Fox cards look and are named: suits B bells, K keys, M moons (each its own ink and symbol),
 * ranks 1..11, and the powers of the odd ranks (rules: ../shared/rules/fox.md §2).
 */
import type { Graphics } from "pixi.js";
import type { CardFace } from "../../table/cardFace";
import { drawBell, drawKey, drawMoon } from "./suitIcons";

export interface SuitInfo {
  letter: string;
  name: string;
  /** Ink on the card. */
  ink: number;
  /** The same hue, light enough to read on the felt and on dark panels. */
  light: number;
  css: string;
  draw(g: Graphics, cx: number, cy: number, s: number, color: number): void;
}

export const SUITS: Record<string, SuitInfo> = {
  B: { letter: "B", name: "Bells", ink: 0xa8660f, light: 0xf2c14e, css: "#f2c14e", draw: drawBell },
  K: { letter: "K", name: "Keys", ink: 0x245f9e, light: 0x8ec5ff, css: "#8ec5ff", draw: drawKey },
  M: { letter: "M", name: "Moons", ink: 0x6e3f9a, light: 0xd2a8f5, css: "#d2a8f5", draw: drawMoon },
};

export interface Power {
  rank: number;
  name: string;
  text: string;
}

/** The six powers, in rank order, as the legend explains them. */
export const POWERS: Power[] = [
  { rank: 1, name: "Swan", text: "If you play it and lose the trick, you lead the next trick." },
  { rank: 3, name: "Fox", text: "When you play it, you may exchange a card from your hand with the decree card." },
  { rank: 5, name: "Woodcutter", text: "When you play it, draw the top card of the deck, then put any one card from your hand at the bottom of the deck." },
  { rank: 7, name: "Treasure", text: "Whoever wins the trick scores 1 point for each 7 in it." },
  { rank: 9, name: "Witch", text: "If it is the only 9 in the trick, it counts as a trump when the trick is decided." },
  { rank: 11, name: "Monarch", text: "When you lead it, your opponent must play the 1 of that suit or their highest card of that suit." },
];

const powerNames = new Map(POWERS.map((p) => [p.rank, p.name]));

export function parseCard(code: string): { rank: number; suit: string } | null {
  const m = /^(\d{1,2})([BKM])$/.exec(code);
  if (!m) return null;
  const rank = Number(m[1]);
  return rank >= 1 && rank <= 11 ? { rank, suit: m[2] } : null;
}

export function suitOfCard(code: string): SuitInfo | null {
  const c = parseCard(code);
  return c ? SUITS[c.suit] : null;
}

/** "7 of Bells (Treasure)". */
export function cardName(code: string): string {
  const c = parseCard(code);
  if (!c) return code;
  const power = powerNames.get(c.rank);
  return `${c.rank} of ${SUITS[c.suit].name}${power ? ` (${power})` : ""}`;
}

const faces = new Map<string, CardFace>();

export function foxFace(code: string): CardFace | null {
  const cached = faces.get(code);
  if (cached) return cached;
  const c = parseCard(code);
  if (!c) return null;
  const suit = SUITS[c.suit];
  const face: CardFace = { rank: String(c.rank), color: suit.ink, drawSuit: suit.draw, title: powerNames.get(c.rank) };
  faces.set(code, face);
  return face;
}
