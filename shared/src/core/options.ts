/**
 * Ruleset options as data: the lobby draws a form from the specs, and the server validates what clients
 * send against them before a table is created.
 */
import { fail, ok, type Result } from "./result";

export type OptionSpec =
  | { key: string; label: string; kind: "int"; default: number; min?: number; max?: number; presets?: number[] }
  | { key: string; label: string; kind: "bool"; default: boolean }
  | { key: string; label: string; kind: "choice"; default: string; choices: { value: string; label: string }[] }
  /**
   * A list of item ids (a deck composition, a set of special roles). `repeat`: an item may appear more than
   * once. `min`/`max` bound the length. An empty default may stand for "the rules page's table".
   */
  | { key: string; label: string; kind: "list"; default: string[]; items: { value: string; label: string }[]; repeat?: boolean; min?: number; max?: number };

export type OptionValue = number | boolean | string | string[];
export type OptionValues = Record<string, OptionValue>;

export function defaultOptions(specs: readonly OptionSpec[]): OptionValues {
  const out: OptionValues = {};
  for (const s of specs) out[s.key] = Array.isArray(s.default) ? s.default.slice() : s.default;
  return out;
}

/** Fills defaults and refuses unknown keys or out-of-range values. */
export function parseOptions(specs: readonly OptionSpec[], raw: unknown): Result<OptionValues> {
  if (raw === undefined || raw === null) return ok(defaultOptions(specs));
  if (typeof raw !== "object" || Array.isArray(raw)) return fail("options must be an object");
  const out = defaultOptions(specs);
  const byKey = new Map(specs.map((s) => [s.key, s]));
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const spec = byKey.get(key);
    if (!spec) return fail(`unknown option ${JSON.stringify(key)}`);
    if (spec.kind === "int") {
      if (typeof value !== "number" || !Number.isInteger(value)) return fail(`option ${key} must be a whole number`);
      if (spec.min !== undefined && value < spec.min) return fail(`option ${key} must be at least ${spec.min}`);
      if (spec.max !== undefined && value > spec.max) return fail(`option ${key} must be at most ${spec.max}`);
    } else if (spec.kind === "bool") {
      if (typeof value !== "boolean") return fail(`option ${key} must be true or false`);
    } else if (spec.kind === "list") {
      const why = checkList(spec, value);
      if (why) return fail(`option ${key} ${why}`);
      out[key] = (value as string[]).slice();
      continue;
    } else if (typeof value !== "string" || !spec.choices.some((c) => c.value === value)) {
      return fail(`option ${key} must be one of ${spec.choices.map((c) => c.value).join(", ")}`);
    }
    out[key] = value as number | boolean | string;
  }
  return ok(out);
}

/** Why `value` is not a valid list for `spec` (null: it is). */
function checkList(spec: Extract<OptionSpec, { kind: "list" }>, value: unknown): string | null {
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) return "must be a list of names";
  const known = new Set(spec.items.map((i) => i.value));
  const unknown = value.find((v) => !known.has(v));
  if (unknown !== undefined) return `has an unknown item ${JSON.stringify(unknown).slice(0, 40)}`;
  if (!spec.repeat && new Set(value).size !== value.length) return "lists an item twice";
  if (spec.min !== undefined && value.length < spec.min) return `needs at least ${spec.min} items`;
  if (spec.max !== undefined && value.length > spec.max) return `takes at most ${spec.max} items`;
  return null;
}
