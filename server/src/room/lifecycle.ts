/**
 * How long a table lives (docs/protocol.md, "Tables that close"):
 * - while a game runs it stays, even with nobody connected (bots play on, timers run, absent players may
 *   come back); a table restored after a restart waits for its people;
 * - a running game whose people have all left on purpose closes at once, keeping its partial record — unless
 *   every seat is a bot (some keeping an absent player's seat warm): then the bots finish it;
 * - a table between games closes when its last client leaves;
 * - a table nobody touched for `expiryMs` (default 24 h) closes, keeping an unfinished game's partial record;
 * - a server shutting down closes nothing: its tables come back when it starts again.
 */
import type { Client } from "@colyseus/core";
import type { Game } from "../game";
import type { TableState } from "../schema";
import type { TableJournal } from "./journal";
import type { Seating } from "./seating";

/** Set while the server shuts down, so that disposing rooms does not close their tables. */
export const serverLife = { stopping: false };

export interface LifeHost {
  readonly roomId: string;
  readonly state: TableState;
  readonly game: Game | null;
  readonly seating: Seating;
  readonly clients: ReadonlyArray<Client>;
  autoDispose: boolean;
  disconnect(): Promise<unknown>;
}

export class Lifecycle {
  private lastChange = Date.now();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** A restored table keeps waiting for its people even when nobody is connected. */
  private waitsForPeople: boolean;

  constructor(
    private readonly host: LifeHost,
    private readonly journal: TableJournal,
    private readonly expiryMs: number,
    restored: boolean,
  ) {
    this.waitsForPeople = restored;
    this.arm(expiryMs);
  }

  /** After every change. */
  changed(): void {
    this.lastChange = Date.now();
    const { state, seating } = this.host;
    const playing = state.status === "playing";
    if (seating.sessions.size > 0) this.waitsForPeople = false;
    this.host.autoDispose = !playing && !this.waitsForPeople;
    if (!playing || this.waitsForPeople || seating.hasPeople()) {
      if (!playing && !this.waitsForPeople && this.host.clients.length === 0 && seating.sessions.size === 0) void this.close("finished");
      return;
    }
    // Nobody is left in a seat: bots finish a game they can finish alone; otherwise the table closes.
    if (state.seats.some((s) => s.kind === "empty")) void this.close("abandoned");
  }

  /** The room is being disposed: the table closes for good, except when the whole server is stopping. */
  disposed(): void {
    if (process.env.SALON_DEBUG_LIFE) console.error(`[life] ${this.host.roomId} disposed (stopping: ${serverLife.stopping})`);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!serverLife.stopping) this.record("finished");
  }

  private async close(reason: "finished" | "abandoned" | "expired"): Promise<void> {
    if (process.env.SALON_DEBUG_LIFE) console.error(`[life] ${this.host.roomId} closes: ${reason}`);
    this.record(reason);
    await this.host.disconnect();
  }

  /** Writes the table's end once: a game cut short keeps its partial record. */
  private record(reason: "finished" | "abandoned" | "expired"): void {
    if (this.closed) return;
    this.closed = true;
    const game = this.host.game;
    const cut = this.host.state.status === "playing" && game && !game.outcome();
    this.journal.tableClosed(this.host.roomId, cut ? (reason === "expired" ? "expired" : "abandoned") : reason, undefined, cut ? { gameNo: this.host.state.gameNo, record: game.snapshot() } : undefined);
  }

  private arm(ms: number): void {
    this.timer = setTimeout(() => {
      const idle = Date.now() - this.lastChange;
      if (idle >= this.expiryMs) void this.close("expired");
      else this.arm(this.expiryMs - idle);
    }, Math.min(ms, 2 ** 31 - 1));
    this.timer.unref();
  }
}
