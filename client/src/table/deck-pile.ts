/** A face-down pile (a draw deck): a few stacked backs, its size, and a label under it. */
import { Container, Text } from "pixi.js";
import { CardSprite } from "./card-sprite";
import type { Place } from "./card-flight";
import { fonts, theme } from "./theme";
import { fontPx } from "./text-scale";
import { layoutCardCaption } from "./text-fit";

export class DeckPile extends Container {
  private readonly layers: CardSprite[] = [0, 1, 2].map((i) => new CardSprite(`deck-${i}`, null, 60));
  private readonly caption = new Text({
    text: "",
    style: { fontFamily: fonts.ui, fontSize: fontPx(12), fontWeight: "600", fill: theme.muted, align: "center" },
  });
  private w = 60;

  constructor() {
    super();
    this.caption.anchor.set(0.5, 0);
    this.addChild(...this.layers, this.caption);
    this.eventMode = "none";
  }

  /** Shows `count` cards (0 hides the stack) with `caption` under it. */
  set(count: number, caption: string): void {
    const shown = Math.min(3, Math.max(0, Math.ceil(count / 2)));
    this.layers.forEach((s, i) => (s.visible = i < shown));
    this.caption.text = caption;
  }

  /** Card width; the pile's position is the centre of its top card. */
  layout(cardWidth: number, compact: boolean): void {
    this.w = cardWidth;
    const off = Math.max(1.5, cardWidth * 0.03);
    this.layers.forEach((s, i) => {
      s.setWidth(cardWidth);
      s.position.set(-i * off, -i * off);
    });
    layoutCardCaption(this.caption, cardWidth, compact);
  }

  place(): Place {
    const p = this.getGlobalPosition();
    return { x: p.x, y: p.y, w: this.w };
  }
}
