/**
 * Issue 14, part 5: the catalogue. Every key exists in every language, with no extra keys and the same
 * interpolation variables; plural keys carry exactly the forms their language's plural rules use.
 */
import { CATALOGS } from "../../client/src/i18n/catalogs";
import { type Catalog } from "../../client/src/i18n/locales/en";
import { chooseLanguage } from "../../client/src/i18n/languages";

type Entries = Record<string, Record<string, string>>;
const catalogs: Record<string, Catalog> = CATALOGS;
const en = CATALOGS.en;
const english = en as unknown as Entries;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with their plural suffix taken off, and the plural forms seen per base key. */
function shape(c: Catalog): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [section, entries] of Object.entries(c)) {
    for (const key of Object.keys(entries)) {
      const m = PLURAL.exec(key);
      const base = `${section}.${m ? key.slice(0, m.index) : key}`;
      const forms = out.get(base) ?? new Set<string>();
      if (m) forms.add(m[1]);
      out.set(base, forms);
    }
  }
  return out;
}

const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each(Object.keys(catalogs).filter((c) => c !== "en"))("%s", (code) => {
  const c = catalogs[code];
  it("has every English key and no other", () => {
    expect([...shape(c).keys()].sort()).toEqual([...shape(en).keys()].sort());
  });

  it("has exactly the plural forms its language uses", () => {
    const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort();
    for (const [key, seen] of shape(c)) if (shape(en).get(key)!.size > 0) expect([key, [...seen].sort()]).toEqual([key, forms]);
  });

  it("uses the same interpolation variables as English", () => {
    for (const [section, entries] of Object.entries(c)) {
      for (const [key, text] of Object.entries(entries)) {
        const base = key.replace(PLURAL, "");
        const reference = english[section][`${base}_other`] ?? english[section][base];
        expect([`${section}.${key}`, vars(text)]).toEqual([`${section}.${key}`, vars(reference)]);
      }
    }
  });

  it("differs from English in its words (no untranslated sentences)", () => {
    for (const [section, entries] of Object.entries(c)) {
      for (const [key, text] of Object.entries(entries)) {
        const words = text
          .replace(/\{\{\w+\}\}/g, "")
          .split(/\s+/)
          .filter((w) => /\p{L}/u.test(w));
        if (words.length >= 3) expect([`${section}.${key}`, text]).not.toEqual([`${section}.${key}`, english[section][key]]);
      }
    }
  });
});

/**
 * Names i18next reads from t()'s options as its own (namespace, language, context...): a sentence's variable
 * by such a name is taken for that option, not filled in (a bridge score passed as `ns` broke the page:
 * i18next took the number for a list of namespaces). `count` is i18next's own on purpose (plurals).
 */
const I18NEXT_OPTIONS = [
  "ns",
  "lng",
  "lngs",
  "fallbackLng",
  "context",
  "defaultValue",
  "replace",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "keyPrefix",
  "ordinal",
  "keySeparator",
  "nsSeparator",
  "skipInterpolation",
];

test("no sentence has a variable named like one of i18next's own options", () => {
  for (const [code, c] of Object.entries(catalogs)) {
    for (const [section, entries] of Object.entries(c as unknown as Entries)) {
      for (const [key, text] of Object.entries(entries)) {
        expect([code, `${section}.${key}`, vars(text).filter((v) => I18NEXT_OPTIONS.includes(v))]).toEqual([code, `${section}.${key}`, []]);
      }
    }
  }
});

test("English plural keys give one and other", () => {
  for (const [key, forms] of shape(en)) if (forms.size > 0) expect([key, [...forms].sort()]).toEqual([key, ["one", "other"]]);
});

test("the language comes from the stored choice, then the browser's preferences, then English", () => {
  expect(chooseLanguage("de", ["pl-PL"])).toBe("de");
  expect(chooseLanguage(null, ["fr-FR", "pl-PL", "en"])).toBe("pl");
  expect(chooseLanguage(null, ["uk-UA"])).toBe("uk");
  expect(chooseLanguage("xx", ["fr"])).toBe("en");
});
