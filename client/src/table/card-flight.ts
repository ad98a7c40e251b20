/**
 * Card movement: a card tweens from one place on the table to another (hand → trick, trick → the
 * winner's pile, deck → hand). Places are given in global (canvas) coordinates with the card width there,
 * so a card can also grow or shrink on the way.
 */
import type { Container } from "pixi.js";
import { CardSprite } from "./card-sprite";
import type { CardFace } from "./card-face";
import { easeInOutQuad, type Tweener } from "./tween";

export interface Place {
  x: number;
  y: number;
  /** Card width at that place. */
  w: number;
}

export const FLIGHT_MS = 380;

/** Where each card that `areas` (hands, the trick) show is now, by code: where its next flight starts. */
export function cardPlaces(...areas: { codes(): string[]; placeOf(code: string): Place | null }[]): Map<string, Place> {
  const out = new Map<string, Place>();
  for (const area of areas) {
    for (const code of area.codes()) {
      const p = area.placeOf(code);
      if (p) out.set(code, p);
    }
  }
  return out;
}

/**
 * Animates a card that already sits at its final place: it starts at `from` (global) and glides home.
 * Used for cards entering the trick or the decree slot.
 */
export function glideIn(tweens: Tweener, sprite: CardSprite, from: Place, ms = FLIGHT_MS, delay = 0): Promise<void> {
  const parent = sprite.parent;
  if (!parent) return Promise.resolve();
  const home = { x: sprite.x, y: sprite.y, scale: sprite.scale.x };
  const start = parent.toLocal(from);
  sprite.position.set(start.x, start.y);
  sprite.scale.set((from.w / Math.max(1, sprite.cardWidth)) * home.scale);
  return tweens.to(sprite, { x: home.x, y: home.y, scale: home.scale }, ms, { ease: easeInOutQuad, delay });
}

/**
 * Flies a temporary card (face or back) across `layer` from `from` to `to` and removes it on arrival.
 * Used when the real card leaves the scene (a won trick, a discard) or to cover a card that is
 * already in place but should appear to arrive (a drawn card): `onArrive` runs on landing.
 */
export function flyGhost(
  tweens: Tweener,
  layer: Container,
  face: CardFace | null,
  from: Place,
  to: Place,
  opts: { ms?: number; delay?: number; fade?: boolean; onArrive?: () => void } = {},
): Promise<void> {
  const ghost = new CardSprite("ghost", face, from.w);
  const a = layer.toLocal(from);
  const b = layer.toLocal(to);
  ghost.position.set(a.x, a.y);
  ghost.eventMode = "none";
  layer.addChild(ghost);
  const props = { x: b.x, y: b.y, scale: to.w / Math.max(1, from.w), alpha: opts.fade ? 0.15 : 1 };
  return tweens.to(ghost, props, opts.ms ?? FLIGHT_MS, { ease: easeInOutQuad, delay: opts.delay }).then(() => {
    opts.onArrive?.();
    if (!ghost.destroyed) ghost.destroy({ children: true });
  });
}
