/**
 * One game at a table: the ruleset, its current state and the record of everything accepted so far.
 * Knows nothing about clients; the room asks it to act and reads views from it.
 *
 * A game is fully described by its start (seed, dealer, options, imported deals) and its accepted actions,
 * so it can be rebuilt by replaying them through the engine: after a restart, and to take an action back.
 * The seed stays on the server; finished records carry the deals instead (`snapshot`).
 */
import { randomBytes } from "node:crypto";
import {
  fail,
  ok,
  rngFromSeed,
  type Action,
  type Actor,
  type AnyRuleset,
  type Failure,
  type GameEvent,
  type GameRecord,
  type Json,
  type Outcome,
  type RecordedAction,
  type Result,
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

export class Game {
  private constructor(
    readonly rules: AnyRuleset,
    readonly start: GameStart,
    public state: unknown,
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

  /** Validates the action's shape and legality; on success the state advances and the record grows. */
  act(seat: Actor, raw: unknown): Result<{ events: GameEvent[]; action: Action }> {
    const shaped = this.rules.actionSchema.safeParse(raw);
    if (!shaped.success) {
      const why = shaped.error.issues[0]?.message ?? "bad shape";
      const refusal: Failure = { ok: false, error: `not a ${this.rules.name} action: ${why}`, code: "bad_action", params: { ruleset: this.rules.id } };
      return refusal;
    }
    const applied = this.rules.apply(this.state, seat, shaped.data);
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
