/**
 * Where everything goes on the bridge table for a canvas of w × h: my badge and hand at the bottom, the
 * other three seats' badges at left, top and right (on a phone the side seats in my row), dummy in
 * suit columns (at its seat on a desktop; in a band under the top badge on a phone), the trick in the middle,
 * and the DOM info panel's corner.
 * Pure arithmetic, no Pixi.
 */
import type { FanArea } from "../../table/hand-fan";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Spot = "bottom" | "left" | "top" | "right";

export interface BridgeLayout {
  compact: boolean;
  badges: Record<Spot, Box>;
  hand: FanArea;
  /** Dummy's area by where dummy sits (bottom: never used, my own hand is dummy then). */
  dummy: Record<Spot, Box>;
  dummyCard: number;
  info: Box;
  trick: { cx: number; cy: number; cardW: number; dx: number; dy: number };
  /** The middle region (auction box, claim panel). */
  middle: Box;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export function bridgeLayout(w: number, h: number): BridgeLayout {
  return w < 640 ? compact(w, h) : wide(w, h);
}

function compact(w: number, h: number): BridgeLayout {
  const pad = 6;
  const handW = Math.floor(clamp((w - pad * 2) / (1 + 0.36 * 12), 40, 84));
  const handH = handW * 1.4;
  const raise = Math.round(handW * 0.2);
  const handCy = h - pad - handH / 2;
  const hand: FanArea = { cx: w / 2, cy: handCy, width: w - pad * 2, cardWidth: handW, maxStep: 0.62, raise };
  const badgeH = 36;
  // My badge between the side seats' (one row above my hand), so the middle keeps the height above them.
  const sideW = Math.floor((w - pad * 4) / 3);
  const bottom = { x: pad * 2 + sideW, y: Math.round(handCy - handH / 2 - raise - 6 - badgeH), w: sideW, h: badgeH };
  const top = { x: pad, y: pad, w: Math.round(w * 0.46), h: badgeH };
  const info = { x: top.x + top.w + pad, y: pad, w: w - top.w - pad * 3, h: 70 };
  const dummyCard = Math.round(clamp(w * 0.105, 32, 46));
  const bandTop = info.y + info.h + 4;
  // The side seats sit in my row, so the middle (auction box, claim panel) spans the whole height above
  // them without covering a name (issue 27: no two text boxes overlap on a phone).
  const sideY = bottom.y;
  const bandH = Math.round(clamp((sideY - bandTop) * 0.45, 90, 210));
  const band = { x: pad, y: bandTop, w: w - pad * 2, h: bandH };
  const left = { x: pad, y: sideY, w: sideW, h: badgeH };
  const right = { x: w - pad - sideW, y: sideY, w: sideW, h: badgeH };
  const midTop = band.y + band.h + 4;
  const midBottom = sideY - 4;
  const cardW = Math.round(clamp(Math.min(w * 0.15, (midBottom - midTop) / 2.4 / 1.4), 36, 64));
  const ch = cardW * 1.4;
  const cy = (midTop + midBottom) / 2;
  return {
    compact: true,
    badges: { bottom, top, left, right },
    hand,
    dummy: { top: band, left: band, right: band, bottom: band },
    dummyCard,
    info,
    trick: { cx: w / 2, cy, cardW, dx: cardW * 0.95, dy: Math.max(0, Math.min(ch * 0.42, (midBottom - midTop - ch) / 2)) },
    middle: { x: pad, y: bandTop, w: w - pad * 2, h: sideY - bandTop - 4 },
  };
}

function wide(w: number, h: number): BridgeLayout {
  const pad = 14;
  const handW = Math.floor(clamp(Math.min((w - pad * 2) / (1 + 0.5 * 12), (h * 0.17) / 1.4), 56, 96));
  const handH = handW * 1.4;
  const raise = Math.round(handW * 0.18);
  const handCy = h - pad - handH / 2;
  const hand: FanArea = { cx: w / 2, cy: handCy, width: Math.min(w - pad * 2, handW * 7.5), cardWidth: handW, maxStep: 0.55, raise };
  const badgeW = clamp(Math.round(w * 0.2), 180, 230);
  const badgeH = 46;
  const bottom = { x: Math.round(w / 2 - badgeW / 2), y: Math.round(handCy - handH / 2 - raise - 8 - badgeH), w: badgeW, h: badgeH };
  const top = { x: Math.round(w / 2 - badgeW / 2), y: pad, w: badgeW, h: badgeH };
  const info = { x: pad, y: pad, w: clamp(Math.round(w * 0.22), 200, 260), h: 92 };
  const sideY = Math.round(top.y + badgeH + 40);
  const left = { x: pad, y: Math.max(sideY, info.y + info.h + 10), w: badgeW, h: badgeH };
  const right = { x: w - pad - badgeW, y: left.y, w: badgeW, h: badgeH };
  const dummyCard = Math.round(clamp(Math.min(w * 0.05, h * 0.075), 44, 64));
  const colsW = 4 * (dummyCard + 6);
  const topBand = { x: Math.round(w / 2 - colsW / 2), y: top.y + badgeH + 6, w: colsW, h: Math.round(clamp(h * 0.3, 130, 260)) };
  const sideH = Math.max(120, bottom.y - 8 - (left.y + badgeH + 6));
  const leftBand = { x: pad, y: left.y + badgeH + 6, w: colsW, h: sideH };
  const rightBand = { x: w - pad - colsW, y: right.y + badgeH + 6, w: colsW, h: sideH };
  const midTop = topBand.y + 24;
  const midBottom = bottom.y - 8;
  const cardW = Math.round(clamp(Math.min(handW, (midBottom - midTop) / 2.6 / 1.4), 48, 90));
  const ch = cardW * 1.4;
  const cy = Math.round((topBand.y + topBand.h * 0.6 + midBottom) / 2);
  return {
    compact: false,
    badges: { bottom, top, left, right },
    hand,
    dummy: { top: topBand, left: leftBand, right: rightBand, bottom: topBand },
    dummyCard,
    info,
    trick: { cx: w / 2, cy, cardW, dx: cardW * 1.0, dy: ch * 0.45 },
    middle: { x: colsW + pad * 2, y: top.y + badgeH + 8, w: w - 2 * (colsW + pad * 2), h: bottom.y - (top.y + badgeH + 16) },
  };
}
