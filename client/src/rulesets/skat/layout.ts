/**
 * Where everything goes on the Skat table for a canvas of w × h: the other seats' badges along the top
 * (phone) or at the sides and top (desktop), an ouvert hand under them, the trick (or the face-down skat)
 * in the middle, the score panel (desktop), and my badge and hand at the bottom. Pure arithmetic.
 */
import type { FanArea } from "../../table/hand-fan";

export type Slot = "bottom" | "left" | "top" | "right";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SkatLayout {
  compact: boolean;
  badges: Record<Slot, Box>;
  hand: FanArea;
  ouvert: FanArea;
  trick: { cx: number; cy: number; cardW: number; dx: number; dy: number; captionY: number; captionW: number };
  score: { x: number; y: number; w: number } | null;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
/** Hands are laid out for 12 cards (10 plus the skat), so picking it up never resizes them. */
const HAND_SLOTS = 12;

export function skatLayout(w: number, h: number, seats: number): SkatLayout {
  return w < 640 ? compactLayout(w, h, seats) : wideLayout(w, h, seats);
}

function bottomPart(w: number, h: number, pad: number, step: number, maxW: number, badgeW: number, badgeH: number) {
  const handW = Math.floor(clamp(Math.min((w - pad * 2) / (1 + step * (HAND_SLOTS - 1)), maxW), 40, 104));
  const handH = handW * 1.4;
  const raise = Math.round(handW * 0.2);
  const cy = h - pad - handH / 2;
  const hand: FanArea = { cx: w / 2, cy, width: w - pad * 2, cardWidth: handW, maxStep: step + 0.04, raise };
  const bottom = { x: pad, y: Math.round(cy - handH / 2 - raise - 8 - badgeH), w: badgeW, h: badgeH };
  return { hand, bottom };
}

function compactLayout(w: number, h: number, seats: number): SkatLayout {
  const pad = 8;
  const n = seats === 4 ? 3 : 2;
  const bw = Math.floor((w - pad * (n + 1)) / n);
  const bh = 42;
  const row = (i: number): Box => ({ x: pad + i * (bw + pad), y: pad, w: bw, h: bh });
  const left = row(0);
  const top = seats === 4 ? row(1) : { x: -999, y: -999, w: 0, h: 0 };
  const right = row(n - 1);
  const { hand, bottom } = bottomPart(w, h, pad, 0.42, 84, Math.min(236, w - pad * 2), 40);
  const ouvertW = 34;
  const ouvert: FanArea = { cx: w / 2, cy: pad + bh + 8 + (ouvertW * 1.4) / 2, width: w - pad * 2, cardWidth: ouvertW, maxStep: 0.7, raise: 0 };
  const regionTop = pad + bh + 8;
  const regionBottom = bottom.y - 6;
  const regionH = Math.max(140, regionBottom - regionTop);
  const cardW = Math.round(clamp(Math.min(w * 0.2, regionH / 2.4 / 1.4), 44, 84));
  const cy = regionTop + regionH / 2 - 6;
  const dy = cardW * 1.4 * 0.28;
  return {
    compact: true,
    badges: { bottom, left, top, right },
    hand,
    ouvert,
    trick: { cx: w / 2, cy, cardW, dx: cardW * 0.72, dy, captionY: cy + dy + (cardW * 1.4) / 2 + 4, captionW: w - pad * 4 },
    score: null,
  };
}

function wideLayout(w: number, h: number, seats: number): SkatLayout {
  const pad = 16;
  const bw = clamp(Math.round(w * 0.2), 190, 240);
  const bh = 52;
  const { hand, bottom } = bottomPart(w, h, pad, 0.6, (h * 0.19) / 1.4, bw, bh);
  const regionTop = pad;
  const regionBottom = bottom.y - 10;
  const midY = (regionTop + regionBottom) / 2;
  const left = { x: pad, y: Math.round(midY - bh / 2), w: bw, h: bh };
  const right = { x: w - pad - bw, y: Math.round(midY - bh / 2), w: bw, h: bh };
  const top = seats === 4 ? { x: Math.round(w / 2 - bw / 2), y: pad, w: bw, h: bh } : { x: -999, y: -999, w: 0, h: 0 };
  const ouvertW = Math.round(clamp(hand.cardWidth * 0.55, 40, 58));
  const ouvertTop = seats === 4 ? pad + bh + 8 : pad;
  const ouvert: FanArea = {
    cx: w / 2,
    cy: ouvertTop + (ouvertW * 1.4) / 2,
    width: Math.min(w - 2 * (bw + pad * 2), ouvertW * 7.5),
    cardWidth: ouvertW,
    maxStep: 0.7,
    raise: 0,
  };
  const cardW = Math.round(clamp(Math.min(hand.cardWidth * 1.02, (regionBottom - regionTop) / 2.6 / 1.4), 56, 104));
  const cy = midY + 10;
  const dy = cardW * 1.4 * 0.42;
  return {
    compact: false,
    badges: { bottom, left, top, right },
    hand,
    ouvert,
    trick: { cx: w / 2, cy, cardW, dx: cardW * 1.05, dy, captionY: cy + dy + (cardW * 1.4) / 2 + 8, captionW: w - 2 * (bw + pad * 2) },
    score: { x: pad, y: pad, w: clamp(Math.round(w * 0.2), 200, 250) },
  };
}
