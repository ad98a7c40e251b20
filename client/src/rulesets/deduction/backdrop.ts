/**
 * The calm Pixi background behind the DOM console and phone: a deep night blue with a moon, or a day
 * green with a pale sun; nothing on it takes clicks.
 */
import { Container, Graphics } from "pixi.js";
import type { DeductionTheme } from "./theme";

export class Backdrop extends Container {
  private readonly sky = new Graphics();
  private readonly orb = new Graphics();
  private w = 800;
  private h = 600;
  private night = true;
  private readonly theme: DeductionTheme;

  constructor(theme: DeductionTheme) {
    super();
    this.theme = theme;
    this.eventMode = "none";
    this.addChild(this.sky, this.orb);
  }

  fit(w: number, h: number): void {
    this.w = w;
    this.h = h;
    this.draw();
  }

  setNight(night: boolean): void {
    if (night === this.night) return;
    this.night = night;
    this.draw();
  }

  private draw(): void {
    const { w, h } = this;
    this.sky
      .clear()
      .rect(0, 0, w, h)
      .fill(this.night ? this.theme.night : this.theme.day);
    const r = Math.max(40, Math.min(w, h) * 0.14);
    const x = w - r * 1.3;
    const y = r * 1.3;
    this.orb.clear();
    this.orb.circle(x, y, r * 1.6).fill({ color: this.night ? 0xdfe7ff : 0xfff1c2, alpha: 0.05 });
    this.orb.circle(x, y, r).fill({ color: this.night ? 0xe8ecf6 : 0xf6e08a, alpha: 0.16 });
    if (this.night) this.orb.circle(x + r * 0.35, y - r * 0.2, r * 0.85).fill({ color: this.theme.night, alpha: 0.9 });
  }
}
