/**
 * The double-dummy solver's transposition table (dd-solve.ts), with partition search: an answer is stored
 * with the suit lengths of every hand, the leader, the trump suit and the holders of the cards it depended
 * on (those that won a trick by rank somewhere in its proof, and every card above them), so it serves every
 * position that agrees on those, whatever the small cards are (Ginsberg; Haglund's DDS). Entries are bounds
 * on North-South's tricks, exact facts: the table is a cache that changes only the work, never an answer.
 * Module state shared by all solvers, allocated on first use; a new epoch empties it without wiping.
 */
import { compress as compress_, HIGH as HIGH_, POP as POP_, SPREAD as SPREAD_ } from "./dd-bits";

/** Module-local copies of imported tables and functions: some loaders (tsx, jest) read an imported binding
 * through a getter on every use, a third of the solver's time in its inner loops. */
const HIGH = HIGH_;
const POP = POP_;
const SPREAD = SPREAD_;
const compress = compress_;

/**
 * The table: an open-addressed index of keys (suit lengths of every hand, leader and trump), each with a
 * block of the entries that share the key (the positions that differ only in who holds which cards), side
 * by side in the pool, oldest first: a probe walks them newest first (about 13 a probe). A linked chain
 * scattered over the pool cost a cache miss an entry; a block is read in one sweep.
 */
const KEY_BITS = 17;
const KEY_MASK = (1 << KEY_BITS) - 1;
/**
 * Entries in the pool: it starts small and doubles when full up to the most (a strain of DDS's ten deals
 * stores at most 540,000 entries, in blocks up to twice as big; the bot's small searches never grow it);
 * when the most fills up, or the index does, the table starts over (a new epoch), losing every answer, which
 * can cost a solve more than it did.
 */
const POOL_START = 1 << 19;
const POOL_MOST = 1 << 21;
let poolSize = POOL_START;
/** Entry layout: four suit patterns (k << 26 | holders of the suit's top k cards), info. */
const ENTRY = 5;
/**
 * Entries of a key kept: 2^CHAIN_CLASS (a block holds 2^c of them); a new one beyond drops the oldest. A key
 * that has that many gets a block of twice as many, in which they slide up one place a new entry and move
 * back down once at its end, instead of all moving down at every new one.
 */
const CHAIN_CLASS = 8;
const CHAIN = 1 << CHAIN_CLASS;
/**
 * Entries a store looks at for one with the same pattern to tighten (newest first): a repeat is nearly always
 * among the last few, and walking the whole chain cost half the store's time; a repeat missed is only a spare entry.
 */
const STORE_WALK = 4;
/**
 * The index, a slot every KEY_SLOT words: epoch, the key's three words, the offset in the pool of its
 * oldest entry, how many it has, its block's size class and the block's offset. One slot in one cache
 * line: a probe reads all of them (five arrays cost five cache misses a probe).
 */
const KEY_SLOT = 8;
let keyIndex: Int32Array | null = null;
let pool: Int32Array | null = null;
/** Words of the pool handed out. */
let used = 0;
let keysUsed = 0;
/** Blocks given up by keys that outgrew them, by size class: a list through each block's first word. */
const freeBlocks = new Int32Array(CHAIN_CLASS + 2).fill(-1);
/** Keys of earlier epochs count as empty: `clear` starts a new one instead of wiping the table. */
let epoch = 1;

export function allocateTable(): void {
  if (pool) return;
  keyIndex = new Int32Array(KEY_SLOT << KEY_BITS);
  pool = new Int32Array(POOL_START * ENTRY);
}

/** Forgets every stored answer (a new epoch). */
export function clearTable(): void {
  epoch++;
  used = 0;
  keysUsed = 0;
  freeBlocks.fill(-1);
  if (epoch > 0x3fffffff) {
    epoch = 1;
    keyIndex?.fill(0);
  }
}

/**
 * The index offset of a key: where it is, or the empty slot where it would go; -1 when the index is too full
 * (then the table must start over).
 */
