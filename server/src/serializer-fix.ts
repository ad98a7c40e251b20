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
