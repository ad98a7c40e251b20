// The bot pool's worker thread when the server runs from TypeScript (tsx, ts-jest): neither reaches a new
// thread by itself, so this registers tsx's require hook, then hands over to thread.ts. The bundled server
// starts dist/thread.js instead (pool.ts).
require("tsx/cjs/api").register();
module.exports = require("./thread.ts").default;
