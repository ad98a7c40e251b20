/**
 * The flood phase of `npm run chaos` (`--only flood`; issue 28): does one abusive client slow a normal table
 * down? A Fox table where one scripted player (seat 0) plays a bot (seat 1): each turn it plays a random
 * legal card and times the action to the next view it receives. First
 * quietly, then while ONE flooder on the same loopback address but with its own identity (POST /api/players)
 * creates tables as fast as it can, opens sockets to the played table and sends chat lines there — bounded
 * in count and time. It reports both p99s, their ratio (target ≤ 2) and the flooder's refusals by code
 * (ops/limits.ts). The flooder runs in a process of its own (scripts/chaos/flooder.ts), as another machine's
 * client would, so that its work does not slow the measured player's process: the flooded figure is the
 * server's. Both share the machine's cores with the server, as on one machine.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import { ReceivedView, VIEW_MESSAGE, type ViewMessage } from "@salon/shared";
import { games } from "../load/games";
import { spawnSalon } from "../../tests/support/process";
import { freePort, p99, quiet, sleep, until } from "../load/args";
import { once } from "../load/ipc";
import type { FloodOrder, FloodReport } from "./flooder";

export interface FloodFigures {
  quietP99: number;
  floodedP99: number;
  ratio: number;
  samples: { quiet: number; flooded: number };
  /** The server process's CPU time in each phase (Linux: /proc; NaN elsewhere): less at the neighbours' mercy than the p99. */
  serverCpuMs: { quiet: number; flooded: number };
  /** The flooder process's CPU time while it flooded (it shares this machine's cores with the server). */
  flooderCpuMs: number;
  flooder: { creates: number; sockets: number; chat: number; refused: Record<string, number> };
}

/**
 * The scripted player: plays seat 0 against a bot, recording action → view times. It picks a random legal
 * card from its own view, as the load clients do (scripts/load/games.ts), rather than asking the server for
 * a hint: a hint is a normal bot's search in the server's worker threads, which on a busy machine took
 * seconds and left a phase with a handful of samples, and loaded the server the benchmark measures.
 */
class Player {
  samples: number[] = [];
  private sentAt = 0;
  private readonly received = new ReceivedView();
  private timer: NodeJS.Timeout;
  constructor(readonly room: Room<any>) {
    room.onMessage(VIEW_MESSAGE, (m: ViewMessage) => {
      this.received.apply(m);
      if (this.sentAt) {
        const ms = performance.now() - this.sentAt;
        this.samples.push(ms);
        if (process.env.FLOOD_DEBUG) console.error(`flood: sample ${Math.round(performance.now())} ${ms.toFixed(1)}`);
        this.sentAt = 0;
      }
      this.play();
    });
    room.onMessage("error", (m: { code: string; message: string }) => {
      // A refused card (a view not yet current): the next view or tick tries again.
      this.sentAt = 0;
      if (process.env.FLOOD_DEBUG) console.error("player error", m.code, m.message);
    });
    quiet(room);
    room.onStateChange((st: { status?: string }) => {
      if (st.status === "over") room.send("start");
      this.play();
    });
    // A view that came before the state said "playing" is played from here.
    this.timer = setInterval(() => this.play(), 50);
  }

  private play(): void {
    if (this.sentAt || this.room.state?.status !== "playing") return;
    const view = this.received.view;
    if (!view || games.fox.turnOf(view, 0) !== 0) return;
    const action = games.fox.pick(view, 0, (n) => Math.floor(Math.random() * n));
    if (!action) return;
    this.sentAt = performance.now();
    this.room.send("action", action);
  }

  take(): number[] {
    const s = this.samples;
    this.samples = [];
    return s;
  }

  close(): void {
    clearInterval(this.timer);
    void this.room.leave(true).catch(() => undefined);
  }
}

/**
 * `profile`: the server writes a V8 CPU profile of its whole life (node --cpu-prof) to artifacts/profile,
 * and is stopped with SIGTERM (a SIGKILLed process writes none).
 */
