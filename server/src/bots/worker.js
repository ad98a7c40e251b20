// The bot pool's worker thread: TypeScript through tsx's require hook (the server runs under tsx or
// ts-jest, neither of which reaches a new thread by itself), then the decision function of think.ts.
require("tsx/cjs/api").register();
const { think } = require("./think.ts");

module.exports = (task) => think(task);
