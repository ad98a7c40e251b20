/**
 * Card play by determinized Monte Carlo search (issue 13): "perfect-information Monte Carlo", as GIB and
 * most strong card bots do it. The bot cannot see the other hands, so it deals them many times in ways
 * consistent with everything its view has shown (a *world*), tries each of its legal moves in every world
 * with the engine's own `apply`, finishes the deal by quick playouts, and keeps the move whose average
 * result for its seat is best. The worlds come from the ruleset's sampler, which sees only the BotInput.
 *
 * Effort is counted in playouts, not milliseconds, so a decision can be repeated from its seed; the levels'
 * budgets are calibrated by `npm run bench` to stay inside their time targets.
 */
import type { BotInput, BotLevel } from "./bot";
import * as rngModule from "./rng";
import type { Rng } from "./rng";
import type { Action, AnyRuleset } from "./ruleset";
import type { Seat } from "./seats";
// Bound once: tsx compiles a named import to a getter call at every use, which showed in the bots' search
// profile (issue 13).
const { randInt, withRng } = rngModule;

/** How a ruleset's card play is searched. */
export interface SearchSpec<S = unknown> {
  rules: AnyRuleset;
  /** A full state consistent with the seat's knowledge, or null when this attempt failed (it is retried). */
  sample(input: BotInput, rng: Rng): [S | null, Rng];
  /**
   * The seat's result in `end` compared with `start` (the deal's points, from its side's point of view).
   * Defaults to the change of its score minus the mean change of the others' scores.
   */
  value?(start: S, end: S, seat: Seat): number;
  /** Picks a playout move; defaults to a uniformly random legal action. */
  policy?(state: S, seat: Seat, legal: readonly Action[], int: (n: number) => number): Action;
  /**
   * Optional exact evaluation: the value (as `value` measures it from `start`) of the deal played on from
   * `state` with best play all round, or null when the ruleset cannot tell yet (too many cards left). Asked
   * before every playout step; the first answer ends the playout. `cost` is the work it took in engine steps
   * (counted against `Budget.maxSteps`; it must not depend on anything but the arguments and the decision's
   * earlier calls, so decisions stay repeatable). A position valued exactly before any playout move is valued
   * once per world and candidate, not `playoutsPerMove` times.
   */
  finish?(start: S, state: S, seat: Seat): { value: number; cost: number } | null;
}

/** Playouts per decision for each level (normal ≤ 150 ms, strong ≤ 600 ms a decision on one core). */
export interface Budget {
  worlds: number;
  playoutsPerMove: number;
  /** At most this many playouts in all: with many candidates (a first lead) the bot samples fewer worlds. */
  maxPlayouts: number;
  /**
   * At most about this many engine steps (applied actions) in all: long deals (52 cards) then get fewer
   * worlds, so a decision's time stays within its level's target whatever the game and the moment.
   */
  maxSteps: number;
  /** Worlds sampled whatever the step budget says (default 8): fewer when one world may cost a lot (exact play). */
  minWorlds?: number;
}

export const DEFAULT_BUDGETS: Record<Exclude<BotLevel, "easy">, Budget> = {
  normal: { worlds: 120, playoutsPerMove: 2, maxPlayouts: 1600, maxSteps: 30_000 },
  strong: { worlds: 400, playoutsPerMove: 3, maxPlayouts: 6400, maxSteps: 120_000 },
};

/** The change of `seat`'s score minus the mean change of everybody else's: zero-sum, team-neutral. */
export function scoreGain(rules: AnyRuleset, start: unknown, end: unknown, seat: Seat): number {
  const a = rules.scores(start);
  const b = rules.scores(end);
  let others = 0;
  for (let i = 0; i < a.length; i++) if (i !== seat) others += b[i] - a[i];
  return b[seat] - a[seat] - (a.length > 1 ? others / (a.length - 1) : 0);
}

/**
 * Plays on from `state` until the deal in progress is over (a hand completed, or the game ended), or until
 * `spec.finish` values the position exactly; returns the value for `seat`, and whether it was exact from the
 * start (no move played: a repeat would give the same).
 */
