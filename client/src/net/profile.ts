/** The player's display name: asked once, remembered in localStorage. */
const KEY = "salon.name";
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
  const chars = [...raw.normalize("NFC")];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const before = out[out.length - 1] ?? "";
    if (/[\p{Cc}\p{Zl}\p{Zp}\p{Zs}]/u.test(c)) out.push(" ");
    else if (/\p{Cf}/u.test(c)) {
      const joins = c === "\u200D" && /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}]/u.test(before) && /\p{Extended_Pictographic}/u.test(chars[i + 1] ?? "");
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
