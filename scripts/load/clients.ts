/**
 * The client side of `npm run load`: real colyseus.js clients in their own process (pinned to another core
 * than the server). N tables stay busy: each is created, filled (4 clients for Kierki), started, and its
 * clients play as soon as their own view says they may (a random legal card); after deal 1 the clients
 * leave and a new table takes its place. Optional faults: clients that drop without a goodbye and come back,
 * clients that send malformed frames. Figures go back to the harness over IPC.
 */
import { randomBytes } from "node:crypto";
import { Client, Protocol, type Room } from "colyseus.js";
import { ReceivedView, rngFromSeed, randInt, VIEW_MESSAGE, type Rng, type ViewMessage } from "@salon/shared";
import { games, type LoadGame } from "./games";

export interface LoadConfig {
  url: string;
  tables: number;
  game: string;
  seconds: number;
  warmupSeconds: number;
  drop: number;
  malformed: number;
  /** Extra tables played by bots only (level normal, thinking in the server's worker threads). */
  bots: number;
  /** Milliseconds a player waits before playing (0: at once, the saturation figures); a paced load keeps the
   * server far from saturation, so the p99 shows the path itself rather than the queue. */
  pace: number;
  /** After its first deal (or a game, if that ends first), a table's clients leave and four new ones open a new
   * table in its place (its first deal starts with the database on): a steady stream of fresh tables (issue 33). */
  fresh?: boolean;
}

export interface LoadResult {
  plays: number;
  steadyPlays: number;
  steadyMs: number;
  latencies: number[];
  playBytes: number;
  /** WebSocket frames received in the steady part: each one costs the server a socket write. */
  playFrames: number;
  playUpdates: number;
  joinBytes: number[];
  tablesDone: number;
  stalls: number;
  drops: { tried: number; back: number; sameSeat: number; handOk: number };
  /** Clients the server closed for a frame it could not decode (Colyseus closes with code 4002), and came back. */
  kicked: { tried: number; back: number; sameSeat: number; handOk: number };
  malformedSent: number;
  errorsSeen: number;
  clientCpuMs: number;
  /** Games the bot-only tables finished. */
  botGames: number;
  /** Tables opened in the steady part (`fresh`: each in place of one whose game ended). */
  freshTables: number;
}

class Seat {
  room!: Room<any>;
  seat = -1;
  bytes = 0;
  joined = false;
  joinBytes = 0;
  gone = false;
  /** Whether this client's synced state said "playing" when it last changed. */
  playing = false;
  /** The view as received (`v` messages). */
  readonly received = new ReceivedView();
  constructor(readonly table: Table) {}

  bind(room: Room<any>): void {
    this.room = room;
    const ws = (room.connection as any).transport.ws;
    ws.on("message", (d: ArrayBuffer | Buffer) => {
      // + the websocket frame header of a small frame
      const n = (d as ArrayBuffer).byteLength + 2;
      this.bytes += n;
      if (!this.joined) this.joinBytes += n;
      else if (this.table.world.steady) {
        this.table.world.result.playBytes += n;
        this.table.world.result.playFrames++;
      }
    });
    room.onMessage("you", (m: { seat: number | null }) => {
      if (m.seat !== null) this.seat = m.seat;
    });
    room.onMessage("error", () => this.table.world.result.errorsSeen++);
    room.onMessage(VIEW_MESSAGE, (m: ViewMessage) => {
      this.received.apply(m);
      this.table.updated(this, true);
    });
    room.onMessage("*", () => undefined);
    // Expected closes (a table that ends, a drop on purpose) are not worth a console line each.
    room.onError(() => undefined);
    room.onLeave((code) => {
      // A frame the server could not decode closes the connection (4002): the client comes back, as a
      // browser would, with its reconnection token, once the server has seen the close (not at once: its
      // request could arrive before the room holds the seat for it).
      const world = this.table.world;
      if (code === WS_CLOSE_WITH_ERROR && this.room === room && !this.gone && world.running)
        world.returning.push(comeBack(world, this, world.result.kicked, 300 + world.int(700)));
    });
    room.onStateChange(() => this.table.updated(this, false));
  }
}

