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
 * most of what the view channel spent on a move (issue 12). Keys that come or go are matched by position
 * too, in the same arrays: the room's own keys (`takeBack`) come and go with nearly every move, and a new
 * layout's arrays, rebuilt each time, were a large part of what the server promoted to its old space (issue
 * 33). Same operations as `diffView`, which the tests check on random games of every ruleset.
 */
export class ViewDiffer {
  /** The keys' numbers, as the receiving `ReceivedView` numbers them. */
  readonly index: Map<string, number>;
  /** The last view's keys, values and (per position) whether the key is derived, never sent. */
  private keys: string[] = [];
  private values: Json[] = [];
  private derived: boolean[] = [];
  /** The same of the view before last, refilled by the next view: a move allocates no arrays here. */
  private spareKeys: string[] = [];
  private spareValues: Json[] = [];
  private spareDerived: boolean[] = [];
  /** How many of the last view's keys are held (the arrays may be longer). */
  private n = 0;

  /**
   * `view` (and `tail`'s keys after it) as sent whole: `full` is what went on the wire (derived keys left
   * out), which numbers the keys.
   */
  constructor(
    private readonly skip: object | undefined,
    view: JsonObject,
    full: JsonObject,
    tail?: JsonObject,
  ) {
    this.index = keyIndex(full);
    const merged = tail === undefined ? view : { ...view, ...tail };
    for (const key in merged) {
      this.keys.push(key);
      this.values.push(merged[key]);
      this.derived.push(skip !== undefined && key in skip);
    }
    this.n = this.keys.length;
  }

  /**
   * The operations from the last view to `view` (null: nothing changed); `view` becomes the last. `tail`:
   * keys diffed as if spread after the view's (`{ ...view, ...tail }`), without the copy.
   */
  next(view: JsonObject, tail?: JsonObject): ViewOp[] | null {
    // Walked with for-in rather than Object.keys/values: those two arrays per view were a fifth of what a
    // card play allocated (issue 12, sampled in the load harness), and every allocation brings a scavenge nearer.
    const keys = this.keys;
    const nextKeys = this.spareKeys;
    const values = this.spareValues;
    let same = true;
    let n = 0;
    for (const key in view) {
      if (same && keys[n] !== key) same = this.differAt(n);
      if (!same) nextKeys[n] = key;
      values[n++] = view[key];
    }
    if (tail !== undefined) {
      for (const key in tail) {
        // A tail key the view has keeps the view's place: the spread's order, from the spread itself.
        if (key in view) return this.next({ ...view, ...tail });
        if (same && keys[n] !== key) same = this.differAt(n);
        if (!same) nextKeys[n] = key;
        values[n++] = tail[key];
      }
    }
    if (same && n !== this.n) same = this.differAt(n);
    const ops = same ? this.samePlaces(n) : this.newPlaces(n);
    // Slots past the new end would hold on to an older view's values.
    if (values.length > n) values.length = n;
    this.spareValues = this.values;
    this.values = values;
    this.n = n;
    return ops;
  }

  /** The layout changed at position `at`: the new keys so far are the last view's first `at`. */
  private differAt(at: number): false {
    const keys = this.keys;
    const nextKeys = this.spareKeys;
    for (let i = 0; i < at; i++) nextKeys[i] = keys[i];
    return false;
  }

  /** The same keys in the same places as the last view: compared position by position. */
  private samePlaces(n: number): ViewOp[] | null {
    const was = this.values;
    const values = this.spareValues;
    const derived = this.derived;
    let ops: ViewOp[] | null = null;
    for (let i = 0; i < n; i++) {
      const a = was[i];
      const b = values[i];
      if (a === b || derived[i] || jsonEqual(a, b)) continue;
      // A key the last view held without a value to send (undefined) may be new to the numbering: setOp numbers it.
      (ops ??= []).push(setOp(this.index, this.keys[i], a, b));
    }
    return ops;
  }

  /**
   * Keys came or went, or changed order: each new key is looked for in the last view from just after the
   * last one found (most keys keep their order), then the last view's keys that are gone are removed, in
   * diffView's order. The new layout becomes the last.
   */
  private newPlaces(n: number): ViewOp[] | null {
    const skip = this.skip;
    const keys = this.keys;
    const was = this.values;
    const derived = this.derived;
    const nextKeys = this.spareKeys;
    const values = this.spareValues;
    const nextDerived = this.spareDerived;
    const last = this.n;
    let ops: ViewOp[] | null = null;
    let from = 0;
    for (let i = 0; i < n; i++) {
      const key = nextKeys[i];
      const isDerived = skip !== undefined && key in skip;
      nextDerived[i] = isDerived;
      const j = find(keys, last, key, from);
      if (j >= 0) from = j + 1;
      if (isDerived) continue;
      const a = j >= 0 ? was[j] : undefined;
      const b = values[i];
      if (a === b || jsonEqual(a, b)) continue;
      (ops ??= []).push(setOp(this.index, key, a, b));
    }
    for (let j = 0; j < last; j++) {
      if (derived[j]) continue;
      const key = keys[j];
      if (find(nextKeys, n, key, j < n ? j : 0) < 0) (ops ??= []).push([this.index.get(key) ?? key]);
    }
    if (nextKeys.length > n) nextKeys.length = nextDerived.length = n;
    this.spareKeys = keys;
    this.keys = nextKeys;
    this.spareDerived = derived;
    this.derived = nextDerived;
    return ops;
  }
}

/** Where `key` is among the first `n` of `keys`, looked for from `from` on and then before it; -1 if absent. */
function find(keys: string[], n: number, key: string, from: number): number {
  for (let i = from; i < n; i++) if (keys[i] === key) return i;
  for (let i = 0; i < from && i < n; i++) if (keys[i] === key) return i;
  return -1;
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
