/**
 * Issue 27 item 11: no user-facing text leans on an emoji font. The Fox suits were drawn as emoji (🔔 🗝 🌙)
 * inside sentences — the Suggest answer, a refusal — and showed as empty boxes on a machine without an emoji
 * font. Suits and cards in sentences now come from client/src/i18n/suit-words.ts: the French signs ♠ ♥ ♦ ♣
 * (drawn by every text font) or the Fox suits' names from the catalogue; pictures are the shipped SVG icons.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CATALOGS } from "../../client/src/i18n/catalogs";
import { refusalText } from "../../client/src/i18n/refusals";
import { cardText, suitText } from "../../client/src/i18n/suit-words";

const client = join(__dirname, "..", "..", "client");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|html|css)$/.test(p) ? [p] : [];
  });
}

/** A catalogue's translator, as i18next would be for that language. */
function over(lang: keyof typeof CATALOGS) {
  const c = CATALOGS[lang] as unknown as Record<string, Record<string, string>>;
  const find = (key: string) => {
    const [section, name] = key.split(".");
    return c[section]?.[name];
  };
  const t = (key: string, vars: Record<string, unknown> = {}) => (find(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));
  return { exists: (key: string) => find(key) !== undefined, t };
}

/** Characters a machine without an emoji font draws as boxes: emoji-presentation characters, the variation
 * selector that asks for an emoji, the technical symbols (⏱ ⏮ ⏭) and anything beyond the Basic Multilingual Plane. */
const EMOJI = /[\p{Emoji_Presentation}\u{FE0F}\u{2300}-\u{23FF}\u{10000}-\u{10FFFF}]/u;

test("no client source file, catalogue or page holds an emoji", () => {
  const found: string[] = [];
  for (const file of [...files(join(client, "src")), join(client, "index.html")]) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        const m = EMOJI.exec(line);
        if (m) found.push(`${file.slice(client.length + 1)}:${i + 1} ${m[0]}`);
      });
  }
  expect(found).toEqual([]);
});

test("the detector finds the emoji that were there, and passes the French suit signs", () => {
  for (const c of ["🔔", "🗝", "🌙", "⏱", "⏮", "⏭"]) expect(EMOJI.test(c)).toBe(true);
  for (const c of ["♠", "♥", "♦", "♣", "●", "★", "→", "−"]) expect(EMOJI.test(c)).toBe(false);
});

test("a Fox suit or card in a sentence is a word in the reader's language; French suits keep their signs", () => {
  const en = over("en");
  const pl = over("pl");
  expect(suitText("B", en.t)).toBe("Bells");
  expect(suitText("M", pl.t)).toBe("Księżyce");
  expect(suitText("H", pl.t)).toBe("♥");
  expect(cardText("7K", en.t)).toBe("7 of Keys");
  expect(cardText("11B", pl.t)).toBe("11 Dzwonków");
  expect(cardText("TH", en.t)).toBe("10♥");
  expect(cardText("AS", en.t)).toBe("A♠");
  for (const lang of Object.keys(CATALOGS) as (keyof typeof CATALOGS)[]) {
    const { t } = over(lang);
    for (const s of ["B", "K", "M"]) {
      expect(suitText(s, t)).not.toMatch(EMOJI);
      expect(suitText(s, t)).not.toMatch(/^fox\./);
      expect(cardText(`3${s}`, t)).toMatch(/3/);
      expect(cardText(`3${s}`, t)).not.toMatch(/fox\.|\{\{/);
    }
  }
});

test("a Fox refusal names the suit in words (rules: docs/rules/fox.md §5, the Monarch's lead), in every language", () => {
  expect(refusalText({ code: "must_follow", params: { suit: "B" } }, "en", over("en"))).toBe("You must follow suit: Bells.");
  expect(refusalText({ code: "fox_monarch", params: { suit: "M" } }, "en", over("en"))).toBe(
    "An 11 was led (Moons): play the 1 of that suit or your highest card in it.",
  );
  expect(refusalText({ code: "must_follow", params: { suit: "K" } }, "de", over("de"))).toBe("Du musst Farbe bedienen: Schlüssel.");
  for (const lang of Object.keys(CATALOGS) as (keyof typeof CATALOGS)[]) {
    const text = refusalText({ code: "fox_monarch", params: { suit: "K" } }, lang, over(lang));
    expect(text).toContain(over(lang).t("fox.suitK"));
    expect(text).not.toMatch(EMOJI);
  }
});