class Table {
  seats: Seat[] = [];
  pending: { t0: number; left: Set<Seat> } | null = null;
  plays = 0;
  lastPlayAt = Date.now();
  done = false;
  private rematching = false;
  /** The deal the table began with (`fresh`: it is replaced once the next deal begins). */
  private firstDeal: number | null = null;
  /** A paced play is waiting (`pace`). */
  private thinking = false;
  constructor(readonly world: World) {}

  async open(): Promise<void> {
    const g = this.world.game;
    const first = new Seat(this);
    first.bind(await new Client(this.world.cfg.url).create("table", { ruleset: g.id, name: "P0", seats: g.seats, options: g.options, botDelayMs: 0 }));
    this.seats.push(first);
    for (let i = 1; i < g.seats; i++) {
      const s = new Seat(this);
      s.bind(await new Client(this.world.cfg.url).joinById(first.room.roomId, { name: `P${i}` }));
      this.seats.push(s);
    }
    await waitFor(() => this.seats.every((s) => s.seat >= 0 && s.received.wholes > 0 && s.room.state?.seats?.length === g.seats));
    for (const s of this.seats) {
      s.joined = true;
      this.world.result.joinBytes.push(s.joinBytes);
    }
    first.room.send("start");
    this.lastPlayAt = Date.now();
  }

  /**
   * A client decoded a patch (`viewed` false) or a view message (true). Only a view completes the latency
   * sample and may make it someone's turn: the table's synced state can arrive before the view of the same
   * move (views wait until the move is durable), and a client that played from the view it had then played
   * from a stale one (refused, not_your_turn, and the table stalled).
   */
  updated(seat: Seat, viewed: boolean): void {
    // A game over: the same four play a rematch (tables stay, nothing is created in the measured window).
    if (seat === this.seats[0] && seat.room.state?.status === "over" && !this.rematching && !this.world.paused) {
      this.rematching = true;
      this.world.result.tablesDone++;
      if (this.world.cfg.fresh) return this.replace();
      seat.room.send("start");
    } else if (seat.room.state?.status === "playing") this.rematching = false;
    // A new game's first view comes before the patch that says it is playing (views leave first: table-room.ts
    // sendChange), so the patch that starts the game is also a moment to play; other patches are not.
    const playing = seat.room.state?.status === "playing";
    const began = playing && !seat.playing;
    seat.playing = playing;
    if (!viewed && !began) return;
    const p = viewed ? this.pending : null;
    if (p && p.left.delete(seat) && p.left.size === 0) {
      this.pending = null;
      if (this.world.steady) this.world.result.latencies.push(performance.now() - p.t0);
      if (this.world.steady) this.world.result.playUpdates += this.seats.length;
    }
    if (this.pending || this.done || this.world.paused) return;
    // `fresh`: once the first deal is over (the next one began), a new table takes this one's place.
    if (this.world.cfg.fresh && seat.room.state?.status === "playing") {
      const deal = this.world.game.dealOf(seat.received.view);
      if (this.firstDeal === null) this.firstDeal = deal;
      else if (deal !== this.firstDeal) {
        this.world.result.tablesDone++;
        return this.replace();
      }
    }
    // The one whose turn it is may have decoded this patch before the others did: look at every seat.
    const play = () => {
      for (const s of this.seats) if (!this.pending) this.playIfMine(s);
    };
    if (this.world.cfg.pace <= 0) return play();
    if (this.thinking) return;
    this.thinking = true;
    setTimeout(() => {
      this.thinking = false;
      if (!this.pending && !this.done && !this.world.paused) play();
    }, this.world.cfg.pace);
  }

