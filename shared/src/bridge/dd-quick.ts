/**
 * Quick bounds of the double-dummy solver (dd-solve.ts) at a trick start: tricks a side can surely cash,
 * which settle many positions without search.
 */
import { HIGH as HIGH_, POP as POP_, topRun as topRun_ } from "./dd-bits";

/** Module-local copies of imported tables and functions: some loaders (tsx, jest) read an imported binding
 * through a getter on every use, a third of the solver's time in its inner loops. */
const HIGH = HIGH_;
const POP = POP_;
const topRun = topRun_;

/** What the quick bounds read of the solver's position. */
export interface QuickPosition {
  /** h[seat * 4 + suit]: the ranks held (dd-bits.ts). */
  readonly h: Int32Array;
  /** Trump suit index, 4 in notrump. */
  readonly trump: number;
  /** Tricks left, the current one included. */
  readonly left: number;
  /** The side whose tricks are counted. */
  readonly side: number;
  readonly leader: number;
  /** Out: the cards an answer relied on, by suit. */
  readonly rel: Int32Array;
  /** Scratch: the cards `quickTricks` counted on, by suit. */
  readonly qrel: Int32Array;
}

/** Scratch: the tricks `quickTricks` counted in each suit. */
const counted = new Int32Array(4);

/**
 * Sets `rel` to the cards of the fewest suits whose quick tricks (the last `quickTricks`) reach `enough`,
 * the suits counting most first, and of suit `keep` besides (-1: none): an answer that needs two tricks
 * then rests on the suit that gives them, not on every winner the leader holds.
 */
function relyOn(at: QuickPosition, enough: number, keep: number): void {
  const rel = at.rel;
  const qrel = at.qrel;
  rel[0] = rel[1] = rel[2] = rel[3] = 0;
  let sum = 0;
  if (keep >= 0) {
    rel[keep] = qrel[keep];
    sum = counted[keep];
  }
  while (sum < enough) {
    let b = -1;
    for (let s = 0; s < 4; s++) if (rel[s] === 0 && counted[s] > 0 && (b < 0 || counted[s] > counted[b])) b = s;
    if (b < 0) {
      // cannot happen when the total reached `enough`; rely on everything counted
      rel.set(qrel);
      return;
    }
    rel[b] = qrel[b];
    sum += counted[b];
  }
}

/**
 * Tricks the side on lead can cash at once from the leader's hand: in each suit, its run of top cards
 * (all its cards once the opponents and partner are out of the suit), counting
 * a side suit in a trump contract only while each opponent holding trumps can still follow. Leaves the
 * cards it counted on in `qrel`: everything else it looks at is suit lengths.
 */
export function quickTricks(at: QuickPosition, L: number): number {
  const h = at.h;
  const qrel = at.qrel;
  const o1 = (L + 1) & 3;
  const o2 = (L + 3) & 3;
  const p = (L + 2) & 3;
  const trump = at.trump;
  const o1T = trump < 4 && h[o1 * 4 + trump] !== 0;
  const o2T = trump < 4 && h[o2 * 4 + trump] !== 0;
  let total = 0;
  for (let s = 0; s < 4; s++) {
    qrel[s] = 0;
    counted[s] = 0;
    const mine = h[L * 4 + s];
    if (mine === 0) continue;
    const x = h[o1 * 4 + s];
    const y = h[o2 * 4 + s];
    const pm = h[p * 4 + s];
    const top = topRun(mine, mine | x | y | pm);
    const k = POP[top];
    if (k === 0) continue;
    qrel[s] = top;
    const lx = POP[x];
    const ly = POP[y];
    // once the opponents are out, the small cards win too, if partner is out by then as well (he must
    // follow under the top cards, so he cannot overtake the small ones)
    const runs = k >= lx && k >= ly && k >= POP[pm];
    let c: number;
    if (trump === 4 || s === trump || (!o1T && !o2T)) {
      c = runs ? POP[mine] : k;
    } else {
      c = k;
      if (o1T && lx < c) c = lx;
      if (o2T && ly < c) c = ly;
    }
    counted[s] = c;
    total += c;
  }
  return total > at.left ? at.left : total;
}

/**
 * Sure trump tricks: each trump a hand holds wins the trick it is played to (led, followed or ruffed)
 * unless an opponent plays a higher trump to that same trick, and each of the opponents' trumps can beat
 * at most one of them. Scanning the trumps from the top, a card of the hand is beaten only while an
 * opponent's higher trump is left over (the most it can lose), so the others are tricks whatever is played.
 * Returns, for the best hand of each side, its count (NS in bits 0-3, EW in 4-7) and the rank of its lowest
 * card counted (NS bits 8-11, EW 12-15): the answer rests on the holders of the trumps from there up.
 */
export function sureTrumps(h: Int32Array, trump: number): number {
  let all = h[trump] | h[4 + trump] | h[8 + trump] | h[12 + trump];
  const t0 = h[trump];
  const t1 = h[4 + trump];
  const t2 = h[8 + trump];
  // higher opponents' trumps not yet matched against each seat's cards, and each seat's sure tricks
  let a0 = 0,
    a1 = 0,
    a2 = 0,
    a3 = 0;
  let k0 = 0,
    k1 = 0,
    k2 = 0,
    k3 = 0;
  let l0 = 0,
    l1 = 0,
    l2 = 0,
    l3 = 0;
  while (all !== 0) {
    const r = HIGH[all];
    const bit = 1 << r;
    all ^= bit;
    if ((t0 & bit) !== 0) {
      a1++;
      a3++;
      if (a0 > 0) a0--;
      else {
        k0++;
        l0 = r;
      }
    } else if ((t2 & bit) !== 0) {
      a1++;
      a3++;
      if (a2 > 0) a2--;
      else {
        k2++;
        l2 = r;
      }
    } else if ((t1 & bit) !== 0) {
      a0++;
      a2++;
      if (a1 > 0) a1--;
      else {
        k1++;
        l1 = r;
      }
    } else {
      a0++;
      a2++;
      if (a3 > 0) a3--;
      else {
        k3++;
        l3 = r;
      }
    }
  }
  const ns = k0 >= k2 ? k0 | (l0 << 8) : k2 | (l2 << 8);
  const ew = k1 >= k3 ? (k1 << 4) | (l1 << 12) : (k3 << 4) | (l3 << 12);
  return ns | ew;
}

