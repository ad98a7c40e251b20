/**
 * `npm run chaos:shutdown -- [--tables 250] [--json]`: graceful shutdown under load (issue 28). The bundled
 * server (as `npm run chaos` runs it) holds `tables` Fox tables, each played by two bots, watched by its
 * creator and three spectators — 4 × tables clients (1,000 by default). Then SIGTERM: it prints the time to
 * exit, the exit code (target: 0 within 10 s, ops/shutdown.ts) and, after a restart on the same data, how
 * many tables came back (target: all).
 *
 * One loopback address would meet the per-address limits (ops/limits.ts: 300 sockets, 60 tables at once):
 * the server runs with TRUST_PROXY=1 and each table's four clients name their own address in
 * X-Forwarded-For (10.x.y.z), as a club's members behind a reverse proxy would be seen.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, type Room } from "colyseus.js";
import { spawnSalon } from "../../tests/support/process";
import { buildServer } from "../build-server";
import { freePort, quiet, readArgv, sleep, terminate, until } from "../load/args";

export interface ShutdownFigures {
  tables: number;
  clients: number;
  connectMs: number;
  exitMs: number;
  exitCode: number | null;
  signal: string | null;
  /** Tables the restart restored, and of those, how many a watcher could join. */
  restored: number;
  joinable: number;
  broken: number;
}

export async function shutdownBench(tables: number, log: (s: string) => void = (s) => console.error(s)): Promise<ShutdownFigures> {
  const bundle = join(__dirname, "..", "..", "artifacts", "chaos");
  await buildServer(join(__dirname, "..", "..", "tests", "support", "salon-process.ts"), bundle);
  const entry = join(bundle, "main.js");
  const dir = mkdtempSync(join(tmpdir(), "salon-shutdown-"));
  const port = await freePort();
  const env = { DATA_DIR: dir, PORT: String(port), BOT_DELAY_MS: "200", RECONNECT_SECONDS: "60", NODE_ENV: "production", TRUST_PROXY: "1", LOG_LEVEL: "warn" };
  const url = `ws://127.0.0.1:${port}`;
  const rooms: Room<any>[] = [];
  const ids: string[] = [];
  try {
    const server = await spawnSalon(env, 90_000, entry);
    const started = Date.now();
    const openTable = async (i: number) => {
      const headers = { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}` };
      const room = await new Client(url, { headers }).create("table", {
        ruleset: "fox",
        name: `Shutdown ${i}`,
        seats: 2,
        options: { targetScore: 21 },
        botDelayMs: 200,
      });
      rooms.push(quiet(room));
      await until(() => room.state?.seats?.length === 2, 20_000, "table state", 20);
      room.send("stand");
      for (let seat = 0; seat < 2; seat++) room.send("addBot", { seat, level: "easy" });
      await until(() => room.state.seats.every((s: { kind: string }) => s.kind === "bot"), 20_000, "bots seated", 20);
      room.send("start");
      ids.push(room.roomId);
      for (let k = 0; k < 3; k++) {
        rooms.push(quiet(await new Client(url, { headers }).joinById(room.roomId, { name: `Watcher ${k}`, spectate: true })));
      }
    };
    const batch = 10;
    for (let i = 0; i < tables; i += batch) {
      await Promise.all(Array.from({ length: Math.min(batch, tables - i) }, (_, k) => openTable(i + k)));
      if ((i + batch) % 50 === 0) log(`shutdown: ${rooms.length} clients at ${ids.length} tables`);
    }
    const connectMs = Date.now() - started;
    const open = rooms.filter((r) => r.connection.isOpen).length;
    log(`shutdown: ${open} clients connected at ${ids.length} tables in ${connectMs} ms; let the bots play 2 s, then SIGTERM`);
    await sleep(2000);
    const exited = new Promise<{ code: number | null; signal: string | null }>((res) => server.child.once("exit", (code, signal) => res({ code, signal })));
    const t0 = Date.now();
    server.child.kill("SIGTERM");
    const timeout = sleep(30_000).then(() => null);
    const end = await Promise.race([exited, timeout]);
    const exitMs = Date.now() - t0;
    if (!end) {
      await server.kill();
      log(`shutdown: still running 30 s after SIGTERM; killed\n${server.output().slice(-2000)}`);
    }
    for (const r of rooms) terminate(r);
    const again = await spawnSalon(env, 120_000, entry);
    let joinable = 0;
    for (const id of ids) {
      try {
        const w = await new Client(url, { headers: { "x-forwarded-for": "10.255.0.1" } }).joinById(id, { name: "Check", spectate: true });
        w.onMessage("*", () => undefined);
        await until(() => w.state?.seats !== undefined, 15_000, "table state", 20);
        joinable++;
        await w.leave(true);
      } catch (e) {
        log(`table ${id}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    await again.kill();
    return {
      tables: ids.length,
      clients: open,
      connectMs,
      exitMs,
      exitCode: end?.code ?? null,
      signal: end?.signal ?? null,
      restored: again.restored.restored,
      joinable,
      broken: again.restored.broken.length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const argv = readArgv();
  shutdownBench(argv.num("tables", 250, 1, 2000, true))
    .then((f) => {
      console.log(
        argv.has("json")
          ? JSON.stringify(f)
          : [
              `clients connected:    ${f.clients} at ${f.tables} tables (in ${f.connectMs} ms)`,
              `SIGTERM to exit:      ${f.exitMs} ms   (target ≤ 10000)`,
              `exit code:            ${f.exitCode}${f.signal ? ` (signal ${f.signal})` : ""}   (target 0)`,
              `restored on restart:  ${f.restored} of ${f.tables}; joinable ${f.joinable}; broken ${f.broken}   (target all, 0 broken)`,
            ].join("\n"),
      );
      process.exit(0);
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : e);
      process.exit(1);
    });
}