  /** `fresh`: the four leave this table and a new one opens in its place (started at once). */
  private replace(): void {
    this.done = true;
    this.world.tables.delete(this);
    for (const s of this.seats) void s.room.leave(true).catch(() => undefined);
    if (!this.world.running) return;
    if (this.world.steady) this.world.result.freshTables++;
    void this.world.add();
  }

  /** After the tables opened paused: whoever's turn it is plays. */
  resume(): void {
    for (const s of this.seats) if (!this.pending) this.playIfMine(s);
  }

  playIfMine(seat: Seat): void {
    const state = seat.room.state;
    if (state?.status !== "playing" || seat.gone || seat.seat < 0) return;
    const g = this.world.game;
    if (g.turnOf(seat.received.view, seat.seat) !== seat.seat) return;
    const action = g.pick(seat.received.view, seat.seat, (n) => this.world.int(n));
    if (!action) return;
    this.pending = { t0: performance.now(), left: new Set(this.seats.filter((s) => !s.gone)) };
    this.plays++;
    this.world.result.plays++;
    if (this.world.steady) this.world.result.steadyPlays++;
    this.lastPlayAt = Date.now();
    seat.room.send("action", action);
  }
}

/**
 * A table of bots only (issue 13, part 4): its creator stands up, fills every seat with a normal bot and
 * starts; the bots think in the server's worker threads; the creator watches and starts a rematch after each
 * game. It measures whether thinking bots delay the human tables' updates.
 */
class BotTable {
  room!: Room<any>;
  constructor(readonly world: World) {}

  async open(): Promise<void> {
    const g = this.world.game;
    this.room = await new Client(this.world.cfg.url).create("table", { ruleset: g.id, name: "Host", seats: g.seats, options: g.options, botDelayMs: 0 });
    this.room.onMessage("*", () => undefined);
    this.room.onError(() => undefined);
    this.room.onLeave(() => undefined);
    await waitFor(() => this.room.state?.seats?.length === g.seats);
    this.room.send("stand");
    for (let seat = 0; seat < g.seats; seat++) this.room.send("addBot", { seat, level: "normal" });
    await waitFor(() => this.room.state.seats.every((s: { kind: string }) => s.kind === "bot"));
    this.room.send("start");
    let over = false;
    this.room.onStateChange((st: { status?: string }) => {
      if (st.status === "over" && !over && !this.world.paused && this.world.running) {
        over = true;
        this.world.result.botGames++;
        this.room.send("start");
      } else if (st.status === "playing") over = false;
    });
  }
}

class World {
  readonly tables = new Set<Table>();
  readonly botTables: BotTable[] = [];
  readonly result: LoadResult = {
    plays: 0,
    steadyPlays: 0,
    steadyMs: 0,
    latencies: [],
    playBytes: 0,
    playFrames: 0,
    playUpdates: 0,
    joinBytes: [],
    tablesDone: 0,
    stalls: 0,
    drops: { tried: 0, back: 0, sameSeat: 0, handOk: 0 },
    kicked: { tried: 0, back: 0, sameSeat: 0, handOk: 0 },
    malformedSent: 0,
    errorsSeen: 0,
    clientCpuMs: 0,
    botGames: 0,
    freshTables: 0,
  };
  steady = false;
  running = true;
  /** Clients on their way back after the server closed them. */
  readonly returning: Promise<void>[] = [];
  /** Play stops (tables stay live) while the harness measures memory. */
  paused = false;
  private rng: Rng = rngFromSeed("load");
  constructor(
    readonly cfg: LoadConfig,
    readonly game: LoadGame,
  ) {}

  int(n: number): number {
    const [x, next] = randInt(this.rng, n);
    this.rng = next;
    return x;
  }

  async addBots(): Promise<void> {
    const t = new BotTable(this);
    try {
      await t.open();
      this.botTables.push(t);
    } catch (e) {
      console.error(`load: a bot table could not open: ${String(e)}`);
    }
  }

