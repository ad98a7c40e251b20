/** The player's display name: asked once, remembered in localStorage. */
const KEY = "salon.name";
export const NAME_MAX = 24;

export function storedName(): string {
  try {
    return (localStorage.getItem(KEY) ?? "").trim();
  } catch {
    return "";
  }
}

/** Cleans a typed name to what the server accepts (1–24 characters); "" if nothing is left. */
export function cleanName(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().slice(0, NAME_MAX);
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(KEY, cleanName(name));
  } catch {
    /* private mode: the name lasts for this page only */
  }
}
