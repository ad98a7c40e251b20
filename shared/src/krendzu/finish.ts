/**
 * The attacker's last cards once every defender is out (§5: the defenders' hands are empty, so nobody can
 * block and the attacker places its cards one a turn until its hand is empty too). Nothing hidden matters
 * any more: it is a puzzle, placing the remaining cards to complete as many fours as possible (§6). Solved
 * by a beam search over the orders of play: each step keeps the most promising partial plans, judged by
 * the points made so far plus the cells where a card still in hand would complete a four (a few steps
 * deep, and fewer plans when the hand and the board are big, so that a decision stays quick).
 */
import { completes, touched, type Grid, type Need } from "./threats";

/** A partial plan: the (card, cell) placements so far, the points they made, and the cards left. */
interface Plan {
  moves: [number, number][];
  made: number;
  hand: number[];
  score: number;
}

/** A cell that may be the gap of a four of three: those fours' needs, and how many cards in hand fit. */
interface Gap {
  needs: Need[];
  mine: number;
}

const fits = (needs: readonly Need[], card: number) => needs.some((n) => completes(n, card));

function gapAt(g: Grid, cell: number, hand: readonly number[]): Gap | null {
  const needs = g.needsAt(cell);
  if (needs.length === 0) return null;
  return { needs, mine: hand.filter((c) => fits(needs, c)).length };
}

function gapsOf(g: Grid, hand: readonly number[]): Map<number, Gap> {
  const m = new Map<number, Gap>();
  for (const cell of g.near()) {
    const gap = gapAt(g, cell, hand);
    if (gap) m.set(cell, gap);
  }
  return m;
}

/**
 * Points still to come after `card` went to `cell` (the board holds it; `gaps` as before): the cells some
 * card of `rest` completes, at most one per card. A card changes only the cells on its lines (`touched`).
 */
function promise(g: Grid, gaps: Map<number, Gap>, card: number, cell: number, rest: readonly number[]): number {
  const changed = new Set(touched(g, cell));
  let n = 0;
  for (const [at, gap] of gaps) if (at !== cell && !changed.has(at) && gap.mine - (fits(gap.needs, card) ? 1 : 0) > 0) n++;
  for (const at of changed) {
    const gap = gapAt(g, at, rest);
    if (gap && gap.mine > 0) n++;
  }
  return 0.9 * Math.min(n, rest.length);
}

/** Plans kept per step, steps looked ahead, and placements tried in all (so a big hand stays quick). */
const WIDTH = 20;
const DEPTH = 5;
const TRIES = 40_000;

/**
 * The first (card, cell) of the best plan found for placing `hand` on `g` unopposed: its next few cards
 * exactly, the rest as promise.
 */
export function finish(g: Grid, hand: readonly number[]): [number, number] {
  const depth = Math.min(hand.length, DEPTH);
  const width = Math.max(1, Math.min(WIDTH, Math.floor(TRIES / (depth * hand.length * g.frontier().length))));
  let beam: Plan[] = [{ moves: [], made: 0, hand: hand.slice(), score: 0 }];
  for (let step = 0; step < depth; step++) {
    const next: Plan[] = [];
    for (const plan of beam) {
      for (const [card, cell] of plan.moves) g.put(cell, card);
      const gaps = gapsOf(g, plan.hand);
      for (const card of plan.hand) {
        const rest = plan.hand.filter((c) => c !== card);
        for (const cell of g.frontier()) {
          g.put(cell, card);
          const made = plan.made + g.combosAt(cell);
          next.push({ moves: [...plan.moves, [card, cell]], made, hand: rest, score: made + promise(g, gaps, card, cell, rest) });
          g.pop();
        }
      }
      for (let i = 0; i < plan.moves.length; i++) g.pop();
    }
    next.sort((a, b) => b.score - a.score);
    // The same placements in another order are the same plan.
    const seen = new Set<string>();
    beam = [];
    for (const p of next) {
      const key = p.moves
        .map(([c, x]) => `${c}@${x}`)
        .sort()
        .join(" ");
      if (seen.has(key)) continue;
      seen.add(key);
      beam.push(p);
      if (beam.length >= width) break;
    }
  }
  // The plans of the last step, best first: complete ones by their points, others with their promise.
  const first = beam[0].moves[0];
  return [first[0], first[1]];
}