  async add(): Promise<void> {
    const t = new Table(this);
    this.tables.add(t);
    try {
      await t.open();
      // `fresh`: a table that finished opening after the run ended leaves at once (nobody releases it).
      if (!this.running && this.paused && this.cfg.fresh) {
        this.tables.delete(t);
        for (const s of t.seats) void s.room.leave(true).catch(() => undefined);
      }
    } catch (e) {
      this.tables.delete(t);
      if (this.running) console.error(`load: a table could not open: ${String(e)}`);
    }
  }
}

export async function runLoad(
  cfg: LoadConfig,
  hold: () => Promise<void> = async () => undefined,
  mark: (what: string) => void = () => undefined,
): Promise<LoadResult> {
  const game = games[cfg.game];
  if (!game) throw new Error(`load: no workload for ${cfg.game} (have ${Object.keys(games).join(", ")})`);
  const world = new World(cfg, game);
  for (let i = 0; i < cfg.bots; i += 25) await Promise.all(Array.from({ length: Math.min(25, cfg.bots - i) }, () => world.addBots()));
  // Open the tables a few at a time so that joining does not drown the first plays.
  // Tables open first and play after: tables already playing kept the one server core so busy that the
  // later ones' matchmaking requests timed out (1,000 tables: "socket hang up").
  world.paused = true;
  for (let i = 0; i < cfg.tables; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, cfg.tables - i) }, () => world.add()));
    if (cfg.tables >= 500 && (i + 25) % 250 === 0) console.error(`load: ${i + 25} tables open`);
  }
  world.paused = false;
  for (const t of world.tables) t.resume();
  const cpu0 = process.cpuUsage();
  await sleep(cfg.warmupSeconds * 1000);
  world.steady = true;
  mark("start");
  const t0 = performance.now();
  const faults = startFaults(world);
  const stalls = setInterval(() => {
    for (const t of world.tables)
      if (!t.done && Date.now() - t.lastPlayAt > 5000) {
        world.result.stalls++;
        t.lastPlayAt = Date.now();
      }
  }, 1000);
  await sleep(cfg.seconds * 1000);
  world.steady = false;
  mark("end");
  world.result.steadyMs = performance.now() - t0;
  world.running = false;
  clearInterval(stalls);
  faults.stop();
  await faults.settled();
  await Promise.all(world.returning);
  const cpu = process.cpuUsage(cpu0);
  world.result.clientCpuMs = (cpu.user + cpu.system) / 1000;
  // Every table live and quiet: the harness measures the server's memory per table now.
  world.paused = true;
  await sleep(500);
  await hold();
  // A connection already closed would never answer a leave.
  await Promise.all([...world.tables].flatMap((t) => t.seats.filter((s) => s.room.connection.isOpen).map((s) => s.room.leave(true).catch(() => undefined))));
  await Promise.all(world.botTables.map((t) => t.room.leave(true).catch(() => undefined)));
  return world.result;
}

/** Drops (a client vanishes and reconnects within the grace period) and malformed frames, as asked. */
function startFaults(world: World): { stop(): void; settled(): Promise<void> } {
  const timers: NodeJS.Timeout[] = [];
  const work: Promise<void>[] = [];
  const every = (ms: number, fn: () => void) => timers.push(setInterval(fn, ms));
  const someSeat = (): Seat | null => {
    const tables = [...world.tables].filter((t) => !t.done && t.seats.length > 0);
    if (tables.length === 0) return null;
    const t = tables[world.int(tables.length)];
    return t.seats[world.int(t.seats.length)];
  };
  const clients = world.cfg.tables * world.game.seats;
  if (world.cfg.drop > 0) {
    const total = Math.ceil(world.cfg.drop * clients);
    const spacing = (world.cfg.seconds * 1000 * 0.7) / total;
    every(spacing, () => {
      if (world.result.drops.tried >= total) return;
      const s = someSeat();
      if (s && !s.gone) work.push(dropAndReturn(world, s));
    });
  }
  if (world.cfg.malformed > 0) {
    const bad: Seat[] = [];
    every(200, () => {
      while (bad.length < Math.ceil(world.cfg.malformed * clients)) {
        const s = someSeat();
        if (!s) break;
        bad.push(s);
      }
      for (const s of bad) if (!s.gone && s.room.connection.isOpen) sendMalformed(world, s);
    });
  }
  return { stop: () => timers.forEach(clearInterval), settled: () => Promise.all(work).then(() => undefined) };
}

