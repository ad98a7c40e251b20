/**
 * A bot worker thread's body: piscina calls the default export with each decision. The bundled server
 * (`npm start`) starts it as server/dist/thread.js; under tsx or ts-jest, worker.js loads it through tsx.
 */
import { setPriority } from "node:os";
import { analyze, think, type AnalysisTask, type BotTask } from "./think";

// Searches yield the core to the tables: on Linux a nice value is per thread, and setPriority(0, …) from
// this thread lowers this worker alone, so a busy search never delays the event loop's updates.
try {
  setPriority(0, 19);
} catch {
  /* not permitted here: the search then shares the core evenly */
}

/** A bot's decision, or (`kind: "analysis"`) a finished deal's analysis (pool.ts `analyzeOffThread`). */
export default function decide(task: BotTask | AnalysisTask): ReturnType<typeof think> | ReturnType<typeof analyze> {
  return "kind" in task && task.kind === "analysis" ? analyze(task) : think(task as BotTask);
}
