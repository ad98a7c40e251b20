/**
 * `npm run load:floor -- [--groups 250] [--seconds 10]`: the transport's floor under the load harness's
 * figures (issue 12). A bare TCP relay, no game and no Colyseus, pinned like `npm run load` (relay on core 0,
 * clients on core 1, loopback only): groups of four sockets stand for tables; one socket of a group sends a
 * byte (a card play) and the relay writes a 22-byte message to each of the four (the size of a Kierki play's
 * update), then the next one plays. It prints the relay's CPU per play and plays per second: what any
 * server pays on this machine just to read a play and write four updates. Figures only.
 */
import { execFileSync, fork } from "node:child_process";
import { createConnection, createServer, type Socket } from "node:net";

const arg = (name: string, fallback: number, max: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(n) || n < 1 || n > max) throw new Error(`--${name} must be a number from 1 to ${max}`);
  return n;
};
const UPDATE = Buffer.alloc(22, 7);

function pin(pid: number | undefined, core: number): void {
  try {
    if (pid) execFileSync("taskset", ["-a", "-cp", String(core), String(pid)], { stdio: "ignore" });
  } catch {
    /* no taskset: unpinned */
  }
}

/** The relay: connection i belongs to group i / 4; each byte read is a play, answered to the whole group. */
function relay(): void {
  const sockets: Socket[] = [];
  let plays = 0;
  const server = createServer((s) => {
    s.setNoDelay(true);
    const group = Math.floor(sockets.length / 4);
    sockets.push(s);
    s.on("data", (chunk) => {
      for (let k = 0; k < chunk.length; k++) {
        plays++;
        for (let j = group * 4; j < group * 4 + 4; j++) sockets[j]?.write(UPDATE);
      }
    });
    s.on("error", () => undefined);
  });
  server.listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as { port: number }).port }));
  process.on("message", (m: string) => {
    if (m === "mark") {
      const cpu = process.cpuUsage();
      process.send?.({ cpuMs: (cpu.user + cpu.system) / 1000, plays });
    } else process.exit(0);
  });
}

/** The clients: each group plays in turn, one play in flight, the next as soon as all four got the update. */
async function players(port: number, groups: number): Promise<void> {
  const all: Socket[] = [];
  for (let i = 0; i < groups * 4; i++) {
    all.push(
      await new Promise<Socket>((resolve) => {
        const s = createConnection(port, "127.0.0.1", () => resolve(s));
        s.setNoDelay(true);
      }),
    );
  }
  for (let g = 0; g < groups; g++) {
    const members = all.slice(g * 4, g * 4 + 4);
    let waiting = 0;
    let mover = 0;
    const play = () => {
      waiting = 4 * UPDATE.length;
      members[mover].write("p");
      mover = (mover + 1) % 4;
    };
    for (const s of members) {
      s.on("data", (chunk) => {
        waiting -= chunk.length;
        if (waiting === 0) play();
      });
    }
    play();
  }
}

async function main(): Promise<void> {
  if (process.env.FLOOR_ROLE === "relay") return relay();
  if (process.env.FLOOR_ROLE === "players") {
    process.on("message", (m: { port: number; groups: number }) => void players(m.port, m.groups));
    return;
  }
  const groups = arg("groups", 250, 2000);
  const seconds = arg("seconds", 10, 120);
  const server = fork(__filename, [], { env: { ...process.env, FLOOR_ROLE: "relay" }, execArgv: ["--import", "tsx"] });
  pin(server.pid, 0);
  const { port } = await new Promise<{ port: number }>((r) => server.once("message", (m) => r(m as { port: number })));
  const clients = fork(__filename, [], { env: { ...process.env, FLOOR_ROLE: "players" }, execArgv: ["--import", "tsx"] });
  pin(clients.pid, 1);
  clients.send({ port, groups });
  const mark = () => new Promise<{ cpuMs: number; plays: number }>((r) => {
    server.once("message", (m) => r(m as { cpuMs: number; plays: number }));
    server.send("mark");
  });
  await new Promise((r) => setTimeout(r, 3000));
  const a = await mark();
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const b = await mark();
  const secs = (Date.now() - t0) / 1000;
  const plays = b.plays - a.plays;
  console.log(`Transport floor: a bare TCP relay, ${groups} groups of 4 sockets, ${seconds} s (relay on core 0, clients on core 1)`);
  console.log(`  plays per second        ${Math.round(plays / secs)}`);
  console.log(`  relay CPU per play (ms) ${((b.cpuMs - a.cpuMs) / plays).toFixed(3)}   (Salon's target for a whole play: ≤ 0.09)`);
  server.kill();
  clients.kill();
}

void main();
