/**
 * A database that cannot be reached at boot (issue 11, part 7): `npm start`'s entry says so in one line and
 * exits with a non-zero status, instead of serving tables that would be lost.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../support/postgres";

test("an unreachable PostgreSQL at boot: one clear line, exit status 1", async () => {
  const port = await freePort();
  const run = spawnSync(process.execPath, ["--import", "tsx", join(__dirname, "..", "..", "server", "src", "main.ts")], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: "postgres://salon:secret@127.0.0.1:1/salon" },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  const lines = run.stderr.trim().split("\n").filter((l) => !/ExperimentalWarning|--trace-warnings/.test(l));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Salon could not start: cannot reach PostgreSQL at postgres:\/\/salon:\*\*\*@127\.0\.0\.1:1\/salon/);
  expect(run.stderr).not.toContain("secret");
});
