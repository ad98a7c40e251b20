/**
 * The ruleset's own step timeout (an automatic moderator closing a day's discussion): armed once per
 * accepted move, cancelled by any other accepted action, and published to clients as `deadline`.
 */
import type { Action, AnyRuleset } from "@salon/shared";
import type { Game } from "../game";

export interface StepTimerHost {
  readonly game: Game | null;
  readonly playing: boolean;
  setDeadline(epochMs: number): void;
  /** Acts as the moderator; false when the engine refused (logged by the host). */
  actAsModerator(action: Action): void;
}

export class StepTimer {
  private timer: NodeJS.Timeout | null = null;
  /** The move count the timer was armed at: re-armed only when the game moved on. */
  private armedAt = -1;
  private armedGame: Game | null = null;

  constructor(
    private readonly rules: AnyRuleset,
    private readonly host: StepTimerHost,
  ) {}

  /** Arms the timeout for the current step, once per accepted move. */
  schedule(now = Date.now()): void {
    const game = this.host.game;
    if (!game || (this.armedGame === game && this.armedAt === game.moves)) return;
    this.armedGame = game;
    this.armedAt = game.moves;
    this.cancel();
    const due = this.host.playing ? this.rules.timeout?.(game.state) : null;
    this.host.setDeadline(due ? now + due.afterMs : 0);
    if (!due) return;
    const move = game.moves;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.host.game !== game || game.moves !== move || !this.host.playing) return;
      this.host.actAsModerator(due.action);
    }, due.afterMs);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
