/**
 * A double-dummy solver: how many of the remaining tricks a side takes when all four hands play
 * perfectly with every card in view. The bridge bot values its candidate cards with it in each sampled
 * world once few enough tricks are left (endgame.ts), as GIB does.
 *
 * Null-window search ("can this side take at least n more tricks?") over card plays, with
 *  - a transposition table at trick starts with partition search (dd-table.ts): an answer serves every
 *    position with the same suit lengths, leader, trumps and holders of the cards it depended on;
 *  - equivalent cards merged: cards of one hand with no other live card between them (cards on the table
 *    count as live) win and lose the same tricks, so only one of them is searched;
 *  - quick bounds (dd-quick.ts): winners the side on lead can cash at once, and each side's sure trump tricks;
 *  - move ordering by rules of thumb and the table's best move (dd-moves.ts).
 *
 * Pure: no I/O, no clock, no randomness. The table is module state, allocated on first use; `clear` makes
 * the work of what follows independent of what came before.
 */
import { HIGH as HIGH_, POP as POP_, RANK_INDEX, STRAIN_INDEX, SUIT_INDEX } from "./dd-bits";
import { bounds as bounds_ } from "./dd-quick";
import { generate as generate_ } from "./dd-moves";
import { allocateTable, clearTable, DDTable } from "./dd-table";

export { STRAIN_INDEX };

/** Module-local copies of imported tables and functions: some loaders (tsx, jest) read an imported binding
 * through a getter on every use, a third of the solver's time in its inner loops. */
const HIGH = HIGH_;
const POP = POP_;
const bounds = bounds_;
const generate = generate_;

/** Thrown through the search when a node limit is reached (the solver is reloaded before its next use). */
const ABORT = new Error("dd-solve: node limit");

export interface DDPosition {
  /** Cards held by each seat (0 N, 1 E, 2 S, 3 W), as card codes ("AS", "TD"). */
  hands: readonly (readonly string[])[];
  /** "S" "H" "D" "C" or "NT". */
  strain: string;
  /** The seat that led (or is to lead) the current trick. */
  leader: number;
  /** Cards already played to the current trick, in order from the leader. */
  trick: readonly string[];
}

/**
 * The solver's working position. One instance can be loaded with many positions in turn; all instances
 * share the transposition table. Its fields are read by dd-quick.ts, dd-moves.ts and dd-table.ts.
 */
export class DDSolver {
  /** hands[seat * 4 + suit]: bit r set = holds rank r (0 = two … 12 = ace). */
  readonly h = new Int32Array(16);
  trump = 4;
  leader = 0;
  /** Cards on the table in the current trick. */
  pos = 0;
  /**
   * The tricks of the line being searched, five slots each from `tb` (the current trick's): the k-th card's
   * suit and rank at tb + k, and after k cards (k ≥ 1) the winning card's place in the trick, suit and rank.
   */
  tb = 0;
  readonly tSuit = new Int32Array(75);
  readonly tRank = new Int32Array(75);
  readonly wPos = new Int32Array(75);
  readonly wSuit = new Int32Array(75);
  readonly wRank = new Int32Array(75);
  /** Tricks left, the current one included. */
  left = 0;
  /** The side whose tricks are counted (0 NS, 1 EW) in the search under way. */
  side = 0;
  readonly moves = new Int32Array(56 * 16);
  readonly scores = new Int32Array(16);
  depth = 0;
  /** Search nodes visited since the last load (for tests and budgets). */
  nodes = 0;
  /** Null-window searches made by `tricks` since the last load (for the bench). */
  probes = 0;

  /** Sets up the position to solve (the table is allocated now, not when the bot is built, e.g. in a client). */
  load(p: DDPosition): this {
    allocateTable();
    this.h.fill(0);
    for (let seat = 0; seat < 4; seat++) for (const c of p.hands[seat]) this.h[seat * 4 + SUIT_INDEX[c[1]]] |= 1 << RANK_INDEX[c[0]];
    this.trump = STRAIN_INDEX[p.strain] ?? 4;
    this.leader = p.leader;
    this.pos = 0;
    this.tb = 0;
    let cards = 0;
    for (const hand of p.hands) cards += hand.length;
    for (const c of p.trick) this.place(SUIT_INDEX[c[1]], RANK_INDEX[c[0]]);
    this.left = (cards + p.trick.length) / 4;
    if (!Number.isInteger(this.left)) throw new Error("dd-solve: hands and trick do not make whole tricks");
    this.nodes = 0;
    this.probes = 0;
    this.root.set(this.h);
    this.rootPos = this.pos;
    this.rootLeader = this.leader;
    this.rootLeft = this.left;
    return this;
  }
  /** The loaded position, restored before each search (an aborted search leaves the working one half played). */
  private readonly root = new Int32Array(16);
  private rootPos = 0;
  private rootLeader = 0;
  private rootLeft = 0;

