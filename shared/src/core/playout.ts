/**
 * Random legal play: the server's bots, the benchmarks and property tests all pick moves this way, from a
 * seeded generator so that a run can be repeated.
 */
import { randInt, rngFromSeed, withRng, type Rng } from "./rng";
import type { Action, AnyRuleset } from "./ruleset";
import type { Actor } from "./seats";

/** A uniformly chosen legal action of `seat` (null when it has none) and the advanced generator. */
export function randomLegalAction(rules: AnyRuleset, state: unknown, seat: Actor, rng: Rng): [Action | null, Rng] {
  const legal = rules.legalActions(state, seat);
  if (legal.length === 0) return [null, rng];
  const [i, next] = randInt(rng, legal.length);
  return [legal[i], next];
}

/**
 * Plays random legal actions from `state` while `goOn(state)` holds and someone can act; returns the final
 * state, the actions taken (with their seats) and the generator.
 */
export function randomPlayout(
  rules: AnyRuleset,
  state: unknown,
  rng: Rng,
  goOn: (state: unknown) => boolean = (s) => rules.outcome(s) === null,
): { state: unknown; actions: { seat: Actor; action: Action }[]; rng: Rng } {
  const actions: { seat: Actor; action: Action }[] = [];
  const [, after] = withRng(rng, (int) => {
    while (goOn(state)) {
      const seat = rules.toAct(state)[0];
      if (seat === undefined) break;
      const legal = rules.legalActions(state, seat);
      if (legal.length === 0) break;
      const action = legal[int(legal.length)];
      const res = rules.apply(state, seat, action);
      if (!res.ok) throw new Error(`${rules.id}: a legal action was refused: ${res.error}`);
      state = res.value.state;
      actions.push({ seat, action });
    }
  });
  return { state, actions, rng: after };
}

/**
 * The states of one random game from a seeded deal with default options at the fewest seats, first state
 * included, for at most `moves` moves (benchmarks and property tests replay them).
 */
export function randomStates(rules: AnyRuleset, seed: string, moves: number): unknown[] {
  const options = Object.fromEntries(rules.options.map((o) => [o.key, o.default]));
  const setup = rules.setup({ seats: rules.minSeats, options, dealer: 0, rng: rngFromSeed(seed) });
  if (!setup.ok) throw new Error(setup.error);
  let state = setup.value;
  let rng = rngFromSeed(`${seed}-moves`);
  const states = [state];
  while (states.length <= moves && rules.outcome(state) === null) {
    const seat = rules.toAct(state)[0];
    if (seat === undefined) break;
    const [action, next] = randomLegalAction(rules, state, seat, rng);
    if (action === null) break;
    rng = next;
    const res = rules.apply(state, seat, action);
    if (!res.ok) throw new Error(`${rules.id}: a legal action was refused: ${res.error}`);
    states.push((state = res.value.state));
  }
  return states;
}
