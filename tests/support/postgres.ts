/**
 * A throwaway PostgreSQL server for tests: Debian's `postgresql` binaries (initdb, pg_ctl), a cluster in a
 * temp folder on a free loopback port, trust authentication, removed afterwards. `initdb` refuses to run as
 * root, so as root the cluster belongs to the `postgres` user the package creates. No PostgreSQL installed
 * is a failure, not a skip: CI installs it (.ci/run).
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Postgres {
  url: string;
  port: number;
  stop(): void;
  /** Stops the server abruptly (`pg_ctl stop -m immediate`: no checkpoint, connections cut). */
  crash(): void;
  start(): void;
  /** Stops the server and deletes the cluster. */
  destroy(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb"))) : [];
  if (versions.length === 0) throw new Error("PostgreSQL is not installed: apt-get install postgresql (the tests need a real server)");
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], "bin");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<Postgres> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), "salon-pg-"));
  const data = join(root, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const cmd = join(bin, tool);
    if (asRoot) execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" });
    else execFileSync(cmd, args, { stdio: "pipe" });
  };
  if (asRoot) {
    const pwent = execFileSync("id", ["-u", "postgres"]).toString().trim();
    const grent = execFileSync("id", ["-g", "postgres"]).toString().trim();
    chownSync(root, Number(pwent), Number(grent));
  }
  run("initdb", ["-D", data, "-U", "salon", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const opts = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = () => run("pg_ctl", ["-D", data, "-o", opts, "-l", join(root, "log"), "-w", "-t", "30", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "salon", "salon"]);
  let running = true;
  return {
    url: `postgres://salon@127.0.0.1:${port}/salon`,
    port,
    stop: () => {
      if (running) stop();
      running = false;
    },
    crash: () => {
      if (running) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      running = false;
    },
    start: () => {
      if (!running) start();
      running = true;
    },
    destroy: () => {
      try {
        if (running) stop();
      } finally {
        running = false;
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
