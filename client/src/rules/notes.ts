/** The option notes of a rules sheet (types.ts `options`): which note a table's option value gets. Pure, for tests. */
import type { RulesSheet } from "./types";

/** A value as the note keys spell it (`key=value`): booleans true/false, lists comma-joined. */
export function valueKey(value: unknown): string {
  return Array.isArray(value) ? value.join(",") : String(value);
}

/** The note the sheet gives for `key` at `value`: the `key=value` note, else the `key` note, else none. */
export function optionNote(sheet: RulesSheet, key: string, value: unknown, valueLabel: string): string | null {
  const notes = sheet.options ?? {};
  const has = (k: string) => Object.prototype.hasOwnProperty.call(notes, k);
  const exact = `${key}=${valueKey(value)}`;
  const note = has(exact) ? notes[exact] : has(key) ? notes[key] : undefined;
  return note === undefined ? null : note.split("{{value}}").join(valueLabel);
}