async function dropAndReturn(world: World, s: Seat): Promise<void> {
  (s.room.connection as any).transport.ws.terminate();
  await comeBack(world, s, world.result.drops, 300 + world.int(1200));
}

/** A client whose connection went reconnects with its token: same seat, same hand (counted in `tally`). */
async function comeBack(world: World, s: Seat, tally: LoadResult["drops"], afterMs = 0): Promise<void> {
  tally.tried++;
  const seat = s.seat;
  const hand = new Set<string>(world.game.handOf(s.received.view));
  const deal = world.game.dealOf(s.received.view);
  const wholes = s.received.wholes;
  const token = s.room.reconnectionToken;
  s.gone = true;
  await sleep(afterMs);
  try {
    const room = await new Client(world.cfg.url).reconnect(token);
    s.joined = false;
    s.bind(room);
    await waitFor(() => room.state?.seats !== undefined && s.seat >= 0 && s.received.wholes > wholes, 5000);
    s.joined = true;
    s.gone = false;
    tally.back++;
    if (s.seat === seat) tally.sameSeat++;
    // The same hand: what it held, less the cards played meanwhile — or a new deal's, if one began meanwhile.
    const now = world.game.handOf(s.received.view);
    if (world.game.dealOf(s.received.view) !== deal || now.every((c) => hand.has(c))) tally.handOk++;
    s.table.playIfMine(s);
  } catch (e) {
    console.error(`load: a client could not come back: ${String(e)}`);
  }
}

function sendMalformed(world: World, s: Seat): void {
  world.result.malformedSent++;
  switch (world.int(5)) {
    case 0: {
      // Random bytes, but never a well-formed leave (a frame that starts with Colyseus' LEAVE_ROOM code is one,
      // about one random frame in 256): that is a client leaving its table on purpose and giving its seat up,
      // which may leave its own table waiting for a player, not a malformed frame.
      const bytes = randomBytes(1 + world.int(64));
      if (bytes[0] === Protocol.LEAVE_ROOM) bytes[0] ^= 0x80;
      return (s.room.connection as any).transport.ws.send(bytes);
    }
    case 1:
      return s.room.send("action", { type: 42, card: ["x"] });
    case 2:
      return s.room.send("nonsense", { why: "fuzz" });
    case 3:
      return s.room.send("action", { type: "play", card: "ZZ" });
    default:
      return s.room.send("sit", { seat: "everywhere" });
  }
}

/** Colyseus's close code for a client closed on an error (a frame it could not decode). */
const WS_CLOSE_WITH_ERROR = 4002;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(pred: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > until) throw new Error("load: timed out waiting");
    await sleep(5);
  }
}

if (require.main === module) {
  let release: (() => void) | null = null;
  process.on("message", async (m: LoadConfig | { release: true }) => {
    if ("release" in m) return release?.();
    const cfg = m;
    const hold = () =>
      new Promise<void>((resolve) => {
        release = resolve;
        process.send?.({ holding: true });
      });
    try {
      process.send?.({ result: await runLoad(cfg, hold, (what) => process.send?.({ steady: what })) });
    } catch (e) {
      process.send?.({ error: String(e) });
    }
    setTimeout(() => process.exit(0), 200);
  });
  process.send?.({ ready: true });
}
