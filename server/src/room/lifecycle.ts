/**
 * How long a table lives (docs/protocol.md, "Tables that close"):
 * - a person at the table keeps it going: a connected client in a seat, in the moderator's chair or
 *   watching, or a dropped player within its grace period;
 * - a running game with no person at it **pauses**: bots stop, the step timer stops (its time left is kept
 *   for when play resumes), it leaves the open-tables listing; it resumes when a person comes back (a claim,
 *   the chair's claim, or anyone watching), and closes after `idleMs` (10 min) with nobody, keeping its
 *   partial record. A table restored after a restart starts paused until its people come back;
 * - a running game whose people have all left on purpose (no seat or chair held for anyone, a seat empty)
 *   closes at once, keeping its partial record;
 * - a table between games closes when its last client leaves;
 * - a table nobody touched for `expiryMs` (default 24 h) closes, keeping an unfinished game's partial record;
 * - a server shutting down closes nothing and changes nothing: its tables come back when it starts again.
 */
import type { Client } from "@colyseus/core";
import type { Game } from "../game";
import type { TableModel } from "./table-model";
import type { TableJournal } from "./journal";
import type { Seating } from "./seating";

/** Set while the server shuts down, so that leaving clients and disposing rooms do not change or close tables. */
export const serverLife = { stopping: false };

export interface LifeHost {
  readonly roomId: string;
  readonly model: TableModel;
  readonly game: Game | null;
  readonly seating: Seating;
  readonly audience: { readonly stored: { claimHash: string | null } | null };
  readonly clients: ReadonlyArray<Client>;
  autoDispose: boolean;
  disconnect(): Promise<unknown>;
  /** Play pauses (nobody is at the table) or resumes. */
  pauseChanged(paused: boolean): void;
}

export const DEFAULT_IDLE_MS = 10 * 60_000;

export class Lifecycle {
  private lastChange = Date.now();
  private timer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private paused = false;
  /** A restored table keeps waiting for its people even when nobody is connected. */
  private waitsForPeople: boolean;

  constructor(
    private readonly host: LifeHost,
    private readonly journal: TableJournal,
    private readonly expiryMs: number,
    restored: boolean,
    private readonly idleMs: number = DEFAULT_IDLE_MS,
  ) {
    this.waitsForPeople = restored;
    this.arm(expiryMs);
  }

  /** An event's table (server/src/events) is opened before its players come: it waits for them as a restored table does. */
  waitForPeople(): void {
    this.waitsForPeople = true;
    this.host.autoDispose = false;
  }

  /** Nobody is at this running game: bots and timers wait, and the lobby does not list it. */
  get isPaused(): boolean {
    return this.paused;
  }

  /** A person is at the table: a client connected in any role, or a dropped player within its grace period. */
  personPresent(): boolean {
    return this.host.clients.length > 0 || this.host.seating.sessions.size > 0;
  }

  /** After every change. */
  changed(): void {
    if (serverLife.stopping || this.closed) return;
    this.lastChange = Date.now();
    const { model, seating } = this.host;
    const playing = model.status === "playing";
    if (seating.sessions.size > 0) this.waitsForPeople = false;
    this.host.autoDispose = !playing && !this.waitsForPeople;
    // Colyseus 0.16 clears its auto-dispose timer when autoDispose turns off but keeps the stale handle, and
    // a room never disposes while that handle is set (_disposeIfEmpty): not even on disconnect() or shutdown.
    const timers = this.host as unknown as { _autoDisposeTimeout?: NodeJS.Timeout };
    if (!this.host.autoDispose && timers._autoDisposeTimeout) {
      clearTimeout(timers._autoDisposeTimeout);
      timers._autoDisposeTimeout = undefined;
    }
    if (!playing) {
      this.setPaused(false);
      if (!this.waitsForPeople && this.host.clients.length === 0 && seating.sessions.size === 0) void this.close("finished");
      return;
    }
    if (this.personPresent()) return this.setPaused(false);
    // Nobody is here. Those who left on purpose hold nothing: with a seat empty and no seat or chair kept for
    // anyone, nobody can carry this game on, and it closes now; otherwise it waits, paused, for its people.
    if (!this.waitsForPeople && model.seats.some((s) => s.kind === "empty") && !this.heldForSomeone()) return void this.close("abandoned");
    this.setPaused(true);
  }

  /** A seat (a player's, or one a bot keeps warm) or the moderator's chair is kept for a person to claim. */
  private heldForSomeone(): boolean {
    const { model, seating, audience } = this.host;
    if (audience.stored?.claimHash) return true;
    return model.seats.some((s, i) => s.kind === "human" || seating.keptWarm(i));
  }

  private setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (paused) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (this.paused && !this.personPresent()) void this.close("idle");
      }, this.idleMs);
      this.idleTimer.unref();
    }
    this.host.pauseChanged(paused);
  }

  /** The room is being disposed: the table closes for good, except when the whole server is stopping. */
  disposed(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.timer = this.idleTimer = null;
    if (!serverLife.stopping) this.record("finished");
  }

  private async close(reason: "finished" | "abandoned" | "expired" | "idle"): Promise<void> {
    this.record(reason);
    await this.host.disconnect();
  }

  /** Writes the table's end once: a game cut short keeps its partial record. */
  private record(reason: "finished" | "abandoned" | "expired" | "idle"): void {
    if (this.closed) return;
    this.closed = true;
    const game = this.host.game;
    const cut = this.host.model.status === "playing" && game && !game.outcome();
    const stored = reason === "idle" ? "expired" : reason;
    const detail = reason === "idle" ? `nobody at the table for ${Math.round(this.idleMs / 1000)} s` : undefined;
    this.journal.tableClosed(
      this.host.roomId,
      cut ? (stored === "expired" ? "expired" : "abandoned") : stored,
      detail,
      cut ? { gameNo: this.host.model.gameNo, record: game.snapshot() } : undefined,
    );
  }

  private arm(ms: number): void {
    this.timer = setTimeout(
      () => {
        const idle = Date.now() - this.lastChange;
        if (idle >= this.expiryMs) void this.close("expired");
        else this.arm(this.expiryMs - idle);
      },
      Math.min(ms, 2 ** 31 - 1),
    );
    this.timer.unref();
  }
}
