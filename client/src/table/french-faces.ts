/**
 * Faces of the French-suited cards (contract codes `QS`, `TH`, `AC`, `7D`; `JK` a joker) shared by
 * Euchre, Kierki, Skat, Bridge and Krendzu. The suit pips are vector shapes, so no font or emoji is
 * needed and they stay crisp at any size. Four-colour decks (Skat players like them) are an option: a
 * renderer may fix it (Skat does), else the player's display setting decides, in every game.
 */
import type { Graphics } from "pixi.js";
import { displaySettings } from "../net/profile";
import type { CardFace, FaceLookup } from "./card-face";

export type FrenchSuit = "S" | "H" | "D" | "C";

const RANK_LABEL: Record<string, string> = { T: "10", J: "J", Q: "Q", K: "K", A: "A" };
const RANKS = "23456789TJQKA";

/** Classic two-colour inks; `fourColour` gives diamonds orange and clubs green (German-style tournament decks). */
export function suitColor(suit: FrenchSuit, fourColour = false): number {
  if (suit === "H") return 0xc0262d;
  if (suit === "D") return fourColour ? 0xd9731a : 0xc0262d;
  if (suit === "C") return fourColour ? 0x1f7a35 : 0x1b1b1b;
  return 0x1b1b1b;
}

/** The suit as one character for DOM text (score sheets, prompts, logs). */
export const SUIT_CHAR: Record<FrenchSuit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A card code as short readable text, e.g. "10♥" (for DOM labels; the canvas draws the pips). */
export function cardLabel(code: string): string {
  if (code === "JK") return "Joker";
  const suit = code.slice(-1) as FrenchSuit;
  const rank = code.slice(0, -1);
  return `${RANK_LABEL[rank] ?? rank}${SUIT_CHAR[suit] ?? suit}`;
}

export function drawSpade(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const w = s * 0.46;
  const top = cy - s * 0.48;
  const mid = cy + s * 0.12;
  g.moveTo(cx, top)
    .bezierCurveTo(cx + w * 0.3, top + s * 0.2, cx + w * 1.05, mid - s * 0.22, cx + w * 0.85, mid + s * 0.06)
    .bezierCurveTo(cx + w * 0.65, mid + s * 0.3, cx + w * 0.2, mid + s * 0.22, cx, mid)
    .bezierCurveTo(cx - w * 0.2, mid + s * 0.22, cx - w * 0.65, mid + s * 0.3, cx - w * 0.85, mid + s * 0.06)
    .bezierCurveTo(cx - w * 1.05, mid - s * 0.22, cx - w * 0.3, top + s * 0.2, cx, top)
    .closePath()
    .fill(color);
  drawStem(g, cx, mid, s, color);
}

export function drawHeart(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const w = s * 0.48;
  const top = cy - s * 0.28;
  const bottom = cy + s * 0.46;
  g.moveTo(cx, bottom)
    .bezierCurveTo(cx - w * 0.5, bottom - s * 0.3, cx - w * 1.1, cy, cx - w * 0.95, top)
    .bezierCurveTo(cx - w * 0.8, cy - s * 0.52, cx - w * 0.1, cy - s * 0.5, cx, top)
    .bezierCurveTo(cx + w * 0.1, cy - s * 0.5, cx + w * 0.8, cy - s * 0.52, cx + w * 0.95, top)
    .bezierCurveTo(cx + w * 1.1, cy, cx + w * 0.5, bottom - s * 0.3, cx, bottom)
    .closePath()
    .fill(color);
}

export function drawDiamond(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const w = s * 0.36;
  const h = s * 0.5;
  g.moveTo(cx, cy - h)
    .quadraticCurveTo(cx + w * 0.45, cy - h * 0.45, cx + w, cy)
    .quadraticCurveTo(cx + w * 0.45, cy + h * 0.45, cx, cy + h)
    .quadraticCurveTo(cx - w * 0.45, cy + h * 0.45, cx - w, cy)
    .quadraticCurveTo(cx - w * 0.45, cy - h * 0.45, cx, cy - h)
    .closePath()
    .fill(color);
}

export function drawClub(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const r = s * 0.2;
  g.circle(cx, cy - s * 0.24, r).fill(color);
  g.circle(cx - s * 0.23, cy + s * 0.05, r).fill(color);
  g.circle(cx + s * 0.23, cy + s * 0.05, r).fill(color);
  g.circle(cx, cy + s * 0.0, r * 0.6).fill(color);
  drawStem(g, cx, cy + s * 0.08, s, color);
}

function drawStem(g: Graphics, cx: number, from: number, s: number, color: number): void {
  g.moveTo(cx - s * 0.04, from)
    .lineTo(cx + s * 0.04, from)
    .lineTo(cx + s * 0.17, from + s * 0.38)
    .lineTo(cx - s * 0.17, from + s * 0.38)
    .closePath()
    .fill(color);
}

const DRAW: Record<FrenchSuit, CardFace["drawSuit"]> = { S: drawSpade, H: drawHeart, D: drawDiamond, C: drawClub };

function drawJoker(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  // A five-pointed star: the joker has no suit.
  const points: number[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? s * 0.5 : s * 0.2;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  g.poly(points).fill(color);
}

/** The face of a French card code, or null for anything else. `titles` adds a word (e.g. "Trump") per code. */
export function frenchFace(code: string, opts: { fourColour?: boolean; title?: (code: string) => string | undefined } = {}): CardFace | null {
  if (code === "JK") return { rank: "★", color: 0x6b2fa0, drawSuit: drawJoker, title: opts.title?.(code) ?? "Joker" };
  if (code.length !== 2 || !RANKS.includes(code[0]) || !"SHDC".includes(code[1])) return null;
  const suit = code[1] as FrenchSuit;
  const rank = code[0];
  return {
    rank: RANK_LABEL[rank] ?? rank,
    color: suitColor(suit, opts.fourColour ?? displaySettings().fourColour),
    drawSuit: DRAW[suit],
    title: opts.title?.(code),
  };
}

/** A lookup for hand fans and tricks; build one per renderer (options fixed). */
export function frenchFaces(opts: { fourColour?: boolean; title?: (code: string) => string | undefined } = {}): FaceLookup {
  return (code) => frenchFace(code, opts);
}
