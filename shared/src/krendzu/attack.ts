/**
 * The strong bot as an attacker (§5, §6). An open four the attacker can complete scores only if the next
 * defender cannot block it: it blocks up to two cells a turn, none once its hand is empty. So the attacker
 * makes combinations, opens more fours than the defender can block, prefers fours the defender cannot
 * reach yet (cells touching the board only at a corner, §9.2), keeps the cards that complete its fours,
 * and once every defender is out plans its last cards as a whole (finish.ts).
 */
import { DECK } from "./deck";
import { finish } from "./finish";
import type { Seen } from "./seen";
import { completes, Grid, touched, type Need } from "./threats";
import type { KrendzuAction } from "./types";

/**
 * Weights, in points, of what a move leaves: a four the attacker can complete once its cell opens; one more
 * than the defender can block next turn; the chance that the defender, blocking at random, misses a real
 * one; any open four (it costs the defender a card); a real open four (kept for later).
 */
const LATENT = 0.3;
const BEYOND = 0.9;
const HIDDEN = 0.3;
const OPEN = 0.2;
const REAL = 0.1;
/** The fork the next card could make, and how many of the best moves look for it. */
const NEXT = 0.5;
const AGAIN = 10;
/** Up to this many cards left, the last ones are planned as a whole (more only in unusual hand sizes, §3). */
const FINISH_CARDS = 8;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/**
 * The chance that a defender blocking `cap` of `real + seeming` open fours at random (it cannot tell the
 * attacker's real ones from those only an unseen card completes) leaves a real one open.
 */
function leftOpen(real: number, seeming: number, cap: number): number {
  if (real === 0 || real + seeming <= cap) return 0;
  if (real > cap) return 1;
  return 1 - choose(seeming, cap - real) / choose(real + seeming, cap);
}

const fits = (needs: readonly Need[], cards: readonly number[]) => needs.some((n) => cards.some((c) => completes(n, c)));

/** What the attacker sees at a cell that may be the gap of a four of three. */
interface Gap {
  needs: Need[];
  /** A card may go there now (else it touches the board only at a corner). */
  open: boolean;
  /** Cards of the attacker's hand that would complete a four there. */
  mine: number;
  /** Some unseen card would. */
  seeming: boolean;
}

function gapAt(g: Grid, cell: number, hand: readonly number[], unseen: readonly number[]): Gap | null {
  const needs = g.needsAt(cell);
  if (needs.length === 0) return null;
  return { needs, open: g.open(cell), mine: hand.filter((c) => fits(needs, [c])).length, seeming: fits(needs, unseen) };
}

/** The gaps of the board before the attacker's move (a move changes only those on its lines, `touched`). */
function gapsOf(s: Seen): Map<number, Gap> {
  const m = new Map<number, Gap>();
  for (const cell of s.g.near()) {
    const gap = gapAt(s.g, cell, s.hand, s.unseen);
    if (gap) m.set(cell, gap);
  }
  return m;
}

/**
 * The attacker's gain on the board after placing `card` at `cell` (`made` points now, `rest` the cards it
 * keeps; `gaps` as before the move): the points, the open fours it can complete ("real") or that only look
 * completable ("seeming", they still cost the defender a card), and those it can complete once a
 * neighbouring cell fills. With the defenders out, every real four is a point to come (one per card left).
 */
function gain(s: Seen, gaps: Map<number, Gap>, card: number, cell: number, rest: readonly number[], made: number): number {
  const cap = Math.min(2, s.defenders);
  let real = 0;
  let seeming = 0;
  let latent = 0;
  const count = (gap: Gap, mine: boolean) => {
    if (!gap.open) latent += mine ? 1 : 0;
    else if (mine) real++;
    else if (gap.seeming) seeming++;
  };
  const changed = new Set(touched(s.g, cell));
  for (const [at, gap] of gaps) if (at !== cell && !changed.has(at)) count(gap, gap.mine - (fits(gap.needs, [card]) ? 1 : 0) > 0);
  for (const at of changed) {
    const gap = gapAt(s.g, at, rest, s.unseen);
    if (gap) count(gap, gap.mine > 0);
  }
  let sum = made + LATENT * latent;
  if (cap === 0) return sum + BEYOND * Math.min(real, rest.length);
  if (real > cap) sum += BEYOND * Math.min(real - cap, rest.length);
  else sum += HIDDEN * leftOpen(real, seeming, cap);
  return sum + OPEN * (real + seeming) + REAL * real;
}

/**
 * The best fork the attacker's next card could make here if the defender leaves it be: the chance that a
 * card of `hand` opens a real four the next defender does not block.
 */
function nextFork(s: Seen, hand: readonly number[]): number {
  const g = s.g;
  const cap = Math.min(2, s.defenders);
  let best = 0;
  for (const card of hand) {
    const rest = hand.filter((c) => c !== card);
    for (const cell of g.frontier()) {
      g.put(cell, card);
      let real = 0;
      let seeming = 0;
      for (const x of touched(g, cell)) {
        if (!g.open(x)) continue;
        const needs = g.needsAt(x);
        if (needs.length === 0) continue;
        if (fits(needs, rest)) real++;
        else if (fits(needs, s.unseen)) seeming++;
      }
      g.pop();
      if (real + seeming > cap) best = Math.max(best, leftOpen(real, seeming, cap));
      if (best >= 1) return 1;
    }
  }
  return best;
}

export function attack(s: Seen): KrendzuAction {
  const g = s.g;
  const place = (card: number, cell: number): KrendzuAction => {
    const [x, y] = Grid.xy(cell);
    return { type: "place", card: DECK[card], x, y };
  };
  if (s.defenders === 0 && s.hand.length > 1 && s.hand.length <= FINISH_CARDS) return place(...finish(g, s.hand));
  const gaps = gapsOf(s);
  const moves: { card: number; cell: number; gain: number }[] = [];
  for (const card of s.hand) {
    const rest = s.hand.filter((c) => c !== card);
    for (const cell of g.frontier()) {
      g.put(cell, card);
      moves.push({ card, cell, gain: gain(s, gaps, card, cell, rest, g.combosAt(cell)) });
      g.pop();
    }
  }
  moves.sort((a, b) => b.gain - a.gain);
  let best = moves[0];
  if (s.defenders > 0 && s.hand.length > 1) {
    // The best few again, with the fork the next card could make from there.
    let top = -Infinity;
    for (const m of moves.slice(0, AGAIN)) {
      g.put(m.cell, m.card);
      const total =
        m.gain +
        NEXT *
          nextFork(
            s,
            s.hand.filter((c) => c !== m.card),
          );
      g.pop();
      if (total > top + 1e-9) {
        top = total;
        best = m;
      }
    }
  }
  return place(best.card, best.cell);
}
