/**
 * Keeps a table's durable copy in step with the room: after every change the room calls `sync()`, which
 * writes what changed since the last call (seats, the moderator's chair, a new game, accepted or undone
 * actions, the deadline, a finished game) to the journal; then `whenDurable()` sends the client update
 * only once those writes are safe (docs/protocol.md, "Durability"). Comparing with what was last written,
 * instead of hooking every place that changes a seat, keeps the room's modules free of storage concerns.
 */
import type { Json } from "@salon/shared";
import type { Game } from "../game";
import type { TableModel } from "./table-model";
import type { Audience } from "./audience";
import type { StoredSeat, StoredTable, TableExtra, TableJournal } from "./journal";
import type { TableSetup } from "./setup";

/** What durability reads from the room: the table model (room/table-model.ts) and the game, never the wire state. */
export interface DurableSource {
  readonly roomId: string;
  readonly model: TableModel;
  readonly game: Game | null;
  readonly audience: Audience;
  /** Table settings that may grow without a schema change. */
  readonly extra: TableExtra;
  /** The finished deals' analyses (room/analyses.ts), kept in the finished record's `meta.analyses`. */
  readonly analyses: { readonly current: Json[] | null };
}

/** What is stored of a seat, as last written: compared field by field after every change. */
interface SeatMark {
  kind: string;
  name: string;
  player: string | null;
  hash: string | null;
  warm: boolean;
  level: string;
}

export class Durability {
  private seats: SeatMark[] = [];
  /** The chair last written (a new object whenever the chair changes). */
  private chair: StoredTable["moderator"] = null;
  private game: Game | null = null;
  private gameNo = 0;
  private written = 0;
  private deadline = 0;
  private finished = false;
  /** The analyses the finished record was last written with: one arriving later writes the record again. */
  private finishedWith: Json[] | null = null;
  private extra = "{}";
  /** The extra last compared: when its values are the same objects, it was not stringified again. */
  private extraSeen: TableExtra = {};
  /** Something was written since the last send. */
  private wrote = false;
  private waiting = false;

  constructor(
    private readonly journal: TableJournal,
    private readonly src: DurableSource,
  ) {}

  /** The journal, for a write: every write leaves something to wait for before the next send. */
  private get write(): TableJournal {
    this.wrote = true;
    return this.journal;
  }

  /** A new table: its setup goes down before anything else. */
  open(setup: TableSetup, hostPlayerId: string | null): void {
    const { model } = this.src;
    this.write.tableOpened({
      id: this.src.roomId,
      setup,
      hostPlayerId,
      seats: model.seats.map((_s, i) => this.seatOf(i)),
      moderator: this.src.audience.stored,
      gameNo: model.gameNo,
      status: model.status,
      deadline: model.deadline,
      extra: this.src.extra,
    });
    this.remember();
  }

  /** A restored table: the store already holds all of this. */
  restored(): void {
    this.remember();
  }

  /** Writes whatever changed since the last call. */
  sync(): void {
    const { model } = this.src;
    const id = this.src.roomId;
    for (let i = 0; i < model.seats.length; i++) if (this.remark(i)) this.write.seatChanged(id, i, this.seatOf(i));
    const chair = this.src.audience.stored;
    if (chair !== this.chair) this.write.moderatorChanged(id, chair);
    this.chair = chair;
    this.syncExtra(id);
    const game = this.src.game;
    if (game && game !== this.game) {
      this.game = game;
      this.gameNo = model.gameNo;
      this.written = 0;
      this.finished = false;
      const players = model.seats.map((s, seat) => ({ seat, playerId: s.player, name: s.name }));
      this.write.gameStarted(id, this.gameNo, game.start, players);
    }
    if (game) this.syncActions(game);
    if (model.deadline !== this.deadline) this.write.deadlineSet(id, model.deadline);
    this.deadline = model.deadline;
  }

  /**
   * Runs `send` once everything written so far is safe: at once when nothing was written since the last
   * send; otherwise after the journal says so, waiting again if more was written meanwhile (those writes
   * are in the state the send will carry). Calls made while waiting fold into that one send.
   */
  whenDurable(send: () => void): void {
    if (this.waiting) return;
    if (!this.wrote || this.journal.synchronous) {
      this.wrote = false;
      send();
      return;
    }
    this.waiting = true;
    this.send = send;
    this.wait();
  }

  /** The send waiting for the journal, and the two steps of the wait: bound once, not made on every move. */
  private send: (() => void) | null = null;
  private readonly wait = (): void => {
    this.wrote = false;
    this.journal.afterDurable(this.src.roomId, this.committed);
  };
  private readonly committed = (): void => {
    if (this.wrote) return this.wait();
    const send = this.send;
    this.waiting = false;
    this.send = null;
    send?.();
  };

  /** Table settings: compared as JSON only when one of their values is a new object (a clock's saved times). */
  private syncExtra(id: string): void {
    const now = this.src.extra;
    const seen = this.extraSeen;
    this.extraSeen = now;
    // Counted rather than listed: two Object.keys arrays on every card played (issue 33).
    let n = 0;
    let same = true;
    for (const key in now) {
      n++;
      if (now[key] !== seen[key]) same = false;
    }
    for (const _ in seen) n--;
    if (same && n === 0) return;
    const extra = JSON.stringify(now);
    if (extra !== this.extra) this.write.extraChanged(id, now);
    this.extra = extra;
  }

  private syncActions(game: Game): void {
    const id = this.src.roomId;
    const history = game.history;
    if (history.length < this.written) {
      this.write.actionsUndone(id, this.gameNo, history.length);
      this.written = history.length;
    }
    for (; this.written < history.length; this.written++) {
      const { seat, action } = history[this.written];
      this.write.actionAccepted(id, this.gameNo, this.written, seat, action);
    }
    const outcome = game.outcome();
    const analyses = this.src.analyses.current;
    if (outcome && (!this.finished || analyses !== this.finishedWith)) {
      this.finished = true;
      this.finishedWith = analyses;
      const record = game.snapshot();
      this.write.gameFinished(id, this.gameNo, analyses ? { ...record, meta: { ...record.meta, analyses } } : record, outcome);
    }
  }

  /**
   * Brings seat `i`'s mark up to date; true when what is stored of it changed. Compared in place, without a
   * fingerprint string per seat per change (this runs on every card played).
   */
  private remark(i: number): boolean {
    const s = this.src.model.seats[i];
    const { player, claim: hash, warm } = s;
    const m = this.seats[i];
    if (m && m.kind === s.kind && m.name === s.name && m.player === player && m.hash === hash && m.warm === warm && m.level === s.level) return false;
    this.seats[i] = { kind: s.kind, name: s.name, player, hash, warm, level: s.level };
    return true;
  }

  private seatOf(i: number): StoredSeat {
    const s = this.src.model.seats[i];
    const warm = s.warm ? { botKeeps: true } : {};
    return { kind: s.kind, name: s.name, playerId: s.player, claimHash: s.claim, ...warm, ...(s.level ? { botLevel: s.level } : {}) };
  }

  private remember(): void {
    const { model } = this.src;
    this.seats = [];
    model.seats.forEach((_s, i) => this.remark(i));
    this.chair = this.src.audience.stored;
    this.extraSeen = this.src.extra;
    this.extra = JSON.stringify(this.extraSeen);
    this.game = this.src.game;
    this.gameNo = model.gameNo;
    this.written = this.game?.moves ?? 0;
    this.finished = this.game?.outcome() !== null && this.game !== null;
    this.finishedWith = this.src.analyses.current;
    this.deadline = model.deadline;
  }
}
