/**
 * The engine interface every ruleset implements (contract: "The engine interface"). Engines are pure:
 * no I/O, no clock, no Math.random; states are never mutated, each `apply` returns a new one.
 */
import type { ZodType } from "zod";
import type { OptionSpec } from "./options";
import type { Result } from "./result";
import type { Rng } from "./rng";
import type { Seat, Viewer } from "./seats";

/** A small JSON action with a `type`, as listed on each ruleset's rules page. */
export interface Action {
  type: string;
  [field: string]: unknown;
}

/** Something an action caused, for logs and tests. Events stay on the server: they may hold secrets. */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

/** JSON values: what views, deals and records are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The end of a game: per-seat scores (in the ruleset's units) and the winning seats (several on a draw). */
export interface Outcome {
  scores: number[];
  winners: Seat[];
  [detail: string]: Json;
}

export interface SetupInput<O> {
  seats: number;
  options: O;
  /** Deals the first hand; rulesets rotate it as their rules say. */
  dealer: Seat;
  /** Shuffles come from here when no explicit deal is given. */
  rng?: Rng;
  /** Explicit cards (one deal, or a list of deals for a record that spans several hands). */
  deal?: unknown;
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
}

export interface Ruleset<S = unknown, A extends Action = Action, O extends object = Record<string, unknown>> {
  id: string;
  /** Display name. */
  name: string;
  /** One line for the lobby. */
  blurb: string;
  minSeats: number;
  maxSeats: number;
  /** Options with defaults; variants and house rules are options, never forks. */
  options: readonly OptionSpec[];
  /** Validates the shape of an action from the outside world (not its legality). */
  actionSchema: ZodType<A>;

  setup(input: SetupInput<O>): Result<S>;
  /** Every action `seat` may take now (possibly none). */
  legalActions(state: S, seat: Seat): A[];
  /** The next state, or a clear reason why the action is refused (and nothing changes). */
  apply(state: S, seat: Seat, action: A): Result<Applied<S>>;
  /** Exactly what `viewer` may know, as JSON. The only thing that leaves the engine towards a client. */
  view(state: S, viewer: Viewer): JsonObject;
  outcome(state: S): Outcome | null;

  /** The phase name, as on the rules page. */
  phase(state: S): string;
  /** Running per-seat scores, as printed by the replay command. */
  scores(state: S): number[];
  /** Seats that may act now; empty when nobody can (game over, or waiting for a deal). */
  toAct(state: S): Seat[];
  /** How many hands (rounds, deals) have been completed; benchmarks play until this grows. */
  handsDone(state: S): number;
  /** The deals used so far, in order, in the rules page's `deal` format (for the game record). */
  deals(state: S): Json[];
  /**
   * View keys that a viewer can compute from the rest of its own view (legal moves, whose turn it is).
   * The server leaves them off the wire and clients recompute them with `completeView`, in this order;
   * each must return exactly what `view` returns for that key (undefined: the key is absent).
   */
  derived?: Readonly<Record<string, (view: JsonObject, viewer: Viewer) => Json | undefined>>;
}

/** A ruleset with its type parameters erased, as the registry, server and client hold it. */
export type AnyRuleset = Ruleset<any, Action, any>;
