/**
 * How a view travels inside the synced Colyseus state (docs/protocol.md, "Views on the wire").
 *
 * A view is a flat JSON object. Each top-level key goes into a `Doc`:
 * - a value that is not a list (`SCALAR`): JSON-encoded, in the Doc's string map `s`;
 * - a list of strings (a hand, a trick; kind 1, `STRINGS`): a Field in `f`, element by element in `a`, so
 *   playing one card costs one small delete instead of resending the list;
 * - any other list (kind 2, `JSONS`): a Field in `f`, each element JSON-encoded in `a`.
 * The server writes Docs with `server/src/projection.ts`; clients read them back with `readDoc`.
 */
import type { AnyRuleset, Json, JsonObject } from "./ruleset";
import type { Viewer } from "./seats";

export const SCALAR = 0;
export const STRINGS = 1;
export const JSONS = 2;

/** The structural shape of a decoded Doc, as colyseus.js hands it to a client (no schema import needed). */
export interface DocLike {
  s?: { forEach(cb: (text: string, key: string) => void): void };
  f?: { forEach(cb: (field: FieldLike, key: string) => void): void };
}
export interface FieldLike {
  k: number;
  a: ArrayLike<string> | undefined;
}

/** The kind of Doc field a value is stored in. */
export function kindOf(value: Json): number {
  if (!Array.isArray(value)) return SCALAR;
  return value.every((x) => typeof x === "string") ? STRINGS : JSONS;
}

/** The string list stored for a list value. */
export function encodeList(value: Json[], kind: number): string[] {
  return kind === STRINGS ? (value as string[]) : value.map((x) => JSON.stringify(x));
}

export function readField(field: FieldLike): Json {
  const items = Array.from(field.a ?? []);
  return field.k === STRINGS ? items : items.map((x) => JSON.parse(x) as Json);
}

/** Decodes a Doc into the JSON object it carries (missing or not yet synced: an empty object). */
export function readDoc(doc: DocLike | undefined | null): JsonObject {
  const out: JsonObject = {};
  doc?.s?.forEach((text, key) => {
    out[key] = JSON.parse(text) as Json;
  });
  doc?.f?.forEach((field, key) => {
    out[key] = readField(field);
  });
  return out;
}

/**
 * A viewer's whole view: the public Doc overlaid with its private Doc (the keys where its view differs
 * from the public one). This is exactly `ruleset.view(state, viewer)`.
 */
export function mergeViews(pub: JsonObject, priv: JsonObject): JsonObject {
  return { ...pub, ...priv };
}

/** Deep equality for JSON values (used to find what a private view adds to the public one). */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!jsonEqual(a[k], (b as JsonObject)[k])) return false;
  return true;
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
export function completeView(rules: AnyRuleset, view: JsonObject, viewer: Viewer): JsonObject {
  if (!rules.derived || Object.keys(view).length === 0) return view;
  const out = { ...view };
  for (const [key, derive] of Object.entries(rules.derived)) {
    const value = derive(out, viewer);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}
