/**
 * Sentences as data (issue 14: the server never composes sentences for people). An engine that tells people
 * something (the moderated games' log, dawn news and the moderator's script) writes a `Phrase`: a stable
 * `code`, its parameters, and the English `text` for logs and third-party clients. The client says the code in
 * its reader's language (`<game>Say.<code>` in its catalogue) with the parameters named there.
 *
 * A parameter's kind comes from its name, so that both sides format it the same way:
 * - `seat…`: a seat number, or a list of seats (said as names, 1-based);
 * - `role…` / `faction…`: a role / faction id (said by the game's name for it);
 * - `action…`: an action object (said as the action's button label);
 * - a nested phrase (an object with `code`), said first and put in place;
 * - anything else: a number (i18next's `count` picks plural forms) or a short id said as it is.
 */
import type { Action } from "./ruleset";

export type PhraseParam = number | string | number[] | Phrase | Action;
export type PhraseParams = Record<string, PhraseParam>;

export interface Phrase {
  /** Stable id, `[a-z][A-Za-z0-9_]*` (it is a catalogue key). */
  code: string;
  params?: PhraseParams;
  /** The sentence in English, as the engine's templates say it. */
  text: string;
}

/** How one side names what parameters refer to. */
export interface PhraseNames {
  seat(seat: number): string;
  role(id: string): string;
  faction(id: string): string;
  action(action: Action): string;
}

export const isPhrase = (v: unknown): v is Phrase =>
  typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as Phrase).code === "string" && typeof (v as Phrase).text === "string";

/**
 * A stored phrase as a view sends it: `code`, `params` only when present, `text`. States restored from snapshots
 * older than phrases hold bare English (a string, or a line without `code`): code "text" tells the client to
 * show that English as it is.
 */
export function wirePhrase(p: Phrase | string | null | undefined): Phrase | null {
  if (p === null || p === undefined) return null;
  if (typeof p === "string") return { code: "text", text: p };
  const code = typeof p.code === "string" ? p.code : "text";
  return p.params ? { code, params: p.params, text: p.text } : { code, text: p.text };
}

/** One parameter made ready for a template: names for ids, nested phrases said by `say`, numbers kept (plurals). */
export function paramValue(key: string, value: PhraseParam, names: PhraseNames, say: (p: Phrase) => string): string | number {
  if (isPhrase(value)) return say(value);
  if (key.startsWith("seat")) return Array.isArray(value) ? value.map((x) => names.seat(x)).join(", ") : names.seat(Number(value));
  if (key.startsWith("role")) return names.role(String(value));
  if (key.startsWith("faction")) return names.faction(String(value));
  if (key.startsWith("action") && typeof value === "object" && !Array.isArray(value)) return names.action(value as Action);
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return value;
}

/** Every parameter of `p` made ready (see `paramValue`). */
export function phraseVars(p: Phrase, names: PhraseNames, say: (p: Phrase) => string): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p.params ?? {})) out[k] = paramValue(k, v, names, say);
  return out;
}

/** `{{name}}` placeholders filled from `vars` (i18next's syntax, so the English templates are catalogue entries too). */
export function fillTemplate(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, k: string) => (k in vars ? String(vars[k]) : `{{${k}}}`));
}

/** The variables a template names, sorted (the catalogue test compares them across languages). */
export function templateVars(template: string): string[] {
  return [...new Set([...template.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1]))].sort();
}

/**
 * An engine's phrase maker over its English templates: `say("died", { seat: 3, role: "sheriff" })`. An unknown
 * code throws, so a missing template fails the engine's own tests rather than reaching a player as a bare id.
 */
export function phrasebook<C extends string>(templates: Record<C, string>, names: PhraseNames) {
  const english = (p: Phrase): string => p.text;
  return (code: C, params?: PhraseParams): Phrase => {
    const template = templates[code];
    if (template === undefined) throw new Error(`no template for phrase ${code}`);
    const p: Phrase = { code, text: "" };
    if (params && Object.keys(params).length) p.params = params;
    const text = fillTemplate(template, phraseVars(p, names, english));
    // A template may open with a seat ("{{seat}} escaped."): English sentences start with a capital.
    p.text = text.charAt(0).toUpperCase() + text.slice(1);
    return p;
  };
}
