/**
 * What the load and fault scripts share (scripts/load, scripts/chaos): one command-line reader, and the few
 * client-side helpers each of them needs — waiting for a condition, a free loopback port, a percentile, and
 * a colyseus.js room that ignores what it is not asked about and can be cut off without a goodbye, and pinning
 * a process to cores.
 */
import { execFileSync } from "node:child_process";
import { createServer } from "node:net";
import type { Room } from "colyseus.js";

/** A command line's `--name value` options and `--flag` switches. */
export interface Argv {
  /** The value after `--name`, or undefined. */
  get(name: string): string | undefined;
  /** Whether `--name` is there. */
  has(name: string): boolean;
  /** A number from `--name` (else `fallback`), refused outside [min, max] (and, with `whole`, unless an integer). */
  num(name: string, fallback: number, min: number, max: number, whole?: boolean): number;
}

export function readArgv(argv: string[] = process.argv.slice(2)): Argv {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    get,
    has: (name) => argv.includes(`--${name}`),
    num(name, fallback, min, max, whole = false) {
      const raw = get(name);
      const n = raw === undefined ? fallback : Number(raw);
      const ok = whole ? Number.isInteger(n) : Number.isFinite(n);
      if (!ok || n < min || n > max) throw new Error(`--${name} must be a ${whole ? "whole number" : "number"} from ${min} to ${max}`);
      return n;
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves once `pred()` holds (checked every `every` ms); rejects with "<what> not within <ms> ms". */
export function until(pred: () => boolean, ms: number, what: string, every = 10): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const t = setInterval(() => {
      if (pred()) {
        clearInterval(t);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(t);
        reject(new Error(`${what} not within ${ms} ms`));
      }
    }, every);
  });
}

/** A TCP port free on loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The 99th percentile (nearest rank); NaN for no samples. */
export function p99(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.99 * s.length) - 1)];
}

/** A room whose other messages and errors are taken and dropped (colyseus.js warns of unhandled ones). */
export function quiet<R extends Room<any>>(room: R): R {
  room.onMessage("*", () => undefined);
  room.onError(() => undefined);
  return room;
}

/** Cuts a room's socket without a goodbye (a client that vanished); nothing if it is closed already. */
export function terminate(room: Room<any>): void {
  try {
    (room.connection as any).transport.ws.terminate();
  } catch {
    // closed already
  }
}

/**
 * Pins every thread of process `pid` to `cores` ("0", "1", "0-1") with taskset; false where there is none
 * (the process then shares every core).
 */
export function pin(pid: number | undefined, cores: string | number): boolean {
  try {
    if (!pid) return false;
    execFileSync("taskset", ["-a", "-cp", String(cores), String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
