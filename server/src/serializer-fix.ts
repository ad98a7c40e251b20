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

/**
 * Colyseus 0.16 gives every room three 8 KB buffers for its synced state: the encoder's, the full state's,
 * and the one its handshake (the schema's reflection) is cut from, which stays alive through that slice.
 * Salon's state (seats and settings; views travel as messages) encodes in well under 2 KB, so these were
 * 24 of a held table's ~105 KB of heap (heap snapshot of `npm run load -- --tables 1000 --heap-snapshot`).
 * Now a room's two buffers are sized by `bytesFor` (its state's worst case, wire-state.ts) when its state
 * is set, and the handshake, the same bytes for every room of one state type, is made once per type. A
 * state that outgrew its buffers would still encode: the encoder grows them (with a console warning).
 */
let leanInstalled = false;

type LeanSerializer = {
  fullEncodeBuffer: Buffer;
  handshakeCache?: Buffer;
  encoder: { sharedBuffer: Buffer; state: object };
};

export function installLeanStateBuffers(bytesFor: (state: object) => number): void {
  if (leanInstalled) return;
  leanInstalled = true;
  const proto = SchemaSerializer.prototype as unknown as {
    reset(this: LeanSerializer, state: object): void;
    handshake(this: LeanSerializer): Buffer;
  };
  const reset = proto.reset;
  proto.reset = function (state) {
    reset.call(this, state);
    const bytes = bytesFor(state);
    if (bytes >= this.fullEncodeBuffer.length) return;
    const full = Buffer.allocUnsafe(bytes);
    full[0] = this.fullEncodeBuffer[0]; // the protocol byte `reset` wrote
    this.fullEncodeBuffer = full;
    this.encoder.sharedBuffer = Buffer.allocUnsafe(bytes);
  };
  const handshake = proto.handshake;
  const byType = new WeakMap<object, Buffer>();
  proto.handshake = function () {
    const type = this.encoder.state.constructor;
    let made = byType.get(type);
    if (!made) {
      made = Buffer.from(handshake.call(this)); // a copy of its own size, not a slice of a fresh 8 KB
      byType.set(type, made);
      this.handshakeCache = made;
    }
    return made;
  };
}
