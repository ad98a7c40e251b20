/**
 * Seeded randomness as plain data. The generator state lives inside game state (like boardgame.io's PRNG
 * plugin), so engines stay pure and replayable, and the state can be copied or serialised freely.
 * Built on pure-rand's xoroshiro128+ (well kept, fast, serialisable state).
 */
import prand from "pure-rand";

/** A generator state: four 32-bit words. Treat as opaque; never send it to a client. */
export type Rng = readonly number[];

/** FNV-1a over the seed text, spread into four non-zero words. */
export function rngFromSeed(seed: string | number): Rng {
  const text = String(seed);
  const words: number[] = [];
  let h = 0x811c9dc5;
  for (let w = 0; w < 4; w++) {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= w + 1;
    h = Math.imul(h, 0x01000193);
    words.push(h | 0);
  }
  if (!words.some((x) => x !== 0)) words[0] = 1;
  // Warm up so that similar seeds give unrelated streams.
  const g = prand.xoroshiro128plus.fromState(words);
  prand.unsafeSkipN(g, 16);
  return g.getState();
}

/** A uniform integer in [0, n) and the advanced generator. */
export function randInt(rng: Rng, n: number): [number, Rng] {
  const g = prand.xoroshiro128plus.fromState(rng);
  const x = prand.unsafeUniformIntDistribution(0, n - 1, g);
  return [x, g.getState()];
}

/** A Fisher-Yates shuffle of a copy of `items`, and the advanced generator. */
export function shuffle<T>(rng: Rng, items: readonly T[]): [T[], Rng] {
  const g = prand.xoroshiro128plus.fromState(rng);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = prand.unsafeUniformIntDistribution(0, i, g);
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return [out, g.getState()];
}

/** A fresh generator split off `rng` (for bots, so they never disturb the game's own stream). */
export function forkRng(rng: Rng, salt: string): Rng {
  const [x] = randInt(rng, 0x7fffffff);
  return rngFromSeed(`${x}:${salt}`);
}

/**
 * Runs `fn` with one generator for many draws (no state copy per draw: what playouts need), and returns
 * its result with the advanced state. `int(n)` draws a uniform integer in [0, n).
 */
export function withRng<T>(rng: Rng, fn: (int: (n: number) => number) => T): [T, Rng] {
  const g = prand.xoroshiro128plus.fromState(rng);
  const value = fn((n) => prand.unsafeUniformIntDistribution(0, n - 1, g));
  return [value, g.getState()];
}
