/**
 * Keeps pm2's agent from starting. Colyseus reports its room and client counts to pm2 through `@pm2/io`, and
 * importing that module starts the agent: every second it lists every open handle of the process twice (for
 * its event-loop metric and for its transport) — at 1,000 idle tables that is 4,000 sockets, and with the
 * garbage it leaves about a fifth of the server's idle CPU (issue 33, `npm run load -- --profile-idle`).
 * Salon does not run under pm2 and reports its own figures (ops/metrics.ts, /metrics). `@pm2/io` takes the
 * instance already registered under its global key instead of making one, so this one, which only takes
 * Colyseus' two metrics and keeps nothing, is registered first (app.ts imports this module before Colyseus).
 */
const PM2_IO = Symbol.for("@pm2/io");
const scope = globalThis as Record<symbol, unknown>;
if (!(PM2_IO in scope)) scope[PM2_IO] = { metric: () => undefined };