  /**
   * Forgets every position seen so far (for all instances), so that the work of the next searches does
   * not depend on earlier ones: a search budget counted in nodes then stays repeatable.
   */
  clear(): void {
    clearTable();
  }

  /** Tricks left to play, the one in progress included. */
  get tricksLeft(): number {
    return this.rootLeft;
  }

  /** Whether `side` (0 NS, 1 EW) can take at least `target` of the remaining tricks (the current one included). */
  canTake(side: number, target: number): boolean {
    this.limit = Infinity;
    return this.run(side, target);
  }

  private run(side: number, target: number): boolean {
    this.side = side;
    this.h.set(this.root);
    this.pos = this.rootPos;
    this.tb = 0;
    this.leader = this.rootLeader;
    this.left = this.rootLeft;
    this.depth = 0;
    return this.search(target);
  }

  /**
   * The number of remaining tricks (the current one included) that `side` takes with best play all round,
   * searching first around `guess`. With a node `limit` the search may stop short (`aborted` then tells):
   * the answer is then the middle of the bounds proved so far.
   */
  tricks(side: number, guess = -1, limit = Infinity): number {
    let lo = 0;
    let hi = this.rootLeft;
    let g = guess < 0 ? hi >> 1 : Math.min(hi, Math.max(lo, guess));
    this.limit = this.nodes + limit;
    this.aborted = false;
    // Null-window probes around the guess, then bisection-like steps (MTD-style).
    while (lo < hi) {
      const t = Math.max(lo + 1, Math.min(hi, g));
      let ok: boolean;
      this.probes++;
      try {
        ok = this.run(side, t);
      } catch (e) {
        if (e !== ABORT) throw e;
        this.aborted = true;
        return Math.round((lo + hi) / 2);
      }
      if (ok) {
        lo = t;
        g = t + 1;
      } else {
        hi = t - 1;
        g = t - 1;
      }
    }
    return lo;
  }
  /** Whether `side` takes at least `target` tricks, as `canTake`, or null when `limit` nodes did not tell. */
  reaches(side: number, target: number, limit = Infinity): boolean | null {
    this.limit = this.nodes + limit;
    this.aborted = false;
    try {
      return this.run(side, target);
    } catch (e) {
      if (e !== ABORT) throw e;
      this.aborted = true;
      return null;
    }
  }

  /** Whether the last `tricks` or `reaches` ran out of nodes (its answer is then an estimate or null). */
  aborted = false;
  private limit = Infinity;

  /** Puts a card on the table (no hand change): used by load for the cards already played. */
  private place(suit: number, rank: number): void {
    const k = this.pos;
    const i = this.tb + k;
    this.tSuit[i] = suit;
    this.tRank[i] = rank;
    if (k === 0) {
      this.wPos[i + 1] = 0;
      this.wSuit[i + 1] = suit;
      this.wRank[i + 1] = rank;
    } else {
      const ws = this.wSuit[i];
      const wins = (suit === ws && rank > this.wRank[i]) || (suit === this.trump && ws !== this.trump);
      this.wPos[i + 1] = wins ? k : this.wPos[i];
      this.wSuit[i + 1] = wins ? suit : ws;
      this.wRank[i + 1] = wins ? rank : this.wRank[i];
    }
    this.pos = k + 1;
  }

