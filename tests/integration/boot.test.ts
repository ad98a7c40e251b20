/**
 * A PostgreSQL that cannot be reached at boot (issue 28, item 1; it was a one-line exit in issue 11, part 7):
 * `npm start`'s entry starts anyway, degraded — one line says so, without the password — `/healthz`
 * answers 503 "degraded", and the tables come back once the database answers (tests/store/outage.test.ts).
 * Readiness: `/readyz` is 503 "restoring" until every stored table is back, and 200 only then (README,
 * "Operating Salon").
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Watcher } from "../../scripts/chaos/tables";
import { freePort, startPostgres } from "../support/postgres";
import { spawnSalon, type SalonProcess } from "../support/process";

test("an unreachable PostgreSQL at boot: Salon starts degraded, says so in one line, /healthz says degraded", async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(__dirname, "..", "..", "server", "src", "main.ts")], {
    env: { ...process.env, LOG_LEVEL: "info", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: "postgres://salon:secret@127.0.0.1:1/salon" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  try {
    const until = Date.now() + 60_000;
    while (!out.includes("Salon is open") && child.exitCode === null && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(child.exitCode).toBeNull();
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, status: "degraded", db: "degraded", tables: "restoring", kind: "postgres" });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, status: "restoring" });
    const lines = err
      .trim()
      .split("\n")
      .filter((l) => l && !/ExperimentalWarning|--trace-warnings/.test(l));
    expect(lines[0]).toMatch(/^\[store\] cannot reach PostgreSQL at postgres:\/\/salon:\*\*\*@127\.0\.0\.1:1\/salon: .*; starting degraded/);
    expect(out + err).not.toContain("secret");
  } finally {
    child.kill("SIGKILL");
  }
});

test("/readyz is 503 'restoring' until every stored table is back, then 200 — and then the tables are there", async () => {
  const pg = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), "salon-ready-"));
  const port = await freePort();
  const get = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: "close" } });
    return { code: res.status, ...((await res.json()) as Record<string, unknown>) } as { code: number; [k: string]: unknown };
  };
  let server: SalonProcess | null = null;
  const watchers: Watcher[] = [];
  const start = async () => (server = await spawnSalon({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: pg.url, BOT_DELAY_MS: "30" }, 90_000));
  try {
    // A healthy boot restores before it listens: ready at once.
    await start();
    expect(await get("/readyz")).toEqual({ code: 200, ready: true, status: "ready" });
    expect(await get("/healthz")).toMatchObject({ code: 200, status: "ok", tables: "ready" });
    const tables: string[] = [];
    for (let i = 0; i < 3; i++) {
      const w = await Watcher.open(`ws://127.0.0.1:${port}`, 30);
      watchers.push(w);
      tables.push(w.room.roomId);
    }
    await new Promise((r) => setTimeout(r, 500));
    await server!.kill();
    for (const w of watchers.splice(0)) w.close();

    // Started with the database away: not ready; ready only once the tables came back.
    pg.crash();
    await start();
    expect(await get("/readyz")).toEqual({ code: 503, ready: false, status: "restoring" });
    expect(await get("/healthz")).toMatchObject({ code: 503, status: "degraded", tables: "restoring" });
    pg.start();
    let ready = await get("/readyz");
    for (const until = Date.now() + 60_000; ready.code !== 200 && Date.now() < until; ready = await get("/readyz")) {
      // While the database answers but the tables are not all back yet, /healthz is 200 with status "restoring".
      const h = await get("/healthz");
      if (h.code === 200) expect(h.status).toBe(h.tables === "ready" ? "ok" : "restoring");
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(ready).toEqual({ code: 200, ready: true, status: "ready" });
    // Ready means every table is back: each one is found at once, no retry.
    for (const id of tables) watchers.push(await Watcher.watch(`ws://127.0.0.1:${port}`, id, 20_000));
    expect(await get("/healthz")).toMatchObject({ code: 200, status: "ok", tables: "ready" });
  } finally {
    for (const w of watchers) w.close();
    await (server as SalonProcess | null)?.kill();
    pg.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 240_000);
