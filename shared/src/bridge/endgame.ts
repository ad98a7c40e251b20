/**
 * Exact play in the bridge bot's search (dd-solve.ts): a sampled world is valued by double-dummy play
 * instead of a playout once few enough tricks are left, as GIB values its worlds. The value is the seat's
 * result of the deal (the contract made or down, with its score) as the search's own `value` measures it,
 * from the world's start.
 */
import type { AnyRuleset } from "../core/ruleset";
import * as searchModule from "../core/search";
import * as ddModule from "./dd-solve";
import * as finishModule from "./finish";
import type { BridgeState } from "./state";
// Bound once: tsx compiles a named import to a getter call at every use (issue 13).
const { scoreGain } = searchModule;
const { DDSolver } = ddModule;
const { finishDeal } = finishModule;

/** How the search values worlds by exact play (see `ddFinish`). */
export interface EndgameOptions {
  /** Tricks left (the one in progress included) from which a candidate's own position is solved exactly. */
  root: number;
  /** Tricks left from which a playout stops and the rest is solved exactly. */
  playout: number;
  /**
   * Above this many tricks left, a solve only asks whether the contract makes (valued as made exactly or
   * down one), which is much cheaper than counting the tricks, unless the world began with the contract
   * already made or beaten.
   */
  exactTricks: number;
  /** Solver nodes worth one engine step of a playout, for the search's step budget (measured, roughly). */
  nodesPerStep: number;
  /**
   * Before a world's candidates are solved above `playout` tricks, the world's own position is solved within
   * this many nodes: a world too hard for that has its candidates played out instead (to `playout` tricks).
   */
  worldLimit: number;
  /** At most this many nodes for any one solve; one cut short counts the middle of the bounds it proved. */
  solveLimit: number;
}

/**
 * The search's `finish` hook (core/search.ts): the value of a candidate's own position once at most `root`
 * tricks are left, and of a playout's once at most `playout` are; null before. Its cost is the solver's
 * nodes in engine steps. The solver's table is cleared for each new world, so the work done in a world,
 * and so the budget a decision uses, depend only on the worlds it samples: decisions stay repeatable.
 */
export function ddFinish(rules: AnyRuleset, o: EndgameOptions) {
  const solver = new DDSolver();
  let world: BridgeState | null = null;
  /** The last trick total found in this world: where the next solve starts looking. */
  let guess = -1;
  /** The value of each trick total in this world for `valueSeat` (scoring a deal costs more than solving it). */
  const values = new Array<number>(14);
  let valueSeat = -1;
  /** Whether this world's candidates are solved above `playout` tricks: not known yet (-1), no (0), yes (1). */
  let rootMode = -1;
  /** Nodes spent and not charged yet (a world found too hard), charged with the next answer. */
  let debt = 0;

  /** Declarer's side's trick total in `s` (a world started at `start`) with best play all round. */
  const solve = (start: BridgeState, s: BridgeState, limit: number): number => {
    const c = s.contract!;
    const side = c.declarer & 1;
    const need = c.level + 6;
    solver.load({ hands: s.hands, strain: c.strain, leader: s.leader, trick: s.trick });
    const settled = start.won[side] >= need || start.won[side] + 13 - start.played.length < need;
    let total: number;
    if (13 - s.played.length > o.exactTricks && !settled) {
      // a solve cut short counts as down one: the search prefers what it could prove
      total = solver.reaches(side, need - s.won[side], limit) ? need : need - 1;
    } else total = s.won[side] + solver.tricks(side, guess < 0 ? -1 : guess - s.won[side], limit);
    debt += solver.nodes;
    return total;
  };

  return (start: BridgeState, s: BridgeState, seat: number): { value: number; cost: number } | null => {
    if (s.phase !== "play" || !s.contract) return null;
    const left = 13 - s.played.length;
    // the candidate's own position (one card after the world's start), or deep enough into a playout
    const fresh = s.played.length * 4 + s.trick.length - (start.played.length * 4 + start.trick.length) <= 1;
    if (left > (fresh ? o.root : o.playout)) return null;
    if (start !== world) {
      world = start;
      solver.clear();
      guess = -1;
      values.fill(NaN);
      rootMode = -1;
      debt = 0;
    }
    if (seat !== valueSeat) {
      values.fill(NaN);
      valueSeat = seat;
    }
    if (left > o.playout) {
      if (rootMode < 0) {
        guess = solve(start, start, o.worldLimit);
        rootMode = solver.aborted ? 0 : 1;
      }
      if (rootMode === 0) return null;
    }
    const total = solve(start, s, o.solveLimit);
    guess = total;
    let value = values[total];
    if (Number.isNaN(value)) value = values[total] = scoreGain(rules, start, finishDeal(s, total, []), seat);
    const cost = 1 + debt / o.nodesPerStep;
    debt = 0;
    return { value, cost };
  };
}