function playout<S>(
  spec: SearchSpec<S>,
  start: S,
  state: S,
  seat: Seat,
  value: (a: S, b: S, seat: Seat) => number,
  int: (n: number) => number,
  steps: { n: number },
): [number, boolean] {
  const rules = spec.rules;
  const hands = rules.handsDone(state);
  const finish = spec.finish;
  for (let guard = 0; guard < 2000; guard++, steps.n++) {
    if (rules.handsDone(state) !== hands || rules.outcome(state) !== null) break;
    if (finish) {
      const f = finish(start, state, seat);
      if (f !== null) {
        steps.n += f.cost;
        return [f.value, guard === 0];
      }
    }
    const actor = rules.toAct(state).find((a): a is number => typeof a === "number");
    if (actor === undefined) break;
    const legal = rules.legalActions(state, actor);
    if (legal.length === 0) break;
    const action = spec.policy ? spec.policy(state, actor, legal, int) : legal[int(legal.length)];
    const res = rules.apply(state, actor, action);
    if (!res.ok) break;
    state = res.value.state as S;
  }
  return [value(start, state, seat), false];
}

export interface SearchResult {
  action: Action;
  /** Mean value of each candidate, in the order of `candidates` (NaN when it was never tried). */
  means: number[];
  worlds: number;
}

/**
 * The candidate with the best mean result over `budget.worlds` sampled worlds. `candidates` are the seat's
 * legal moves as its view lists them; with one candidate there is nothing to search.
 */
export function searchMove<S>(spec: SearchSpec<S>, input: BotInput, candidates: readonly Action[], budget: Budget, rng: Rng): [SearchResult, Rng] {
  if (candidates.length === 0) throw new Error("searchMove needs at least one candidate");
  const sums = new Array<number>(candidates.length).fill(0);
  const counts = new Array<number>(candidates.length).fill(0);
  if (candidates.length === 1) return [{ action: candidates[0], means: [NaN], worlds: 0 }, rng];
  const rules = spec.rules;
  const value = spec.value ?? ((a: S, b: S, seat: Seat) => scoreGain(rules, a, b, seat));
  const least = budget.minWorlds ?? 8;
  const want = Math.max(least, Math.min(budget.worlds, Math.floor(budget.maxPlayouts / (candidates.length * budget.playoutsPerMove))));
  let worlds = 0;
  const steps = { n: 0 };
  // at least `least` worlds; then as many as the step budget allows
  for (let attempt = 0; worlds < want && attempt < want * 4 && (worlds < least || steps.n < budget.maxSteps); attempt++) {
    let world: S | null;
    [world, rng] = spec.sample(input, rng);
    if (world === null) continue;
    worlds++;
    const start = world;
    [, rng] = withRng(rng, (int) => {
      for (let c = 0; c < candidates.length; c++) {
        const res = rules.apply(start, input.seat, candidates[c]);
        if (!res.ok) continue;
        for (let p = 0; p < budget.playoutsPerMove; p++) {
          const [v, exact] = playout(spec, start, res.value.state as S, input.seat, value, int, steps);
          if (exact) {
            // valued exactly before any move: the other playouts would repeat it
            sums[c] += v * (budget.playoutsPerMove - p);
            counts[c] += budget.playoutsPerMove - p;
            break;
          }
          sums[c] += v;
          counts[c]++;
        }
      }
    });
  }
  const means = sums.map((s, i) => (counts[i] > 0 ? s / counts[i] : NaN));
  let best = -1;
  for (let i = 0; i < means.length; i++) if (!Number.isNaN(means[i]) && (best < 0 || means[i] > means[best])) best = i;
  if (best < 0) {
    // No world could be built (should not happen): fall back to a random legal move.
    const [i, next] = randInt(rng, candidates.length);
    return [{ action: candidates[i], means, worlds }, next];
  }
  return [{ action: candidates[best], means, worlds }, rng];
}
