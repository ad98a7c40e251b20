/**
 * Bots playing a game forward at the normal level, for tests that judge what the bots chose (the bidding
 * tests of bridge and euchre): each decides from its own input, as at a table. One home for the loop.
 */
import { botInput } from "./bot";
import type { Rng } from "./rng";
import type { AnyRuleset } from "./ruleset";

/**
 * From state `s` of a table of `seats` with `options`, the seat to act lets its bot decide and plays that,
 * while `more(s)` holds; returns the state reached.
 */
export function botsPlay<S>(rules: AnyRuleset, s: S, table: { seats: number; options: unknown }, rng: Rng, more: (s: S) => boolean): S {
  const record = { ...table, actions: [] as { seat: number; action: never }[] };
  while (more(s)) {
    const seat = rules.toAct(s)[0] as number;
    let a;
    [a, rng] = rules.bot!.decide(botInput(rules, rules.bot!, s, record as never, seat), "normal", rng);
    const next = rules.apply(s, seat, a as never);
    if (!next.ok) throw new Error(next.error);
    s = next.value.state;
    record.actions.push({ seat, action: a as never });
  }
  return s;
}
