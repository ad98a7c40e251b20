/** The player's display name: asked once, remembered in localStorage. */
/** Where the name is kept (index.html's first script reads it too: client/vite.config.ts). */
export const NAME_KEY = "salon.name";
const KEY = NAME_KEY;
export const NAME_MAX = 24;

export function storedName(): string {
  try {
    return cleanName(localStorage.getItem(KEY) ?? "");
  } catch {
    return "";
  }
}

/**
 * Cleans a typed name to what the server accepts (docs/protocol.md, "Names"; the server's own cleaner is
 * `cleanName` in server/src/messages.ts, with the same rules): control characters and line breaks become
 * spaces; invisible formatting (bidi controls, zero-width characters, the soft hyphen…) goes, except the
 * joiner inside an emoji sequence and a flag's tags; blank fillers go; spaces collapse; at most 24
 * characters. "" if nothing visible is left.
 */
export function cleanName(raw: string): string {
  // Nothing typed yet (every keystroke's check starts here): the Unicode classes below are slow to build on a phone.
  if (raw.trim() === "") return "";
  const chars = [...raw.normalize("NFC")];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const before = out[out.length - 1] ?? "";
    if (/[\p{Cc}\p{Zl}\p{Zp}\p{Zs}]/u.test(c)) out.push(" ");
    else if (/\p{Cf}/u.test(c)) {
      const joins =
        c === "\u200D" && /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}]/u.test(before) && /\p{Extended_Pictographic}/u.test(chars[i + 1] ?? "");
      const tag = /[\u{E0020}-\u{E007F}]/u.test(c) && (before === "\u{1F3F4}" || /[\u{E0020}-\u{E007E}]/u.test(before));
      if (joins || tag) out.push(c);
    } else if (!/[\u115F\u1160\u3164\uFFA0\u2800]/u.test(c)) out.push(c);
  }
  const name = [...out.join("").replace(/ {2,}/g, " ").trim()].slice(0, NAME_MAX).join("").trim();
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(name) ? name : "";
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(KEY, cleanName(name));
  } catch {
    /* private mode: the name lasts for this page only */
  }
}

/**
 * Display settings for low vision and motion sensitivity (issue 34), kept with the player's profile in this
 * browser: a four-colour deck in every game, large cards in the hand, high contrast, reduced motion. They
 * apply at once: the page's root element carries a class per setting on, and listeners redraw the table.
 */
export interface DisplaySettings {
  fourColour: boolean;
  largeCards: boolean;
  highContrast: boolean;
  reducedMotion: boolean;
}

export const DISPLAY_KEYS = ["fourColour", "largeCards", "highContrast", "reducedMotion"] as const;
const DISPLAY_KEY = "salon.display";
const NONE: DisplaySettings = { fourColour: false, largeCards: false, highContrast: false, reducedMotion: false };
let display: DisplaySettings | null = null;
const displayListeners = new Set<(s: DisplaySettings) => void>();

export function displaySettings(): DisplaySettings {
  if (display) return display;
  let stored: Partial<DisplaySettings> = {};
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? "{}");
    if (raw && typeof raw === "object") stored = raw as Partial<DisplaySettings>;
  } catch {
    /* unreadable or private mode: the defaults */
  }
  display = { ...NONE };
  for (const k of DISPLAY_KEYS) display[k] = stored[k] === true;
  return display;
}

/** Changes settings, remembers them, applies them to the page and tells the listeners. */
export function setDisplaySettings(change: Partial<DisplaySettings>): void {
  display = { ...displaySettings(), ...change };
  try {
    localStorage.setItem(DISPLAY_KEY, JSON.stringify(display));
  } catch {
    /* private mode: they last for this page only */
  }
  applyDisplaySettings();
  for (const fn of displayListeners) fn(display);
}

/** Calls `fn` after every change; returns the unsubscribe. */
export function onDisplaySettings(fn: (s: DisplaySettings) => void): () => void {
  displayListeners.add(fn);
  return () => displayListeners.delete(fn);
}

/** Whether cards should jump rather than fly: the setting, or the system's "reduce motion". */
export function motionReduced(): boolean {
  if (displaySettings().reducedMotion) return true;
  try {
    return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    return false;
  }
}

/** Marks the page's root with a class per setting on (`four-colour`, `large-cards`, `high-contrast`, `reduced-motion`). */
export function applyDisplaySettings(): void {
  const s = displaySettings();
  const root = document.documentElement.classList;
  root.toggle("four-colour", s.fourColour);
  root.toggle("large-cards", s.largeCards);
  root.toggle("high-contrast", s.highContrast);
  root.toggle("reduced-motion", s.reducedMotion);
}
