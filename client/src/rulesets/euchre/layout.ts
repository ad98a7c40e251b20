/**
 * Where everything goes on the Euchre table for a canvas of w × h. Seats are placed relative to the
 * viewer, clockwise: me at the bottom, my left-hand opponent on the left, my partner at the top, the
 * other opponent on the right. The trick sits in the middle with each card towards its player; the
 * trump box and the score panel share the top row. Pure arithmetic, no Pixi.
 */
import type { FanArea } from "../../table/hand-fan";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface EuchreLayout {
  compact: boolean;
  badges: [Box, Box, Box, Box];
  /** Face-down hands of the other three (index by spot; spot 0 unused). */
  backs: [FanArea | null, FanArea | null, FanArea | null, FanArea | null];
  hand: FanArea;
  trumpBox: Box;
  score: { x: number; y: number; w: number };
  trick: { cx: number; cy: number; cardW: number; dx: number; dy: number; captionY: number; captionW: number };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
/** Hands are laid out for 6 cards (5 plus the dealer's pick-up), so picking up never resizes them. */
const HAND_SLOTS = 6;

export function euchreLayout(w: number, h: number): EuchreLayout {
  const compact = w < 640;
  const pad = compact ? 8 : 16;
  // Top row: trump box on the left, score panel on the right.
  const trumpW = compact ? Math.round(clamp(w * 0.42, 130, 170)) : 250;
  const rowH = compact ? 62 : 76;
  const trumpBox = { x: pad, y: pad, w: trumpW, h: rowH };
  const scoreW = compact ? Math.round(clamp(w - trumpW - pad * 3, 150, 190)) : 250;
  const score = { x: w - pad - scoreW, y: pad, w: scoreW };

  // My hand at the bottom, my badge above it.
  const handW = Math.floor(compact ? clamp((w - pad * 2) / (1 + 0.72 * (HAND_SLOTS - 1)), 50, 72) : clamp(Math.min(h * 0.16, 110), 70, 110));
  const handH = handW * 1.4;
  const raise = Math.round(handW * 0.2);
  const handCy = h - pad - handH / 2;
  const hand: FanArea = { cx: w / 2, cy: handCy, width: Math.min(w - pad * 2, handW * (1 + 0.9 * (HAND_SLOTS - 1))), cardWidth: handW, maxStep: 0.9, raise };
  const badgeH = compact ? 40 : 50;
  const badgeW = compact ? Math.round(clamp(w * 0.3, 100, 130)) : 210;
  const meBadge = {
    x: Math.round(w / 2 - (compact ? 170 : 230) / 2),
    y: Math.round(handCy - handH / 2 - raise - 8 - badgeH),
    w: compact ? 170 : 230,
    h: badgeH,
  };

  // Partner under the top row (under the score panel too where they would meet: ScorePanel's height for a
  // title, a header and two rows), opponents at the sides.
  const scoreH = compact ? 78 : 102;
  const topX = Math.round(w / 2 - badgeW / 2);
  const meets = (b: Box) => topX < b.x + b.w && topX + badgeW > b.x;
  const topRowH = Math.max(meets(trumpBox) ? rowH : 0, meets({ ...score, h: scoreH }) ? scoreH : 0);
  const topBadge = { x: topX, y: pad + topRowH + (compact ? 6 : 12), w: badgeW, h: badgeH };
  const backW = compact ? 18 : 34;
  const backsTop: FanArea = { cx: w / 2, cy: topBadge.y + badgeH + 6 + (backW * 1.4) / 2, width: backW * 3.4, cardWidth: backW, maxStep: 0.55, raise: 0 };
  const regionTop = backsTop.cy + (backW * 1.4) / 2 + 6;
  const regionBottom = meBadge.y - 6;
  const midY = (regionTop + regionBottom) / 2;
  const sideW = compact ? Math.round(clamp(w * 0.29, 96, 120)) : badgeW;
  const leftBadge = { x: pad, y: Math.round(midY - badgeH - (compact ? 26 : 20)), w: sideW, h: badgeH };
  const rightBadge = { x: w - pad - sideW, y: leftBadge.y, w: sideW, h: badgeH };
  const sideBacks = (b: Box): FanArea => ({
    cx: b.x + b.w / 2,
    cy: b.y + badgeH + 6 + (backW * 1.4) / 2,
    width: Math.min(b.w, backW * 3.4),
    cardWidth: backW,
    maxStep: 0.55,
    raise: 0,
  });

  // The trick between the side seats.
  // Room for the trick and its caption under it (up to two lines), above my badge.
  const captionH = compact ? 36 : 40;
  const room = Math.max(120, regionBottom - regionTop - captionH);
  const between = compact ? w - pad * 2 - sideW * 2 : w - pad * 2 - sideW * 2 - 40;
  const cardW = Math.round(clamp(Math.min((room / 2.9 / 1.4) * 1.0, between / 2.6), 44, 96));
  const ch = cardW * 1.4;
  const dy = Math.max(ch * 0.3, Math.min(ch * 0.62, room / 2 - ch / 2 - 4));
  const dx = Math.min(cardW * 0.95, (between - cardW) / 2);
  // The trick's centre: in the middle of the region, raised where the caption would reach my badge.
  const trickY = Math.min(midY, regionBottom - captionH - 4 - dy - ch / 2);
  return {
    compact,
    badges: [meBadge, leftBadge, topBadge, rightBadge],
    backs: [null, sideBacks(leftBadge), backsTop, sideBacks(rightBadge)],
    hand,
    trumpBox,
    score,
    trick: { cx: w / 2, cy: trickY, cardW, dx, dy, captionY: trickY + dy + ch / 2 + 4, captionW: between },
  };
}
