/**
 * Bots at a table: when a bot's seat is to act, it acts after the table's bot delay, or once it has made up
 * its mind if that takes longer. Bots at level normal or strong search in the process's worker threads
 * (bots/pool.ts), so a thinking bot never holds up this or any other table; an easy bot (random legal
 * play) decides at once. A bot decides from its seat's view and the actions that seat saw (core/bot.ts).
 * One pending decision per table; plain timers, not the room clock (broadcastPatch() ticks that clock and
 * must not re-enter it).
 */
import { BOT_LEVELS, rngFromSeed, type Action, type AnyRuleset, type BotLevel, type Rng } from "@salon/shared";
import { randomBytes } from "node:crypto";
import { PoolClosed, thinkOffThread } from "../bots/pool";
import type { Game } from "../game";
import type { TableModel } from "./table-model";

export interface BotHost {
  readonly model: TableModel;
  readonly game: Game | null;
  readonly playing: boolean;
  /** Play is paused (an undo request waits for answers). */
  readonly frozen: boolean;
  /** Plays `action` for `seat` as if its player had sent it. */
  actAs(seat: number, action: Action, who: string): void;
}

export const levelOf = (raw: string): BotLevel => (raw === "easy" || raw === "strong" ? raw : "normal");

/** `level`, lowered to the server's cap (BOT_LEVEL_CAP: an operator's knob for weak hardware). */
export const capLevel = (level: BotLevel, cap: BotLevel = "strong"): BotLevel => BOT_LEVELS[Math.min(BOT_LEVELS.indexOf(level), BOT_LEVELS.indexOf(cap))];

export class BotScheduler {
  private timer: NodeJS.Timeout | null = null;
  /** The decision under way (a token, so that a cancelled one is recognised when it returns). */
  private pending: object | null = null;
  private rng: Rng = rngFromSeed(randomBytes(16).toString("hex"));

  constructor(
    private readonly rules: AnyRuleset,
    private readonly host: BotHost,
    private readonly delayMs: number,
    private readonly cap: BotLevel = "strong",
  ) {}

  /** Wakes the first bot that is to act, unless one is already deciding. */
  schedule(): void {
    const game = this.host.game;
    if (this.pending || !game || !this.host.playing || this.host.frozen) return;
    const seat = game.toAct().find((s): s is number => typeof s === "number" && this.host.model.seats[s].kind === "bot");
    if (seat === undefined) return;
    const token = {};
    this.pending = token;
    const moves = game.moves;
    const waited = new Promise<void>((resolve) => (this.timer = setTimeout(resolve, this.delayMs)));
    void Promise.all([this.choose(game, seat, levelOf(this.host.model.seats[seat].level)), waited]).then(([action]) => {
      if (this.pending !== token) return;
      this.pending = null;
      this.timer = null;
      const still = this.host.game === game && game.moves === moves && this.host.playing && !this.host.frozen;
      if (still && action && this.host.model.seats[seat].kind === "bot" && game.toAct().includes(seat)) this.host.actAs(seat, action, "bot");
      else this.schedule();
    });
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  /**
   * The move `level` would make for `seat` now: searched in a worker thread, or at once for easy bots and
   * rulesets without a bot of their own. A worker failure falls back to an easy move rather than stall.
   */
  choose(game: Game, seat: number, wanted: BotLevel): Promise<Action | null> {
    const level = capLevel(wanted, this.cap);
    const input = level === "easy" ? null : game.botInput(seat);
    if (!input) return Promise.resolve(this.decideNow(game, seat, "easy"));
    return thinkOffThread({ input, level, seed: randomBytes(8).toString("hex") }).catch((err: unknown) => {
      if (err instanceof PoolClosed) return null;
      console.error(`${this.rules.id}: a bot's search failed, it plays an easy move instead:`, err);
      return this.decideNow(game, seat, "easy");
    });
  }

  /** A move decided on the spot, on this thread (easy level, or a ruleset without a bot). */
  decideNow(game: Game, seat: number, level: BotLevel): Action | null {
    const bot = this.rules.bot;
    const input = bot ? game.botInput(seat) : null;
    let action: Action | null;
    if (bot && input) [action, this.rng] = bot.decide(input, level, this.rng);
    else [action, this.rng] = game.randomAction(seat, this.rng);
    return action;
  }
}
