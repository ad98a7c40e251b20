/**
 * Every language's whole catalogue: the shared sections (locales/<lang>.ts) plus one section per game, whose
 * words live beside each other in games/<game>.ts so that a game's vocabulary is read and reviewed in one
 * place across its six languages. DOM-free: the Node catalogue test checks exactly what the browser loads.
 */
import type { Language } from "./languages";
import { de } from "./locales/de";
import { el } from "./locales/el";
import { en, type Catalog } from "./locales/en";
import { pl } from "./locales/pl";
import { ru } from "./locales/ru";
import { uk } from "./locales/uk";
import { GAME_WORDS } from "./games";

const BASE: Record<Language, Catalog> = { en, pl, de, ru, uk, el };

export const CATALOGS: Record<Language, Catalog> = Object.fromEntries(
  (Object.keys(BASE) as Language[]).map((lang) => [
    lang,
    { ...BASE[lang], ...Object.fromEntries(Object.entries(GAME_WORDS).map(([game, words]) => [game, words[lang]])) },
  ]),
) as Record<Language, Catalog>;
