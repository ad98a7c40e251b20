/**
 * A seat's name plate on the table: presence dot, name, a detail line, a gold frame when it is that
 * seat's turn, the pile of tricks it has won (a small card back with the count), and its turn clock — the
 * time left before the deadline the server set — while it runs.
 */
import { Container, Graphics, Text } from "pixi.js";
import { CardSprite } from "./card-sprite";
import type { Place } from "./card-flight";
import { setFittedText } from "./text-fit";
import { fonts, theme } from "./theme";
import { fontPx } from "./text-scale";

export interface BadgeInfo {
  name: string;
  detail: string;
  /** `human`, `bot` or `empty`. */
  kind: string;
  connected: boolean;
  active: boolean;
  /** Won-pile size; null hides the pile. */
  pile: number | null;
  /** Turn clocks: when this seat's time runs out (epoch ms; 0 or absent: no clock running). */
  deadline?: number;
}

/** "0:23" — the time left until `deadline`. */
export function clockText(deadline: number, now = Date.now()): string {
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

export class SeatBadge extends Container {
  private readonly frame = new Graphics();
  private readonly dot = new Graphics();
  private readonly nameText = new Text({ text: "", style: { fontFamily: fonts.ui, fontSize: fontPx(15), fontWeight: "700", fill: theme.text } });
  private readonly detailText = new Text({ text: "", style: { fontFamily: fonts.ui, fontSize: fontPx(12), fill: theme.muted } });
  private readonly pileCard = new CardSprite("pile", null, 20);
  private readonly pileDisc = new Graphics();
  /** A stopwatch drawn before the time left (an emoji needs an emoji font: issue 27, item 11). */
  private readonly clockIcon = new Graphics();
  private readonly pileCount = new Text({
    text: "",
    style: { fontFamily: fonts.ui, fontSize: fontPx(13), fontWeight: "800", fill: theme.text },
  });
  private info: BadgeInfo = { name: "", detail: "", kind: "empty", connected: true, active: false, pile: null };
  private ticking: ReturnType<typeof setInterval> | null = null;
  private w = 200;
  private h = 48;

  constructor() {
    super();
    this.pileCount.anchor.set(0.5);
    this.addChild(this.frame, this.dot, this.nameText, this.detailText, this.clockIcon, this.pileCard, this.pileDisc, this.pileCount);
    this.eventMode = "none";
  }

  get badgeWidth(): number {
    return this.w;
  }

  get badgeHeight(): number {
    return this.h;
  }

  set(info: BadgeInfo): void {
    this.info = info;
    const running = (info.deadline ?? 0) > 0;
    if (running && !this.ticking) this.ticking = setInterval(() => this.redraw(), 500);
    if (!running && this.ticking) {
      clearInterval(this.ticking);
      this.ticking = null;
    }
    this.redraw();
  }

  override destroy(options?: Parameters<Container["destroy"]>[0]): void {
    if (this.ticking) clearInterval(this.ticking);
    this.ticking = null;
    super.destroy(options);
  }

  layout(width: number, height: number): void {
    this.w = width;
    this.h = height;
    this.redraw();
  }

  /** Where won tricks go. */
  pilePlace(): Place {
    const p = this.pileCard.getGlobalPosition();
    return { x: p.x, y: p.y, w: this.pileCard.cardWidth };
  }

  private redraw(): void {
    const { w, h, info } = this;
    const compact = h < 44;
    this.frame.clear();
    this.frame.roundRect(0, 0, w, h, 10).fill({ color: theme.panel, alpha: theme.panelAlpha });
    if (info.active) this.frame.roundRect(0, 0, w, h, 10).stroke({ width: 2.5, color: theme.gold });
    else this.frame.roundRect(0, 0, w, h, 10).stroke({ width: 1, color: theme.panelLine, alpha: 0.6 });

    const dotColor = info.kind === "bot" ? theme.bot : info.kind === "empty" ? theme.away : info.connected ? theme.online : theme.away;
    this.dot.clear();
    this.dot.circle(12, h / 2, 4.5).fill(dotColor);
    if (info.kind === "human" && !info.connected) this.dot.circle(12, h / 2, 4.5).stroke({ width: 1.5, color: 0xe08a5a });

    const pileShown = info.pile !== null;
    const pileW = Math.max(16, Math.round(h * 0.46));
    const textLeft = 24;
    const textRight = pileShown ? w - pileW - 18 : w - 10;
    this.nameText.style.fontSize = fontPx(compact ? 13 : 15);
    this.detailText.style.fontSize = fontPx(compact ? 11 : 12);
    setFittedText(this.nameText, info.name, textRight - textLeft);
    const clock = (info.deadline ?? 0) > 0 ? clockText(info.deadline!) : "";
    const iconW = clock ? (compact ? 12 : 14) : 0;
    setFittedText(this.detailText, clock && info.detail ? `${clock} · ${info.detail}` : clock || info.detail, textRight - textLeft - iconW);
    const nameH = this.nameText.height;
    const gap = 1;
    this.detailText.visible = this.detailText.text !== "";
    const blockH = this.detailText.visible ? nameH + gap + this.detailText.height : nameH;
    const top = (h - blockH) / 2;
    this.nameText.position.set(textLeft, top);
    this.detailText.position.set(textLeft + iconW, top + nameH + gap);
    this.detailText.style.fill = info.active ? theme.gold : theme.muted;
    this.clockIcon.clear();
    this.clockIcon.visible = clock !== "";
    if (clock) {
      const r = (iconW - 4) / 2;
      const cx = textLeft + r + 0.5;
      const cy = top + nameH + gap + this.detailText.height / 2 + 0.5;
      const colour = info.active ? theme.gold : theme.muted;
      this.clockIcon.circle(cx, cy, r).stroke({ width: 1.4, color: colour });
      this.clockIcon
        .moveTo(cx, cy)
        .lineTo(cx, cy - r * 0.65)
        .moveTo(cx, cy)
        .lineTo(cx + r * 0.5, cy + r * 0.3)
        .stroke({ width: 1.2, color: colour });
      this.clockIcon
        .moveTo(cx - 1.5, cy - r - 1.6)
        .lineTo(cx + 1.5, cy - r - 1.6)
        .stroke({ width: 1.2, color: colour });
    }

    this.pileCard.visible = pileShown;
    this.pileCount.visible = pileShown;
    this.pileDisc.visible = pileShown;
    if (pileShown) {
      this.pileCard.setWidth(pileW);
      this.pileCard.position.set(w - pileW / 2 - 9, h / 2);
      this.pileCard.alpha = (info.pile ?? 0) > 0 ? 1 : 0.35;
      this.pileCount.text = String(info.pile ?? 0);
      this.pileCount.position.set(this.pileCard.x, this.pileCard.y);
      this.pileDisc.clear();
      this.pileDisc.circle(this.pileCard.x, this.pileCard.y, pileW * 0.38).fill({ color: 0x08140e, alpha: 0.85 });
    }
  }
}
