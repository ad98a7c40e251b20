/**
 * Writes ruleset views into Docs with the smallest changes schema can encode: unchanged keys are left
 * alone and lists are patched in place (common prefix and suffix kept), so one card play costs a few bytes.
 * Filtered containers are mutated, never replaced (replacing one would hide it from its StateView).
 */
import { jsonEqual, kindOf, encodeList, SCALAR, type Json, type JsonObject } from "@salon/shared";
import { Doc, Field } from "./schema";

/** The keys where `full` differs from `base`: what a private view adds to the public one. */
export function viewDelta(full: JsonObject, base: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(full)) {
    if (!jsonEqual(full[key], base[key])) out[key] = full[key];
  }
  return out;
}

/** Makes `doc` carry exactly `json`. */
export function writeDoc(doc: Doc, json: JsonObject): void {
  doc.f.forEach((_field, key) => {
    if (!(key in json)) doc.f.delete(key);
  });
  for (const [key, value] of Object.entries(json)) writeField(doc, key, value);
}

function writeField(doc: Doc, key: string, value: Json): void {
  const kind = kindOf(value);
  let field = doc.f.get(key);
  if (!field || field.k !== kind) {
    field = new Field();
    field.k = kind;
    doc.f.set(key, field);
  }
  if (kind === SCALAR) {
    const text = JSON.stringify(value);
    if (field.v !== text) field.v = text;
    return;
  }
  patchList(field.a, encodeList(value as Json[], kind));
}

/**
 * Turns `arr` into `next`, touching only the part between the common prefix and suffix. Schema 3's
 * `splice` cannot insert more items than it deletes, so a growing middle is rewritten from there on.
 */
export function patchList(arr: { length: number; at(i: number): string | undefined; splice(start: number, count: number, ...items: string[]): unknown; push(...items: string[]): number }, next: string[]): void {
  const old = arr.length;
  let p = 0;
  while (p < old && p < next.length && arr.at(p) === next[p]) p++;
  let s = 0;
  while (s < old - p && s < next.length - p && arr.at(old - 1 - s) === next[next.length - 1 - s]) s++;
  const removeCount = old - p - s;
  const insert = next.slice(p, next.length - s);
  if (removeCount === 0 && insert.length === 0) return;
  if (insert.length <= removeCount) {
    arr.splice(p, removeCount, ...insert);
    return;
  }
  if (p < old) arr.splice(p, old - p);
  arr.push(...next.slice(p));
}
