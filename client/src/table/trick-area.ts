/**
 * The trick area: the cards on the table in the middle, each at a slot the renderer picks (usually
 * towards the seat that played it), in play order, with a caption under them ("Bot won the trick").
 * The winning card can be marked with a halo.
 */
import { Container, Text } from "pixi.js";
import { CardSprite, dropUnshown } from "./card-sprite";
import type { CardFace } from "./card-face";
import type { Place } from "./card-flight";
import { fonts, theme } from "./theme";
import { fontPx } from "./text-scale";

export interface TrickCard {
  code: string;
  face: CardFace | null;
  /** Centre, in the area's local coordinates. */
  x: number;
  y: number;
  highlight?: boolean;
}

export class TrickArea extends Container {
  private readonly cards = new Container();
  private readonly caption = new Text({
    text: "",
    style: { fontFamily: fonts.ui, fontSize: fontPx(14), fontWeight: "600", fill: theme.text, align: "center" },
  });
  private readonly sprites = new Map<string, CardSprite>();
  private cardWidth = 70;

  constructor() {
    super();
    this.caption.anchor.set(0.5, 0);
    this.addChild(this.cards, this.caption);
    this.eventMode = "none";
  }

  setCardWidth(w: number): void {
    this.cardWidth = w;
    for (const s of this.sprites.values()) s.setWidth(w);
  }

  /** Shows exactly `cards` (in play order); returns the codes that were not shown before. */
  setCards(cards: TrickCard[]): string[] {
    const added: string[] = [];
    dropUnshown(
      this.sprites,
      cards.map((c) => c.code),
    );
    cards.forEach((card, i) => {
      let s = this.sprites.get(card.code);
      if (!s) {
        s = new CardSprite(card.code, card.face, this.cardWidth);
        this.sprites.set(card.code, s);
        this.cards.addChild(s);
        added.push(card.code);
      }
      s.setWidth(this.cardWidth);
      s.position.set(card.x, card.y);
      s.scale.set(1);
      s.setLook({ highlight: !!card.highlight });
      this.cards.setChildIndex(s, Math.min(i, this.cards.children.length - 1));
    });
    return added;
  }

  setCaption(text: string, x: number, y: number, maxWidth: number): void {
    this.caption.text = text;
    this.caption.style.wordWrap = true;
    this.caption.style.wordWrapWidth = Math.max(80, maxWidth);
    this.caption.position.set(x, y);
  }

  sprite(code: string): CardSprite | undefined {
    return this.sprites.get(code);
  }

  codes(): string[] {
    return [...this.sprites.keys()];
  }

  placeOf(code: string): Place | null {
    const s = this.sprites.get(code);
    if (!s) return null;
    const p = s.getGlobalPosition();
    return { x: p.x, y: p.y, w: s.cardWidth };
  }
}
