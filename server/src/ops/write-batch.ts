/**
 * One socket write per client per turn of the event loop (issue 28, the flood benchmark): every frame a
 * client is sent while the server handles one event — a move's view and the state's patch, a join's
 * several messages, a chat line and a refusal — is held (`socket.cork()`) and written in one system call
 * when that event's code is done (`uncork()` on `process.nextTick`), instead of one system call per frame.
 * Under `npm run chaos`'s flood phase the server spent over a third of its time in `writev`, most of it
 * for the frames of one change to sixty watchers. Nothing is delayed past the event that sent it, and the
 * bytes and their order are unchanged.
 */
import { nextTick } from "node:process";

type Corkable = { cork(): void; uncork(): void; destroyed?: boolean };
const held = new WeakSet<Corkable>();

function uncork(socket: Corkable): void {
  held.delete(socket);
  if (!socket.destroyed) socket.uncork();
}

/** Wraps the transport client's `raw` (every frame a client is sent passes through it). */
export function installWriteBatching(WebSocketClient: { prototype: { raw(data: unknown, ...rest: unknown[]): unknown } }): void {
  const proto = WebSocketClient.prototype as { raw(data: unknown, ...rest: unknown[]): unknown; __batched?: boolean };
  if (proto.__batched) return;
  proto.__batched = true;
  const original = proto.raw;
  proto.raw = function (this: { ref?: { _socket?: Corkable } }, data: unknown, ...rest: unknown[]) {
    const socket = this.ref?._socket;
    if (socket && !held.has(socket) && !socket.destroyed) {
      held.add(socket);
      socket.cork();
      nextTick(uncork, socket);
    }
    return original.call(this, data, ...rest);
  };
}
