/**
 * Works around colyseus#917 (still in core 0.16.26, see ../shared/guides/colyseus-0.16.md, pitfall 9):
 * changes made while no client is connected are discarded without invalidating the cached full state,
 * so the next joiner would get a stale snapshot. Force a fresh full encode in that case.
 */
import { SchemaSerializer } from "@colyseus/core";

let installed = false;

export function installStaleSnapshotFix(): void {
  if (installed) return;
  installed = true;
  const proto = SchemaSerializer.prototype as unknown as {
    applyPatches(this: { needFullEncode: boolean; encoder: { hasChanges: boolean } }, clients: unknown[]): boolean;
  };
  const original = proto.applyPatches;
  proto.applyPatches = function (clients) {
    if (clients.length === 0 && this.encoder.hasChanges) this.needFullEncode = true;
    return original.call(this, clients);
  };
}

/**
 * Colyseus 0.16 encodes every patch into one shared buffer and hands each client a view of it (a
 * subarray). `ws` passes that view to the socket without copying, and when the kernel cannot take a whole
 * frame at once (a slow reader on a real network, a big patch) the rest is written later, from memory the
 * next patch may already have overwritten. Not observed on loopback; each send gets its own copy of the
 * bytes (a few hundred bytes per client per patch) so that it cannot happen.
 */
let sendCopyInstalled = false;

export function installSendCopyFix(WebSocketClient: { prototype: { raw(data: unknown, ...rest: unknown[]): unknown } }): void {
  if (sendCopyInstalled) return;
  sendCopyInstalled = true;
  const original = WebSocketClient.prototype.raw;
  WebSocketClient.prototype.raw = function (data: unknown, ...rest: unknown[]) {
    return original.call(this, data instanceof Uint8Array ? Buffer.from(data) : data, ...rest);
  };
}
