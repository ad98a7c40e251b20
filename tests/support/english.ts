/**
 * Finding English on a page that should speak another language (issue 14, part 5). Two nets: the English
 * catalogue's own phrases (a fixed part of an English entry that the language's catalogue does not share),
 * and common English words, for sentences that never went through the catalogue at all. Player names, card
 * ranks and the few words every language shares ("OK", "NT", game names such as "Grand") are allowed.
 */
import { CATALOGS } from "../../client/src/i18n/catalogs";
import type { Language } from "../../client/src/i18n/languages";

const ENGLISH_WORDS = new Set([
  "the",
  "and",
  "your",
  "you",
  "is",
  "are",
  "with",
  "for",
  "waiting",
  "seat",
  "seats",
  "turn",
  "player",
  "players",
  "card",
  "cards",
  "trick",
  "tricks",
  "deal",
  "score",
  "bid",
  "won",
  "lost",
  "take",
  "back",
  "table",
  "leave",
  "invite",
  "friend",
  "send",
  "copy",
  "close",
  "continue",
  "game",
  "play",
  "sheet",
  "last",
  "suggest",
  "pass",
  "yes",
  "over",
  "wins",
  "free",
]);

/** The fixed fragments of a catalogue's entries (text around {{variables}}) of at least two words. */
function phrases(lang: Language): Set<string> {
  const out = new Set<string>();
  for (const section of Object.values(CATALOGS[lang])) {
    for (const text of Object.values(section)) {
      for (const part of text.split(/\{\{\w+\}\}/)) {
        const p = part.trim().replace(/^[\s·:—,.(]+|[\s·:—,.)]+$/g, "");
        if (p.split(/\s+/).length >= 2 && /\p{L}{3}/u.test(p)) out.add(p);
      }
    }
  }
  return out;
}

/** English found in `texts` shown to a reader of `lang`, skipping the `allowed` words (names, shared terms). */
export function englishIn(texts: string[], lang: Language, allowed: string[] = []): string[] {
  const own = phrases(lang);
  const english = [...phrases("en")].filter((p) => ![...own].some((o) => o.includes(p)));
  const allow = new Set(allowed.map((a) => a.toLowerCase()));
  const found = new Set<string>();
  for (const raw of texts) {
    // Links left out: an invite link's random table id reads as words ("…/t/u0TYBT1iS" has "is").
    const text = raw.replace(/\s+/g, " ").replace(/\bhttps?:\/\/\S+/g, "");
    // Each finding with the text around it (a page's text is long: its start says nothing of where).
    const around = (at: number, n: number) => `${at > 50 ? "…" : ""}${text.slice(Math.max(0, at - 50), at + n + 50)}${at + n + 50 < text.length ? "…" : ""}`;
    for (const p of english) if (text.includes(p)) found.add(`“${p}” in “${around(text.indexOf(p), p.length)}”`);
    for (const m of text.toLowerCase().matchAll(/[a-z']+/g)) {
      const w = m[0];
      if (ENGLISH_WORDS.has(w) && !allow.has(w)) found.add(`“${w}” in “${around(m.index ?? 0, w.length)}”`);
    }
  }
  return [...found];
}
