/**
 * Issue 14, part 3: the server never composes sentences for people. Every refusal code the server and the
 * engines send (read from their source) has a catalogue entry the client renders in the reader's language,
 * and docs/protocol.md lists it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { en } from "../../client/src/i18n/locales/en";
import { pl } from "../../client/src/i18n/locales/pl";
import { refusalEntry, refusalText, type Refused } from "../../client/src/i18n/refusals";
import { CATALOGS } from "../../client/src/i18n/catalogs";

const root = join(__dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith(".ts") && !p.endsWith(".test.ts") ? [p] : [];
  });
}

/** Every code (and `not_allowed` reason) thrown in server/src and shared/src. */
function usedRefusals(): { codes: Set<string>; reasons: Set<string> } {
  const codes = new Set<string>(["illegal"]);
  const reasons = new Set<string>();
  for (const file of [...sources(join(root, "server", "src")), ...sources(join(root, "shared", "src"))]) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:failWith|new Refusal|refuse)\((?:client, )?"(\w+)"/g)) codes.add(m[1]);
    for (const m of text.matchAll(/Refusal\("not_allowed",[^\n]*\{ reason: "(\w+)" \}/g)) reasons.add(m[1]);
  }
  return { codes, reasons };
}

/** A translator over one catalogue, as i18next would be for that language. */
function over(c: Record<string, Record<string, string>>) {
  const find = (key: string) => {
    const [section, name] = key.split(".");
    return c[section]?.[name];
  };
  return {
    exists: (key: string) => find(key) !== undefined,
    t: (key: string, vars: Record<string, unknown> = {}) => (find(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v])),
  };
}

const catalog = en as unknown as Record<string, Record<string, string>>;

test("every refusal code and reason the server or an engine sends has an English entry", () => {
  const { codes, reasons } = usedRefusals();
  expect(codes.size).toBeGreaterThan(20);
  expect(reasons.size).toBeGreaterThan(10);
  const missing = [...[...codes].map((c) => `refusal.${c}`), ...[...reasons].map((r) => `refusal.not_allowed_${r}`)].filter((k) => !over(catalog).exists(k));
  expect(missing).toEqual([]);
});

test("docs/protocol.md lists every code and reason", () => {
  const doc = readFileSync(join(root, "docs", "protocol.md"), "utf8");
  const { codes, reasons } = usedRefusals();
  const undocumented = [...codes, ...reasons].filter((c) => !doc.includes(`\`${c}\``));
  expect(undocumented).toEqual([]);
});

test("parameters become the entry's values: seats counted from 1, suits as symbols, trump translated", () => {
  const tr = over(pl as unknown as Record<string, Record<string, string>>);
  expect(refusalEntry({ code: "seat_taken", params: { seat: 2 } })).toMatchObject({ key: "refusal.seat_taken", vars: { n: 3 } });
  expect(refusalText({ code: "must_follow", params: { suit: "H" } }, "pl", tr)).toBe("Musisz dołożyć do koloru: ♥.");
  expect(refusalText({ code: "must_follow", params: { suit: "trump" } }, "pl", tr)).toBe("Musisz dołożyć do koloru: atu.");
  expect(refusalText({ code: "not_allowed", params: { reason: "game_running" } }, "pl", tr)).toBe("Gra już trwa.");
  expect(refusalText({ code: "not_ready", params: { need: "moderator" } }, "pl", tr)).toMatch(/prowadzącego/);
});

test("a code the catalogue lacks shows English only to English readers", () => {
  const odd: Refused = { code: "brand_new", message: "A newer server's reason" };
  expect(refusalText(odd, "en", over(catalog))).toBe("A newer server's reason");
  expect(refusalText(odd, "pl", over(pl as unknown as Record<string, Record<string, string>>))).toBe("Serwer odrzucił to żądanie.");
  // `illegal` carries the rule's own sentence, which English readers see; others see the plain refusal
  const illegal: Refused = { code: "illegal", message: "You can only discard right after playing a 5" };
  expect(refusalText(illegal, "en", over(catalog))).toBe(illegal.message);
  expect(refusalText(illegal, "pl", over(pl as unknown as Record<string, Record<string, string>>))).toBe("Ten ruch jest teraz niedozwolony.");
});

test("every event refusal (server/src/events) has words in all six languages and is documented (docs/events.md or docs/protocol.md)", () => {
  // The event page words them from its own section (`events.refusal_<code>`), else from the shared refusal
  // section (`refusal.<code>`; client/src/screens/events/event-screen.ts, refusalWords).
  const codes = new Set<string>();
  for (const file of sources(join(root, "server", "src"))) {
    for (const m of readFileSync(file, "utf8").matchAll(/new EventRefusal\(\d+, "(\w+)"/g)) codes.add(m[1]);
  }
  expect(codes.size).toBeGreaterThan(20);
  const missing = Object.entries(CATALOGS).flatMap(([lang, catalog]) => {
    const words = over(catalog as unknown as Record<string, Record<string, string>>);
    return [...codes].filter((c) => !words.exists(`events.refusal_${c}`) && !words.exists(`refusal.${c}`)).map((c) => `${lang}: ${c}`);
  });
  expect(missing).toEqual([]);
  const doc = ["events.md", "protocol.md"].map((f) => readFileSync(join(root, "docs", f), "utf8")).join("\n");
  expect([...codes].filter((c) => !doc.includes(`\`${c}\``))).toEqual([]);
});
