/**
 * The engine interface every ruleset implements (contract: "The engine interface"). Engines are pure:
 * no I/O, no clock, no Math.random; states are never mutated, each `apply` returns a new one.
 */
import type { ZodType } from "zod";
import type { RulesetBot } from "./bot";
import type { OptionSpec } from "./options";
import type { GameRecord } from "./record";
import type { Result } from "./result";
import type { Rng } from "./rng";
import type { Actor, Seat, Viewer } from "./seats";

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
  /** The table size the lobby offers first when the game takes several (the rules page's usual one). */
  defaultSeats?: number;
  /** Options with defaults; variants and house rules are options, never forks. */
  options: readonly OptionSpec[];
  /** Validates the shape of an action from the outside world (not its legality). */
  actionSchema: ZodType<A>;

  setup(input: SetupInput<O>): Result<S>;
  /**
   * Every action `actor` may take now (possibly none). The moderator is only ever asked of rulesets that
   * declare `moderated`.
   */
  legalActions(state: S, actor: Actor): A[];
  /** The next state, or a clear reason why the action is refused (and nothing changes). */
  apply(state: S, actor: Actor, action: A): Result<Applied<S>>;
  /** Exactly what `viewer` may know, as JSON. The only thing that leaves the engine towards a client. */
  view(state: S, viewer: Viewer): JsonObject;
  outcome(state: S): Outcome | null;

  /** The phase name, as on the rules page. */
  phase(state: S): string;
  /** Running per-seat scores, as printed by the replay command. */
  scores(state: S): number[];
  /**
   * Who owes an action now; empty when nobody can (game over, or waiting for a deal). Includes
   * "moderator" when the step waits for the moderator (moderated rulesets only).
   */
  toAct(state: S): Actor[];
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

  /**
   * Trick games: `id` names the trick being played — the same number from its first card until it is
   * complete, another for the next one (e.g. deal × 100 + tricks done in the deal); null outside trick play
   * (bidding, between deals). `perDeal` is the most tricks a deal can have. The table uses them to take a
   * card back while its trick is still open, and to keep delayed kibitzers N tricks behind live play.
   */
  trick?: { id(state: S): number | null; perDeal(seats: number): number };
  /**
   * Action types a seat may send whoever's turn it is (bridge's questions and explanations of calls): the room
   * passes them to the engine, which judges them, instead of refusing them as out of turn.
   */
  anyTurn?: readonly string[];
  /** A game master may send actions (the engine decides which); without this the room refuses them. */
  moderated?: boolean;
  /** True when a game with these options cannot start without a person in the moderator's chair. */
  needsModerator?(options: O): boolean;
  /**
   * A step that closes by itself after a while (the automatic moderator ending a day's discussion): the
   * room sends `action` as the moderator `afterMs` after the game reached this state, unless something
   * else was accepted first. Clients are told the deadline.
   */
  timeout?(state: S): { afterMs: number; action: A } | null;
  /**
   * The ruleset's bot at every level (core/bot.ts): it decides from the seat's view and the actions it saw,
   * never from the state. Without one, server bots play uniformly random legal actions.
   */
  bot?: RulesetBot;
  /** Optional export formats of a finished game's record, by format key (e.g. "pbn"). */
  exportFormats?: Readonly<Record<string, ExportFormat>>;
  /** Optional file formats whose deals a new table can be set up with (create option `import`). */
  importFormats?: Readonly<Record<string, ImportFormat>>;
  /** Optional work the server does after each deal, off the table's thread (bridge: the hand record). */
  dealAnalysis?: DealAnalysis<S>;
}

/**
 * An analysis of each finished deal (docs/protocol.md, "Deal analyses"). `requests` lists one input per deal
 * the state has finished, in order, and must describe only finished deals: the result is public once its
 * deal has ended, and never before. `compute` is pure but may take seconds of CPU, so the server runs it in a
 * worker thread; its results travel in the views' `analyses` and the finished record's `meta.analyses`.
 */
export interface DealAnalysis<S = unknown> {
  requests(state: S): Json[];
  compute(request: Json): Json;
}

/** A file format a finished game's record can be written in (`GET /api/records/:roomId?format=<key>`). */
export interface ExportFormat {
  contentType: string;
  extension: string;
  write(record: GameRecord): Result<string>;
}

/** Deals read from a file (bridge's PBN boards): the table deals them in order before shuffling. */
export interface ImportedDeals {
  /** In the ruleset's record `deal` format (a list of deals). */
  deal: Json;
  /** Who deals the first of them. */
  dealer?: Seat;
  /** Options the file decides (board numbers...), over the creator's. */
  options?: Record<string, unknown>;
}
export type ImportFormat = (text: string) => Result<ImportedDeals>;

/** A ruleset with its type parameters erased, as the registry, server and client hold it. */
export type AnyRuleset = Ruleset<any, Action, any>;
