/**
 * A small tween engine on the Pixi ticker: moves, scales, fades and turns display objects over time.
 * `to()` returns a promise; starting a new tween on the same object stops the old one where it is. With
 * reduced motion (the player's setting or the system's), nothing glides: after its delay a tween jumps to
 * its end, so cards land where they go without flying there.
 */
import type { Container, Ticker } from "pixi.js";
import { motionReduced } from "../net/profile";

export interface TweenProps {
  x?: number;
  y?: number;
  alpha?: number;
  scale?: number;
  rotation?: number;
}

export interface TweenOptions {
  delay?: number;
  ease?: (t: number) => number;
}

type Key = keyof TweenProps;

interface Tween {
  target: Container;
  from: Partial<Record<Key, number>>;
  to: Partial<Record<Key, number>>;
  duration: number;
  elapsed: number;
  ease: (t: number) => number;
  done: () => void;
}

export const easeOutCubic = (t: number): number => 1 - Math.pow(1 - t, 3);
export const easeInOutQuad = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2);

function read(target: Container, key: Key): number {
  return key === "scale" ? target.scale.x : target[key];
}

function write(target: Container, key: Key, value: number): void {
  if (key === "scale") target.scale.set(value);
  else target[key] = value;
}

export class Tweener {
  private readonly tweens: Tween[] = [];
  private readonly ticker: Ticker;
  private readonly tick = (t: Ticker) => this.step(t.deltaMS);

  constructor(ticker: Ticker) {
    this.ticker = ticker;
    ticker.add(this.tick);
  }

  /** Whether any tween is running or waiting for its delay (the stage draws every frame meanwhile). */
  get busy(): boolean {
    return this.tweens.length > 0;
  }

  /** Tweens `target` to `props` in `ms` milliseconds (after `delay`). */
  to(target: Container, props: TweenProps, ms: number, opts: TweenOptions = {}): Promise<void> {
    this.stop(target);
    return new Promise((resolve) => {
      const to: Partial<Record<Key, number>> = {};
      for (const key of Object.keys(props) as Key[]) if (props[key] !== undefined) to[key] = props[key];
      this.tweens.push({
        target,
        from: {},
        to,
        duration: motionReduced() ? 1 : Math.max(1, ms),
        elapsed: -(opts.delay ?? 0),
        ease: opts.ease ?? easeOutCubic,
        done: resolve,
      });
    });
  }

  /** Stops tweens on `target` (left where they are; their promises resolve). */
  stop(target: Container): void {
    for (let i = this.tweens.length - 1; i >= 0; i--) {
      if (this.tweens[i].target === target) {
        const [t] = this.tweens.splice(i, 1);
        t.done();
      }
    }
  }

  /** Jumps every running tween to its end. */
  finishAll(): void {
    for (const t of this.tweens.splice(0)) {
      if (!t.target.destroyed) for (const key of Object.keys(t.to) as Key[]) write(t.target, key, t.to[key] as number);
      t.done();
    }
  }

  destroy(): void {
    this.finishAll();
    this.ticker.remove(this.tick);
  }

  private step(dt: number): void {
    for (let i = this.tweens.length - 1; i >= 0; i--) {
      const t = this.tweens[i];
      if (t.target.destroyed) {
        this.tweens.splice(i, 1);
        t.done();
        continue;
      }
      const before = t.elapsed;
      t.elapsed += dt;
      if (t.elapsed <= 0) continue;
      if (before <= 0) for (const key of Object.keys(t.to) as Key[]) t.from[key] = read(t.target, key);
      const p = Math.min(1, t.elapsed / t.duration);
      const e = t.ease(p);
      for (const key of Object.keys(t.to) as Key[]) {
        const a = t.from[key] as number;
        write(t.target, key, a + ((t.to[key] as number) - a) * e);
      }
      if (p >= 1) {
        this.tweens.splice(i, 1);
        t.done();
      }
    }
  }
}