export async function floodPhase(entry: string, short: boolean, log: (s: string) => void, profile = false): Promise<FloodFigures> {
  const dir = mkdtempSync(join(tmpdir(), "salon-flood-"));
  const port = await freePort();
  const url = `ws://127.0.0.1:${port}`;
  const http = `http://127.0.0.1:${port}`;
  const phaseMs = short ? 4000 : 15_000;
  const bound = short ? { creates: 40, sockets: 40, chat: 150 } : { creates: 300, sockets: 200, chat: 1500 };
  const profileDir = join(__dirname, "..", "..", "artifacts", "profile");
  const profiling = profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const server = await spawnSalon(
    { DATA_DIR: dir, PORT: String(port), BOT_DELAY_MS: "30", RECONNECT_SECONDS: "60", NODE_ENV: "production", LOG_LEVEL: "warn" },
    90_000,
    entry,
    profiling,
  );
  let player: Player | null = null;
  // Started (and loaded) before the quiet phase, so that its start-up is not in either figure.
  const flooder = fork(join(__dirname, "flooder.ts"), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  try {
    await once(flooder, (m: { ready?: boolean }) => m.ready, 60_000);
    const room = await new Client(url).create("table", { ruleset: "fox", name: "Measured", seats: 2, options: { targetScore: 21 }, botDelayMs: 30 });
    player = new Player(room);
    await until(() => room.state?.seats?.length === 2, 10_000, "table state");
    room.send("stand");
    room.send("sit", { seat: 0 });
    room.send("addBot", { seat: 1, level: "easy" });
    await until(() => room.state.seats[0].kind === "human" && room.state.seats[1].kind === "bot", 10_000, "seats");
    room.send("start");
    await sleep(1000);
    player.take(); // warm-up
    const cpu0 = cpuMsOf(server.child.pid);
    await sleep(phaseMs);
    const quiet = player.take();
    const cpu1 = cpuMsOf(server.child.pid);
    log(`flood: quiet p99 ${p99(quiet).toFixed(1)} ms over ${quiet.length} actions; flooding`);

    const order: FloodOrder = { url, http, roomId: room.roomId, ms: phaseMs, bound };
    const f0 = cpuMsOf(flooder.pid);
    flooder.send(order);
    const report = await once(
      flooder,
      (m: { report?: FloodReport; error?: string }) => m.report ?? (m.error ? Promise.reject(new Error(`flooder: ${m.error}`)) : undefined),
      phaseMs + 60_000,
    );
    const flooded = player.take();
    const cpu2 = cpuMsOf(server.child.pid);
    const f1 = cpuMsOf(flooder.pid);
    const figures: FloodFigures = {
      quietP99: p99(quiet),
      floodedP99: p99(flooded),
      ratio: p99(flooded) / p99(quiet),
      samples: { quiet: quiet.length, flooded: flooded.length },
      serverCpuMs: { quiet: cpu1 - cpu0, flooded: cpu2 - cpu1 },
      flooderCpuMs: f1 - f0,
      flooder: report,
    };
    log(`flood: flooded p99 ${figures.floodedP99.toFixed(1)} ms over ${flooded.length} actions`);
    return figures;
  } finally {
    player?.close();
    // Its sockets close with it, after the flooded figure was taken.
    await stopChild(flooder);
    if (profile) {
      await stopChild(server.child, "SIGTERM");
      log(`flood: the server's CPU profile is in ${profileDir}`);
    } else await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A process's CPU time so far (user + system, its threads included), from Linux's /proc; NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name), in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  return new Promise((res) => {
    if (child.exitCode !== null || child.signalCode !== null) return res();
    child.once("exit", () => res());
    child.kill(signal);
  });
}

export function printFlood(f: FloodFigures): string {
  const refused =
    Object.entries(f.flooder.refused)
      .map(([c, n]) => `${c} ${n}`)
      .join(", ") || "none";
  return [
    `flood: action→view p99 quiet ${f.quietP99.toFixed(1)} ms (${f.samples.quiet} actions), flooded ${f.floodedP99.toFixed(1)} ms (${f.samples.flooded} actions)   (target ≤ ${(2 * f.quietP99).toFixed(1)} ms)`,
    `flood: ratio ${f.ratio.toFixed(2)}×   (target ≤ 2×)`,
    `flood: the server's CPU time: quiet ${f.serverCpuMs.quiet.toFixed(0)} ms, flooded ${f.serverCpuMs.flooded.toFixed(0)} ms (phases of equal length); the flooder's: ${f.flooderCpuMs.toFixed(0)} ms`,
    `flood: flooder sent ${f.flooder.creates} creates, ${f.flooder.sockets} joins, ${f.flooder.chat} chat lines; refused: ${refused}`,
  ].join("\n");
}
