// The bot pool's worker thread: TypeScript through tsx's require hook (the server runs under tsx or
// ts-jest, neither of which reaches a new thread by itself), then the decision function of think.ts.
require("tsx/cjs/api").register();
const { think } = require("./think.ts");

// Searches yield the core to the tables: on Linux a nice value is per thread, and setPriority(0, …) from
// this thread lowers this worker alone, so a busy search never delays the event loop's updates.
try {
  require("node:os").setPriority(0, 19);
} catch {
  /* not permitted here: the search then shares the core evenly */
}

module.exports = (task) => think(task);
