/**
 * Where everything goes on the Kierki table for a canvas of w × h and 3 or 4 seats. Positions are
 * relative to the bottom seat (me, or seat 0 when watching), clockwise: 1 left, 2 top (4 seats only),
 * then right. Phone: the opponents' badges in a row at the top; desktop: around the trick. Pure arithmetic.
 */
import type { FanArea } from "../../table/hand-fan";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface KierkiLayout {
  compact: boolean;
  /** Badge per relative position (index 0 = bottom). */
  badges: Box[];
  hand: FanArea;
  /** Trick: centre, card width, and each relative position's card centre. */
  trick: { cx: number; cy: number; cardW: number; slots: { x: number; y: number }[]; captionY: number; captionW: number };
  /** Lottery rows: x of each suit's column (S H D C), the y of the high and low cards. */
  rows: { xs: number[]; highY: number; lowY: number; cardW: number };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Relative positions around the table for n seats: 4 → bottom, left, top, right; 3 → bottom, left, right. */
export function sides(n: number): ("bottom" | "left" | "top" | "right")[] {
  return n === 3 ? ["bottom", "left", "right"] : ["bottom", "left", "top", "right"];
}

export function kierkiLayout(w: number, h: number, n: number): KierkiLayout {
  return w < 640 ? compact(w, h, n) : wide(w, h, n);
}

function handArea(w: number, h: number, pad: number, slots: number, step: number, minW: number, maxW: number, hShare: number): FanArea {
  const cardWidth = Math.floor(clamp(Math.min((w - pad * 2) / (1 + step * (slots - 1)), (h * hShare) / 1.4), minW, maxW));
  const raise = Math.round(cardWidth * 0.2);
  return { cx: w / 2, cy: h - pad - (cardWidth * 1.4) / 2, width: w - pad * 2, cardWidth, maxStep: 0.62, raise };
}

function trickSlots(n: number, cx: number, cy: number, dx: number, dy: number): { x: number; y: number }[] {
  return sides(n).map((side) =>
    side === "bottom" ? { x: cx, y: cy + dy } : side === "top" ? { x: cx, y: cy - dy } : side === "left" ? { x: cx - dx, y: cy } : { x: cx + dx, y: cy },
  );
}

function compact(w: number, h: number, n: number): KierkiLayout {
  const pad = 8;
  const slots = n === 3 ? 17 : 13;
  const hand = handArea(w, h, pad, slots, 0.36, 40, 80, 0.17);
  const handTop = hand.cy - (hand.cardWidth * 1.4) / 2 - (hand.raise ?? 0);
  const badgeH = 42;
  const others = n - 1;
  const gap = 6;
  const bw = Math.floor((w - pad * 2 - gap * (others - 1)) / others);
  const badges: Box[] = [{ x: pad, y: Math.round(handTop - 8 - 38), w: Math.min(240, w - pad * 2), h: 38 }];
  // Top row, left to right: left, (top), right: the clockwise order seen from the bottom seat.
  for (let i = 0; i < others; i++) badges.push({ x: pad + i * (bw + gap), y: pad, w: bw, h: badgeH });

  const regionTop = pad + badgeH + 8;
  const regionBottom = badges[0].y - 6;
  const regionH = Math.max(140, regionBottom - regionTop);
  const cardW = Math.round(clamp(Math.min(w * 0.19, regionH / 2.9 / 1.4), 40, 84));
  const ch = cardW * 1.4;
  const cx = w / 2;
  const cy = regionTop + regionH / 2 - 12;
  const dx = Math.min(cardW * 1.15, (w - pad * 2 - cardW) / 2);
  const dy = ch * 0.52;
  const rowW = Math.round(clamp((w - pad * 4) / 4.6, 40, 80));
  const colStep = rowW * 1.12;
  return {
    compact: true,
    badges,
    hand,
    trick: { cx, cy, cardW, slots: trickSlots(n, cx, cy, dx, dy), captionY: cy + dy + ch / 2 + 4, captionW: w - pad * 2 },
    rows: {
      xs: [0, 1, 2, 3].map((i) => cx + (i - 1.5) * colStep),
      highY: cy - rowW * 0.55,
      lowY: cy + rowW * 0.55,
      cardW: rowW,
    },
  };
}

function wide(w: number, h: number, n: number): KierkiLayout {
  const pad = 16;
  const slots = n === 3 ? 17 : 13;
  const hand = handArea(w, h, pad, slots, 0.5, 56, 100, 0.19);
  const handTop = hand.cy - (hand.cardWidth * 1.4) / 2 - (hand.raise ?? 0);
  const bw = clamp(Math.round(w * 0.22), 190, 250);
  const bh = 52;
  const bottom: Box = { x: pad, y: Math.round(handTop - 10 - bh), w: bw, h: bh };
  const regionTop = pad;
  const regionBottom = bottom.y - 6;
  const midY = (regionTop + bh + regionBottom) / 2;
  const badges: Box[] = [bottom];
  for (const side of sides(n).slice(1)) {
    if (side === "left") badges.push({ x: pad, y: Math.round(midY - bh / 2), w: bw, h: bh });
    else if (side === "right") badges.push({ x: w - pad - bw, y: Math.round(midY - bh / 2), w: bw, h: bh });
    else badges.push({ x: Math.round(w / 2 - bw / 2), y: pad, w: bw, h: bh });
  }
  const regionH = Math.max(180, regionBottom - (pad + bh + 6));
  const cardW = Math.round(clamp(Math.min(hand.cardWidth * 0.95, regionH / 2.6 / 1.4, (w - 2 * bw - 4 * pad) / 3.4), 50, 100));
  const ch = cardW * 1.4;
  const cx = w / 2;
  const cy = pad + bh + 6 + regionH / 2 - 14;
  const dx = cardW * 1.15;
  const dy = ch * 0.5;
  const rowW = Math.round(clamp(cardW * 0.95, 50, 96));
  const colStep = rowW * 1.18;
  return {
    compact: false,
    badges,
    hand,
    trick: { cx, cy, cardW, slots: trickSlots(n, cx, cy, dx, dy), captionY: cy + dy + ch / 2 + 6, captionW: w - 2 * bw - 4 * pad },
    rows: { xs: [0, 1, 2, 3].map((i) => cx + (i - 1.5) * colStep), highY: cy - rowW * 0.6, lowY: cy + rowW * 0.6, cardW: rowW },
  };
}
