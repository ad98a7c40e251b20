/** One face-up card on its own with a caption under it (a decree card, a turned-up trump). */
import { Container, Text } from "pixi.js";
import { CardSprite } from "./card-sprite";
import type { CardFace } from "./card-face";
import type { Place } from "./card-flight";
import { fonts, theme } from "./theme";
import { fontPx } from "./text-scale";
import { layoutCardCaption } from "./text-fit";

export class CaptionedCard extends Container {
  private card: CardSprite | null = null;
  private readonly caption = new Text({
    text: "",
    style: { fontFamily: fonts.ui, fontSize: fontPx(13), fontWeight: "700", fill: theme.text, align: "center", lineHeight: fontPx(15) },
  });
  private w = 60;

  constructor() {
    super();
    this.caption.anchor.set(0.5, 0);
    this.addChild(this.caption);
    this.eventMode = "none";
  }

  get code(): string | null {
    return this.card?.code ?? null;
  }

  /** Shows `code` (null: nothing). Returns true when the card changed. */
  set(code: string | null, face: CardFace | null, caption: string, captionColor: number = theme.text): boolean {
    this.caption.text = caption;
    this.caption.style.fill = captionColor;
    if ((this.card?.code ?? null) === code) return false;
    this.card?.destroy({ children: true });
    this.card = null;
    if (code) {
      this.card = new CardSprite(code, face, this.w);
      this.addChildAt(this.card, 0);
    }
    return true;
  }

  layout(cardWidth: number, compact: boolean): void {
    this.w = cardWidth;
    this.card?.setWidth(cardWidth);
    layoutCardCaption(this.caption, cardWidth, compact);
  }

  sprite(): CardSprite | null {
    return this.card;
  }

  place(): Place {
    const p = this.getGlobalPosition();
    return { x: p.x, y: p.y, w: this.w };
  }
}
