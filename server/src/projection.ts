/**
 * Writes ruleset views into Docs with the smallest changes schema can encode: unchanged keys are left
 * alone and lists are patched in place (common prefix and suffix kept), so one card play costs a few bytes.
 * Filtered containers are mutated, never replaced (replacing one would hide it from its StateView).
 */
import { jsonEqual, kindOf, encodeList, JSONS, SCALAR, STRINGS, type Json, type JsonObject } from "@salon/shared";
import type { StateView } from "@colyseus/schema";
import { Doc, Field } from "./schema";

/** The keys where `full` differs from `base`: what a private view adds to the public one. */
export function viewDelta(full: JsonObject, base: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(full)) {
    if (!jsonEqual(full[key], base[key])) out[key] = full[key];
  }
  return out;
}

/**
 * Makes `doc` carry exactly `json`. `views` are the StateViews that may see a filtered doc: a Field created
 * after its container was added to a view must be added too, or the lists nested in it never reach that
 * view (measured with schema 3.0.76; scalars arrive, list items do not).
 */
export function writeDoc(doc: Doc, json: JsonObject, views: readonly StateView[] = []): void {
  doc.s.forEach((_text, key) => {
    if (!(key in json) || kindOf(json[key]) !== SCALAR) doc.s.delete(key);
  });
  doc.f.forEach((_field, key) => {
    if (!(key in json) || kindOf(json[key]) === SCALAR) doc.f.delete(key);
  });
  for (const [key, value] of Object.entries(json)) {
    if (kindOf(value) === SCALAR) {
      const text = wireSafeJson(JSON.stringify(value));
      if (doc.s.get(key) !== text) doc.s.set(key, text);
    } else {
      writeList(doc, key, value as Json[], views);
    }
  }
}

function writeList(doc: Doc, key: string, value: Json[], views: readonly StateView[]): void {
  let kind = kindOf(value);
  // A plain string cannot be padded (see wireSafeJson): such a list travels as JSON texts instead.
  if (kind === STRINGS && (value as string[]).some((x) => x.length >= 64 && utf8Length(x) === 255)) kind = JSONS;
  let field = doc.f.get(key);
  if (!field || field.k !== kind) {
    field = new Field();
    field.k = kind;
    doc.f.set(key, field);
    for (const view of views) view.add(field);
  }
  const items = encodeList(value, kind);
  patchList(field.a, kind === JSONS ? items.map(wireSafeJson) : items);
}

/**
 * Turns `arr` into `next`, touching only the part between the common prefix and suffix. Only the
 * simplest operations are used (index assignment, delete-only splice, push): schema 3.0.76's `splice`
 * refuses to insert more than it deletes, and replacing splices corrupted decoders when several edits
 * shared one patch (measured).
 */
export function patchList(arr: ListLike, next: string[]): void {
  const old = arr.length;
  let p = 0;
  while (p < old && p < next.length && arr.at(p) === next[p]) p++;
  let s = 0;
  while (s < old - p && s < next.length - p && arr.at(old - 1 - s) === next[next.length - 1 - s]) s++;
  const removeCount = old - p - s;
  const insert = next.slice(p, next.length - s);
  if (insert.length <= removeCount) {
    for (let k = 0; k < insert.length; k++) if (arr.at(p + k) !== insert[k]) arr[p + k] = insert[k];
    if (removeCount > insert.length) arr.splice(p + insert.length, removeCount - insert.length);
    return;
  }
  // Growth in the middle: rewrite from p to the old end, then append the rest.
  for (let i = p; i < old; i++) if (arr.at(i) !== next[i]) arr[i] = next[i];
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
