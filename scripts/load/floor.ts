/**
 * `npm run load:floor -- [--over tcp|ws|colyseus|all] [--groups 250] [--seconds 10]`: the floor under the load
 * harness's figures (issue 12). A relay with no game, pinned like `npm run load` (relay on core 0, clients on
 * core 1, loopback only): groups of four connections stand for tables; one member of a group plays and the
 * relay writes a 22-byte update (the size of a Kierki play's) to each of the four, then the next one plays.
 * It prints, per layer of the stack (relays.ts), the relay's CPU per play and plays per second: what a server
 * pays on this machine for that layer alone, before any rule, view or database. Figures only.
 */
import { fork } from "node:child_process";
import { pin } from "./args";
import { once } from "./ipc";
import { LAYERS, startPlayers, startRelay, type Layer } from "./relays";

const arg = (name: string, fallback: number, max: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(n) || n < 1 || n > max) throw new Error(`--${name} must be a number from 1 to ${max}`);
  return n;
};

const cpuMs = () => {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1000;
};

function relay(layer: Layer): void {
  const counter = { plays: 0 };
  startRelay(layer, counter, (port) => process.send?.({ port }));
  process.on("message", (m: string) => {
    if (m === "mark") process.send?.({ cpuMs: cpuMs(), plays: counter.plays });
    else process.exit(0);
  });
}

function players(): void {
  process.on("message", (m: { layer: Layer; port: number; groups: number } | string) => {
    if (m === "mark") process.send?.({ cpuMs: cpuMs() });
    else if (typeof m === "object") void startPlayers(m.layer, m.port, m.groups).then(() => process.send?.({ ready: true }));
  });
}

/** One layer's figures: the relay's CPU per play (ms), plays per second, and how busy each core was (%). */
export interface FloorFigures {
  layer: Layer;
  cpuPerPlay: number;
  playsPerSecond: number;
  relayCore: number;
  clientsCore: number;
}

/** Measures one layer of the floor: a relay (core 0) and its players (core 1) in their own processes. */
export async function measureFloor(layer: Layer, groups: number, seconds: number): Promise<FloorFigures> {
  const env = { ...process.env, NODE_ENV: "production" };
  const server = fork(__filename, [], { env: { ...env, FLOOR_ROLE: "relay", FLOOR_LAYER: layer }, execArgv: ["--import", "tsx"] });
  pin(server.pid, 0);
  const clients = fork(__filename, [], { env: { ...env, FLOOR_ROLE: "players" }, execArgv: ["--import", "tsx"] });
  pin(clients.pid, 1);
  try {
    const port = await once(server, (m) => m.port as number | undefined, 60_000);
    clients.send({ layer, port, groups });
    await once(clients, (m) => m.ready as boolean | undefined, 120_000);
    await new Promise((r) => setTimeout(r, 3000));
    const mark = () => {
      server.send("mark");
      clients.send("mark");
      return Promise.all([
        once(server, (m) => (m.cpuMs === undefined ? undefined : (m as { cpuMs: number; plays: number })), 30_000),
        once(clients, (m) => m.cpuMs as number | undefined, 30_000),
      ]);
    };
    const [a, ca] = await mark();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const [b, cb] = await mark();
    const ms = performance.now() - t0;
    const plays = b.plays - a.plays;
    return {
      layer,
      cpuPerPlay: (b.cpuMs - a.cpuMs) / Math.max(1, plays),
      playsPerSecond: (plays * 1000) / ms,
      relayCore: Math.round((100 * (b.cpuMs - a.cpuMs)) / ms),
      clientsCore: Math.round((100 * (cb - ca)) / ms),
    };
  } finally {
    server.kill();
    clients.kill();
  }
}

async function main(): Promise<void> {
  if (process.env.FLOOR_ROLE === "relay") return relay(process.env.FLOOR_LAYER as Layer);
  if (process.env.FLOOR_ROLE === "players") return players();
  const groups = arg("groups", 250, 2000);
  const seconds = arg("seconds", 10, 120);
  const i = process.argv.indexOf("--over");
  const over = i >= 0 ? process.argv[i + 1] : "all";
  const layers = over === "all" ? LAYERS : LAYERS.filter((l) => l === over);
  if (layers.length === 0) throw new Error(`--over must be one of ${LAYERS.join(", ")} or all`);
  console.log(`Floor: a relay with no game, ${groups} groups of 4 connections, ${seconds} s each (relay on core 0, clients on core 1)`);
  let colyseus: number | null = null;
  for (const layer of layers) {
    const r = await measureFloor(layer, groups, seconds);
    if (layer === "colyseus") colyseus = r.cpuPerPlay;
    console.log(
      `  ${layer.padEnd(9)} ${String(Math.round(r.playsPerSecond)).padStart(8)} plays/s   relay CPU per play ${r.cpuPerPlay.toFixed(3)} ms   relay core ${r.relayCore} %, clients' core ${r.clientsCore} %${r.clientsCore >= 90 ? " (plays/s set by the clients)" : ""}`,
    );
  }
  // Issue 33: the target is set against this floor, measured back to back with `npm run load`.
  if (colyseus !== null)
    console.log(
      `  Salon's target for a whole card play, rules, views and database included: ≤ 1.5× the Colyseus relay = ${(1.5 * colyseus).toFixed(3)} ms of server CPU`,
    );
}

if (require.main === module) void main();
