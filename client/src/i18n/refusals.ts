/**
 * A server refusal in the reader's language (issue 14, part 3). The server sends a stable `code` and its
 * parameters (docs/protocol.md, "Error codes"); this picks the catalogue entry and its values. DOM-free, so
 * the Node catalogue test can check that every code the server and the engines use has an entry.
 */
import { SUIT_SIGN, suitKey as foxSuitKey } from "./suit-words";

export interface Refused {
  code: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The catalogue key of a refusal and its interpolation values; a French suit is its sign, a Fox suit and
 * `trump` are words, named by `suitKey` and translated.
 */
export function refusalEntry(err: Refused): { key: string; vars: Record<string, string | number>; suitKey?: string } {
  const p = err.params ?? {};
  const vars: Record<string, string | number> = {};
  if (typeof p.seat === "number") vars.n = p.seat + 1;
  if (typeof p.max === "number") vars.max = p.max;
  let suitKey: string | undefined;
  if (typeof p.suit === "string") {
    if (p.suit === "trump") suitKey = "refusal.trump";
    else if (foxSuitKey(p.suit)) suitKey = foxSuitKey(p.suit);
    else vars.suit = SUIT_SIGN[p.suit] ?? p.suit;
  }
  let key = `refusal.${err.code}`;
  if (err.code === "not_allowed" && typeof p.reason === "string") key = `refusal.not_allowed_${p.reason}`;
  if (err.code === "not_ready" && p.need === "moderator") key = "refusal.not_ready_moderator";
  return { key, vars, suitKey };
}

/**
 * The text to show: the catalogue's sentence when it has one. A code it lacks (a newer server, or a rule
 * with no code of its own, `illegal`) shows the server's English sentence to English readers and a plain
 * "refused" to everyone else, never untranslated English.
 */
export function refusalText(err: Refused, lang: string, tr: { exists(key: string): boolean; t(key: string, vars?: Record<string, unknown>): string }): string {
  const { key, vars, suitKey } = refusalEntry(err);
  // `illegal` and `bad_setup` name their reason only in English (a rule, an option, a file's flaw).
  const specific = (err.code === "illegal" || err.code === "bad_setup" || !tr.exists(key)) && lang === "en" && err.message;
  if (specific) return err.message!;
  if (!tr.exists(key)) return tr.t("refusal.unknown");
  return tr.t(key, suitKey ? { ...vars, suit: tr.t(suitKey) } : vars);
}

/**
 * What a person can do about a refused create or join (issue 27 item 4): the catalogue key of the hint that
 * fits its code — check the link for a table that does not exist, ask the host for a full one — or the
 * general one.
 */
export function refusalHintKey(err: Refused, exists: (key: string) => boolean): string {
  const key = `refusal.hint_${err.code}`;
  return exists(key) ? key : "refusal.hint_general";
}
