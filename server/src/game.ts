/**
 * One game at a table: the ruleset, its current state and the record of everything accepted so far.
 * Knows nothing about clients; the room asks it to act and reads views from it.
 *
 * The engine state is private: the room's modules ask the game (a viewer's view, typed by the ruleset's view
 * type of shared/src/views.ts; legal actions; who may act; the automatic step's timeout; a bot's input; the
 * trick being played; finished deals' analysis requests; the record) and never hand the state to a ruleset
 * themselves. An action's shape is checked once, here, by the ruleset's zod schema; the engine's `apply`
 * gets it typed.
 *
 * A game is fully described by its start (seed, dealer, options, imported deals) and its accepted actions,
 * so it can be rebuilt by replaying them through the engine: after a restart, and to take an action back.
 * The seed stays on the server; finished records carry the deals instead (`snapshot`).
 */
import { randomBytes } from "node:crypto";
import { internStrings } from "./intern";
import {
  botInput,
  fail,
  ok,
  randomLegalAction,
  rngFromSeed,
  viewAs,
  type Action,
  type Actor,
  type AnyRuleset,
  type BotInput,
  type Failure,
  type GameEvent,
  type GameRecord,
  type Json,
  type Outcome,
  type RecordedAction,
  type Result,
  type Rng,
  type RulesetId,
  type RulesetViews,
  type Viewer,
} from "@salon/shared";

/** What it takes to deal a game again exactly: kept by the server, never sent to a client. */
export interface GameStart {
  seats: number;
  options: Record<string, unknown>;
  dealer: number;
  seed: string;
  /** Imported deals, dealt in order before any shuffle. */
  deal?: Json;
  meta: Record<string, Json>;
}

export class Game<Id extends RulesetId = RulesetId> {
  private constructor(
    readonly rules: AnyRuleset,
    readonly start: GameStart,
    /** The engine's state: only this class hands it to the ruleset. */
    private state: unknown,
    private readonly actions: RecordedAction[],
  ) {}

  /** Deals a new game; the seed defaults to a fresh cryptographically secure one. */
  static begin(rules: AnyRuleset, start: Omit<GameStart, "seed"> & { seed?: string }): Result<Game> {
    const full: GameStart = { ...start, seed: start.seed ?? randomBytes(16).toString("hex") };
    const initial = deal(rules, full);
    return initial.ok ? ok(new Game(rules, full, initial.value, [])) : initial;
  }

  /**
   * Rebuilds a game from its start and accepted actions by replaying them through the engine. A refusal
   * (a corrupted record, or one written by an older engine) says which action failed.
   */
  static replay(rules: AnyRuleset, start: GameStart, actions: readonly RecordedAction[]): Result<Game> {
    const initial = deal(rules, start);
    if (!initial.ok) return initial;
    const game = new Game(rules, start, initial.value, []);
    for (let i = 0; i < actions.length; i++) {
      const done = game.act(actions[i].seat, actions[i].action);
      if (!done.ok) return fail(`action ${i} (${JSON.stringify(actions[i])}) refused on replay: ${done.error}`);
    }
    return ok(game);
  }

  get dealer(): number {
    return this.start.dealer;
  }

  /** Accepted actions so far: a cheap "has anything happened since" for timers. */
  get moves(): number {
    return this.actions.length;
  }

  /** The accepted actions, oldest first (read-only: the game appends to it). */
  get history(): readonly RecordedAction[] {
    return this.actions;
  }

  toAct(): Actor[] {
    return this.rules.toAct(this.state);
  }

  outcome(): Outcome | null {
    return this.rules.outcome(this.state);
  }

  /** Exactly what `viewer` may know now, as the ruleset's view type (shared/src/views.ts). */
  view(viewer: Viewer): RulesetViews[Id] {
    return viewAs(this.rules.id as Id, this.rules.view(this.state, viewer));
  }

  /** Every action `actor` may take now (possibly none). */
  legalActions(actor: Actor): Action[] {
    return this.rules.legalActions(this.state, actor);
  }

  /** The step that closes by itself now (an automatic moderator's day), or null. */
  timeout(): { afterMs: number; action: Action } | null {
    return this.rules.timeout?.(this.state) ?? null;
  }

  /** Trick games: the trick being played (null outside trick play); undefined for games without tricks. */
  trickId(): number | null | undefined {
    return this.rules.trick?.id(this.state);
  }

  /** How many hands (rounds, deals) have been completed. */
  handsDone(): number {
    return this.rules.handsDone(this.state);
  }

  /** The ruleset's analysis requests, one per finished deal (`dealAnalysis`); empty without one. */
  analysisRequests(): Json[] {
    return this.rules.dealAnalysis?.requests(this.state) ?? [];
  }

  /** What the ruleset's bot decides from for `seat`: its own view and the actions it saw, never the state. */
  botInput(seat: number): BotInput | null {
    const bot = this.rules.bot;
    return bot ? botInput(this.rules, bot, this.state, { seats: this.start.seats, options: this.start.options, actions: this.actions }, seat) : null;
  }

  /** A uniformly random legal action of `actor` (an easy move for a ruleset without a bot of its own). */
  randomAction(actor: Actor, rng: Rng): [Action | null, Rng] {
    return randomLegalAction(this.rules, this.state, actor, rng);
  }

  /**
   * Checks the action's shape against the ruleset's schema (the envelope, an object with a `type`, was
   * checked on arrival: protocol.ts) and hands it, typed, to the engine, which judges its legality; on success
   * the state advances and the record grows. The one shape check: engines do not look at it again.
   */
  act(seat: Actor, raw: Action): Result<{ events: GameEvent[]; action: Action }> {
    const shaped = this.rules.actionSchema.safeParse(raw);
    if (!shaped.success) {
      const why = shaped.error.issues[0]?.message ?? "bad shape";
      const refusal: Failure = { ok: false, error: `not a ${this.rules.name} action: ${why}`, code: "bad_action", params: { ruleset: this.rules.id } };
      return refusal;
    }
    // pooled before the engine sees it, so that the state's cards are the pooled codes too
    const applied = this.rules.apply(this.state, seat, internStrings(shaped.data));
    if (!applied.ok) return applied;
    this.state = applied.value.state;
    this.actions.push({ seat, action: shaped.data });
    return ok({ events: applied.value.events, action: shaped.data });
  }

  /**
   * Takes the game back to how it was after its first `moves` actions, by dealing again from the same start
   * and replaying them: no ruleset needs undo code, and the record keeps only what stands.
   */
  rewind(moves: number): Result<void> {
    if (moves < 0 || moves > this.actions.length) return fail(`cannot rewind to move ${moves} of ${this.actions.length}`);
    const again = Game.replay(this.rules, this.start, this.actions.slice(0, moves));
    if (!again.ok) return again;
    this.state = again.value.state;
    this.actions.length = moves;
    return ok(undefined);
  }

  /** The record so far with the deals used (it replays without the seed): what finished games keep. */
  snapshot(): GameRecord {
    const { seats, options, dealer, meta } = this.start;
    return { ruleset: this.rules.id, options, seats, dealer, deal: this.rules.deals(this.state), actions: this.actions.slice(), meta };
  }
}

function deal(rules: AnyRuleset, start: GameStart): Result<unknown> {
  const { seats, options, dealer, seed, deal } = start;
  return rules.setup({ seats, options, dealer, rng: rngFromSeed(seed), ...(deal === undefined ? {} : { deal }) });
}
