/**
 * A double-dummy solver for Euchre's card play (rules §5 play, §6 trick resolution; issue 13, level strong):
 * with every hand known, how many of the remaining tricks the makers take when both sides play perfectly.
 * The strong bot's bidding search deals many worlds and asks this solver what each contract would bring:
 * perfect play by everybody is far closer to how searching bots really play than quick playouts are.
 *
 * Alpha-beta over the remaining plays, on bit sets of the 24 cards, with cards that are equivalent (next to
 * each other in their suit once the cards gone are skipped) tried once.
 */
import { effectiveSuit, EUCHRE_DECK, strength } from "./cards";
import { handPoints } from "./resolve";
import { teamOf, type EuchreState } from "./state";

const INDEX = new Map(EUCHRE_DECK.map((c, i) => [c, i]));
const SUIT_NO: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };

interface Tables {
  /** Effective suit (0..3) of each card. */
  suit: Int8Array;
  /** Trick power: trumps 100 + strength (above every other card), others their strength. */
  power: Int16Array;
  /** Cards of each effective suit, as bit sets. */
  suitMask: Int32Array;
  /** Cards of each effective suit, strongest first. */
  bySuit: number[][];
  trump: number;
}

const TABLES = new Map<string, Tables>();

function tables(trump: string): Tables {
  let t = TABLES.get(trump);
  if (t) return t;
  const suit = new Int8Array(24);
  const power = new Int16Array(24);
  const suitMask = new Int32Array(4);
  const bySuit: number[][] = [[], [], [], []];
  EUCHRE_DECK.forEach((c, i) => {
    const s = SUIT_NO[effectiveSuit(c, trump)];
    suit[i] = s;
    power[i] = strength(c, trump) + (s === SUIT_NO[trump] ? 100 : 0);
    suitMask[s] |= 1 << i;
    bySuit[s].push(i);
  });
  for (const list of bySuit) list.sort((a, b) => power[b] - power[a]);
  t = { suit, power, suitMask, bySuit, trump: SUIT_NO[trump] };
  TABLES.set(trump, t);
  return t;
}

/** The bit set of a list of card codes. */
export function maskOf(cards: readonly string[]): number {
  let m = 0;
  for (const c of cards) m |= 1 << (INDEX.get(c) ?? 0);
  return m;
}

export interface DdStats {
  nodes: number;
}

/** Candidate cards per ply and their order keys, shared by all solvers (one runs at a time). */
const MOVES: Int32Array[] = Array.from({ length: 24 }, () => new Int32Array(6));
const KEYS: Int32Array[] = Array.from({ length: 24 }, () => new Int32Array(6));

/**
 * A solver for one play-phase state: the hands as bit sets, the seats still playing, the trick in
 * progress. `atLeast(k)` asks whether the makers can take k tricks in all against any defence; `tricks()`
 * gives the exact number.
 */
class Solver {
  readonly t: Tables;
  readonly hands: number[];
  readonly playing: number[];
  readonly size: number;
  readonly next = [0, 0, 0, 0];
  readonly maker: boolean[];
  readonly done: number;
  readonly remaining: number;
  readonly turn: number;
  readonly pos: number;
  readonly led: number;
  readonly bestSeat: number;
  readonly bestValue: number;
  readonly inTrick: number;
  readonly moves = MOVES;
  readonly keys = KEYS;
  nodes = 0;
  /** The cards in hands or on the table when the solver started. */
  readonly initial: number;
  /** Bounds found at trick starts: lower * 8 + upper bound on the makers' tricks from there. */
  readonly table = new Map<number, number>();

