/**
 * The languages Salon speaks and how one is chosen. Kept free of the DOM so that tests running in Node
 * check the same choice the browser makes.
 */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "pl", name: "Polski" },
  { code: "de", name: "Deutsch" },
  { code: "ru", name: "Русский" },
  { code: "uk", name: "Українська" },
  { code: "el", name: "Ελληνικά" },
] as const;
export type Language = (typeof LANGUAGES)[number]["code"];

/** Where this browser keeps the language chosen with the picker (localStorage). */
export const LANGUAGE_KEY = "salon.lang";

/**
 * The language to show: a remembered choice, else the first preferred language we speak, else English.
 * Self-contained but for LANGUAGES: the build copies it into index.html to preload that language's catalogue.
 */
export function chooseLanguage(stored: string | null, preferred: readonly string[]): Language {
  const known = (code: string | null | undefined): Language | null => {
    const base = (code ?? "").toLowerCase().split("-")[0];
    return LANGUAGES.some((l) => l.code === base) ? (base as Language) : null;
  };
  return known(stored) ?? preferred.map(known).find((x): x is Language => x !== null) ?? "en";
}
