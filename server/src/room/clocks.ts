/**
 * Turn clocks (table option `clock`, docs/protocol.md "Turn clocks"): each person to act has `seconds` per
 * action, plus an optional chess-style `reserve` that drains when an action takes longer. Clocks run on the
 * server only; each seat's deadline is kept in the table model (`SeatModel.deadline`, `reserve`; room/table-model.ts),
 * published in the synced state, and
 * clients only draw it. When time runs out the table's choice applies: a bot makes that move (`bot`), or the
 * seat is marked away and the game waits for its player (`away`). Clocks pause while an undo request is open
 * and, if the table says so, while a player is disconnected within the grace period.
 */
import type { Action } from "@salon/shared";
import type { Game } from "../game";
import type { TableModel } from "./table-model";

export interface ClockOptions {
  seconds: number;
  /** Seconds in the bank of each player for the whole game (0: none). */
  reserve: number;
  onTimeout: "bot" | "away";
  /** A disconnected player's clock stops during the grace period. */
  pauseAway: boolean;
}

export interface ClockHost {
  readonly model: TableModel;
  readonly game: Game | null;
  readonly playing: boolean;
  /** Play is paused (an undo request waits for answers). */
  readonly frozen: boolean;
  /** The move a normal bot would make for `seat` now (null: none). */
  botMoveFor(seat: number): Promise<Action | null>;
  actAs(seat: number, action: Action, who: string): void;
  changed(): void;
}

export interface SavedClocks {
  reserves: number[];
  /** When each running clock started (epoch ms). */
  since: Record<number, number>;
  moves: number;
}

interface Running {
  /** When this turn's clock started (moved forward by the time spent paused). */
  since: number;
  /** The game's move count when the turn began: another action of this seat starts a new turn. */
  moves: number;
  /** While paused: how much of the turn had run. */
  pausedAt: number | null;
}

export class TurnClocks {
  private readonly running = new Map<number, Running>();
  private reserves: number[] = [];
  private game: Game | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly host: ClockHost,
    private readonly options: ClockOptions,
  ) {}

  /** After every change: start, charge, pause or resume the clocks of the seats to act, and publish them. */
  sync(now = Date.now()): void {
    const { game, model } = this.host;
    if (game !== this.game) {
      this.game = game;
      this.running.clear();
      this.reserves = model.seats.map(() => this.options.reserve * 1000);
    }
    const toAct = new Set(game && this.host.playing ? game.toAct().filter((s): s is number => typeof s === "number") : []);
    for (const [seat, run] of this.running) {
      const acted = game ? game.history.slice(run.moves).some((a) => a.seat === seat) : true;
      if (!toAct.has(seat) || acted || model.seats[seat].kind !== "human" || model.seats[seat].away) this.stop(seat, now);
    }
    toAct.forEach((seat) => {
      const s = model.seats[seat];
      if (s.kind !== "human" || s.away || this.running.has(seat) || !game) return;
      this.running.set(seat, { since: now, moves: game.moves, pausedAt: null });
    });
    for (const [seat, run] of this.running) {
      const pause = this.host.frozen || (this.options.pauseAway && !model.seats[seat].connected);
      if (pause && run.pausedAt === null) run.pausedAt = now;
      if (!pause && run.pausedAt !== null) {
        run.since += now - run.pausedAt;
        run.pausedAt = null;
      }
    }
    this.publish();
    this.arm(now);
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** What a durable store keeps (in the table's `extra`), so clocks go on after a restart. */
  saved(): SavedClocks {
    const since: Record<number, number> = {};
    for (const [seat, run] of this.running) since[seat] = run.pausedAt === null ? run.since : run.since + (Date.now() - run.pausedAt);
    return { reserves: this.reserves.slice(), since, moves: this.game?.moves ?? 0 };
  }

  /**
   * After a restart: each running clock goes on with the time it had left when the server stopped (the
   * time the server was away does not count).
   */
  restore(saved: SavedClocks | undefined, awayMs: number, now = Date.now()): void {
    const game = this.host.game;
    if (!saved || !game) return;
    this.game = game;
    this.reserves = saved.reserves.slice();
    for (const [seat, since] of Object.entries(saved.since)) this.running.set(Number(seat), { since: since + awayMs, moves: saved.moves, pausedAt: null });
    this.sync(now);
  }

  /** A seat's turn ends: its time beyond the per-action allowance comes out of its reserve. */
  private stop(seat: number, now: number): void {
    const run = this.running.get(seat);
    if (!run) return;
    const used = (run.pausedAt ?? now) - run.since;
    this.reserves[seat] = Math.max(0, this.reserves[seat] - Math.max(0, used - this.options.seconds * 1000));
    this.running.delete(seat);
  }

  private deadlineOf(seat: number, run: Running): number {
    return run.since + this.options.seconds * 1000 + this.reserves[seat];
  }

  private publish(): void {
    this.host.model.seats.forEach((s, i) => {
      const run = this.running.get(i);
      const deadline = run && run.pausedAt === null ? this.deadlineOf(i, run) : 0;
      if (s.deadline !== deadline) s.deadline = deadline;
      const reserve = Math.round(this.reserves[i] ?? 0);
      if (s.reserve !== reserve) s.reserve = reserve;
    });
  }

  private arm(now: number): void {
    this.cancel();
    let next = Infinity;
    for (const [seat, run] of this.running) if (run.pausedAt === null) next = Math.min(next, this.deadlineOf(seat, run));
    if (next === Infinity) return;
    this.timer = setTimeout(() => this.expire(), Math.max(0, next - now));
  }

  /**
   * A normal bot's move for a seat whose time ran out (it thinks off the event loop); the player may still
   * act meanwhile, and then the bot's move is dropped. With no move to make, the seat is marked away.
   */
  private playFor(seat: number): void {
    const game = this.host.game;
    if (!game) return;
    const moves = game.moves;
    void this.host.botMoveFor(seat).then((move) => {
      if (this.host.game !== game || game.moves !== moves) return;
      if (move) this.host.actAs(seat, move, "clock");
      else {
        this.host.model.seats[seat].away = true;
        this.host.changed();
      }
    });
  }

  /** Time is up for every running seat past its deadline: the table's choice applies. */
  private expire(now = Date.now()): void {
    this.timer = null;
    for (const [seat, run] of [...this.running]) {
      if (run.pausedAt !== null || this.deadlineOf(seat, run) > now) continue;
      this.reserves[seat] = 0;
      this.running.delete(seat);
      if (this.options.onTimeout === "bot") this.playFor(seat);
      else this.host.model.seats[seat].away = true;
    }
    this.host.changed();
  }
}
