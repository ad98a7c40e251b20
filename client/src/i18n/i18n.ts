/**
 * The client's languages (issue 14), on i18next (plural rules per language, interpolation): English,
 * Polish, German, Russian, Ukrainian and Greek. The language comes from what this browser chose before,
 * else its preferred languages, else English; the choice is kept in localStorage. Numbers go through Intl
 * in the chosen language. Names typed by players are interpolated as they are, never translated.
 * The page loads its own language's catalogue only (one chunk per language, made by the build from
 * catalogs.ts: see client/vite.config.ts); choosing another language loads the page afresh in it.
 */
import i18next from "i18next";
import type { Catalog } from "./locales/en";
import { chooseLanguage, LANGUAGE_KEY, type Language } from "./languages";
import { refusalText, type Refused } from "./refusals";

export { LANGUAGES, type Language } from "./languages";

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Each language's whole catalogue (its shared sections and every game's), a chunk of its own. */
const CATALOG_CHUNKS: Record<Language, () => Promise<{ default: Catalog }>> = {
  en: () => import("virtual:salon-catalog/en"),
  pl: () => import("virtual:salon-catalog/pl"),
  de: () => import("virtual:salon-catalog/de"),
  ru: () => import("virtual:salon-catalog/ru"),
  uk: () => import("virtual:salon-catalog/uk"),
  el: () => import("virtual:salon-catalog/el"),
};

/**
 * Starts i18next in the browser's language, once that language's catalogue has loaded: nothing is drawn
 * before (main.ts awaits this), so no screen ever shows a key in place of its words. The catalogue test
 * (tests/i18n) keeps every language's keys the same as English's, so no fallback language is loaded.
 */
export async function initI18n(): Promise<void> {
  const lng = chooseLanguage(remembered(), navigator.languages ?? [navigator.language]);
  const catalog = (await CATALOG_CHUNKS[lng]()).default;
  await i18next.init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: catalog } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
}

/** The text of `key` ("section.name") in the chosen language, with {{variables}} filled in. */
export function t(key: string, vars?: Record<string, unknown>): string {
  return i18next.t(key, vars ?? {}) as string;
}

/** Whether the catalogue of the chosen language has `key`. */
export function hasText(key: string): boolean {
  return i18next.exists(key);
}

/** The catalogue's text for `key` when it has one, else `fallback` (the server's or an engine's English). */
export function textOr(key: string, fallback: string, vars?: Record<string, unknown>): string {
  return hasText(key) ? t(key, vars) : fallback;
}

/** A server refusal (its code and parameters) in the chosen language. */
export function refusalMessage(err: Refused): string {
  return refusalText(err, language(), { exists: hasText, t });
}

export function language(): Language {
  return (i18next.language as Language) ?? "en";
}

/** Switches language for this browser, remembered; screens are drawn again in it. */
export function setLanguage(code: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    /* private mode: the choice lasts for this page */
  }
  location.reload();
}

/** A number in the chosen language's way of writing it. */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(language()).format(n);
}

/** A date and time in the chosen language's way of writing them (e.g. "25.11.2026, 15:09" in German). */
export function formatDateTime(at: string | number | Date): string {
  return new Intl.DateTimeFormat(language(), { dateStyle: "medium", timeStyle: "short" }).format(new Date(at));
}

/** A time of day in the chosen language. */
export function formatTime(at: string | number | Date, seconds = false): string {
  return new Intl.DateTimeFormat(language(), { timeStyle: seconds ? "medium" : "short" }).format(new Date(at));
}
