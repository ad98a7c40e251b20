/**
 * One game at a table: the ruleset, its current state and the record of everything accepted so far.
 * Knows nothing about clients; the room asks it to act and reads views from it.
 */
import { randomBytes } from "node:crypto";
import {
  fail,
  ok,
  rngFromSeed,
  type Action,
  type Actor,
  type AnyRuleset,
  type GameEvent,
  type GameRecord,
  type Json,
  type Outcome,
  type Result,
} from "@salon/shared";

export class Game {
  private constructor(
    readonly rules: AnyRuleset,
    public state: unknown,
    private readonly record: GameRecord,
  ) {}

  /** Deals a new game from a fresh cryptographically secure seed, which never leaves the server. */
  static start(
    rules: AnyRuleset,
    seats: number,
    options: Record<string, unknown>,
    dealer: number,
    meta: Record<string, Json>,
    /** Imported deals, dealt in order before any shuffle (the record keeps every deal used). */
    deal?: Json,
  ): Result<Game> {
    const seed = randomBytes(16).toString("hex");
    const setup = rules.setup({ seats, options, dealer, rng: rngFromSeed(seed), ...(deal === undefined ? {} : { deal }) });
    if (!setup.ok) return setup;
    return ok(new Game(rules, setup.value, { ruleset: rules.id, options, seats, dealer, actions: [], meta }));
  }

  get dealer(): number {
    return this.record.dealer ?? 0;
  }

  /** Accepted actions so far: a cheap "has anything happened since" for timers. */
  get moves(): number {
    return this.record.actions.length;
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
    if (!shaped.success) return fail(`not a ${this.rules.name} action: ${shaped.error.issues[0]?.message ?? "bad shape"}`);
    const applied = this.rules.apply(this.state, seat, shaped.data);
    if (!applied.ok) return applied;
    this.state = applied.value.state;
    this.record.actions.push({ seat, action: shaped.data });
    return ok({ events: applied.value.events, action: shaped.data });
  }

  /** The record so far, with the deals used (so it replays without the seed). */
  snapshot(): GameRecord {
    return { ...this.record, deal: this.rules.deals(this.state), actions: this.record.actions.slice() };
  }
}
