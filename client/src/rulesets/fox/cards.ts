/**
 * How Fox cards look and are named: suits B bells, K keys, M moons (each its own ink and symbol),
 * ranks 1..11, and the powers of the odd ranks (rules: docs/rules/fox.md §2).
 */
import type { Graphics } from "pixi.js";
import type { CardFace } from "../../table/card-face";
import { language, t } from "../../i18n/i18n";
import { drawBell, drawKey, drawMoon } from "./suit-icons";

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

/** A suit with its name in the chosen language (read when shown, after the catalogue is loaded). */
function suit(letter: "B" | "K" | "M", ink: number, light: number, css: string, draw: SuitInfo["draw"]): SuitInfo {
  return {
    letter,
    get name() {
      return t(`fox.suit${letter}`);
    },
    ink,
    light,
    css,
    draw,
  };
}

export const SUITS: Record<string, SuitInfo> = {
  B: suit("B", 0xa8660f, 0xf2c14e, "#f2c14e", drawBell),
  K: suit("K", 0x245f9e, 0x8ec5ff, "#8ec5ff", drawKey),
  M: suit("M", 0x6e3f9a, 0xd2a8f5, "#d2a8f5", drawMoon),
};

export interface Power {
  rank: number;
  name: string;
  text: string;
}

const POWER_KEYS: [number, string][] = [
  [1, "swan"],
  [3, "fox"],
  [5, "woodcutter"],
  [7, "treasure"],
  [9, "witch"],
  [11, "monarch"],
];

/** The six powers, in rank order, as the legend explains them. */
export function powers(): Power[] {
  return POWER_KEYS.map(([rank, key]) => ({ rank, name: t(`fox.${key}`), text: t(`fox.${key}Text`) }));
}

/** The power's name on a card of this rank and suit (the 11's title can differ by suit), or undefined. */
function powerName(rank: number, suitLetter: string): string | undefined {
  const key = POWER_KEYS.find(([r]) => r === rank)?.[1];
  if (!key) return undefined;
  return t(key === "monarch" ? `fox.monarch${suitLetter}` : `fox.${key}`);
}

/** Greek capitals drop their accents: the card title is drawn in capitals. */
function titleText(name: string | undefined): string | undefined {
  if (!name || language() !== "el") return name;
  return name
    .normalize("NFD")
    .replace(/\u0301/g, "")
    .normalize("NFC");
}

export function parseCard(code: string): { rank: number; suit: string } | null {
  const m = /^(\d{1,2})([BKM])$/.exec(code);
  if (!m) return null;
  const rank = Number(m[1]);
  return rank >= 1 && rank <= 11 ? { rank, suit: m[2] } : null;
}

/** "7 of Bells (Treasure)". */
export function cardName(code: string): string {
  const c = parseCard(code);
  if (!c) return code;
  const power = powerName(c.rank, c.suit);
  const card = t(`fox.card${c.suit}`, { rank: c.rank });
  return power ? `${card} (${power})` : card;
}

const faces = new Map<string, CardFace>();

export function foxFace(code: string): CardFace | null {
  const cached = faces.get(code);
  if (cached) return cached;
  const c = parseCard(code);
  if (!c) return null;
  const suit = SUITS[c.suit];
  const face: CardFace = { rank: String(c.rank), color: suit.ink, drawSuit: suit.draw, title: titleText(powerName(c.rank, c.suit)) };
  faces.set(code, face);
  return face;
}
