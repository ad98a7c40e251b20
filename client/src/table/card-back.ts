/** The card back, drawn procedurally: burgundy with a gold frame, a diamond lattice and a medallion. */
import { Graphics } from "pixi.js";
import { theme } from "./theme";

export const CARD_RATIO = 1.4;

/** Corner radius used by every card of width `w`. */
export function cardRadius(w: number): number {
  return Math.max(2.5, w * 0.075);
}

export function drawCardBack(g: Graphics, w: number, h: number): void {
  const r = cardRadius(w);
  g.roundRect(0, 0, w, h, r).fill(theme.back).stroke({ width: 1, color: theme.backDeep });
  if (w < 18) return;
  const inset = Math.max(2, w * 0.07);
  const iw = w - inset * 2;
  const ih = h - inset * 2;
  g.roundRect(inset, inset, iw, ih, r * 0.6).fill(theme.backDeep);
  // Diamond lattice, each diamond wholly inside the inner frame.
  const step = Math.max(5, w * 0.13);
  const d = step * 0.42;
  const cols = Math.floor((iw - 2) / step);
  const rows = Math.floor((ih - 2) / step);
  const ox = inset + (iw - cols * step) / 2 + step / 2;
  const oy = inset + (ih - rows * step) / 2 + step / 2;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cx = ox + col * step;
      const cy = oy + row * step;
      g.poly([cx, cy - d, cx + d, cy, cx, cy + d, cx - d, cy]);
    }
  }
  g.fill({ color: theme.backLine, alpha: 0.22 });
  g.roundRect(inset, inset, iw, ih, r * 0.6).stroke({ width: Math.max(1, w * 0.02), color: theme.backLine, alpha: 0.85 });
  const mr = w * 0.17;
  g.circle(w / 2, h / 2, mr)
    .fill(theme.back)
    .stroke({ width: Math.max(1, w * 0.02), color: theme.backLine });
  g.star(w / 2, h / 2, 8, mr * 0.75, mr * 0.35).fill({ color: theme.backLine, alpha: 0.9 });
}
