/**
 * Test helpers every ruleset's testkit builds on, so that acting with checks, refusals and seeded random play
 * are written once: an action that must be accepted, one that must be refused without changing the state
 * (rules are exact: a refusal changes nothing), a setup that must succeed, and random legal steps.
 * Each ruleset's testkit keeps only what is its own (deals, action builders) and binds these to its engine.
 */
import { randInt, rngFromSeed, type Rng } from "./rng";
import type { Action, Applied, GameEvent, Ruleset, SetupInput } from "./ruleset";
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

/** Sets a game up, throwing with the engine's reason if the input is refused. */
export function mustSetup<S, O extends object>(rules: Ruleset<S, Action, O>, input: SetupInput<O>): S {
  const r = rules.setup(input);
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

/** "9S TS JS" → ["9S", "TS", "JS"]: tests write hands and card lists as short strings. */
export function cards(text: string): string[] {
  return text.split(/\s+/).filter((c) => c.length > 0);
}

/** The seeded random source that picks moves in random-play tests (kept apart from the deal's seed). */
export function policyFor(seed: string | number): Rng {
  return rngFromSeed(`policy:${seed}`);
}

/** A state with some fields replaced, for positions deep in a deal (e.g. the last trick). */
export function craft<S>(base: S, fields: Partial<S>): S {
  return { ...base, ...fields };
}

/** Applies accepted actions one after another, from whoever `step` names; the last state and every event. */
function mustRunEach<S, A extends Action, T>(rules: Ruleset<S, A, any>, s: S, items: T[], step: (s: S, item: T) => [Actor, A]): Applied<S> {
  const events: GameEvent[] = [];
  for (const item of items) {
    const [actor, action] = step(s, item);
    const r = mustApply(rules, s, actor, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * One trick game's checked helpers, bound to its engine so a test names only the state, seat and action.
 * For games whose actors are the seats (no moderator).
 */
export function testkitFor<S, A extends Action>(rules: Ruleset<S, A, any>) {
  return {
    /** Applies an action that must be accepted. */
    act: (s: S, seat: number, action: A): Applied<S> => mustApply(rules, s, seat, action),
    /** Applies several accepted actions in turn, returning the last state and all events. */
    run: (s: S, steps: [number, A][]): Applied<S> => mustRunEach(rules, s, steps, (_, step) => step),
    /** Has the seat on turn (`turnOf`) take each of `actions` in order; the last state and all events. */
    runInTurn: (s: S, actions: A[], turnOf: (s: S) => number): Applied<S> => mustRunEach(rules, s, actions, (t, a) => [turnOf(t), a]),
    /** Applies an action that must be refused, checks the state did not change, and returns the reason. */
    refuse: (s: S, seat: number, action: A): string => mustRefuse(rules, s, seat, action),
    /** One random legal step of the first seat owing one, chosen by `policy`; null when nobody can act. */
    randomStep: (s: S, policy: Rng): (Applied<S> & { policy: Rng; seat: number; action: A }) | null => {
      const owing = rules.toAct(s);
      if (owing.length === 0) return null;
      const seat = owing[0];
      if (seat === "moderator") throw new Error("testkitFor is for games without a moderator");
      const legal = rules.legalActions(s, seat);
      const [i, next] = randInt(policy, legal.length);
      const r = mustApply(rules, s, seat, legal[i]);
      return { ...r, policy: next, seat, action: legal[i] };
    },
  };
}
