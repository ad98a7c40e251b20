/**
 * The event director (docs/events.md): keeps every event durable (one row each, store migration 007) and
 * runs the running ones. Each round it opens the round's tables through the one room type — a private
 * bridge table with no spectators that imports the PBN of its board set, so every table plays the same
 * deals — seats bots for partners nobody named and for players who have not come within the wait, starts
 * the game, collects each table's board results when its game is over, and moves to the next round once
 * every table of the round is done. A restart brings the event back at the same round: the tables come back
 * by themselves (server/src/restore-tables.ts), and `resume` picks up their results, or opens again a table whose
 * game did not survive.
 *
 * The director runs the tables of the events it holds in this process (their rooms are local, also with
 * several processes: players reach them through any process, docs/events.md, "Several processes").
 */
import { matchMaker } from "@colyseus/core";
import { replay, rulesets, type GameRecord } from "@salon/shared";
import type { DealResult } from "@salon/shared/bridge/types";
import type { Kysely } from "kysely";
import type { Store } from "../store";
import type { SkatRow } from "@salon/shared/skat/types";
import {
  entriesNeeded,
  EventRefusal,
  firstProgressiveRuns,
  individual,
  nextProgressiveRuns,
  hashOf,
  nameIn,
  plannedRuns,
  plannedSkatRuns,
  readAdjustment,
  readEntry,
  readSpec,
  readSubstitution,
  recordReleased,
  runDone,
  secret,
  seatsOf,
  setPbn,
  type Adjustment,
  type EventDoc,
  type Holder,
  type SkatLine,
  type TableResult,
  type TableRun,
} from "./model";

/** What the director needs of a table room (server/src/room/table-room.ts). */
interface TableHandle {
  state: { status: string; gameNo: number; seats: { kind: string; length?: number }[] & { length: number } };
  game: { snapshot(): GameRecord } | null;
  seating: { addBot(seat: number, level?: "easy" | "normal" | "strong"): void };
  changed(): void;
  startGame(): void;
  heldForEvent(): void;
  disconnect(): Promise<unknown>;
}

const TICK_MS = 250;

export class EventDesk {
  private readonly docs = new Map<string, EventDoc>();
  private timer: NodeJS.Timeout | null = null;
  private busy = false;
  private stopped = false;

  constructor(
    private readonly store: Store | null,
    private readonly owner = "",
    /** Where the other processes are reached from here, by public address, where that differs (PEER_ADDRESSES). */
    private readonly peers: Readonly<Record<string, string>> = {},
  ) {}

  private get db(): Kysely<any> | null {
    return (this.store?.db as unknown as Kysely<any>) ?? null;
  }

