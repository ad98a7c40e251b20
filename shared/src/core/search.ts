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

/** Plays on from `state` until the deal in progress is over (a hand completed, or the game ended). */
function playout<S>(spec: SearchSpec<S>, state: S, int: (n: number) => number, steps: { n: number }): S {
  const rules = spec.rules;
  const hands = rules.handsDone(state);
  for (let guard = 0; guard < 2000; guard++, steps.n++) {
    if (rules.handsDone(state) !== hands || rules.outcome(state) !== null) return state;
    const actor = rules.toAct(state).find((a): a is number => typeof a === "number");
    if (actor === undefined) return state;
    const legal = rules.legalActions(state, actor);
    if (legal.length === 0) return state;
    const action = spec.policy ? spec.policy(state, actor, legal, int) : legal[int(legal.length)];
    const res = rules.apply(state, actor, action);
    if (!res.ok) return state;
    state = res.value.state as S;
  }
  return state;
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
  const want = Math.max(8, Math.min(budget.worlds, Math.floor(budget.maxPlayouts / (candidates.length * budget.playoutsPerMove))));
  let worlds = 0;
  const steps = { n: 0 };
  // at least 8 worlds; then as many as the step budget allows
  for (let attempt = 0; worlds < want && attempt < want * 4 && (worlds < 8 || steps.n < budget.maxSteps); attempt++) {
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
          sums[c] += value(start, playout(spec, res.value.state as S, int, steps), input.seat);
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
