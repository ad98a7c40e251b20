/**
 * How a view travels (docs/protocol.md, "Views on the wire"). A view is a flat JSON object; the server
 * keeps, per viewer, the view it last sent (derived keys left out) and sends each viewer `v` messages: the
 * whole view when the viewer arrives or its role changes, then only what changed, as a list of operations.
 * A key is named by its number (one byte instead of its name): its place among the keys of the last whole
 * view, or, for a key that view did not have, the next number from its first appearance (sent by name then).
 * A list that kept its ends travels as one splice, so playing a card costs a few bytes. The server makes
 * patches with `diffView`; clients apply them with `ReceivedView`.
 */
import type { AnyRuleset, Json, JsonObject } from "./ruleset";
import type { Viewer } from "./seats";

/**
 * The whole view: replaces what the client holds. `k`: a kibitzer's delayed picture of every hand. `V` is
 * the view as sent (a ruleset's view less its derived keys, views.ts `SentView`); `{}` before the first game.
 */
export interface ViewFull<V extends object = JsonObject> {
  full: V | NoView;
  k?: 1;
}

/** The view before the first game starts (and what a client holds before its first whole view). */
export type NoView = Record<string, never>;

/** A key: its number (see above), or its name when it appears for the first time since the last whole view. */
export type KeyRef = number | string;

/**
 * One change: `[key]` removes the key, `[key, value]` sets it, `[key, start, deleteCount, ...inserted]` edits
 * the list it holds in place.
 */
export type ViewOp = Json[];

/** A `v` message: the whole view, or what changed in it. */
export type ViewMessage<V extends object = JsonObject> = ViewFull<V> | ViewOp[];

/** The message type of views (docs/protocol.md). */
export const VIEW_MESSAGE = "v";

/** Each key of a whole view and its place, as both ends number them. */
export function keyIndex(full: JsonObject): Map<string, number> {
  const index = new Map<string, number>();
  let i = 0;
  for (const key of Object.keys(full)) index.set(key, i++);
  return index;
}

/**
 * The operations that turn `last` into `next`, or null when nothing changed. `skip`'s keys (a ruleset's
 * derived keys) are treated as absent from both, without copying either. `index`
 * numbers the keys (from `keyIndex` of the last whole view); a key new to it is sent by name and numbered
 * next, as the receiving `ReceivedView` does.
 */
export function diffView(last: JsonObject, next: JsonObject, index: Map<string, number>, skip?: object): ViewOp[] | null {
  let ops: ViewOp[] | null = null;
  for (const key in next) {
    if (skip !== undefined && key in skip) continue;
    const was = last[key];
    const now = next[key];
    if (was === now || jsonEqual(was, now)) continue;
    (ops ??= []).push(setOp(index, key, was, now));
  }
  for (const key in last) if (!(key in next) && (skip === undefined || !(key in skip))) (ops ??= []).push([index.get(key) ?? key]);
  return ops;
}

/**
 * `diffView` for one viewer over many changes, faster: the view last diffed is kept as its lists of keys and
 * values, so that a new view with the same keys in the same order (the usual case: a ruleset builds its
 * views with one literal) is compared value by value at each position, and a value the ruleset handed out
 * again (core/frozen.ts) costs one identity check. Keyed lookups by name on every key of every view were
 * most of what the view channel spent on a move (issue 12). Other views fall back to `diffView`. Same
 * operations as `diffView`, which the tests check on random games of every ruleset.
 */
export class ViewDiffer {
  /** The keys' numbers, as the receiving `ReceivedView` numbers them. */
  readonly index: Map<string, number>;
  private last: JsonObject = {};
  private keys: string[] = [];
  private values: Json[] = [];
  /** The values array of the view before last, refilled by the next view: a move allocates no arrays here. */
  private spare: Json[] = [];
  /** Per position of `keys`: a derived key, never sent. */
  private derived: boolean[] = [];

  /** `view` as sent whole: `full` is what went on the wire (derived keys left out), which numbers the keys. */
  constructor(
    private readonly skip: object | undefined,
    view: JsonObject,
    full: JsonObject,
  ) {
    this.index = keyIndex(full);
    this.keep(view);
  }

  /** The operations from the last view to `view` (null: nothing changed); `view` becomes the last. */
  next(view: JsonObject): ViewOp[] | null {
    // Walked with for-in rather than Object.keys/values: those two arrays per view were a fifth of what a
    // card play allocated (issue 12, sampled in the load harness), and every allocation brings a scavenge nearer.
    const keys = this.keys;
    const values = this.spare;
    let n = 0;
    for (const key in view) {
      if (keys[n] !== key) return this.rekey(view);
      values[n++] = view[key];
    }
    if (n !== keys.length) return this.rekey(view);
    const was = this.values;
    let ops: ViewOp[] | null = null;
    for (let i = 0; i < n; i++) {
      const a = was[i];
      const b = values[i];
      if (a === b || this.derived[i] || jsonEqual(a, b)) continue;
      // A key the last view held without a value to send (undefined) may be new to the numbering: setOp numbers it.
      (ops ??= []).push(setOp(this.index, keys[i], a, b));
    }
    this.last = view;
    this.spare = was;
    this.values = values;
    return ops;
  }

