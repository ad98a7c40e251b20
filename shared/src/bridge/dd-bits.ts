/** Bit tables of the double-dummy solver (dd-solve.ts): a suit held is a 13-bit mask, bit r = rank r (0 = two … 12 = ace). */

/** Suit index of a card code ("AS" → 0): spades 0, hearts 1, diamonds 2, clubs 3; notrump is strain 4. */
export const SUIT_INDEX: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };
export const RANK_INDEX: Record<string, number> = { "2": 0, "3": 1, "4": 2, "5": 3, "6": 4, "7": 5, "8": 6, "9": 7, T: 8, J: 9, Q: 10, K: 11, A: 12 };
export const STRAIN_INDEX: Record<string, number> = { S: 0, H: 1, D: 2, C: 3, NT: 4 };

/** Cards in a 13-bit mask. */
export const POP = new Uint8Array(1 << 13);
for (let i = 1; i < 1 << 13; i++) POP[i] = POP[i >> 1] + (i & 1);
/** Highest set bit of a 13-bit mask (-1 for 0). */
export const HIGH = new Int8Array(1 << 13);
HIGH[0] = -1;
for (let i = 1; i < 1 << 13; i++) HIGH[i] = 31 - Math.clz32(i);

/** The top cards of `all` (a suit's live cards) that `mine` holds with no other card between: sure winners. */
export function topRun(mine: number, all: number): number {
  let run = 0;
  while (all !== 0) {
    const bit = 1 << HIGH[all];
    if ((mine & bit) === 0) break;
    run |= bit;
    all ^= bit;
  }
  return run;
}

/** COMPRESS7[m << 7 | x]: the bits of `x` at the places `m` has set, packed down (7-bit m and x), for `compress`. */
const COMPRESS7 = new Uint8Array(1 << 14);
for (let m = 0; m < 128; m++)
  for (let x = 0; x < 128; x++) {
    let out = 0;
    let k = 0;
    for (let b = 0; b < 7; b++)
      if (m & (1 << b)) {
        if (x & (1 << b)) out |= 1 << k;
        k++;
      }
    COMPRESS7[(m << 7) | x] = out;
  }
/**
 * The bits of `x` at the places `m` has set, packed down to the lowest bits (13-bit masks): which of a suit's
 * live cards (`m`) a hand holds, by place among them from the lowest. Two table reads instead of a loop over
 * the cards, since the transposition table computes it for every suit at every probe.
 */
export function compress(x: number, m: number): number {
  const lo = m & 127;
  return COMPRESS7[(lo << 7) | (x & lo)] | (COMPRESS7[((m >> 7) << 7) | ((x & m) >> 7)] << POP[lo]);
}
/** SPREAD[v]: bit i of a 13-bit `v` moved to bit 2i (two bits a card in the table's holder patterns). */
export const SPREAD = new Int32Array(1 << 13);
for (let i = 1; i < 1 << 13; i++) SPREAD[i] = SPREAD[i & ~(1 << HIGH[i])] | (1 << (2 * HIGH[i]));
