/**
 * One socket write per client per turn of the event loop (issue 28, the flood benchmark): every frame a
 * client is sent while the server handles one event — a move's view and the state's patch, a join's
 * several messages, a chat line and a refusal — is held (`socket.cork()`) and written in one system call
 * when that event's code is done (`uncork()` on `process.nextTick`), instead of one system call per frame.
 * Under `npm run chaos`'s flood phase the server spent over a third of its time in `writev`, most of it
 * for the frames of one change to sixty watchers. Nothing is delayed past the event that sent it, and the
 * bytes and their order are unchanged.
 *
 * Watchers' sockets in a crowd (`pace`, room/presence.ts) are written at most every WATCH_FLUSH_MS instead: a watcher follows the table
 * a few hundredths of a second later, in exchange for one system call for every change in that time. On
 * loopback a write costs the server 15-20 µs (the kernel delivers it in the writer's time), and a table
 * watched from sixty sockets made writev half of the server's busy time under the flood (`npm run chaos --
 * --only flood --profile`), every change paying sixty of them. Players and the moderator are never paced.
 */
import { nextTick } from "node:process";

type Corkable = { cork(): void; uncork(): void; destroyed?: boolean };
/** Sockets corked until the end of the current event. */
const held = new WeakSet<Corkable>();
/** Watchers' sockets corked until the next flush. */
const waiting = new Set<Corkable>();
export const WATCH_FLUSH_MS = 40;
let flushTimer: NodeJS.Timeout | null = null;

const PACED = Symbol("salon.paced");
type Pacer = { [PACED]?: () => boolean };

/** Marks a client whose frames may wait for the watchers' flush while `paced()` says so (asked at each write). */
export function pace(client: object, paced: () => boolean): void {
  (client as Pacer)[PACED] = paced;
}

function uncork(socket: Corkable): void {
  held.delete(socket);
  if (!socket.destroyed) socket.uncork();
}

/** Writes every watcher's waiting frames now (also when the server stops: its goodbyes must leave before it exits). */
export function flushWatchers(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  for (const socket of waiting) if (!socket.destroyed) socket.uncork();
  waiting.clear();
}

/** Wraps the transport client's `raw` (every frame a client is sent passes through it). */
export function installWriteBatching(WebSocketClient: { prototype: { raw(data: unknown, ...rest: unknown[]): unknown } }): void {
  const proto = WebSocketClient.prototype as { raw(data: unknown, ...rest: unknown[]): unknown; __batched?: boolean };
  if (proto.__batched) return;
  proto.__batched = true;
  const original = proto.raw;
  proto.raw = function (this: { ref?: { _socket?: Corkable } } & Pacer, data: unknown, ...rest: unknown[]) {
    const socket = this.ref?._socket;
    if (socket && !socket.destroyed && !held.has(socket)) {
      const paced = this[PACED]?.() === true;
      if (waiting.has(socket)) {
        // a watcher who sat down since: written with this event, not at the flush
        if (!paced) {
          waiting.delete(socket);
          held.add(socket);
          nextTick(uncork, socket);
        }
      } else if (paced) {
        socket.cork();
        waiting.add(socket);
        if (!flushTimer) flushTimer = setTimeout(flushWatchers, WATCH_FLUSH_MS).unref();
      } else {
        held.add(socket);
        socket.cork();
        nextTick(uncork, socket);
      }
    }
    return original.call(this, data, ...rest);
  };
}