/**
 * Whether the side on lead surely loses the trick it leads to: in every suit the leader holds, an opponent
 * holds the top live card (he plays it and wins, or his partner has ruffed already), and the leader's partner
 * cannot ruff it (he has a card of the suit, or no trump, or the suit is trumps). Returns -1 when not, else
 * the suits the answer rests on the top card of (a bit a suit: those the leader holds); the rest is lengths.
 */
export function loses(at: QuickPosition): number {
  const h = at.h;
  const L = at.leader;
  const P = (L + 2) & 3;
  const trump = at.trump;
  const pNoTrump = trump === 4 || h[P * 4 + trump] === 0;
  let suits = 0;
  for (let s = 0; s < 4; s++) {
    if (h[L * 4 + s] === 0) continue;
    const top = 1 << HIGH[h[s] | h[4 + s] | h[8 + s] | h[12 + s]];
    if (((h[L * 4 + s] | h[P * 4 + s]) & top) !== 0) return -1;
    if (!pNoTrump && s !== trump && h[P * 4 + s] === 0) return -1;
    suits |= 1 << s;
  }
  return suits;
}

/**
 * Quick bounds at a trick start: 1 when they prove `side` takes `need` more tricks, -1 when they prove it
 * cannot, 0 otherwise. They are each side's sure trump tricks (`sureTrumps`, either side, whoever leads), the
 * leader's quick tricks, and its partner's when the leader can reach them safely. On an answer `rel`
 * holds the cards relied on.
 */
export function bounds(at: QuickPosition, need: number): number {
  const h = at.h;
  const rel = at.rel;
  const left = at.left;
  const side = at.side;
  const L = at.leader;
  const trump = at.trump;
  if (trump < 4) {
    // A side out of trumps loses every trick on which an opponent plays one: at least as many as the
    // opponents' longer trump holding (this rests on suit lengths alone).
    const a0 = POP[h[side * 4 + trump]];
    const a1 = POP[h[((side + 2) & 3) * 4 + trump]];
    const b0 = POP[h[((side + 1) & 3) * 4 + trump]];
    const b1 = POP[h[((side + 3) & 3) * 4 + trump]];
    if ((a0 | a1) === 0 ? left - (b0 > b1 ? b0 : b1) < need : (b0 | b1) === 0 && (a0 > a1 ? a0 : a1) >= need) {
      rel[0] = rel[1] = rel[2] = rel[3] = 0;
      return (a0 | a1) === 0 ? -1 : 1;
    }
    // sure trump tricks are at most the longest trump holding: look only when that could settle it
    const t = (a0 > a1 ? a0 : a1) >= need || left - (b0 > b1 ? b0 : b1) < need ? sureTrumps(h, trump) : 0;
    if (t !== 0) {
      // t: the best hand's sure trump tricks for each side (4 bits each) and the lowest trump they rest on
      const mineK = side === 0 ? t & 15 : (t >> 4) & 15;
      const theirsK = side === 0 ? (t >> 4) & 15 : t & 15;
      const answer = mineK >= need ? 1 : left - theirsK < need ? -1 : 0;
      if (answer !== 0) {
        const low = answer > 0 ? (side === 0 ? t >> 8 : t >> 12) & 15 : (side === 0 ? t >> 12 : t >> 8) & 15;
        const all = h[trump] | h[4 + trump] | h[8 + trump] | h[12 + trump];
        rel[0] = rel[1] = rel[2] = rel[3] = 0;
        rel[trump] = all & ~((1 << low) - 1);
        return answer;
      }
    }
  }
  const mine = (L & 1) === side;
  if (mine ? need === left : need === 1) {
    const lose = loses(at);
    if (lose >= 0) {
      rel[0] = rel[1] = rel[2] = rel[3] = 0;
      for (let s = 0; s < 4; s++) if ((lose >> s) & 1) rel[s] = 1 << HIGH[h[s] | h[4 + s] | h[8 + s] | h[12 + s]];
      return mine ? -1 : 1;
    }
  }
  let q = quickTricks(at, L);
  if (mine ? q >= need : left - q < need) {
    relyOn(at, mine ? need : left - need + 1, -1);
    return mine ? 1 : -1;
  }
  // partner's quick tricks, reached by a low card to his top card in a suit no opponent can ruff
  const P = (L + 2) & 3;
  const o1 = (L + 1) & 3;
  const o2 = (L + 3) & 3;
  for (let s = 0; s < 4; s++) {
    if (h[L * 4 + s] === 0) continue;
    const all = h[s] | h[4 + s] | h[8 + s] | h[12 + s];
    if ((h[P * 4 + s] & (1 << HIGH[all])) === 0) continue;
    if (trump < 4 && s !== trump && ((h[o1 * 4 + s] === 0 && h[o1 * 4 + trump] !== 0) || (h[o2 * 4 + s] === 0 && h[o2 * 4 + trump] !== 0))) continue;
    q = quickTricks(at, P);
    if (mine ? q >= need : left - q < need) {
      // the way to partner rests on his top card in suit s
      relyOn(at, mine ? need : left - need + 1, s);
      return mine ? 1 : -1;
    }
    break;
  }
  return 0;
}
