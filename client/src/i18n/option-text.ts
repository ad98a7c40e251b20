/**
 * A ruleset's name, blurb and option labels in the reader's language. The server sends them in English (for
 * every client); the catalogue's `options` section (games/options.ts) has them per language under
 * `<ruleset>_name`, `<ruleset>_blurb`, `<ruleset>_<optionKey>` and `<ruleset>_<optionKey>_<value>`. A text the
 * catalogue lacks (a newer server's option) is shown as the server sent it.
 */
import { textOr } from "./i18n";

/** A value as a key part: anything but letters and digits becomes "_". */
const keyPart = (s: string) => s.replace(/[^A-Za-z0-9]/g, "_");

/** The text of `options.<ruleset>_<key>`, else `fallback` (the server's English). */
export function optionLabel(ruleset: string | undefined, key: string, fallback: string): string {
  if (!ruleset) return fallback;
  return textOr(`options.${keyPart(ruleset)}_${key}`, fallback);
}

/**
 * The label of one choice (or list item) `value` of option `key`. A choice that names a character (Ktulu's
 * composition, Werewolf's roles) is the game's own word for it (`<ruleset>.role_<value>`), so the create form
 * and the table never name one character two ways.
 */
export function choiceLabel(ruleset: string | undefined, key: string, value: string, fallback: string): string {
  const own = optionLabel(ruleset, `${keyPart(key)}_${keyPart(value)}`, "");
  if (own) return own;
  const role = ruleset ? `${keyPart(ruleset)}.role_${keyPart(value)}` : "";
  return role ? textOr(role, fallback) : fallback;
}

/** A ruleset's name as the lobby shows it. */
export function rulesetName(r: { id: string; name: string }): string {
  return optionLabel(r.id, "name", r.name);
}

/** A ruleset's one-line description. */
export function rulesetBlurb(r: { id: string; blurb: string }): string {
  return optionLabel(r.id, "blurb", r.blurb);
}
