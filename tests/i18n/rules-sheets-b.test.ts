/**
 * Issue 27, "How to play, in every game": the rules sheets of Contract Bridge, Krendzu, Ktulu and Werewolf
 * (client/src/rules/<game>.ts). Every sheet exists in all six languages with its aim, setup, turn and scoring;
 * every table is rectangular; every option note is keyed by a real option (and a value that option can take) of
 * the ruleset; each language has as many sections, paragraphs, items and table rows as English (a complete
 * translation); and the figures a newcomer reads are the engine's: bridge's deal scores, undertricks and IMP
 * scale (bridge §7.1, §7.6), Krendzu's card values and recommended hand sizes (krendzu §2, §3), Ktulu's
 * recommended compositions (ktulu §2) and Werewolf's roles (werewolf §2).
 */
import { getRuleset, type OptionSpec } from "@salon/shared";
import { dealScore, impsFor, undertricks } from "@salon/shared/bridge/score";
import type { Strain } from "@salon/shared/bridge/types";
import { progression, sameSuit } from "@salon/shared/krendzu/combos";
import { valuesOf } from "@salon/shared/krendzu/deck";
import { recommendedSizes } from "@salon/shared/krendzu/schema";
import { bridgeRules } from "../../client/src/rules/bridge";
import { krendzuRules } from "../../client/src/rules/krendzu";
import { werewolfRules } from "../../client/src/rules/werewolf";
import { ktuluRules } from "../../client/src/rules/ktulu";
import { FACTION_ROLES, FACTIONS, ROLE_FACTION, recommended } from "@salon/shared/ktulu/roles";
import { NIGHT, NIGHT0 } from "@salon/shared/ktulu/night";
import { ktulu as ktuluWords } from "../../client/src/i18n/games/ktulu";
import { werewolfCatalog } from "@salon/shared/werewolf/catalog";
import { NIGHT_ONE } from "@salon/shared/werewolf/flow";
import { werewolf as werewolfWords } from "../../client/src/i18n/games/werewolf";
import type { RulesSection, RulesSheet, RulesSheets, RulesTable } from "../../client/src/rules/types";
import { LANGUAGES } from "../../client/src/i18n/languages";

const CODES = LANGUAGES.map((l) => l.code);
const SHEETS: Record<string, RulesSheets> = { bridge: bridgeRules, krendzu: krendzuRules, ktulu: ktuluRules, werewolf: werewolfRules };

const sections = (s: RulesSheet): RulesSection[] => [s.setup, s.turn, s.scoring, ...(s.more ?? [])];
const tables = (s: RulesSheet): RulesTable[] => sections(s).flatMap((x) => (x.table ? [x.table] : []));

/** A sheet's shape: per section the number of paragraphs, items, table columns and rows; the option keys. */
function shape(s: RulesSheet): unknown {
  return {
    sections: sections(s).map((x) => [x.paragraphs?.length ?? 0, x.items?.length ?? 0, x.table?.head.length ?? 0, x.table?.rows.length ?? 0]),
    options: Object.keys(s.options ?? {}).sort(),
  };
}

/** Why `value` (as a note key spells it) is not a value of `spec`, or null. */
function badValue(spec: OptionSpec, value: string): string | null {
  switch (spec.kind) {
    case "bool":
      return value === "true" || value === "false" ? null : `${value} is not true/false`;
    case "choice":
      return spec.choices.some((c) => c.value === value) ? null : `${value} is not a choice`;
    case "int": {
      const n = Number(value);
      const ok = Number.isInteger(n) && (spec.min === undefined || n >= spec.min) && (spec.max === undefined || n <= spec.max);
      return ok ? null : `${value} is not an allowed number`;
    }
    case "list":
      if (value === "") return (spec.min ?? 0) === 0 ? null : "the list may not be empty";
      return value.split(",").every((v) => spec.items.some((i) => i.value === v)) ? null : `${value} lists an unknown item`;
  }
}

