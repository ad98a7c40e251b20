/**
 * `npm run load -- --events 25 [--tables 6] [--seconds 20] [--single-seconds 15] [--wait 10]`: club events
 * under load (issue 31). The server runs bundled in its own process (pinned to core 0 where `taskset`
 * exists), as `npm run load` runs it; the players are real colyseus.js clients in this process, over loopback
 * only, bounded in events (≤ 40), tables (3–8 each) and time.
 *
 * First the single-table figure: one bridge table, one person and three normal bots, played for
 * `--single-seconds`. Then `--events` bridge Mitchell events of `--tables` tables each are created,
 * registered and started through the HTTP API, as a director and the players would: every North-South pair
 * has a person (a client that asks the event where it sits, every 3 s as the event page does, joins its seat
 * and plays), its partner a bot; the East-West pairs never come and bots take their seats after `--wait`
 * seconds. Once every table is playing, play is measured for `--seconds`.
 *
 * A person's play is timed from sending an action to the next view its client receives (the server checked
 * it, applied it, made it durable and sent the change). It prints the p99 (and p50) of both runs side by
 * side, and the machine's load average (other work on the machine shows in the figures). It asserts nothing.
 */
import { fork, type ChildProcess } from "node:child_process";
import { loadavg, cpus } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import { completeView, getRuleset, ReceivedView, VIEW_MESSAGE, type JsonObject, type ViewMessage } from "@salon/shared";
import { callFromView } from "@salon/shared/bridge/auction";
import { buildServer } from "../build-server";
import { freePort, p99, pin, quiet, readArgv, sleep } from "./args";
import { once } from "./ipc";

interface Sample {
  latencies: number[];
  plays: number;
  errors: number;
}

/** One person at a bridge table: plays from its own view (passes, the first legal card, accepts claims) and times each play. */
class Player {
  private readonly received = new ReceivedView();
  private pending = 0;
  private seat = -1;
  room: Room<any> | null = null;
  /** This person's table has begun playing (a table may finish its round before the others begin). */
  started = false;
  constructor(private readonly sample: () => Sample | null) {}

  bind(room: Room<any>): void {
    this.room = quiet(room);
    room.onMessage("you", (m: { seat: number | null }) => {
      if (m.seat !== null) this.seat = m.seat;
    });
    room.onMessage("error", () => {
      const s = this.sample();
      if (s) s.errors++;
      this.pending = 0;
    });
    room.onMessage(VIEW_MESSAGE, (m: ViewMessage) => {
      this.received.apply(m);
      if (this.pending) {
        const s = this.sample();
        if (s) s.latencies.push(performance.now() - this.pending);
        this.pending = 0;
      }
      this.act();
    });
    // A view is sent before the state patch of the same change: the first deal's view may come while the
    // status still says "waiting", so the status's change looks again.
    room.onStateChange(() => this.act());
  }

  private act(): void {
    const room = this.room;
    if (room?.state?.status === "playing") this.started = true;
    if (!room || this.pending || this.seat < 0 || room.state?.status !== "playing") return;
    const v = completeView(getRuleset("bridge")!, this.received.view as JsonObject, this.seat) as { legal?: string[]; phase?: string };
    const legal = v.legal ?? [];
    if (!legal.length) return;
    const card = legal.find((x) => /^[2-9TJQKA][SHDC]$/.test(x));
    const action =
      v.phase === "auction"
        ? { type: "call", call: callFromView("pass") }
        : v.phase === "claim"
          ? { type: "acceptClaim" }
          : card
            ? { type: "play", card }
            : null;
    if (!action) return;
    this.pending = performance.now();
    const s = this.sample();
    if (s) s.plays++;
    room.send("action", action);
  }

  async leave(): Promise<void> {
    const room = this.room;
    this.room = null;
    if (room) await Promise.race([room.leave(true).catch(() => undefined), sleep(2000)]);
  }
}

