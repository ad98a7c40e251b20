/**
 * A hand of cards in a row, overlapping as much as the width requires (more on a phone). Cards keep
 * their sprites across updates (keyed by code) and snap to their places, so what you click is always
 * where it looks. Raised cards stand out (the ones you may play); the renderer decides which. With the
 * player's "large cards" setting a face-up hand is drawn a third bigger (never wider than its row), growing
 * upwards so its bottom edge stays where the layout put it.
 */
import { Container } from "pixi.js";
import { displaySettings } from "../net/profile";
import { CARD_RATIO } from "./card-back";
import { CardSprite, dropUnshown } from "./card-sprite";
import type { CardFace } from "./card-face";
import type { Place } from "./card-flight";

export interface FanCard {
  /** Card code, or any unique key for a face-down card. */
  code: string;
  face: CardFace | null;
  raised?: boolean;
  dimmed?: boolean;
}

export interface FanArea {
  /** Centre of the row, and the y of the cards' centres when not raised. */
  cx: number;
  cy: number;
  /** Width the whole row may take. */
  width: number;
  cardWidth: number;
  /** Largest step between cards, as a fraction of the card width (1 = no overlap). */
  maxStep?: number;
  /** How far a raised card rises, in pixels. */
  raise?: number;
}

/** How much bigger "large cards" draws a hand. */
export const LARGE = 1.35;

export class HandFan extends Container {
  /** Called with the card's code when a card is tapped (only when `interactive`). */
  onCardTap: ((code: string) => void) | null = null;
  private readonly sprites = new Map<string, CardSprite>();
  private cards: FanCard[] = [];
  private area: FanArea = { cx: 0, cy: 0, width: 0, cardWidth: 60 };
  private step = 0;
  private tappable = false;

  setInteractive(on: boolean): void {
    this.tappable = on;
    for (const s of this.sprites.values()) this.applyInteractivity(s);
  }

  setCards(cards: FanCard[]): void {
    this.cards = cards;
    dropUnshown(
      this.sprites,
      cards.map((c) => c.code),
    );
    for (const card of cards) {
      let sprite = this.sprites.get(card.code);
      if (!sprite) {
        sprite = new CardSprite(card.code, card.face, this.area.cardWidth, "fanned");
        sprite.on("pointertap", () => this.onCardTap?.(card.code));
        this.sprites.set(card.code, sprite);
        this.addChild(sprite);
        this.applyInteractivity(sprite);
      } else {
        sprite.setFace(card.face);
      }
      sprite.setLook({ highlight: !!card.raised, dimmed: !!card.dimmed });
    }
    this.relayout();
  }

  layout(area: FanArea): void {
    this.area = area;
    this.relayout();
  }

  /** Codes in row order, left to right. */
  codes(): string[] {
    return this.cards.map((c) => c.code);
  }

  has(code: string): boolean {
    return this.sprites.has(code);
  }

  sprite(code: string): CardSprite | undefined {
    return this.sprites.get(code);
  }

  /** Where a card sits, in global coordinates (centre and width). */
  placeOf(code: string): Place | null {
    const s = this.sprites.get(code);
    if (!s || !s.parent) return null;
    const p = s.getGlobalPosition();
    return { x: p.x, y: p.y, w: s.cardWidth * s.worldTransform.a };
  }

  /** The middle of the row, for cards of this hand whose exact place is unknown. */
  centerPlace(): Place {
    const p = this.toGlobal({ x: this.area.cx, y: this.area.cy });
    return { x: p.x, y: p.y, w: this.area.cardWidth };
  }

  /**
   * The centre of the part of a card that no other card covers (the next card overlaps its right side),
   * in global coordinates: clicking there hits this card.
   */
  visibleCenter(code: string): { x: number; y: number } | null {
    const index = this.cards.findIndex((c) => c.code === code);
    const s = this.sprites.get(code);
    if (index < 0 || !s) return null;
    const w = s.cardWidth;
    const visible = index === this.cards.length - 1 ? w : Math.min(w, this.step);
    const localX = s.x - w / 2 + visible / 2;
    return this.toGlobal({ x: localX, y: s.y });
  }

  private applyInteractivity(sprite: CardSprite): void {
    sprite.eventMode = this.tappable ? "static" : "none";
    sprite.cursor = this.tappable ? "pointer" : "default";
  }

  private relayout(): void {
    const { cx, width } = this.area;
    const n = this.cards.length;
    const large = displaySettings().largeCards && this.cards.some((c) => c.face !== null);
    const cardWidth = large ? Math.min(this.area.cardWidth * LARGE, Math.max(this.area.cardWidth, width)) : this.area.cardWidth;
    const cy = this.area.cy - ((cardWidth - this.area.cardWidth) * CARD_RATIO) / 2;
    const maxStep = (this.area.maxStep ?? 0.62) * cardWidth;
    this.step = n > 1 ? Math.max(4, Math.min(maxStep, (width - cardWidth) / (n - 1))) : cardWidth;
    const total = n > 0 ? cardWidth + this.step * (n - 1) : 0;
    const left = cx - total / 2 + cardWidth / 2;
    const raise = this.area.raise ?? cardWidth * 0.18;
    this.cards.forEach((card, i) => {
      const s = this.sprites.get(card.code);
      if (!s) return;
      s.setWidth(cardWidth);
      s.position.set(left + i * this.step, card.raised ? cy - raise : cy);
      s.scale.set(1);
      s.zIndex = i;
      this.setChildIndex(s, Math.min(i, this.children.length - 1));
    });
  }
}