  constructor(s: EuchreState) {
    const t = (this.t = tables(s.trump));
    const makerTeam = teamOf(s.maker);
    this.hands = [0, 1, 2, 3].map((p) => maskOf(s.hands[p]));
    this.playing = [0, 1, 2, 3].filter((p) => !s.out.includes(p));
    this.size = this.playing.length;
    for (let i = 0; i < this.size; i++) this.next[this.playing[i]] = this.playing[(i + 1) % this.size];
    this.maker = [0, 1, 2, 3].map((p) => teamOf(p) === makerTeam);
    this.done = makerTeam === 0 ? s.tricks[0] : s.tricks[1];
    this.remaining = 5 - s.tricks[0] - s.tricks[1];
    let bestSeat = -1;
    let bestValue = -1;
    let led = -1;
    let inTrick = 0;
    s.trick.forEach((p, i) => {
      const c = INDEX.get(p.card)!;
      const cs = t.suit[c];
      if (i === 0) led = cs;
      const value = cs === t.trump || cs === led ? t.power[c] : -1;
      if (i === 0 || value > bestValue) [bestSeat, bestValue] = [p.seat, value];
      inTrick |= 1 << c;
    });
    this.turn = s.turn;
    this.pos = s.trick.length;
    this.led = led;
    this.bestSeat = bestSeat;
    this.bestValue = bestValue;
    this.inTrick = inTrick;
    this.initial = this.hands.reduce((a, b) => a | b, inTrick);
  }

  /**
   * The legal cards of `turn` worth trying (one of each run of equivalent cards), best first, into
   * moves[ply]; returns how many.
   */
  private gen(ply: number, turn: number, pos: number, led: number, bestSeat: number, bestValue: number, live: number): number {
    const t = this.t;
    const hand = this.hands[turn];
    let legal = hand;
    if (pos > 0) {
      const follow = hand & t.suitMask[led];
      if (follow !== 0) legal = follow;
    }
    const moves = this.moves[ply];
    if ((legal & (legal - 1)) === 0) {
      // one legal card: nothing to order
      moves[0] = 31 - Math.clz32(legal);
      return 1;
    }
    const keys = this.keys[ply];
    const partnerAhead = pos > 0 && this.maker[bestSeat] === this.maker[turn];
    let n = 0;
    for (let su = 0; su < 4; su++) {
      if ((legal & t.suitMask[su]) === 0) continue;
      let prevHeld = false;
      for (const c of t.bySuit[su]) {
        const bit = 1 << c;
        if ((live & bit) === 0) continue; // gone: does not separate two cards
        if ((legal & bit) === 0) {
          prevHeld = false;
          continue;
        }
        if (prevHeld) continue; // the same as the stronger card just kept
        prevHeld = true;
        const p = t.power[c];
        let key: number;
        if (pos === 0) key = p;
        else {
          const value = su === t.trump || su === led ? p : -1;
          // win as cheaply as possible, else throw the lowest card; never overtake a partner's card first
          key = !partnerAhead && value > bestValue ? 1000 - p : -p;
        }
        // insertion by key, highest first
        let j = n++;
        while (j > 0 && keys[j - 1] < key) {
          keys[j] = keys[j - 1];
          moves[j] = moves[j - 1];
          j--;
        }
        keys[j] = key;
        moves[j] = c;
      }
    }
    return n;
  }

  /**
   * Whether the makers take at least `need` of the tricks from here (the one in progress included). `live`:
   * the cards still in hands or on the table in this trick (it does not change within a trick).
   */
  private can(
    ply: number,
    turn: number,
    pos: number,
    led: number,
    bestSeat: number,
    bestValue: number,
    live: number,
    remaining: number,
    need: number,
  ): boolean {
    let key = -1;
    if (pos === 0) {
      if (need <= 0) return true;
      if (need > remaining) return false;
      if (remaining === 1) return this.maker[this.lastTrickWinner(turn)];
      // The best live trumps, held in a row by one seat, are tricks of that seat's side whatever happens.
      const sure = this.topTrumps(live);
      if (sure > 0 ? need <= sure : need > remaining + sure) return sure > 0;
      // Known bounds on the makers' tricks from this trick on (the cards gone and the leader fix the position).
      key = (this.initial & ~live) * 4 + turn;
      const b = this.table.get(key);
      if (b !== undefined) {
        if (need <= b >> 3) return true;
        if (need > (b & 7)) return false;
      }
    }
    this.nodes++;
    const t = this.t;
    const n = this.gen(ply, turn, pos, led, bestSeat, bestValue, live);
    const moves = this.moves[ply];
    const maximize = this.maker[turn];
    const hand = this.hands[turn];
    let result = !maximize;
    for (let i = 0; i < n; i++) {
      const c = moves[i];
      const cs = t.suit[c];
      const value = cs === t.trump || pos === 0 || cs === led ? t.power[c] : -1;
      let nbSeat = bestSeat;
      let nbValue = bestValue;
      if (pos === 0 || value > bestValue) {
        nbSeat = turn;
        nbValue = value;
      }
      this.hands[turn] = hand & ~(1 << c);
      let ok: boolean;
      if (pos + 1 === this.size) {
        const won = this.maker[nbSeat] ? 1 : 0;
        let rest = 0;
        for (const p of this.playing) rest |= this.hands[p];
        ok = this.can(ply + 1, nbSeat, 0, -1, -1, -1, rest, remaining - 1, need - won);
      } else ok = this.can(ply + 1, this.next[turn], pos + 1, pos === 0 ? cs : led, nbSeat, nbValue, live, remaining, need);
      this.hands[turn] = hand;
      if (ok === maximize) {
        result = ok;
        break;
      }
    }
    if (key >= 0) {
      const b = this.table.get(key) ?? remaining;
      let lo = b >> 3;
      let hi = b & 7;
      if (result) lo = Math.max(lo, need);
      else hi = Math.min(hi, need - 1);
      this.table.set(key, lo * 8 + hi);
    }
    return result;
  }