  /** Loads the running events this process held and goes on with them. */
  async resume(): Promise<number> {
    const db = this.db;
    let n = 0;
    if (this.store && !this.store.ready) {
      // The database is away: the events come back with the tables once it answers (server/src/restore-tables.ts).
      void this.store.whenReady().then(() => this.resume());
      return 0;
    }
    if (db) {
      const rows = await db.selectFrom("events").select(["doc"]).where("status", "in", ["registering", "running"]).where("owner", "=", this.owner).execute();
      for (const row of rows) {
        const doc = JSON.parse(row.doc as string) as EventDoc;
        this.docs.set(doc.id, doc);
        n++;
      }
    }
    if (!this.timer && !this.stopped) {
      this.timer = setInterval(() => void this.tick(), TICK_MS);
      this.timer.unref();
    }
    return n;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async create(raw: unknown): Promise<{ doc: EventDoc; director: string }> {
    const spec = readSpec(raw);
    const director = secret();
    const doc: EventDoc = {
      id: secret().slice(0, 10).replace(/[-_]/g, "x"),
      spec,
      directorHash: hashOf(director),
      status: "registering",
      round: 0,
      entries: [],
      runs: [],
      createdAt: Date.now(),
    };
    this.docs.set(doc.id, doc);
    await this.save(doc, true);
    return { doc, director };
  }

  /** An event by id (held here, or finished and read back from the database); null when there is none. */
  async find(id: string): Promise<EventDoc | null> {
    const held = this.docs.get(id);
    if (held) return held;
    const row = await this.db?.selectFrom("events").select(["doc"]).where("id", "=", id).executeTakeFirst();
    return row ? (JSON.parse(row.doc as string) as EventDoc) : null;
  }

  /**
   * The address at which this process reaches the other process holding this event (its public address, or
   * what PEER_ADDRESSES gives for it; docs/events.md, "Several processes"), or null: held here, no such event,
   * no database, or — with `live` — finished (its row is then read by anyone).
   */
  async heldElsewhere(id: string, live: boolean): Promise<string | null> {
    if (this.docs.has(id) || !this.db) return null;
    const row = await this.db.selectFrom("events").select(["owner", "status"]).where("id", "=", id).executeTakeFirst();
    if (!row?.owner || row.owner === this.owner) return null;
    if (live && row.status !== "registering" && row.status !== "running") return null;
    const owner = row.owner as string;
    return Object.hasOwn(this.peers, owner) ? this.peers[owner] : owner;
  }

  private async held(id: string): Promise<EventDoc> {
    const doc = this.docs.get(id);
    if (doc) return doc;
    if (await this.find(id)) throw new EventRefusal(409, "event_over", "the event is over");
    throw new EventRefusal(404, "no_event", "no such event (the link may be mistyped)");
  }

  async register(id: string, raw: unknown): Promise<{ pair: number; token: string }> {
    const doc = await this.held(id);
    const names = readEntry(doc, raw);
    const token = secret();
    const pair = doc.entries.length + 1;
    doc.entries.push({ pair, names, tokenHash: hashOf(token) });
    await this.save(doc);
    return { pair, token };
  }

  isDirector(doc: EventDoc, token: string | undefined): boolean {
    return !!token && hashOf(token) === doc.directorHash;
  }

  /** Who holds this token: an entry, or a substitute the director named (docs/events.md, "Director's rulings"). */
  entryOf(doc: EventDoc, token: string | undefined): Holder | null {
    if (!token) return null;
    const h = hashOf(token);
    const entry = doc.entries.find((e) => e.tokenHash === h);
    if (entry) return { entry, sub: null };
    const sub = (doc.subs ?? []).findIndex((s) => s.tokenHash === h);
    return sub >= 0 ? { entry: doc.entries.find((e) => e.pair === doc.subs![sub].pair)!, sub } : null;
  }

  private async directed(id: string, token: string | undefined): Promise<EventDoc> {
    const doc = await this.held(id);
    if (!this.isDirector(doc, token)) throw new EventRefusal(403, "not_director", "only the event's director may do that");
    return doc;
  }

  /**
   * The director puts another name, or a bot, in a player's place from a round on. A person substitute gets a
   * token of their own (their link to the event page, where their table shows). The current round is refused
   * once the pair's table has begun playing (`table_started`): the change then starts from the next round.
   */
  async substitute(id: string, token: string | undefined, raw: unknown): Promise<{ token?: string }> {
    const doc = await this.directed(id, token);
    // (A finished event may be held here while the director corrects its scores.)
    if (doc.status === "finished") throw new EventRefusal(409, "event_over", "the event is over");
    const sub = readSubstitution(doc, raw);
    if (doc.status === "running" && sub.from === doc.round) {
      const run = doc.runs.find((r) => r.round === doc.round && (r.ns === sub.pair || r.ew === sub.pair || (r.seated ?? []).includes(sub.pair)));
      const room = run?.roomId ? (matchMaker.getLocalRoomById(run.roomId) as unknown as TableHandle | undefined) : undefined;
      if (run && (runDone(run) || (room ? room.state.gameNo > 0 : run.roomId !== null))) {
        throw new EventRefusal(409, "table_started", "that table has begun this round: substitute from the next round", { round: doc.round + 1 });
      }
    }
    // A person substitute gets a token; the registered player put back uses their own.
    const entry = doc.entries.find((e) => e.pair === sub.pair)!;
    const own = sub.name && sub.name.toLowerCase() !== entry.names[sub.slot].toLowerCase() ? secret() : undefined;
    (doc.subs ??= []).push({ ...sub, ...(own ? { tokenHash: hashOf(own) } : {}) });
    await this.save(doc);
    return own ? { token: own } : {};
  }

  /** A score adjustment with its reason (model.ts, readAdjustment); also after the event is over. */
  async adjust(id: string, token: string | undefined, raw: unknown): Promise<Adjustment> {
    let doc = this.docs.get(id) ?? null;
    if (!doc) {
      doc = await this.find(id);
      if (!doc) throw new EventRefusal(404, "no_event", "no such event (the link may be mistyped)");
      // A finished event is read back from the database: kept here while it is corrected, so edits queue in order.
      this.docs.set(id, doc);
    }
    if (!this.isDirector(doc, token)) throw new EventRefusal(403, "not_director", "only the event's director may do that");
    const a = readAdjustment(doc, raw);
    (doc.adjustments ??= []).push(a);
    await this.save(doc);
    return a;
  }

  /**
   * The director ends the round being played (`round` names it, so a second click cannot end the next one):
   * every table not done keeps what it has finished — a bridge table's boards played, a Skat table's games
   * played — and the rest is "not played"; the tables close and the next round opens.
   */
  async endRound(id: string, token: string | undefined, raw: unknown): Promise<EventDoc> {
    const doc = await this.directed(id, token);
    if (doc.status !== "running") throw new EventRefusal(409, "event_not_started", "the event is not running");
    const round = (raw as { round?: unknown } | null)?.round;
    if (round !== doc.round) throw new EventRefusal(409, "bad_round", `round: the round being played, ${doc.round}`, { min: doc.round, max: doc.round });
    // Not while a tick is stepping this event: wait for it.
    while (this.busy) await new Promise((r) => setTimeout(r, 20));
    this.busy = true;
    try {
      for (const run of doc.runs.filter((r) => r.round === round && !runDone(r))) {
        const room = run.roomId ? (matchMaker.getLocalRoomById(run.roomId) as unknown as TableHandle | undefined) : undefined;
        const state = room?.game && room.state.gameNo > 0 ? playedState(room.game) : null;
        if (state) collect(doc, run, state);
        else if (run.seated && doc.spec.format === "progressive") run.scores = run.seated.map(() => 0);
        else if (run.seated) run.skat = run.seated.map((entry) => ({ entry, total: 0, won: 0, lost: 0 }));
        else run.results = [];
        run.ended = true;
        if (room) await room.disconnect().catch(() => undefined);
      }
      await this.step(doc);
      await this.save(doc);
    } finally {
      this.busy = false;
    }
    return doc;
  }

  async start(id: string, token: string | undefined): Promise<EventDoc> {
    const doc = await this.held(id);
    if (!this.isDirector(doc, token)) throw new EventRefusal(403, "not_director", "only the event's director starts it");
    if (doc.status !== "registering") throw new EventRefusal(409, "event_started", "the event has already started");
    const need = entriesNeeded(doc.spec);
    if (doc.entries.length !== need) {
      throw new EventRefusal(409, "event_not_full", `the event needs ${need} entries; ${doc.entries.length} registered`, { need, have: doc.entries.length });
    }
    if (individual(doc.spec)) {
      const people = doc.entries.filter((e) => e.names[0]).length;
      if (people < doc.spec.tables)
        throw new EventRefusal(409, "event_needs_people", `every table needs a person: ${doc.spec.tables} tables, ${people} people registered`, {
          tables: doc.spec.tables,
          people,
        });
    }
    doc.runs =
      doc.spec.game === "skat"
        ? plannedSkatRuns(doc.spec, doc.entries)
        : doc.spec.format === "progressive"
          ? firstProgressiveRuns(doc.spec, doc.entries)
          : plannedRuns(doc.spec);
    doc.status = "running";
    doc.round = 1;
    await this.save(doc);
    return doc;
  }

  // --- running --------------------------------------------------------------------------------------

  private async tick(): Promise<void> {
    if (this.busy || this.stopped || (this.store && !this.store.ready)) return;
    this.busy = true;
    try {
      for (const doc of this.docs.values()) if (doc.status === "running") await this.step(doc);
    } catch (e) {
      console.error(`[events] ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    } finally {
      this.busy = false;
    }
  }

  private async step(doc: EventDoc): Promise<void> {
    let dirty = false;
    for (const run of doc.runs) {
      if (run.round !== doc.round || runDone(run)) continue;
      if (await this.runTable(doc, run)) dirty = true;
    }
    // Before the round moves on or the event ends, so a finished event's results already hold every link (a key
    // that could not be minted holds the round back until the next step mints it).
    const keys = await this.releaseRecords(doc);
    if (keys.minted) dirty = true;
    if (keys.all && doc.runs.filter((r) => r.round === doc.round).every(runDone)) {
      if (doc.round < doc.spec.rounds) {
        // A progressive's next round is seated from this round's results (best up, worst down).
        if (doc.spec.format === "progressive") doc.runs.push(...nextProgressiveRuns(doc));
        doc.round++;
      } else doc.status = "finished";
      dirty = true;
    }
    if (dirty) await this.save(doc);
    // A finished event is read back from the database from now on (kept here when there is none).
    if (doc.status === "finished" && this.db) this.docs.delete(doc.id);
  }

  /** One table of the round: opened, filled, started, or its results collected. True when the doc changed. */
  private async runTable(doc: EventDoc, run: TableRun): Promise<boolean> {
    const room = run.roomId ? (matchMaker.getLocalRoomById(run.roomId) as unknown as TableHandle | undefined) : undefined;
    if (room) {
      if (room.state.status === "over" && room.game) {
        const state = playedState(room.game);
        if (state) collect(doc, run, state);
        return state !== null;
      }
      if (room.state.status === "waiting" && room.state.gameNo === 0) this.fill(doc, run, room);
      return false;
    }
    if (run.roomId) {
      // Not here: its game ended and the table closed (read the record back), or it is gone: open it again.
      const ended = await this.store?.endedGame(run.roomId, 1);
      if (ended?.status === "finished") {
        const r = replay(rulesets, ended.record);
        if (r.report.ok && r.report.over) {
          collect(doc, run, r.state);
          return true;
        }
      }
    }
    const common = {
      name: "Director",
      tableName: `${doc.spec.name.slice(0, 24)} R${run.round} T${run.table}`,
      private: true,
      // No spectators: a spectator could see a board before playing it at another table.
      table: { kibitz: "none", undo: false, takeover: true },
    };
    // Made in this process (handleCreateRoom, not createRoom, which may place a room on another process
    // through Redis): the director fills, starts and reads its tables as local rooms.
    const listing =
      doc.spec.game === "skat"
        ? await matchMaker.handleCreateRoom("table", {
            ...common,
            ruleset: "skat",
            seats: run.seated!.length,
            options: { scoring: "tournament", deals: doc.spec.gamesPerSeries },
          })
        : doc.spec.format === "progressive"
          ? // The table's ordinary Kierki or Euchre game, with the game's default options (docs/events.md).
            await matchMaker.handleCreateRoom("table", { ...common, ruleset: doc.spec.game, seats: 4 })
          : await matchMaker.handleCreateRoom("table", { ...common, ruleset: "bridge", pbn: setPbn(doc.spec, run.set), options: { scoring: "duplicate" } });
    (matchMaker.getLocalRoomById(listing.roomId) as unknown as TableHandle | undefined)?.heldForEvent();
    run.roomId = listing.roomId;
    run.openedAt = Date.now();
    return true;
  }

  /**
   * Mints a share key for every table's game record that may now go to anyone with the event's link
   * (model.ts, recordReleased; docs/events.md, "Game records"). No key exists before its record is released,
   * and none without a database (there are no share keys then). `minted`: one was; `all`: none is left to mint.
   */
  private async releaseRecords(doc: EventDoc): Promise<{ minted: boolean; all: boolean }> {
    if (!this.store) return { minted: false, all: true };
    let minted = false;
    for (const run of doc.runs) {
      if (run.recordKey || !recordReleased(doc, run)) continue;
      try {
        // The table's record written first (its journal's queued writes committed; at most a moment's wait), so
        // that a link never opens onto a record not there yet.
        await Promise.race([this.store.journal.durable(run.roomId!), new Promise((r) => setTimeout(r, 2000).unref())]);
        run.recordKey = await this.store.createShareKey(run.roomId!, 1);
        minted = true;
      } catch (e) {
        // Tried again at the next step.
        console.error(`[events] ${doc.id} table ${run.table} round ${run.round}: no share key: ${e instanceof Error ? e.message : String(e)}`);
        return { minted, all: false };
      }
    }
    return { minted, all: true };
  }

  /** Bots for partners nobody named and for players who did not come within the wait; then the game starts. */
  private fill(doc: EventDoc, run: TableRun, room: TableHandle): void {
    const late = Date.now() - run.openedAt >= doc.spec.botAfterMs;
    let changed = false;
    // Who is expected in each seat: a name, or "" for a bot.
    const expected: string[] = [];
    // (With the director's substitutions in force for this round.)
    if (run.seated) run.seated.forEach((entry, seat) => (expected[seat] = nameIn(doc, entry, 0, run.round)));
    else for (const pair of [run.ns, run.ew]) seatsOf(run, pair).forEach((seat, k) => (expected[seat] = nameIn(doc, pair, k, run.round)));
    expected.forEach((name, seat) => {
      if (room.state.seats[seat].kind !== "empty") return;
      if (name && !late) return;
      room.seating.addBot(seat, "normal");
      changed = true;
    });
    if (changed) room.changed();
    const full = expected.every((_, s) => room.state.seats[s].kind !== "empty");
    if (full) {
      try {
        room.startGame();
      } catch (e) {
        console.error(`[events] ${doc.id} table ${run.table}: could not start: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  /** Writes of one event, one after another (a later state never lands before an earlier one). */
  private readonly writes = new Map<string, Promise<void>>();

  private save(doc: EventDoc, insert = false): Promise<void> {
    const next = (this.writes.get(doc.id) ?? Promise.resolve()).catch(() => undefined).then(() => this.write(doc, insert));
    this.writes.set(doc.id, next);
    void next
      .finally(() => {
        if (this.writes.get(doc.id) === next) this.writes.delete(doc.id);
      })
      .catch(() => undefined);
    return next;
  }

  private async write(doc: EventDoc, insert: boolean): Promise<void> {
    const db = this.db;
    if (!db) return;
    const now = Date.now();
    if (insert) {
      await db
        .insertInto("events")
        .values({ id: doc.id, status: doc.status, owner: this.owner, doc: JSON.stringify(doc), created_at: doc.createdAt, updated_at: now })
        .execute();
    } else {
      await db
        .updateTable("events")
        .set({ status: doc.status, doc: JSON.stringify(doc), updated_at: now })
        .where("id", "=", doc.id)
        .execute();
    }
  }
}

/** A finished table's results: a bridge game's boards, or a Skat series' list. */
/** A table's game state so far: the game's state is its own (server/src/game.ts), and its record replays to it. */
function playedState(game: { snapshot(): GameRecord }): unknown {
  const r = replay(rulesets, game.snapshot());
  return r.report.ok ? r.state : null;
}

function collect(doc: EventDoc, run: TableRun, state: unknown): void {
  // A progressive: each seat's running total as far as the game went, by the ruleset's own per-seat reading
  // (rules of record §7): a Kierki state keeps one per seat, a Euchre state one per side (partners share it).
  if (run.seated && doc.spec.format === "progressive") run.scores = rulesets[doc.spec.game].scores(state as never);
  else if (run.seated) run.skat = skatLines(run.seated, state);
  else run.results = resultsOf(state);
}

/**
 * A finished Skat series under tournament scoring: each seat's total as the engine kept it (Seeger-Fabian,
 * docs/rules/skat.md §7.5), with its games won and lost as declarer.
 */
function skatLines(seated: readonly number[], state: unknown): SkatLine[] {
  const s = state as { scores: readonly number[]; rows: readonly SkatRow[] };
  return seated.map((entry, seat) => {
    const games = s.rows.filter((r) => r.kind === "game" && r.declarer === seat);
    return { entry, total: s.scores[seat], won: games.filter((r) => r.won).length, lost: games.filter((r) => !r.won).length };
  });
}

/** A finished duplicate game's board results (docs/rules/bridge.md §7.1, North-South's score). */
function resultsOf(state: unknown): TableResult[] {
  const results = (state as { results: readonly DealResult[] }).results;
  return results.map((r) => ({ board: r.board, contract: r.contract, declarer: r.declarer, tricks: r.tricks, score: r.score }));
}
