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
 * @colyseus/schema 3.0.76: when one viewer's part of a patch (or of the full state sent on joining) does not
 * fit the encoder's buffer, `encode` grows the buffer and encodes again, but `encodeView` / `encodeAllView`
 * then copy that viewer's bytes out of the old, smaller buffer: the client receives garbage and its decoder
 * fails (measured: a Werewolf moderator's log past 8 KB; the schema logs "buffer overflow"). The wrapper sees
 * the overflow, copies what was already encoded (the shared part, earlier viewers' parts) into a buffer twice
 * the size, restores the view's pending visibility changes and encodes that viewer again.
 */
interface ViewLike {
  changes: Map<number, Record<string, number>>;
}
interface EncoderLike {
  sharedBuffer: Buffer;
}
type ViewEncode = (this: EncoderLike, view: ViewLike, sharedOffset: number, it: { offset: number }, bytes?: Buffer) => Buffer;

let viewOverflowInstalled = false;

type Encode = (this: EncoderLike, it?: { offset: number }, ...rest: unknown[]) => Buffer;

export function installViewOverflowFix(Encoder: { prototype: object }): void {
  if (viewOverflowInstalled) return;
  viewOverflowInstalled = true;
  // The shared part: after an overflow `encode` returns the bytes from a new buffer, but leaves
  // `sharedBuffer` and the caller's offset as they were (it assigns the new buffer only when it is already
  // the shared one, and encodes again with a fresh iterator), so the viewers' parts were written after
  // the old buffer's truncated bytes (a CI run: Werewolf's public log past 8 KB). Adopt the new buffer.
  const base = Encoder.prototype as { encode: Encode };
  const encode = base.encode;
  base.encode = function (this: EncoderLike, it: { offset: number } = { offset: 0 }, ...rest: unknown[]): Buffer {
    const buffer = (rest[1] as Buffer | undefined) ?? this.sharedBuffer;
    const out = encode.call(this, it, ...rest);
    if (out.buffer !== buffer.buffer) {
      it.offset = out.byteLength;
      if (buffer === this.sharedBuffer) this.sharedBuffer = Buffer.from(out.buffer, out.byteOffset, out.buffer.byteLength - out.byteOffset);
    }
    return out;
  };
  const proto = Encoder.prototype as Record<"encodeView" | "encodeAllView", ViewEncode>;
  for (const name of ["encodeView", "encodeAllView"] as const) {
    const original = proto[name];
    proto[name] = function (this: EncoderLike, view: ViewLike, sharedOffset: number, it: { offset: number }, bytes: Buffer = this.sharedBuffer): Buffer {
      const start = it.offset;
      const shared = bytes === this.sharedBuffer;
      // kept to encode again after an overflow; most patches carry no visibility changes, so usually nothing
      const pending = view.changes.size ? new Map([...view.changes].map(([ref, ops]) => [ref, { ...ops }])) : null;
      for (;;) {
        const before = this.sharedBuffer;
        const out = original.call(this, view, sharedOffset, it, bytes);
        if (it.offset <= bytes.byteLength && this.sharedBuffer === before) return out;
        const grown = Buffer.allocUnsafe(Math.max(bytes.byteLength, it.offset) * 2);
        bytes.copy(grown, 0, 0, start);
        bytes = grown;
        if (shared) this.sharedBuffer = grown;
        it.offset = start;
        view.changes = new Map(pending ? [...pending].map(([ref, ops]) => [ref, { ...ops }]) : []);
      }
    };
  }
}