function findKey(A: number, B: number, C: number): number {
  let x = Math.imul(A ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ B ^ (x >>> 15), 0xc2b2ae35);
  x = Math.imul(x ^ C ^ (x >>> 13), 0x85ebca6b);
  x ^= x >>> 16;
  let i = x & KEY_MASK;
  const K = keyIndex!;
  while (K[i * KEY_SLOT] === epoch) {
    const k = i * KEY_SLOT;
    if (K[k + 1] === A && K[k + 2] === B && K[k + 3] === C) return k;
    i = (i + 1) & KEY_MASK;
  }
  return keysUsed > KEY_MASK >> 1 ? -1 : i * KEY_SLOT;
}

/** A block of 2^c entries: its word offset in the pool, or -1 when the pool is full at its most. */
function allocate(c: number): number {
  const free = freeBlocks[c];
  if (free >= 0) {
    freeBlocks[c] = pool![free];
    return free;
  }
  const words = ENTRY << c;
  if (used + words > poolSize * ENTRY) {
    if (poolSize >= POOL_MOST) return -1;
    poolSize *= 2;
    const bigger = new Int32Array(poolSize * ENTRY);
    bigger.set(pool!);
    pool = bigger;
  }
  const at = used;
  used += words;
  return at;
}

/** What the table reads of the solver's position at a trick start. */
export interface TablePosition {
  readonly h: Int32Array;
  readonly leader: number;
  readonly trump: number;
  readonly left: number;
  readonly side: number;
  /** Search depth: where the probe's keys wait for its store. */
  readonly depth: number;
  /** In: the cards the answer being stored rests on; out: those a table answer rests on. */
  readonly rel: Int32Array;
}

/** One solver's probes and stores (keys by search depth). */
export class DDTable {
  /** The table's best move for the position probed last (a relative card), or -1. */
  hint = -1;
  /**
   * Keys of the positions probed, by search depth (a probe's keys stay until its `store`): lengths (two
   * words), leader and trump, the bucket, and by suit the holders of its live cards and how many there are.
   */
  private readonly keys = new Int32Array(56 * 4);
  private readonly owners = new Int32Array(56 * 4);
  private readonly counts = new Int32Array(56 * 4);