function startServer(file: string, env: Record<string, string>): ChildProcess {
  const child = fork(file, [], { execArgv: ["--expose-gc"], env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  // Without taskset the server shares the cores with this process.
  pin(child.pid, 0);
  return child;
}

async function api(base: string, method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { "x-event-token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : "—");
const p50 = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : NaN);

export async function runEvents(argv: string[]): Promise<void> {
  const a = readArgv(argv);
  const nEvents = a.num("events", 25, 1, 40, true);
  const tables = a.num("tables", 6, 3, 8, true);
  const seconds = a.num("seconds", 20, 1, 300);
  const singleSeconds = a.num("single-seconds", 15, 1, 300);
  const wait = a.num("wait", 10, 1, 60, true);
  const port = await freePort();
  const bundleDir = join(__dirname, "..", "..", "artifacts", "load");
  await buildServer(join(__dirname, "server.ts"), bundleDir);
  // The load server lifts the per-address limits: every player here comes from one address.
  const server = startServer(join(bundleDir, "main.js"), { PORT: String(port), LOAD_DURABLE: "on" });
  const guard = setTimeout(
    () => {
      console.error("load --events: global timeout; stopping");
      server.kill("SIGKILL");
      process.exit(2);
    },
    (seconds + singleSeconds + 600) * 1000,
  );
  const base = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}`;
  const players: Player[] = [];
  let stopping = false;
  try {
    await once(server, (m) => m.ready, 60_000);

    // 1. One table alone: a person and three bots.
    let measuring: Sample | null = null;
    const single: Sample = { latencies: [], plays: 0, errors: 0 };
    const solo = new Player(() => measuring);
    const room = await new Client(url).create("table", { ruleset: "bridge", name: "Solo", seats: 4, options: { scoring: "duplicate" }, botDelayMs: 0 });
    solo.bind(room);
    for (const seat of [1, 2, 3]) room.send("addBot", { seat, level: "normal" });
    for (let i = 0; i < 100 && !room.state?.seats?.every((s: { kind: string }) => s.kind !== "empty"); i++) await sleep(50);
    room.onStateChange((st: { status?: string }) => {
      if (st.status === "over" && !stopping) room.send("start");
    });
    room.send("start");
    for (let i = 0; i < 200 && room.state?.status !== "playing"; i++) await sleep(50);
    if (room.state?.status !== "playing") throw new Error("load --events: the single table did not start");
    await sleep(2000);
    measuring = single;
    await sleep(singleSeconds * 1000);
    measuring = null;
    await solo.leave();

    // 2. The events: created, registered, started through the API.
    const sample: Sample = { latencies: [], plays: 0, errors: 0 };
    let live: Sample | null = null;
    const seats: { id: string; token: string; name: string }[] = [];
    const t0 = performance.now();
    // Each person: asks the event where to sit (every 3 s, as the page), joins that seat, plays.
    const follow = async (s: { id: string; token: string; name: string }) => {
      const player = new Player(() => live);
      players.push(player);
      let at: string | null = null;
      while (!stopping) {
        const ev = await api(base, "GET", `/api/events/${s.id}`, undefined, s.token).catch(() => null);
        const roomId = ev?.me?.roomId as string | undefined;
        if (roomId && roomId !== at && !stopping) {
          await player.leave();
          at = roomId;
          player.bind(await new Client(url).joinById(roomId, { name: s.name, seat: ev.me.seats[0] }));
        }
        await sleep(at ? 3000 : 500);
      }
    };
    const following: Promise<void>[] = [];
    for (let e = 1; e <= nEvents; e++) {
      const ev = await api(base, "POST", "/api/events", {
        name: `Load ${e}`,
        game: "bridge",
        tables,
        rounds: tables % 2 ? tables : tables - 1,
        boardsPerRound: 2,
        botAfterSeconds: wait,
      });
      const mine: typeof seats = [];
      for (let p = 1; p <= 2 * tables; p++) {
        const name = `L${e}-${p}`;
        const entry = await api(base, "POST", `/api/events/${ev.id}/entries`, { names: [name, ""] });
        if (p <= tables) mine.push({ id: ev.id, token: entry.token, name });
      }
      await api(base, "POST", `/api/events/${ev.id}/start`, {}, ev.director);
      // Its people go to their tables at once (each event's tables open as soon as it starts).
      for (const s of mine)
        following.push(follow(s).catch((err: unknown) => console.error(`load --events: ${s.name}: ${err instanceof Error ? err.message : err}`)));
      seats.push(...mine);
    }
    // Every table playing: then the steady window.
    const all = nEvents * tables;
    let playing = 0;
    for (let i = 0; i < 1200; i++) {
      playing = players.filter((p) => p.started).length;
      if (playing >= all) break;
      await sleep(250);
    }
    const openMs = performance.now() - t0;
    const load0 = loadavg()[0];
    live = sample;
    await sleep(seconds * 1000);
    live = null;
    const load1 = loadavg()[0];
    stopping = true;
    await Promise.race([Promise.all(following), sleep(5000)]);
    await Promise.all(players.map((p) => p.leave()));

    const lines = [
      `load --events: ${nEvents} bridge Mitchell events × ${tables} tables = ${all} tables (${seats.length} people, ${3 * all} bots), loopback, ${cpus().length} cores`,
      `  tables begun at the window's start: ${playing} of ${all} (opened in ${(openMs / 1000).toFixed(1)} s; bots after ${wait} s)`,
      `  play p99: events ${ms(p99(sample.latencies))} (p50 ${ms(p50(sample.latencies))}, ${sample.latencies.length} plays timed in ${seconds} s, ${sample.errors} refused)`,
      `  play p99: single table ${ms(p99(single.latencies))} (p50 ${ms(p50(single.latencies))}, ${single.latencies.length} plays timed in ${singleSeconds} s, ${single.errors} refused)`,
      `  ratio events / single table (p99): ${(p99(sample.latencies) / p99(single.latencies)).toFixed(2)}`,
      `  machine load average (1 min) at the window's start / end: ${load0.toFixed(2)} / ${load1.toFixed(2)} (other work on the machine shows in these figures)`,
    ];
    console.log(lines.join("\n"));
  } finally {
    stopping = true;
    clearTimeout(guard);
    server.send({ ask: "stop" });
    await Promise.race([new Promise((r) => server.once("exit", r)), sleep(10_000)]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
}
