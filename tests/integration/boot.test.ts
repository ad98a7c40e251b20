/**
 * A PostgreSQL that cannot be reached at boot (issue 28, item 1; it was a one-line exit in issue 11, part 7):
 * `npm start`'s entry starts anyway, degraded — one line says so, without the password — `/healthz`
 * answers 503 "degraded", and the tables come back once the database answers (tests/store/outage.test.ts).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../support/postgres";

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
    expect(await res.json()).toMatchObject({ ok: false, db: "degraded", kind: "postgres" });
    const lines = err.trim().split("\n").filter((l) => l && !/ExperimentalWarning|--trace-warnings/.test(l));
    expect(lines[0]).toMatch(/^\[store\] cannot reach PostgreSQL at postgres:\/\/salon:\*\*\*@127\.0\.0\.1:1\/salon: .*; starting degraded/);
    expect(out + err).not.toContain("secret");
  } finally {
    child.kill("SIGKILL");
  }
});