describe.each(Object.keys(SHEETS))("rules sheet of %s", (id) => {
  const sheets = SHEETS[id];
  const specs = getRuleset(id)!.options;

  test("every language is there, with an aim, a setup, a turn and a scoring section", () => {
    expect(Object.keys(sheets).sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      const s = sheets[code];
      expect(s.aim.trim()).not.toBe("");
      for (const x of [s.setup, s.turn, s.scoring]) {
        expect(x.heading.trim()).not.toBe("");
        expect((x.paragraphs?.length ?? 0) + (x.items?.length ?? 0) + (x.table ? 1 : 0)).toBeGreaterThan(0);
      }
      expect(s.scoring.table).toBeDefined();
    }
  });

  test("no text is empty or carries HTML", () => {
    for (const code of CODES) {
      const s = sheets[code];
      const texts = [
        s.aim,
        ...sections(s).flatMap((x) => [x.heading, ...(x.paragraphs ?? []), ...(x.items ?? []), ...(x.table ? [...x.table.head, ...x.table.rows.flat()] : [])]),
        ...Object.values(s.options ?? {}),
      ];
      for (const t of texts) expect(t).not.toMatch(/<[a-z/][^>]*>/i);
      for (const t of [s.aim, ...sections(s).flatMap((x) => [x.heading, ...(x.paragraphs ?? []), ...(x.items ?? [])])]) expect(t.trim()).not.toBe("");
    }
  });

  test("every table is rectangular", () => {
    for (const code of CODES) {
      for (const t of tables(sheets[code])) {
        expect(t.head.length).toBeGreaterThan(0);
        for (const row of t.rows) expect(row.length).toBe(t.head.length);
      }
    }
  });

  test("every option note is keyed by a real option of the ruleset, and a value it can take", () => {
    for (const code of CODES) {
      for (const key of Object.keys(sheets[code].options ?? {})) {
        const [name, value] = key.split("=", 2);
        const spec = specs.find((o) => o.key === name);
        expect({ key, known: !!spec }).toEqual({ key, known: true });
        if (spec && value !== undefined) expect({ key, why: badValue(spec, value) }).toEqual({ key, why: null });
      }
    }
  });

  test("every language has as many sections, paragraphs, items, rows and option notes as English", () => {
    const en = shape(sheets.en);
    for (const code of CODES) expect({ code, shape: shape(sheets[code]) }).toEqual({ code, shape: en });
  });
});

