/**
 * Test helpers every ruleset's testkit builds on: an action that must be accepted, and one that must be
 * refused without changing the state (rules are exact: a refusal changes nothing).
 */
import type { Action, Applied, Ruleset } from "./ruleset";
import type { Actor } from "./seats";

const who = (actor: Actor) => (actor === "moderator" ? "the moderator" : `seat ${actor}`);

/** Applies `action`, throwing with the engine's reason (and `where`, e.g. the step) if it is refused. */
export function mustApply<S, A extends Action>(rules: Ruleset<S, A, any>, s: S, actor: Actor, action: A, where = ""): Applied<S> {
  const r = rules.apply(s, actor, action);
  if (!r.ok) throw new Error(`${who(actor)} ${JSON.stringify(action)} refused${where}: ${r.error}`);
  return r.value;
}

/** Applies an action that must be refused, checks that the state did not change, and returns the reason. */
export function mustRefuse<S, A extends Action>(rules: Ruleset<S, A, any>, s: S, actor: Actor, action: A): string {
  const before = JSON.stringify(s);
  const r = rules.apply(s, actor, action);
  if (r.ok) throw new Error(`${who(actor)} ${JSON.stringify(action)} was accepted`);
  if (JSON.stringify(s) !== before) throw new Error("a refused action changed the state");
  return r.error;
}
