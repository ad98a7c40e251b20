/**
 * The ruleset's own step timeout (an automatic moderator closing a day's discussion): armed once per
 * accepted move, cancelled by any other accepted action, and published to clients as `deadline`.
 */
import type { Action } from "@salon/shared";
import type { Game } from "../game";

export interface StepTimerHost {
  readonly game: Game | null;
  readonly playing: boolean;
  setDeadline(epochMs: number): void;
  /** Acts for a server-side actor (an engine refusal is logged by the host). */
  actAs(actor: "moderator", action: Action, who: string): void;
}

export class StepTimer {
  private timer: NodeJS.Timeout | null = null;
  /** The move count the timer was armed at: re-armed only when the game moved on. */
  private armedAt = -1;
  private armedGame: Game | null = null;

  constructor(private readonly host: StepTimerHost) {}

  /** Arms the timeout for the current step, once per accepted move. */
  schedule(now = Date.now()): void {
    const game = this.host.game;
    if (!game || (this.armedGame === game && this.armedAt === game.moves)) return;
    const due = this.host.playing ? game.timeout() : null;
    this.arm(game, due ? due.afterMs : null, now);
  }

  /**
   * After a restart: the current step goes on with the time it had left when the server stopped (a step
   * whose time ran out meanwhile closes at once).
   */
  resume(leftMs: number, now = Date.now()): void {
    const game = this.host.game;
    if (game && this.host.playing && game.timeout()) this.arm(game, Math.max(0, leftMs), now);
  }

  private arm(game: Game, afterMs: number | null, now: number): void {
    this.armedGame = game;
    this.armedAt = game.moves;
    this.cancel();
    this.host.setDeadline(afterMs === null ? 0 : now + afterMs);
    if (afterMs === null) return;
    const move = game.moves;
    this.timer = setTimeout(() => {
      this.timer = null;
      const due = this.host.playing && this.host.game === game && game.moves === move ? game.timeout() : null;
      if (due) this.host.actAs("moderator", due.action, "timeout");
    }, afterMs);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
