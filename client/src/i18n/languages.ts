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

/** The language to show: a remembered choice, else the first preferred language we speak, else English. */
export function chooseLanguage(stored: string | null, preferred: readonly string[]): Language {
  const known = (code: string | null | undefined): Language | null => {
    const base = (code ?? "").toLowerCase().split("-")[0];
    return LANGUAGES.some((l) => l.code === base) ? (base as Language) : null;
  };
  return known(stored) ?? preferred.map(known).find((x): x is Language => x !== null) ?? "en";
}
