/**
 * Finds connections that vanished without closing (a phone out of coverage, a laptop put to sleep): each is
 * pinged once an interval and closed after `retries` unanswered pings, as Colyseus's own loop does (with the
 * same `pingCount`, which a pong resets, here and in Colyseus's handler). Colyseus pings every connection in one burst each
 * interval; at 1,000 tables that is 4,000 writes at once, a stall every table's next play waits behind.
 * Here every connection has a slot, and one slot in `SLOTS` is pinged every interval / `SLOTS`: the same
 * pings, spread evenly (issue 33: the idle cost and the latency's tail).
 */
import type { WebSocket, WebSocketServer } from "ws";

const SLOTS = 20;
const SLOT = Symbol("salon.pingSlot");

type Pinged = WebSocket & { pingCount?: number; [SLOT]?: number };

export function startLiveness(wss: WebSocketServer, intervalMs: number, retries: number): { stop(): void } {
  let next = 0;
  wss.on("connection", (ws: Pinged) => {
    ws[SLOT] = next++ % SLOTS;
    ws.on("pong", () => (ws.pingCount = 0));
  });
  let slot = 0;
  const timer = setInterval(() => {
    for (const ws of wss.clients as Set<Pinged>) {
      if (ws[SLOT] !== slot) continue;
      if ((ws.pingCount ?? 0) >= retries) {
        ws.terminate();
        continue;
      }
      ws.pingCount = (ws.pingCount ?? 0) + 1;
      ws.ping();
    }
    slot = (slot + 1) % SLOTS;
  }, intervalMs / SLOTS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
