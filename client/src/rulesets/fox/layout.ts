/**
 * Where everything goes on the Fox table for a canvas of w × h: the opponent (badge and hand) at the
 * top, deck, decree card and scores in a row (phone) or at the sides (desktop), the trick in the middle,
 * and my badge and hand at the bottom. Pure arithmetic, no Pixi.
 */
import type { FanArea } from "../../table/hand-fan";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface FoxLayout {
  compact: boolean;
  topBadge: Box;
  bottomBadge: Box;
  topHand: FanArea;
  bottomHand: FanArea;
  /** Centres and card width of the deck and the decree card. */
  deck: { x: number; y: number };
  decree: { x: number; y: number };
  pileCard: number;
  /** Score panel: left/top/width; `centerY` to centre it vertically once its height is known. */
  score: { x: number; y: number; w: number; centerY: number | null };
  trick: { cx: number; cy: number; cardW: number; dx: number; dy: number; captionY: number; captionW: number };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
/** Hands are laid out for 14 cards (13 plus a Woodcutter's draw), so drawing one never resizes them. */
const HAND_SLOTS = 14;

export function foxLayout(w: number, h: number): FoxLayout {
  return w < 640 ? compactLayout(w, h) : wideLayout(w, h);
}

function compactLayout(w: number, h: number): FoxLayout {
  const pad = 8;
  const topBadge = { x: pad, y: pad, w: Math.min(196, Math.round(w * 0.54)), h: 44 };
  const backW = 26;
  const handLeft = topBadge.x + topBadge.w + 10;
  const topHand: FanArea = {
    cx: (handLeft + w - pad) / 2,
    cy: topBadge.y + topBadge.h / 2,
    width: w - pad - handLeft,
    cardWidth: backW,
    maxStep: 0.42,
    raise: 0,
  };

  const pileCard = clamp(Math.round(w * 0.135), 42, 56);
  const rowTop = topBadge.y + topBadge.h + 12;
  const cardH = pileCard * 1.4;
  const deck = { x: pad + 4 + pileCard / 2, y: rowTop + cardH / 2 };
  const decree = { x: deck.x + pileCard + 30, y: deck.y };
  const scoreX = Math.round(decree.x + pileCard / 2 + 12);
  const score = { x: scoreX, y: rowTop, w: w - pad - scoreX, centerY: null };
  const rowBottom = rowTop + cardH + 34;

  const handW = Math.floor(clamp((w - pad * 2) / (1 + 0.33 * (HAND_SLOTS - 1)), 40, 84));
  const handH = handW * 1.4;
  const raise = Math.round(handW * 0.2);
  const handCy = h - pad - handH / 2;
  const bottomHand: FanArea = { cx: w / 2, cy: handCy, width: w - pad * 2, cardWidth: handW, maxStep: 0.62, raise };
  const badgeH = 40;
  const bottomBadge = { x: pad, y: Math.round(handCy - handH / 2 - raise - 8 - badgeH), w: Math.min(236, w - pad * 2), h: badgeH };

  const regionTop = rowBottom + 4;
  const regionBottom = bottomBadge.y - 6;
  const regionH = Math.max(120, regionBottom - regionTop);
  const cardW = Math.round(clamp(Math.min(w * 0.24, regionH / 2.3 / 1.4), 44, 92));
  const ch = cardW * 1.4;
  const cy = regionTop + regionH / 2 - 10;
  const dy = ch * 0.2;
  return {
    compact: true,
    topBadge,
    bottomBadge,
    topHand,
    bottomHand,
    deck,
    decree,
    pileCard,
    score,
    trick: { cx: w / 2, cy, cardW, dx: cardW * 0.34, dy, captionY: cy + dy + ch / 2 + 6, captionW: w - pad * 4 },
  };
}

function wideLayout(w: number, h: number): FoxLayout {
  const pad = 16;
  const handW = Math.floor(clamp(Math.min((w - pad * 2) / (1 + 0.58 * (HAND_SLOTS - 1)), (h * 0.19) / 1.4), 60, 104));
  const handH = handW * 1.4;
  const raise = Math.round(handW * 0.18);
  const handCy = h - pad - handH / 2;
  const bottomHand: FanArea = { cx: w / 2, cy: handCy, width: w - pad * 2, cardWidth: handW, maxStep: 0.62, raise };
  const badgeW = clamp(Math.round(w * 0.24), 210, 260);
  const badgeH = 52;
  const bottomBadge = { x: pad, y: Math.round(handCy - handH / 2 - raise - 12 - badgeH), w: badgeW, h: badgeH };

  const topBadge = { x: pad, y: pad, w: badgeW, h: badgeH };
  const backW = Math.round(clamp(handW * 0.58, 38, 60));
  const backStep = 0.36;
  const backRow = backW * (1 + backStep * (HAND_SLOTS - 2));
  const clearLeft = topBadge.x + topBadge.w + 16;
  const topCx = w / 2 - backRow / 2 >= clearLeft ? w / 2 : (clearLeft + w - pad) / 2;
  const topHand: FanArea = {
    cx: topCx,
    cy: pad + (backW * 1.4) / 2,
    width: Math.min(backRow, w - pad - clearLeft),
    cardWidth: backW,
    maxStep: backStep,
    raise: 0,
  };

  const regionTop = Math.max(topBadge.y + topBadge.h, topHand.cy + (backW * 1.4) / 2) + 14;
  const regionBottom = bottomBadge.y - 10;
  const regionH = Math.max(160, regionBottom - regionTop);
  const midY = regionTop + regionH / 2;

  const pileCard = Math.round(clamp(Math.min(handW * 0.82, regionH / 2 / 1.4), 52, 86));
  const deck = { x: pad + 8 + pileCard / 2, y: midY - 10 };
  const decree = { x: deck.x + pileCard + 26, y: deck.y };
  const scoreW = clamp(Math.round(w * 0.22), 200, 250);
  const score = { x: w - pad - scoreW, y: midY, w: scoreW, centerY: midY - 10 };

  const cardW = Math.round(clamp(Math.min(handW * 1.02, regionH / 2.25 / 1.4), 56, 108));
  const ch = cardW * 1.4;
  const cy = midY - 12;
  const dy = ch * 0.2;
  const sideRoom = Math.min(score.x - (decree.x + pileCard / 2), w);
  return {
    compact: false,
    topBadge,
    bottomBadge,
    topHand,
    bottomHand,
    deck,
    decree,
    pileCard,
    score,
    trick: { cx: (decree.x + pileCard / 2 + score.x) / 2, cy, cardW, dx: cardW * 0.36, dy, captionY: cy + dy + ch / 2 + 8, captionW: sideRoom - 24 },
  };
}
