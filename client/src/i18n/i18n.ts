/**
 * The client's languages (issue 14), on i18next (plural rules per language, interpolation): English,
 * Polish, German, Russian, Ukrainian and Greek. The language comes from what this browser chose before,
 * else its preferred languages, else English; the choice is kept in localStorage. Numbers go through Intl
 * in the chosen language. Names typed by players are interpolated as they are, never translated.
 */
import i18next from "i18next";
import { CATALOGS } from "./catalogs";
import { chooseLanguage, type Language } from "./languages";
import { refusalText, type Refused } from "./refusals";

export { LANGUAGES,  type Language } from "./languages";

const STORE_KEY = "salon.lang";

function remembered(): string | null {
  try {
    return localStorage.getItem(STORE_KEY);
  } catch {
    return null;
  }
}

/** Starts i18next in the browser's language; synchronous, the catalogues are bundled. */
export function initI18n(): void {
  const lng = chooseLanguage(remembered(), navigator.languages ?? [navigator.language]);
  void i18next.init({
    lng,
    fallbackLng: "en",
    resources: Object.fromEntries(Object.entries(CATALOGS).map(([code, c]) => [code, { translation: c }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
}

/** The text of `key` ("section.name") in the chosen language, with {{variables}} filled in. */
export function t(key: string, vars?: Record<string, unknown>): string {
  return i18next.t(key, vars ?? {}) as string;
}

/** Whether the catalogue has `key` (in the chosen language or English). */
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
    localStorage.setItem(STORE_KEY, code);
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
