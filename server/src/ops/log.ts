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

export const log = pino({ level: level(), base: { pid: process.pid }, messageKey: "msg" });

/** Colyseus' own messages (its logger interface), at their levels, tagged. */
export const colyseusLog = log.child({ from: "colyseus" });
