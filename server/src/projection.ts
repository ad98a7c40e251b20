/**
 * Writes ruleset views into Docs with the smallest changes schema can encode: unchanged keys are left
 * alone and lists are patched in place (common prefix and suffix kept), so one card play costs a few bytes.
 * Filtered containers are mutated, never replaced (replacing one would hide it from its StateView).
 */
import * as wire from "@salon/shared/core/wire";
import type { Json, JsonObject } from "@salon/shared/core/ruleset";
import type { StateView } from "@colyseus/schema";
import { Doc, Field } from "./schema";

// Bound once: a call through the module object costs a property getter each time (measured in the profile).
const { jsonEqual, kindOf, encodeList, JSONS, SCALAR, STRINGS } = wire;

/** The keys where `full` differs from `base`: what a private view adds to the public one; `skip`'s keys are never sent. */
export function viewDelta(full: JsonObject, base: JsonObject, skip?: object): JsonObject {
  const out: JsonObject = {};
  for (const key in full) {
    if (skip !== undefined && key in skip) continue;
    if (!jsonEqual(full[key], base[key])) out[key] = full[key];
  }
  return out;
}

/**
 * What each Doc holds, in plain JS: schema's collections answer every read through a Proxy (ArraySchema) or
 * extra bookkeeping, which the profile showed costing more than the writes themselves. Only `writeDoc` writes
 * Docs, so this copy is exact; changes are computed on it and only real edits touch the schema objects.
 * `v` keeps each key's value as last written: most keys of a view do not change with a card play, and one
 * structural comparison skips their encoding and list diff (measured: the load profile's largest room cost).
 */
interface Shadow {
  s: Map<string, string>;
  f: Map<string, { field: Field; items: string[] }>;
  v: Map<string, Json>;
}
const shadows = new WeakMap<Doc, Shadow>();

function shadowOf(doc: Doc): Shadow {
  let shadow = shadows.get(doc);
  if (!shadow) {
    const made: Shadow = { s: new Map(), f: new Map(), v: new Map() };
    doc.s.forEach((text, key) => made.s.set(key, text));
    doc.f.forEach((field, key) => made.f.set(key, { field, items: Array.from(field.a) }));
    // `v` starts empty: the first write compares through `s` and `f`, as before any value was known.
    shadows.set(doc, made);
    shadow = made;
  }
  return shadow;
}

/**
 * Makes `doc` carry exactly `json`. `views` are the StateViews that may see a filtered doc: a Field created
 * after its container was added to a view must be added too, or the lists nested in it never reach that
 * view (measured with schema 3.0.76; scalars arrive, list items do not). Keys of `skip` (a ruleset's derived
 * keys, which clients rebuild) are left out as if absent, without copying the view to drop them.
 */
export function writeDoc(doc: Doc, json: JsonObject, views: readonly StateView[] = [], skip?: object): void {
  const shadow = shadowOf(doc);
  let kept = 0;
  for (const key in json) {
    if (skip !== undefined && key in skip) continue;
    kept++;
    const value = json[key];
    const last = shadow.v.get(key);
    if (last !== undefined && jsonEqual(last, value)) continue;
    shadow.v.set(key, value);
    if (kindOf(value) === SCALAR) {
      if (shadow.f.delete(key)) doc.f.delete(key);
      const text = wireSafeJson(JSON.stringify(value));
      if (shadow.s.get(key) !== text) {
        doc.s.set(key, text);
        shadow.s.set(key, text);
      }
    } else {
      if (shadow.s.delete(key)) doc.s.delete(key);
      writeList(doc, shadow, key, value as Json[], views);
    }
  }
  // Keys that left the view: only looked for when the doc holds more keys than the view kept.
  if (shadow.s.size + shadow.f.size === kept) return;
  const gone = (key: string) => !(key in json) || (skip !== undefined && key in skip);
  for (const key of shadow.s.keys()) {
    if (gone(key)) {
      doc.s.delete(key);
      shadow.s.delete(key);
      shadow.v.delete(key);
    }
  }
  for (const key of shadow.f.keys()) {
    if (gone(key)) {
      doc.f.delete(key);
      shadow.f.delete(key);
      shadow.v.delete(key);
    }
  }
}

function writeList(doc: Doc, shadow: Shadow, key: string, value: Json[], views: readonly StateView[]): void {
  let kind = kindOf(value);
  // A plain string cannot be padded (see wireSafeJson): such a list travels as JSON texts instead.
  if (kind === STRINGS && (value as string[]).some((x) => x.length >= 64 && utf8Length(x) === 255)) kind = JSONS;
  let held = shadow.f.get(key);
  if (!held || held.field.k !== kind) {
    const field = new Field();
    field.k = kind;
    doc.f.set(key, field);
    for (const view of views) view.add(field);
    held = { field, items: [] };
    shadow.f.set(key, held);
  }
  const items = encodeList(value, kind);
  const next = kind === JSONS ? items.map(wireSafeJson) : items;
  patchList(held.field.a, next, held.items);
  held.items = next.slice();
}

/**
 * Turns `arr` into `next`, touching only the part between the common prefix and suffix; `current` is what
 * `arr` holds now, as a plain array (reading the schema array itself goes through its Proxy). Only the
 * simplest operations are used (index assignment, delete-only splice, push): schema 3.0.76's `splice`
 * refuses to insert more than it deletes, and replacing splices corrupted decoders when several edits
 * shared one patch (measured).
 */
export function patchList(arr: ListLike, next: string[], current: readonly string[] = Array.from({ length: arr.length }, (_, i) => arr.at(i) as string)): void {
  const old = current.length;
  let p = 0;
  while (p < old && p < next.length && current[p] === next[p]) p++;
  let s = 0;
  while (s < old - p && s < next.length - p && current[old - 1 - s] === next[next.length - 1 - s]) s++;
  const removeCount = old - p - s;
  const insert = next.slice(p, next.length - s);
  if (insert.length <= removeCount) {
    for (let k = 0; k < insert.length; k++) if (current[p + k] !== insert[k]) arr[p + k] = insert[k];
    if (removeCount > insert.length) arr.splice(p + insert.length, removeCount - insert.length);
    return;
  }
  // Growth in the middle: rewrite from p to the old end, then append the rest.
  for (let i = p; i < old; i++) if (current[i] !== next[i]) arr[i] = next[i];
  if (next.length > old) arr.push(...next.slice(old));
}

interface ListLike {
  length: number;
  [index: number]: string;
  at(i: number): string | undefined;
  splice(start: number, count: number): unknown;
  push(...items: string[]): number;
}

/**
 * @colyseus/schema 3.0.76 writes the length of a string of exactly 255 UTF-8 bytes as 0 (`length % 255` in
 * its str8 encoder), and decoders then read the string's bytes as further operations: a key "undefined"
 * holding the string's tail (measured: Ktulu ballots of 255 bytes, about one game in three). JSON may end in
 * whitespace, so such a text gets one trailing space; readers parse it unchanged.
 */
export function wireSafeJson(text: string): string {
  return text.length >= 64 && utf8Length(text) === 255 ? `${text} ` : text;
}

/** UTF-8 byte length (strings under 64 characters are always under 255 bytes: skipped above). */
function utf8Length(text: string): number {
  return Buffer.byteLength(text, "utf8");
}
