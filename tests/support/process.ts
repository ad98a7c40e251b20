/** Starts tests/support/salon-process.ts as a real child process (node + tsx), asks it for truths, kills it. */
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./postgres";

export interface SalonProcess {
  port: number;
  restored: { restored: number; broken: { id: string; reason: string }[]; expired: number; ms: number };
  child: ChildProcess;
  /** The server's truth for a table (engine views per viewer, moves, whose turn). */
  truth(roomId: string): Promise<any>;
  output(): string;
  /** SIGKILL: no goodbye, no flush. */
  kill(): Promise<void>;
}

/**
 * `entry`: salon-process.ts under tsx by default, or a bundle of it (a `.js`, plain node: npm run chaos);
 * `nodeArgs`: more flags for node (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry).
 */
export function spawnSalon(
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry = join(__dirname, "salon-process.ts"),
  nodeArgs: string[] = [],
): Promise<SalonProcess> {
  const child = fork(entry, [], {
    execArgv: [...(entry.endsWith(".ts") ? ["--import", "tsx"] : ["--enable-source-maps"]), ...nodeArgs],
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  let next = 0;
  const waiting = new Map<number, (t: unknown) => void>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`salon did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    child.once("exit", (code) => reject(new Error(`salon exited (${code}):\n${out}`)));
    child.on("message", (m: any) => {
      if (m.ready) {
        clearTimeout(timer);
        resolve({
          port: m.ready,
          restored: m.restored,
          child,
          output: () => out,
          truth: (roomId) =>
            new Promise((res) => {
              const id = next++;
              waiting.set(id, res);
              child.send({ id, roomId });
            }),
          kill: () =>
            new Promise((res) => {
              if (child.exitCode !== null || child.signalCode !== null) return res();
              child.once("exit", () => res());
              child.kill("SIGKILL");
            }),
        });
      } else if (typeof m.id === "number") {
        waiting.get(m.id)?.(m.truth);
        waiting.delete(m.id);
      }
    });
  });
}

/**
 * Registers beforeAll/afterAll for a file that runs salon processes over one data folder (restart, shutdown):
 * a throwaway folder and a free port before its tests; after them, the process `running()` names is killed
 * and the folder removed. Read `dataDir` and `port` once beforeAll ran.
 */
export function useProcessHome(prefix: string, running: () => SalonProcess | null): { readonly dataDir: string; readonly port: number } {
  const home = { dataDir: "", port: 0 };
  beforeAll(async () => {
    home.dataDir = mkdtempSync(join(tmpdir(), prefix));
    home.port = await freePort();
  });
  afterAll(async () => {
    await running()?.kill();
    rmSync(home.dataDir, { recursive: true, force: true });
  });
  return home;
}

/** The settings of one of several Salon processes sharing a data folder and a Redis (tests of scale-out): its own port and public address. */
export function scaleOutEnv(port: number, dataDir: string, redisUrl: string): Record<string, string> {
  return { PORT: String(port), DATA_DIR: dataDir, REDIS_URL: redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}`, BOT_DELAY_MS: "50", RECONNECT_SECONDS: "30" };
}
