/**
 * The three Fox suit symbols, drawn as vector shapes (no fonts or emoji needed): a bell, a key and a
 * crescent moon. Each is centred on (cx, cy) and about `s` pixels tall.
 */
import type { Graphics } from "pixi.js";

export function drawBell(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const w = s * 0.4;
  const top = cy - s * 0.4;
  const rim = cy + s * 0.26;
  g.moveTo(cx - w, rim)
    .bezierCurveTo(cx - w * 0.6, rim - s * 0.12, cx - w * 0.78, top, cx, top)
    .bezierCurveTo(cx + w * 0.78, top, cx + w * 0.6, rim - s * 0.12, cx + w, rim)
    .closePath()
    .fill(color);
  g.roundRect(cx - w * 1.08, rim - s * 0.03, w * 2.16, s * 0.1, s * 0.05).fill(color);
  g.circle(cx, rim + s * 0.15, s * 0.085).fill(color);
  g.circle(cx, top - s * 0.03, s * 0.06).fill(color);
}

export function drawKey(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const bowY = cy - s * 0.25;
  const shaft = s * 0.1;
  g.circle(cx, bowY, s * 0.2).fill(color);
  g.circle(cx, bowY, s * 0.085).cut();
  g.rect(cx - shaft / 2, bowY + s * 0.17, shaft, s * 0.58).fill(color);
  g.rect(cx + shaft / 2 - 0.5, cy + s * 0.3, s * 0.16, s * 0.075).fill(color);
  g.rect(cx + shaft / 2 - 0.5, cy + s * 0.41, s * 0.11, s * 0.075).fill(color);
}

/** Intersections of two circles (assumed to cross), upper point first. */
function crossings(ax: number, ay: number, ar: number, bx: number, by: number, br: number): [number, number][] {
  const dx = bx - ax;
  const dy = by - ay;
  const d = Math.hypot(dx, dy);
  const a = (ar * ar - br * br + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, ar * ar - a * a));
  const mx = ax + (a * dx) / d;
  const my = ay + (a * dy) / d;
  const p: [number, number] = [mx + (h * dy) / d, my - (h * dx) / d];
  const q: [number, number] = [mx - (h * dy) / d, my + (h * dx) / d];
  return p[1] <= q[1] ? [p, q] : [q, p];
}

export function drawMoon(g: Graphics, cx: number, cy: number, s: number, color: number): void {
  const r = s * 0.42;
  const ax = cx - s * 0.04;
  const ay = cy;
  const bx = ax + s * 0.2;
  const by = ay - s * 0.08;
  const br = r * 0.86;
  const [top, bottom] = crossings(ax, ay, r, bx, by, br);
  const a1 = Math.atan2(top[1] - ay, top[0] - ax);
  const a2 = Math.atan2(bottom[1] - ay, bottom[0] - ax);
  const b1 = Math.atan2(bottom[1] - by, bottom[0] - bx);
  let b2 = Math.atan2(top[1] - by, top[0] - bx);
  if (b2 < b1) b2 += Math.PI * 2;
  // Outer rim the long way round (through the left), then the inner rim back.
  g.moveTo(top[0], top[1]).arc(ax, ay, r, a1, a2, true).arc(bx, by, br, b1, b2, false).closePath().fill(color);
}