  /**
   * `need`: tricks `side` still needs from the remaining ones (the current trick included). Leaves in `rel`
   * the ranks (by suit) whose holders the answer depends on: the cards that won a trick by rank somewhere in
   * the proof. Any position with the same suit lengths in every hand and the same holders of the cards down
   * to the lowest of those has the same answer (partition search), which is what the table stores.
   */
  private search(need: number): boolean {
    const rel = this.rel;
    if (need <= 0 || need > this.left) {
      rel[0] = rel[1] = rel[2] = rel[3] = 0;
      return need <= 0;
    }
    if (++this.nodes > this.limit) throw ABORT;
    const h = this.h;
    const pos = this.pos;
    const seat = (this.leader + pos) & 3;
    const max = (seat & 1) === this.side;
    let best = -1;
    if (pos === 0 && this.left === 1) return this.lastTrick();
    if (pos === 0) {
      // quick tricks of the side on lead, then the table
      const b = bounds(this, need);
      if (b !== 0) return b > 0;
      if (this.left > 2) {
        const hit = this.table.probe(this, need);
        if (hit !== 0) return hit > 0;
        best = this.table.hint;
      }
    }
    const d = this.depth++;
    const n = generate(this, seat, d, best);
    const base = d * 16;
    let result = !max;
    let a0 = 0,
      a1 = 0,
      a2 = 0,
      a3 = 0;
    for (let i = 0; i < n; i++) {
      const m = this.moves[base + i];
      const suit = m >> 4;
      const rank = m & 15;
      const bit = 1 << rank;
      h[seat * 4 + suit] ^= bit;
      let r: boolean;
      let wSuit = -1;
      let wBit = 0;
      this.place(suit, rank);
      if (pos < 3) {
        r = this.search(need);
        this.pos = pos;
      } else {
        const tb = this.tb;
        const wp = this.wPos[tb + 4];
        const winner = (this.leader + wp) & 3;
        // the winning card counts by its rank when another card of its suit was played to the trick
        const ws = this.wSuit[tb + 4];
        const t = this.tSuit;
        if ((wp !== 0 && t[tb] === ws) || (wp !== 1 && t[tb + 1] === ws) || (wp !== 2 && t[tb + 2] === ws) || (wp !== 3 && t[tb + 3] === ws)) {
          wSuit = ws;
          wBit = 1 << this.wRank[tb + 4];
        }
        const leader = this.leader;
        this.pos = 0;
        this.tb = tb + 5;
        this.leader = winner;
        this.left--;
        r = this.search((winner & 1) === this.side ? need - 1 : need);
        this.left++;
        this.leader = leader;
        this.tb = tb;
        this.pos = pos;
      }
      h[seat * 4 + suit] ^= bit;
      if (wSuit >= 0) rel[wSuit] |= wBit;
      if (r === max) {
        // this move decides: the answer rests on its proof alone
        result = max;
        a0 = rel[0];
        a1 = rel[1];
        a2 = rel[2];
        a3 = rel[3];
        if (pos === 0) best = this.relative(suit, rank);
        break;
      }
      a0 |= rel[0];
      a1 |= rel[1];
      a2 |= rel[2];
      a3 |= rel[3];
    }
    this.depth--;
    rel[0] = a0;
    rel[1] = a1;
    rel[2] = a2;
    rel[3] = a3;
    if (pos === 0 && this.left > 2) this.table.store(this, d, need, result, best);
    return result;
  }

  /** The last trick, one card a hand, led by `leader`: whether `side` wins it (and `rel`). */
  private lastTrick(): boolean {
    const h = this.h;
    const trump = this.trump;
    let wSeat = -1;
    let wSuit = -1;
    let wRank = -1;
    let sameSuit = 0;
    for (let k = 0; k < 4; k++) {
      const seat = (this.leader + k) & 3;
      let suit = 0;
      while (h[seat * 4 + suit] === 0) suit++;
      const rank = HIGH[h[seat * 4 + suit]];
      if (k === 0 || (suit === wSuit && rank > wRank) || (suit === trump && wSuit !== trump)) {
        if (suit === wSuit) sameSuit = 1;
        else sameSuit = 0;
        wSeat = seat;
        wSuit = suit;
        wRank = rank;
      } else if (suit === wSuit) sameSuit = 1;
    }
    const rel = this.rel;
    rel[0] = rel[1] = rel[2] = rel[3] = 0;
    if (sameSuit) rel[wSuit] = 1 << wRank;
    return (wSeat & 1) === this.side;
  }

  /** Relevant ranks of the last answer, by suit (see `search`). */
  readonly rel = new Int32Array(4);
  /** This solver's keys into the shared transposition table. */
  private readonly table = new DDTable();
  /** Scratch of the quick bounds (dd-quick.ts). */
  readonly qrel = new Int32Array(4);
  /** A card's place among the live cards of its suit (0 = highest), for the table's best move. */
  private relative(suit: number, rank: number): number {
    const h = this.h;
    const all = h[suit] | h[4 + suit] | h[8 + suit] | h[12 + suit] | (1 << rank);
    return suit * 16 + POP[all >> (rank + 1)];
  }
}

/** Tricks `side` (0 NS, 1 EW) takes of the remaining ones in `p` with double-dummy play. */
export function ddTricks(p: DDPosition, side: number): number {
  return new DDSolver().load(p).tricks(side);
}