describe("bridge figures are the engine's (bridge §7.1, §7.6)", () => {
  const section = (s: RulesSheet, rows: number, cols: number) =>
    (s.more ?? []).find((x) => x.table && x.table.rows.length === rows && x.table.head.length === cols)!.table!;
  const minus = (t: string) => t.replace("−", "-");

  test("the worked examples are what dealScore makes of them", () => {
    // Row by row as in client/src/rules/bridge.ts EXAMPLES: level, strain, doubled, tricks over (+) or under (−) the book, vulnerable.
    const cases: [number, Strain, 0 | 1 | 2, number, boolean][] = [
      [1, "NT", 0, 0, false],
      [4, "S", 0, 0, false],
      [4, "S", 0, 0, true],
      [4, "S", 0, 1, false],
      [3, "NT", 0, 0, true],
      [2, "S", 2, 1, false],
      [6, "NT", 0, 1, true],
      [7, "NT", 0, 0, true],
      [3, "H", 1, -3, false],
      [4, "S", 1, -2, true],
    ];
    for (const code of CODES) {
      const t = section(bridgeRules[code], cases.length, 4);
      cases.forEach(([level, strain, doubled, diff, vul], i) => {
        const total = dealScore({ level, strain, doubled }, 6 + level + diff, vul, true).total;
        expect({ code, i, score: minus(t.rows[i][3]) }).toEqual({ code, i, score: String(total) });
      });
      // 4♠ made vulnerable: 120 + 500 = 620.
      expect(t.rows[2][3]).toBe(String(dealScore({ level: 4, strain: "S", doubled: 0 }, 10, true, true).total));
    }
  });

  test("the scoring table's slam, game and doubled undertrick figures", () => {
    const made = (level: number, vul: boolean) => dealScore({ level, strain: "C", doubled: 0 }, 6 + level, vul, true);
    for (const code of CODES) {
      const rows = bridgeRules[code].scoring.table!.rows.map((r) => [r[1], r[2]].join("|"));
      expect(rows).toContain([made(6, false).slam, made(6, true).slam].join("|"));
      expect(rows).toContain([made(7, false).slam, made(7, true).slam].join("|"));
      expect(rows).toContain([made(5, false).premium, made(5, true).premium].join("|"));
      for (const down of [1, 2, 3]) expect(rows).toContain([undertricks(down, 1, false), undertricks(down, 1, true)].join("|"));
      expect(rows).toContain([undertricks(1, 0, false), undertricks(1, 0, true)].join("|"));
    }
  });

  test("the IMP scale gives the engine's IMPs at both ends of every band", () => {
    for (const code of CODES) {
      const t = section(bridgeRules[code], 25, 2);
      for (const [band, imps] of t.rows) {
        const [lo, hi] = band.replace("+", "").split("–").map(Number);
        expect({ band, imps: impsFor(lo) }).toEqual({ band, imps: Number(imps) });
        if (hi !== undefined) expect({ band, imps: impsFor(hi) }).toEqual({ band, imps: Number(imps) });
      }
    }
  });
});

describe("Krendzu figures are the engine's (krendzu §2, §3, §6)", () => {
  /** "A♠" → "AS", "10♦" → "TD". */
  const code = (card: string) => card.replace("10", "T").replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C");
  const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

  test("the scoring table gives every rank's values", () => {
    for (const lang of CODES) {
      const rows = krendzuRules[lang].scoring.table!.rows;
      expect(rows.map((r) => r[0].split(" ")[0])).toEqual(["6", "7", "8", "9", "10", "J", "Q", "K", "A"]);
      for (const [rank, values] of rows)
        expect({ lang, rank, values: numbers(values) }).toEqual({ lang, rank, values: [...valuesOf(code(`${rank.split(" ")[0]}♠`))] });
    }
  });

  test("each example four scores what the engine's combination test says", () => {
    for (const lang of CODES) {
      const t = krendzuRules[lang].more![0].table!;
      expect(t.rows.length).toBeGreaterThan(5);
      for (const [four, why, points] of t.rows) {
        const cards = four.split(" ").map(code);
        const values = progression(cards);
        const scores = sameSuit(cards) || values !== null;
        expect({ lang, four, points }).toEqual({ lang, four, points: scores ? "1" : "0" });
        // The values shown are a progression the engine finds (reading along the line).
        const shown = numbers(why);
        if (shown.length) {
          expect(shown.length).toBe(4);
          expect(shown.every((v, i) => valuesOf(cards[i]).includes(v))).toBe(true);
          expect(new Set(shown.slice(1).map((v, i) => v - shown[i])).size).toBe(1);
          expect(values).not.toBeNull();
        }
      }
    }
  });

  test("the hand sizes are the engine's recommendations", () => {
    const expected = [
      recommendedSizes(2, "loneAttacks")[0],
      recommendedSizes(3, "loneAttacks")[0],
      recommendedSizes(3, "loneDefends")[0],
      recommendedSizes(4, "loneAttacks")[0],
    ];
    for (const lang of CODES) {
      const t = krendzuRules[lang].more![1].table!;
      expect(t.rows.map((r) => [Number(r[1]), Number(r[2])])).toEqual(expected);
    }
  });
});

