/**
 * The trump box in the top-left corner, always on screen: the trump suit as a drawn pip and its name
 * (or "not yet named" while bidding), and one line about who made it, alone or not, or which round of
 * bidding is on.
 */
import { Container, Graphics, Text } from "pixi.js";
import { t } from "../../i18n/i18n";
import { drawClub, drawDiamond, drawHeart, drawSpade, suitColor, type FrenchSuit } from "../../table/french-faces";
import { setFittedText } from "../../table/text-fit";
import { fonts, theme } from "../../table/theme";
import { fontPx } from "../../table/text-scale";

const DRAW = { S: drawSpade, H: drawHeart, D: drawDiamond, C: drawClub } as const;

export class EuchreTrumpBox extends Container {
  private readonly bg = new Graphics();
  private readonly pipBg = new Graphics();
  private readonly pip = new Graphics();
  private readonly heading = new Text({
    text: t("euchre.trumpTag"),
    style: { fontFamily: fonts.ui, fontSize: fontPx(11), fontWeight: "800", fill: theme.gold, letterSpacing: 1 },
  });
  private readonly suit = new Text({ text: "", style: { fontFamily: fonts.ui, fontSize: fontPx(16), fontWeight: "800", fill: theme.text } });
  private readonly line = new Text({ text: "", style: { fontFamily: fonts.ui, fontSize: fontPx(12), fill: theme.muted } });
  private w = 200;
  private h = 70;
  private compact = false;
  private state = { suit: "", name: "", line: "" };

  constructor() {
    super();
    this.addChild(this.bg, this.pipBg, this.pip, this.heading, this.suit, this.line);
    this.eventMode = "none";
  }

  layout(w: number, h: number, compact: boolean): void {
    this.w = w;
    this.h = h;
    this.compact = compact;
    this.heading.style.fontSize = fontPx(compact ? 10 : 11);
    this.suit.style.fontSize = fontPx(compact ? 13 : 17);
    this.line.style.fontSize = fontPx(compact ? 11 : 12);
    this.redraw();
  }

  /** `suit` "" when no trump is named yet. */
  set(suit: string, name: string, line: string): void {
    this.state = { suit, name, line };
    this.redraw();
  }

  private redraw(): void {
    const { w, h } = this;
    const { suit, name, line } = this.state;
    this.bg.clear();
    this.bg
      .roundRect(0, 0, w, h, 10)
      .fill({ color: theme.panel, alpha: theme.panelAlpha })
      .stroke({ width: suit ? 2 : 1, color: suit ? theme.gold : theme.panelLine, alpha: suit ? 0.9 : 0.6 });
    const disc = Math.min(h - 16, this.compact ? 34 : 46);
    const cx = 8 + disc / 2;
    const cy = h / 2;
    this.pipBg.clear();
    this.pipBg.circle(cx, cy, disc / 2).fill({ color: theme.paper, alpha: suit ? 1 : 0.25 });
    this.pip.clear();
    if (suit in DRAW) DRAW[suit as FrenchSuit](this.pip, cx, cy, disc * 0.62, suitColor(suit as FrenchSuit));
    const left = cx + disc / 2 + 8;
    const maxW = w - left - 8;
    this.heading.position.set(left, 6);
    setFittedText(this.suit, name, maxW);
    this.suit.position.set(left, this.heading.y + this.heading.height);
    this.line.style.wordWrap = false;
    setFittedText(this.line, line, maxW);
    this.line.position.set(left, this.suit.y + this.suit.height + 1);
  }
}
