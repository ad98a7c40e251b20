/**
 * Cards drawn once: a card's vector shapes and texts are rendered into a texture the first time a card of
 * that look and width is shown, and every card sprite of that look shows the texture after. Where WebGL is
 * missing (Pixi's canvas renderer) every vector path and text was otherwise drawn again each frame, and a
 * hand of card backs redrew its lattices card by card.
 *
 * Baking a drawing costs more than drawing it once, so a card face is first drawn live and baked when the
 * page is idle (`bakeWhenIdle`): the first cards of a hand show no later for it. A card back, one texture for a
 * whole hand of backs, is baked at once.
 *
 * Textures are counted by their users; unused ones are kept for a while (a card that comes back, a resize
 * back and forth) and the oldest dropped past `UNUSED_KEPT`. Without a renderer (before Pixi starts, and in
 * unit tests) there is nothing to bake with: callers draw live.
 */
import { Rectangle, type Container, type Texture } from "pixi.js";
import { pageRenderer } from "../app/pixi-stage";

const UNUSED_KEPT = 120;

interface Baked {
  texture: Texture;
  /** Where the texture's top-left corner lies in the drawing's own coordinates. */
  x: number;
  y: number;
  users: number;
}

const baked = new Map<string, Baked>();
const idleJobs = new Set<() => void>();
let idleAsked = false;

/** Whether the drawing `key` is baked already (then taking it costs nothing). */
export function hasCardArt(key: string): boolean {
  const renderer = pageRenderer();
  return !!renderer && baked.has(`${renderer.resolution}|${key}`);
}

/** Runs `job` when the page is next idle, a few jobs at a time; returns a cancel. */
export function bakeWhenIdle(job: () => void): () => void {
  if (!pageRenderer()) return () => undefined;
  idleJobs.add(job);
  if (!idleAsked) {
    idleAsked = true;
    whenIdle(runIdleJobs);
  }
  return () => idleJobs.delete(job);
}

function runIdleJobs(timeLeft: () => number): void {
  idleAsked = false;
  for (const job of idleJobs) {
    if (timeLeft() < 4) break;
    idleJobs.delete(job);
    job();
  }
  if (idleJobs.size > 0 && !idleAsked) {
    idleAsked = true;
    whenIdle(runIdleJobs);
  }
}

/** requestIdleCallback, where the browser has it (Safari does not): else a short pause. */
function whenIdle(fn: (timeLeft: () => number) => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback((deadline) => fn(() => deadline.timeRemaining()), { timeout: 2000 });
  else {
    setTimeout(() => {
      const until = performance.now() + 12;
      fn(() => until - performance.now());
    }, 100);
  }
}

/**
 * The texture of the drawing `key`, made by `draw` the first time (its drawing is destroyed once baked), with
 * where to place it; null where nothing can bake (draw live instead). Each take is paired with a `releaseCardArt`.
 */
export function takeCardArt(key: string, draw: () => Container): { id: string; texture: Texture; x: number; y: number } | null {
  const renderer = pageRenderer();
  if (!renderer) return null;
  // The same look at another pixel density (a browser zoom) is another texture.
  const id = `${renderer.resolution}|${key}`;
  let art = baked.get(id);
  if (!art) {
    const content = draw();
    const b = content.getLocalBounds();
    const x = Math.floor(b.minX) - 1;
    const y = Math.floor(b.minY) - 1;
    const frame = new Rectangle(x, y, Math.ceil(b.maxX) + 1 - x, Math.ceil(b.maxY) + 1 - y);
    art = { texture: renderer.generateTexture({ target: content, frame }), x, y, users: 0 };
    content.destroy({ children: true });
    baked.set(id, art);
  }
  art.users++;
  return { id, texture: art.texture, x: art.x, y: art.y };
}

/** A sprite stopped showing the art `id` (from `takeCardArt`); unused ones past `UNUSED_KEPT` are freed, oldest first. */
export function releaseCardArt(id: string): void {
  const art = baked.get(id);
  if (!art || --art.users > 0) return;
  let unused = 0;
  for (const a of baked.values()) if (a.users <= 0) unused++;
  if (unused <= UNUSED_KEPT) return;
  for (const [id, art] of baked) {
    if (art.users > 0) continue;
    art.texture.destroy(true);
    baked.delete(id);
    if (--unused <= UNUSED_KEPT) return;
  }
}
