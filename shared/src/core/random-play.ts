/**
 * Random legal play for tests that need positions from real games: the bot tests walk seeded games to a
 * point worth checking. One home, so every such walk draws its moves the same way (`${seed}:moves`).
 */
import type { RecordedAction } from "./record";
import { randInt, rngFromSeed, type Rng } from "./rng";
import type { AnyRuleset } from "./ruleset";

/**
 * From state `s`, the first seat to act plays a random legal action until `stop` (given the state and how
 * many actions were played) says the position is reached, nobody is to act, or `limit` actions are played.
 */
export function playRandomly(
  rules: AnyRuleset,
  s: any,
  seed: string,
  stop: (s: any, n: number) => boolean,
  limit = Infinity,
): { s: any; actions: RecordedAction[] } {
  let rng: Rng = rngFromSeed(`${seed}:moves`);
  const actions: RecordedAction[] = [];
  while (actions.length < limit && !stop(s, actions.length)) {
    const seat = rules.toAct(s)[0];
    if (seat === undefined) break;
    const legal = rules.legalActions(s, seat);
    let i: number;
    [i, rng] = randInt(rng, legal.length);
    const res = rules.apply(s, seat, legal[i]);
    if (!res.ok) throw new Error(res.error);
    s = res.value.state;
    actions.push({ seat, action: legal[i] });
  }
  return { s, actions };
}