describe("Werewolf's roles, teams and night are the engine's (werewolf §2, §5, §7)", () => {
  test("the roles table lists every role of the engine once, with its team, in the table's own words", () => {
    for (const lang of CODES) {
      const rows = werewolfRules[lang].more![0].table!.rows;
      const w = werewolfWords[lang];
      const roles = Object.entries(werewolfCatalog.roles);
      expect(rows.length).toBe(roles.length);
      for (const [id, role] of roles) {
        const row = rows.find((r) => r[0] === w[`role_${id}`]);
        expect({ lang, id, team: row?.[1] }).toEqual({ lang, id, team: w[`faction_${role.faction}`] });
      }
    }
  });

  test("the night order has one line per step of night 1, and the win table one row per outcome", () => {
    for (const lang of CODES) {
      expect(werewolfRules[lang].more![1].items!.length).toBe(NIGHT_ONE.length);
      // villagers, werewolves, lovers, nobody (flow.ts checkWin)
      expect(werewolfRules[lang].scoring.table!.rows.map((r) => r[0])).toEqual([
        werewolfWords[lang].faction_villagers,
        werewolfWords[lang].faction_werewolves,
        werewolfWords[lang].faction_lovers,
        "—",
      ]);
    }
  });
});

describe("Ktulu's factions, characters, night and compositions are the engine's (ktulu §2, §5, §7)", () => {
  test("the win table has one row per faction, and each faction's table its characters by rank", () => {
    for (const lang of CODES) {
      const s = ktuluRules[lang];
      const w = ktuluWords[lang];
      expect(s.scoring.table!.rows.map((r) => r[0])).toEqual(FACTIONS.map((f) => w[`faction_${f}`]));
      FACTIONS.forEach((f, i) => {
        const section = s.more![i];
        expect(section.heading).toBe(w[`faction_${f}`]);
        expect(section.table!.rows.map((r) => r[0])).toEqual(FACTION_ROLES[f].map((r) => w[`role_${r}`]));
      });
    }
  });

  test("the night order names every step once, night 0 first, in the engine's order", () => {
    for (const lang of CODES) {
      const w = ktuluWords[lang];
      const night = ktuluRules[lang].more!.find((x) => x.items?.[0].includes(w.step_sheriff_jail))!;
      const text = night.items!.join("\n");
      const title = (id: string) => w[`step_${id.replace(".", "_")}`];
      expect(night.items![0]).toContain(NIGHT0.map(title).join(" → "));
      let at = text.indexOf("\n");
      for (const id of NIGHT) {
        const next = text.indexOf(title(id), at);
        expect({ lang, id, found: next >= at }).toEqual({ lang, id, found: true });
        at = next;
      }
      // One line per run of steps of one faction (Luke, town, bandits, Indians, UFOs, Runaways, gods, the doctor).
      const runs = NIGHT.map((id) => ROLE_FACTION[id.split(".")[0]] ?? id.split(".")[0]).filter((f, i, all) => i === 0 || all[i - 1] !== f);
      expect(night.items!.length).toBe(1 + runs.length + 1);
    }
  });

  test("the bandits' row names the default ship night (ktulu §3 shipNight)", () => {
    const ship = getRuleset("ktulu")!.options.find((o) => o.key === "shipNight")!;
    for (const lang of CODES) {
      const row = ktuluRules[lang].scoring.table!.rows[FACTIONS.indexOf("bandits")];
      expect(row[1]).toMatch(new RegExp(`\\b${String(ship.default)}`));
    }
  });

  test("the recommended sizes are the engine's compositions", () => {
    for (const lang of CODES) {
      const t = ktuluRules[lang].more!.find((x) => x.table?.rows.length === 25)!.table!;
      for (const row of t.rows) {
        const n = Number(row[0]);
        const roles = recommended(n);
        const count = (f: string) => roles.filter((r) => ROLE_FACTION[r] === f).length;
        expect({ n, row: row.slice(1) }).toEqual({ n, row: ["town", "bandits", "indians", "ufos"].map((f) => (count(f) === 0 ? "–" : String(count(f)))) });
      }
    }
  });
});