  /**
   * Looks the position up (at a trick start): 1 when the table proves `side` takes `need` tricks, -1 when
   * it proves it cannot, 0 when it does not know (then `hint` may hold a best move). Sets `rel` on an answer.
   */
  probe(at: TablePosition, need: number): number {
    const h = at.h;
    const d = at.depth;
    const d4 = d * 4;
    const owners = this.owners;
    const counts = this.counts;
    let A = 0;
    let B = 0;
    for (let s = 0; s < 4; s++) {
      A |= (POP[h[s]] << (s * 4)) | (POP[h[4 + s]] << (16 + s * 4));
      B |= (POP[h[8 + s]] << (s * 4)) | (POP[h[12 + s]] << (16 + s * 4));
    }
    this.ownersAt[d] = 0;
    const C = at.leader | (at.trump << 2);
    const slot = findKey(A, B, C);
    this.keys[d4] = A;
    this.keys[d4 + 1] = B;
    this.keys[d4 + 2] = C;
    this.keys[d4 + 3] = slot;
    this.epochAt[d] = epoch;
    this.hint = -1;
    if (slot < 0 || keyIndex![slot] !== epoch) return 0;
    const t = pool!;
    const left = at.left;
    const side = at.side;
    this.holders(at, d);
    const o0 = owners[d4],
      o1 = owners[d4 + 1],
      o2 = owners[d4 + 2],
      o3 = owners[d4 + 3];
    const c0 = 2 * counts[d4],
      c1 = 2 * counts[d4 + 1],
      c2 = 2 * counts[d4 + 2],
      c3 = 2 * counts[d4 + 3];
    const block = keyIndex![slot + 4];
    const newest = block + (keyIndex![slot + 5] - 1) * ENTRY;
    let fallback = -1;
    for (let e = newest; e >= block; e -= ENTRY) {
      if (fallback < 0) {
        const fb = (t[e + 4] >> 8) & 0xff;
        if (fb !== 0xff) fallback = fb;
      }
      // all four suits in one test, one branch an entry instead of up to four hard-to-predict ones; a suit the
      // entry does not rest on (0: k = 0) matches by itself, as o >>> c is 0 (c = 2 × live cards ≤ 26)
      const p0 = t[e];
      const p1 = t[e + 1];
      const p2 = t[e + 2];
      const p3 = t[e + 3];
      if (
        ((o0 >>> (c0 - 2 * (p0 >>> 26))) ^ (p0 & 0x3ffffff)) |
        ((o1 >>> (c1 - 2 * (p1 >>> 26))) ^ (p1 & 0x3ffffff)) |
        ((o2 >>> (c2 - 2 * (p2 >>> 26))) ^ (p2 & 0x3ffffff)) |
        ((o3 >>> (c3 - 2 * (p3 >>> 26))) ^ (p3 & 0x3ffffff))
      )
        continue;
      const info = t[e + 4];
      const upper = (info & 1) !== 0;
      const v = (info >> 1) & 15;
      let answer = 0;
      if (side === 0) {
        if (!upper && v >= need) answer = 1;
        else if (upper && v < need) answer = -1;
      } else {
        if (upper && v <= left - need) answer = 1;
        else if (!upper && v > left - need) answer = -1;
      }
      if (answer !== 0) {
        // a useful entry becomes the newest (a full block drops its oldest: stale ones fall off)
        if (e < newest) {
          if (newest - e > 8 * ENTRY) t.copyWithin(e, e + ENTRY, newest + ENTRY);
          else for (let f = e; f < newest; f++) t[f] = t[f + ENTRY];
          t[newest] = p0;
          t[newest + 1] = p1;
          t[newest + 2] = p2;
          t[newest + 3] = p3;
          t[newest + 4] = info;
        }
        // the answer rests on the entry's cards: the top k of each suit here
        const rel = at.rel;
        for (let s = 0; s < 4; s++) {
          const k = t[newest + s] >>> 26;
          let m = 0;
          let all = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
          for (let i = 0; i < k; i++) {
            const bit = 1 << HIGH[all];
            m |= bit;
            all ^= bit;
          }
          rel[s] = m;
        }
        return answer;
      }
      const b = (info >> 8) & 0xff;
      if (b !== 0xff && this.hint < 0) this.hint = b;
    }
    // else the best move of the latest useful entry of the key (a position with the same lengths)
    if (this.hint < 0) this.hint = fallback;
    return 0;
  }

  /** Who holds each live card, by suit (highest first, 2 bits a card), for the position at depth `d`. */
  private holders(at: TablePosition, d: number): void {
    const h = at.h;
    const d4 = d * 4;
    for (let s = 0; s < 4; s++) {
      // pattern bit pairs: 1 = East or West holds the card, 2 = South or West, lowest live card in bits 0-1
      const all = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
      this.owners[d4 + s] = SPREAD[compress(h[4 + s] | h[12 + s], all)] | (SPREAD[compress(h[8 + s] | h[12 + s], all)] << 1);
      this.counts[d4 + s] = POP[all];
    }
    this.ownersAt[d] = 1;
  }
  private readonly ownersAt = new Uint8Array(56);
  /** The table's epoch at each depth's probe: its slot is still the key's while no restart came between. */
  private readonly epochAt = new Int32Array(56);

