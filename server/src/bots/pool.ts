/**
 * Bots think off the event loop (issue 13): a search at level normal or strong takes tens of milliseconds,
 * which would hold up every other table of the process. Decisions run in worker threads through piscina
 * (well kept, Node 20, bounded queue), shared by every room of the process. Threads: BOT_THREADS, or one
 * less than the cores (at least one). The pool starts with the first decision and is closed with the last
 * server of the process that used it.
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { Action, Json } from "@salon/shared";
import type { AnalysisTask, BotTask } from "./think";

let pool: Piscina | null = null;
/** Deal analyses (a bridge hand record: up to tens of seconds) queue on one thread of their own, so bots never wait behind them. */
let analysisPool: Piscina | null = null;
let users = 0;

/** Raised for decisions cut short because the server is stopping: nobody needs their answer. */
export class PoolClosed extends Error {}

function threads(): number {
  const asked = Number(process.env.BOT_THREADS);
  return Number.isInteger(asked) && asked > 0 ? asked : Math.max(1, availableParallelism() - 1);
}

/** A server that may run bots holds the pool open until it stops. */
export function usePool(): () => Promise<void> {
  users++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--users !== 0) return;
    const closing = [pool, analysisPool];
    pool = null;
    analysisPool = null;
    await Promise.all(closing.map((p) => p?.destroy()));
  };
}

/**
 * The worker's entry: beside the bundle, the bundled thread (`npm start` runs server/dist, built by
 * scripts/build-server.ts); from TypeScript sources, worker.js, which loads thread.ts through tsx.
 */
const workerFile = path.join(__dirname, __filename.endsWith(".ts") ? "worker.js" : "thread.js");

/** The bot's move for one decision, computed in a worker thread. */
export function thinkOffThread(task: BotTask): Promise<Action | null> {
  pool ??= new Piscina({
    filename: workerFile,
    minThreads: 1,
    maxThreads: threads(),
    idleTimeout: 30_000,
  });
  const running = pool;
  return (running.run(task) as Promise<Action | null>).catch((err: unknown) => {
    if (pool !== running) throw new PoolClosed("the server is stopping");
    throw err;
  });
}

/**
 * A finished deal's analysis (core `dealAnalysis`), computed in the analysis thread: one thread at the lowest
 * priority (thread.ts), whatever BOT_THREADS says, so the tables' play and the bots keep the cores first.
 */
export function analyzeOffThread(ruleset: string, request: Json): Promise<Json> {
  analysisPool ??= new Piscina({ filename: workerFile, minThreads: 0, maxThreads: 1, idleTimeout: 30_000 });
  const running = analysisPool;
  const task: AnalysisTask = { kind: "analysis", ruleset, request };
  return (running.run(task) as Promise<Json>).catch((err: unknown) => {
    if (analysisPool !== running) throw new PoolClosed("the server is stopping");
    throw err;
  });
}