  /** Keys came or went, or changed order: the general diff, then `view` is the new reference. */
  private rekey(view: JsonObject): ViewOp[] | null {
    const ops = diffView(this.last, view, this.index, this.skip);
    this.keep(view);
    return ops;
  }

  private keep(view: JsonObject): void {
    const keys = Object.keys(view);
    this.last = view;
    this.keys = keys;
    this.values = Object.values(view) as Json[];
    this.spare = new Array<Json>(keys.length);
    const skip = this.skip;
    this.derived = keys.map((k) => skip !== undefined && k in skip);
  }
}

/**
 * The operation that gives `key` the value `now` (it held `was`): a splice when both are lists sharing an end.
 * A key new to `index` is sent by name and numbered next, as the receiving `ReceivedView` numbers it.
 */
function setOp(index: Map<string, number>, key: string, was: Json | undefined, now: Json | undefined): ViewOp {
  let ref: KeyRef | undefined = index.get(key);
  if (ref === undefined) {
    index.set(key, index.size);
    ref = key;
  }
  return (Array.isArray(was) && Array.isArray(now) && splice(ref, was, now)) || [ref, now as Json];
}

/**
 * `[ref, start, deleteCount, ...inserted]` turning `was` into `now`, keeping their common prefix and suffix;
 * null when they share neither end (the whole list is sent then). Built in one array: the list op of a card
 * play is most of what diffing allocates.
 */
function splice(ref: KeyRef, was: Json[], now: Json[]): ViewOp | null {
  let p = 0;
  while (p < was.length && p < now.length && jsonEqual(was[p], now[p])) p++;
  let q = 0;
  while (q < was.length - p && q < now.length - p && jsonEqual(was[was.length - 1 - q], now[now.length - 1 - q])) q++;
  if (p === 0 && q === 0) return null;
  const op: ViewOp = [ref, p, was.length - p - q];
  for (let i = p; i < now.length - q; i++) op.push(now[i]);
  return op;
}

/**
 * What a client's `v` messages built: the view as sent (derived keys left out), a new object on every change.
 * `V` is the view type the messages carry (the server sends exactly that view less its derived keys).
 */
export class ReceivedView<V extends object = JsonObject> {
  view: V | NoView = {};
  /** The view is a kibitzer's delayed picture of every hand (complete it as the moderator's view). */
  delayed = false;
  /** Whole views received so far. */
  wholes = 0;
  private keys: string[] = [];

  apply(message: ViewMessage<V>): void {
    if (!Array.isArray(message)) {
      this.view = { ...message.full } as V | NoView;
      this.keys = Object.keys(message.full);
      this.delayed = message.k === 1;
      this.wholes++;
      return;
    }
    // The operations are JSON edits of the view the server holds, applied as such; the result is that view.
    const out: JsonObject = { ...(this.view as JsonObject) };
    for (const op of message) {
      const ref = op[0];
      if (ref === undefined) continue;
      const key = typeof ref === "number" ? this.keys[ref] : String(ref);
      if (key === undefined) continue;
      // Only a key being set is numbered (as diffView numbers it); a removal by name numbers nothing.
      if (typeof ref === "string" && op.length > 1 && !this.keys.includes(key)) this.keys.push(key);
      if (op.length === 1) delete out[key];
      else if (op.length === 2) out[key] = op[1];
      else {
        const list = Array.isArray(out[key]) ? (out[key] as Json[]).slice() : [];
        list.splice(op[1] as number, op[2] as number, ...op.slice(3));
        out[key] = list;
      }
    }
    this.view = out as unknown as V;
  }
}

/** Deep equality for JSON values (the view channel compares every key of every view on every change). */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x = a[i];
      const y = b[i];
      if (x !== y && !jsonEqual(x, y)) return false;
    }
    return true;
  }
  if (Array.isArray(b)) return false;
  // Counted rather than listed: Object.keys would allocate two arrays per object compared.
  let n = 0;
  for (const k in a) {
    const x = a[k];
    const y = (b as JsonObject)[k];
    if (x !== y && (y === undefined || !jsonEqual(x, y))) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** The view without the keys its ruleset lets clients recompute (what the server sends). */
export function stripDerived(rules: AnyRuleset, view: JsonObject): JsonObject {
  const derived = rules.derived;
  if (!derived) return view;
  // Copied without the derived keys rather than copied then deleted: `delete` turns an object into a slow
  // dictionary for every later read (the room reads each view key by key; measured in the load profile).
  const out: JsonObject = {};
  for (const key in view) if (!(key in derived)) out[key] = view[key];
  return out;
}

/** A received view made whole again: the ruleset's derived keys recomputed, so it equals `view(state, viewer)`. */
export function completeView(rules: Pick<AnyRuleset, "derived">, view: JsonObject, viewer: Viewer): JsonObject {
  if (!rules.derived || Object.keys(view).length === 0) return view;
  const out = { ...view };
  for (const [key, derive] of Object.entries(rules.derived)) {
    const value = derive(out, viewer);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}
