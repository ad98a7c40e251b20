/**
 * Bots at a table: when a bot's seat is to act, it acts after the table's bot delay. One timer per table;
 * a plain timer, not the room clock (broadcastPatch() ticks that clock and must not re-enter it).
 */
import { randomLegalAction, rngFromSeed, type Action, type AnyRuleset, type Rng } from "@salon/shared";
import { randomBytes } from "node:crypto";
import type { Game } from "../game";
import type { TableState } from "../schema";

export interface BotHost {
  readonly state: TableState;
  readonly game: Game | null;
  readonly playing: boolean;
  /** Play is paused (an undo request waits for answers). */
  readonly frozen: boolean;
  /** Plays `action` for `seat` as if its player had sent it. */
  actAs(seat: number, action: Action, who: string): void;
}

export class BotScheduler {
  private timer: NodeJS.Timeout | null = null;
  private rng: Rng = rngFromSeed(randomBytes(16).toString("hex"));

  constructor(
    private readonly rules: AnyRuleset,
    private readonly host: BotHost,
    private readonly delayMs: number,
  ) {}

  /** Wakes the first bot that is to act, unless one is already waiting. */
  schedule(): void {
    const game = this.host.game;
    if (this.timer || !game || !this.host.playing || this.host.frozen) return;
    const seat = game.toAct().find((s): s is number => typeof s === "number" && this.host.state.seats[s].kind === "bot");
    if (seat === undefined) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.move(seat);
    }, this.delayMs);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private move(seat: number): void {
    const game = this.host.game;
    if (!game || !this.host.playing || this.host.frozen || this.host.state.seats[seat].kind !== "bot" || !game.toAct().includes(seat)) {
      this.schedule();
      return;
    }
    const action = this.decide(game, seat);
    if (action) this.host.actAs(seat, action, "bot");
  }

  /** The move a bot would make for `seat` now (also for a person whose clock ran out); null: none. */
  decide(game: Game, seat: number): Action | null {
    // The ruleset's own table bot when it has one (bridge bids sensibly), else random legal play.
    const [action, next] = this.rules.botAction
      ? this.rules.botAction(game.state, seat, this.rng)
      : randomLegalAction(this.rules, game.state, seat, this.rng);
    this.rng = next;
    return action;
  }
}