  /** Stores the answer just found for the position probed at depth `d` (whose keys are still in place). */
  store(at: TablePosition, d: number, need: number, result: boolean, best: number): void {
    const h = at.h;
    const d4 = d * 4;
    const kA = this.keys[d4];
    const kB = this.keys[d4 + 1];
    const kC = this.keys[d4 + 2];
    if (this.ownersAt[d] === 0) this.holders(at, d);
    const rel = at.rel;
    // NS's bound: side 0 taking `need` = NS ≥ need; side 1 taking it = NS ≤ left − need
    const side = at.side;
    const left = at.left;
    const upper = side === 0 ? !result : result;
    const v = side === 0 ? (result ? need : need - 1) : result ? left - need : left - need + 1;
    const w0 = this.suitPattern(d4, 0, h[0] | h[4] | h[8] | h[12], rel[0]);
    const w1 = this.suitPattern(d4, 1, h[1] | h[5] | h[9] | h[13], rel[1]);
    const w2 = this.suitPattern(d4, 2, h[2] | h[6] | h[10] | h[14], rel[2]);
    const w3 = this.suitPattern(d4, 3, h[3] | h[7] | h[11] | h[15], rel[3]);
    const info = (upper ? 1 : 0) | (v << 1) | ((best < 0 ? 0xff : best) << 8);
    // the probe's slot, unless the table started over or the key was new and its slot has been taken since
    let slot = this.keys[d4 + 3];
    if (
      slot >= 0 && keyIndex![slot] === epoch
        ? keyIndex![slot + 1] !== kA || keyIndex![slot + 2] !== kB || keyIndex![slot + 3] !== kC
        : this.epochAt[d] !== epoch
    )
      slot = findKey(kA, kB, kC);
    if (slot >= 0 && keyIndex![slot] === epoch) {
      const block = keyIndex![slot + 4];
      const count = keyIndex![slot + 5];
      const t = pool!;
      for (let e = block + (count - 1) * ENTRY, stop = block + (count - STORE_WALK) * ENTRY; e >= block && e >= stop; e -= ENTRY) {
        if (t[e] === w0 && t[e + 1] === w1 && t[e + 2] === w2 && t[e + 3] === w3 && (t[e + 4] & 1) === (upper ? 1 : 0)) {
          // the same pattern and kind of bound: keep the tighter one
          const old = (t[e + 4] >> 1) & 15;
          if (upper ? v < old : v > old) t[e + 4] = info;
          return;
        }
      }
      let c = keyIndex![slot + 6];
      let base = keyIndex![slot + 7];
      let first = block;
      let n = count;
      if (first + n * ENTRY === base + (ENTRY << c)) {
        // no room after the newest
        if (c > CHAIN_CLASS) {
          // the window reached the block's end: back to its start, without the oldest
          t.copyWithin(base, first + ENTRY, first + n * ENTRY);
          first = base;
          n--;
        } else {
          // a block twice the size, the old one freed
          const bigger = allocate(c + 1);
          if (bigger < 0) slot = -1;
          else {
            const u = pool!;
            u.copyWithin(bigger, first, first + n * ENTRY);
            u[base] = freeBlocks[c];
            freeBlocks[c] = base;
            base = first = bigger;
            c++;
          }
        }
      }
      if (slot >= 0) {
        if (n === CHAIN) {
          // full: the oldest entry goes
          first += ENTRY;
          n--;
        }
        keyIndex![slot + 4] = first;
        keyIndex![slot + 5] = n;
        keyIndex![slot + 6] = c;
        keyIndex![slot + 7] = base;
        return this.append(slot, w0, w1, w2, w3, info);
      }
    }
    let block = slot >= 0 ? allocate(0) : -1;
    if (block < 0) {
      // full: start over
      clearTable();
      slot = findKey(kA, kB, kC);
      block = allocate(0);
    }
    keyIndex![slot] = epoch;
    keyIndex![slot + 1] = kA;
    keyIndex![slot + 2] = kB;
    keyIndex![slot + 3] = kC;
    keyIndex![slot + 4] = block;
    keyIndex![slot + 5] = 0;
    keyIndex![slot + 6] = 0;
    keyIndex![slot + 7] = block;
    keysUsed++;
    this.append(slot, w0, w1, w2, w3, info);
  }

  /** Puts an entry after the newest of the key at `slot`, whose block has room. */
  private append(slot: number, w0: number, w1: number, w2: number, w3: number, info: number): void {
    const count = keyIndex![slot + 5];
    const e = keyIndex![slot + 4] + count * ENTRY;
    const t = pool!;
    t[e] = w0;
    t[e + 1] = w1;
    t[e + 2] = w2;
    t[e + 3] = w3;
    t[e + 4] = info;
    keyIndex![slot + 5] = count + 1;
  }

  /** The stored pattern of a suit: how many top cards matter (down to the lowest relevant one) and their holders. */
  private suitPattern(d4: number, s: number, live: number, relevant: number): number {
    if (relevant === 0) return 0;
    const low = HIGH[relevant & -relevant];
    const k = POP[live >> low];
    return (k << 26) | (this.owners[d4 + s] >>> (2 * (this.counts[d4 + s] - k)));
  }
}
