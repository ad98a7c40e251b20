/**
 * The server's log (pino): one JSON object a line on standard output, with `time`, `level` and `msg`, for
 * whatever collects the process's output. Expected refusals (a join or create refused, a limit met) are one
 * `info` line each with their `code`, never a stack trace; failures of our own are `error` with the error.
 * `LOG_LEVEL` (trace, debug, info, warn, error, fatal, silent) sets how much is written; under jest the
 * default is `warn`, so that tests stay quiet.
 */
import pino from "pino";

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

function level(): string {
  const wanted = process.env.LOG_LEVEL;
  if (wanted && LEVELS.includes(wanted)) return wanted;
  return process.env.JEST_WORKER_ID ? "warn" : "info";
}

/** Where the lines go: standard output, unless `logTo` named another place. */
const stdout = pino.destination({ dest: 1, sync: true });
let target: { write(line: string): unknown } | null = null;
const sink = { write: (line: string) => (target ?? stdout).write(line) };

export const log = pino({ level: level(), base: { pid: process.pid }, messageKey: "msg" }, sink);

/**
 * Sends the log's lines to `to` instead of standard output (null: back to standard output) — for tests
 * that read what the server logged, in-process.
 */
export function logTo(to: { write(line: string): unknown } | null): void {
  target = to;
}

/** Colyseus' own messages (its logger interface), at their levels, tagged. */
export const colyseusLog = log.child({ from: "colyseus" });
