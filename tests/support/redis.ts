/**
 * A throwaway Redis for tests: Debian's `redis-server` on a free loopback port, no persistence, in a temp
 * folder, stopped afterwards. No redis-server installed is a failure, not a skip: CI installs it (.ci/run).
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./postgres";

export interface Redis {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<Redis> {
  try {
    execFileSync("redis-server", ["--version"], { stdio: "ignore" });
  } catch {
    throw new Error("redis-server is not installed: apt-get install redis-server (the scale-out test needs a real one)");
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "salon-redis-"));
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 15_000);
    child.stdout?.on("data", (d) => {
      out += d;
      if (/Ready to accept connections/i.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
