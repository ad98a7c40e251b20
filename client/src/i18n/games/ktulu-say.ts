/**
 * Ktulu's sentences (log lines, dawn news, the moderator's script and notes) by the engine's phrase codes
 * (shared/src/ktulu/phrases.ts, whose English templates are the English here), in each language: one file per
 * language in ktulu-say/, each typed by the engine's codes so that a missing or stray code fails to compile.
 * They use the game's words from ktulu.ts, and put names where no case ending is needed ("Postać: {{role}}",
 * "{{seat}} — ...", present tenses that do not mark gender).
 */
import { KTULU_PHRASES } from "@salon/shared/ktulu/phrases";
import type { GameWords } from ".";
import { de } from "./ktulu-say/de";
import { el } from "./ktulu-say/el";
import { pl } from "./ktulu-say/pl";
import { ru } from "./ktulu-say/ru";
import { uk } from "./ktulu-say/uk";

export const ktuluSay: GameWords = {
  en: { ...KTULU_PHRASES },
  pl,
  de,
  ru,
  uk,
  el,
};