  /**
   * How many of the best live trumps one seat holds in a row: positive for a maker, negative for a defender
   * (each is a sure trick for its side, as the seat plays them in different tricks).
   */
  private topTrumps(live: number): number {
    const t = this.t;
    let holder = -1;
    let k = 0;
    for (const c of t.bySuit[t.trump]) {
      const bit = 1 << c;
      if ((live & bit) === 0) continue;
      let h = -1;
      for (const p of this.playing) if ((this.hands[p] & bit) !== 0) h = p;
      if (holder < 0) holder = h;
      if (h !== holder || h < 0) break;
      k++;
    }
    return holder < 0 ? 0 : this.maker[holder] ? k : -k;
  }

  /** The winner of the last trick led by `leader`, when every seat holds one card (all plays forced). */
  private lastTrickWinner(leader: number): number {
    const t = this.t;
    let seat = leader;
    let led = -1;
    let best = -1;
    let bestSeat = leader;
    for (let i = 0; i < this.size; i++) {
      const c = 31 - Math.clz32(this.hands[seat]);
      const cs = t.suit[c];
      if (i === 0) led = cs;
      const value = cs === t.trump || cs === led ? t.power[c] : -1;
      if (value > best) [best, bestSeat] = [value, seat];
      seat = this.next[seat];
    }
    return bestSeat;
  }

  /** Whether the makers can take at least `k` tricks in all this hand. */
  atLeast(k: number): boolean {
    let live = this.inTrick;
    for (const p of this.playing) live |= this.hands[p];
    return this.can(0, this.turn, this.pos, this.led, this.bestSeat, this.bestValue, live, this.remaining, k - this.done);
  }

  /** The makers' tricks in all this hand with perfect play from here. */
  tricks(): number {
    // Three tricks decide most hands: start there, then step up or down.
    const lo = this.done;
    const hi = this.done + this.remaining;
    let k = Math.min(Math.max(3, lo + 1), hi);
    if (k <= lo) return lo;
    if (this.atLeast(k)) {
      while (k < hi && this.atLeast(k + 1)) k++;
      return k;
    }
    k--;
    while (k > lo && !this.atLeast(k)) k--;
    return k;
  }
}

/**
 * The makers' tricks at the end of the hand in play-phase state `s` (those already taken included), with
 * perfect play from here on by every seat still playing.
 */
export function ddMakerTricks(s: EuchreState, stats?: DdStats): number {
  const solver = new Solver(s);
  const k = solver.tricks();
  if (stats) stats.nodes += solver.nodes;
  return k;
}

/** The points of the hand per team [A, B] (§7) when it is played out double dummy from play-phase `s`. */
export function ddPoints(s: EuchreState, stats?: DdStats): [number, number] {
  const solver = new Solver(s);
  const tricks = !solver.atLeast(3) ? 2 : solver.atLeast(5) ? 5 : 3;
  if (stats) stats.nodes += solver.nodes;
  return handPoints(teamOf(s.maker), tricks, s.alone, s.defender >= 0);
}
