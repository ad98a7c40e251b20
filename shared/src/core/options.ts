/**
 * Ruleset options as data: the lobby draws a form from the specs, and the server validates what clients
 * send against them before a table is created.
 */
import { fail, ok, type Result } from "./result";

export type OptionSpec =
  | { key: string; label: string; kind: "int"; default: number; min?: number; max?: number; presets?: number[] }
  | { key: string; label: string; kind: "bool"; default: boolean }
  | { key: string; label: string; kind: "choice"; default: string; choices: { value: string; label: string }[] };

export type OptionValues = Record<string, number | boolean | string>;

export function defaultOptions(specs: readonly OptionSpec[]): OptionValues {
  const out: OptionValues = {};
  for (const s of specs) out[s.key] = s.default;
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
    } else if (typeof value !== "string" || !spec.choices.some((c) => c.value === value)) {
      return fail(`option ${key} must be one of ${spec.choices.map((c) => c.value).join(", ")}`);
    }
    out[key] = value as number | boolean | string;
  }
  return ok(out);
}
