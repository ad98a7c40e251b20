/**
 * Issue 27, "How to play, in every game": every ruleset the server hosts has a rules sheet (client/src/rules) in
 * all six languages, each with an aim, a setup, a turn and a scoring section that say something, tables whose
 * rows are as long as their header, and option notes keyed only by options the ruleset really has (and only
 * by values those options can take). The figures of each language's tables are the English ones, and the
 * scoring tables are checked against the engines: Fox's round table against trickPoints (fox.md §7), Euchre's
 * points against handPoints (euchre.md §7), Kierki's penalties and lottery prizes against trickPenalty and
 * lotteryPrizes (kierki.md §5.2, §5.4), Skat's bidding values, card points, base values and null values against
 * the ladder, cardPoints, SUIT_BASE and nullValue (skat.md §5.1, §6, §7.2).
 */
import type { OptionSpec } from "@salon/shared/core/options";
import { defaultOptions } from "@salon/shared/core/options";
import { rulesets } from "@salon/shared/registry";
import { handPoints } from "@salon/shared/euchre/resolve";
import { trickPoints } from "@salon/shared/fox/score";
import { lotteryPrizes, sixthDealTricks, trickPenalty } from "@salon/shared/kierki/score";
import type { DealKind, KierkiOptions } from "@salon/shared/kierki/types";
import { cardPoints, SUIT_BASE } from "@salon/shared/skat/cards";
import { ladderFor } from "@salon/shared/skat/ladder";
import { nullValue } from "@salon/shared/skat/value";
import { LANGUAGES, type Language } from "../../client/src/i18n/languages";
import { loadRules, RULES_IDS } from "../../client/src/rules";
import { optionNote } from "../../client/src/rules/notes";
import type { RulesSection, RulesSheet, RulesSheets, RulesTable } from "../../client/src/rules/types";

const CODES = LANGUAGES.map((l) => l.code) as Language[];
const sheets: Record<string, RulesSheets> = {};

beforeAll(async () => {
  for (const id of RULES_IDS) {
    const s = await loadRules(id);
    if (s) sheets[id] = s;
  }
});

const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);
const sections = (s: RulesSheet): RulesSection[] => [s.setup, s.turn, s.scoring, ...(s.more ?? [])];
const filled = (text: unknown) => typeof text === "string" && text.trim().length > 0;

test("every ruleset the server hosts has a sheet, and nothing else does", () => {
  expect([...RULES_IDS].sort()).toEqual(Object.keys(rulesets).sort());
  expect(Object.keys(sheets).sort()).toEqual(Object.keys(rulesets).sort());
});

describe.each(Object.keys(rulesets))("%s", (id) => {
  const specs = rulesets[id].options as readonly OptionSpec[];

  test("a sheet in all six languages: aim, setup, turn and scoring say something; tables are rectangular", () => {
    const game = sheets[id];
    expect(Object.keys(game).sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      const s = game[code];
      expect([code, filled(s.aim)]).toEqual([code, true]);
      for (const sec of sections(s)) {
        expect([code, sec.heading, filled(sec.heading)]).toEqual([code, sec.heading, true]);
        const body = [...(sec.paragraphs ?? []), ...(sec.items ?? [])];
        expect([code, sec.heading, body.length > 0 || sec.table !== undefined]).toEqual([code, sec.heading, true]);
        for (const text of body) expect([code, sec.heading, text, filled(text)]).toEqual([code, sec.heading, text, true]);
        if (sec.table) {
          expect(sec.table.head.length).toBeGreaterThan(0);
          expect(sec.table.rows.length).toBeGreaterThan(0);
          for (const row of sec.table.rows) expect([code, sec.heading, row.length]).toEqual([code, sec.heading, sec.table.head.length]);
          for (const cell of [...sec.table.head, ...sec.table.rows.flat()]) expect([code, sec.heading, filled(cell)]).toEqual([code, sec.heading, true]);
        }
      }
    }
  });

  test("every language has English's shape: the same sections, table sizes and option notes", () => {
    const en = sheets[id].en;
    for (const code of CODES) {
      const s = sheets[id][code];
      expect([code, sections(s).length]).toEqual([code, sections(en).length]);
      sections(s).forEach((sec, i) => {
        const e = sections(en)[i];
        expect([code, i, sec.table?.head.length, sec.table?.rows.length]).toEqual([code, i, e.table?.head.length, e.table?.rows.length]);
      });
      expect([code, Object.keys(s.options ?? {}).sort()]).toEqual([code, Object.keys(en.options ?? {}).sort()]);
    }
  });

  test("the figures in every table and option note are English's (a translation never changes a number)", () => {
    const en = sheets[id].en;
    // Figures of 10 and more: a small number may be an ordinal or a count that a language writes as a word
    // ("Down 1" is Polish "Bez jednej", "night 0" Russian "нулевая ночь"); every score and bonus is 10 or more.
    const figures = (text: string) =>
      numbers(text)
        .filter((n) => n >= 10)
        .sort((a, b) => a - b);
    const tableNumbers = (t: RulesTable | undefined) => (t ? t.rows.map((r) => r.map(figures)) : null);
    for (const code of CODES) {
      const s = sheets[id][code];
      sections(s).forEach((sec, i) => expect([code, sec.heading, tableNumbers(sec.table)]).toEqual([code, sec.heading, tableNumbers(sections(en)[i].table)]));
      for (const [key, note] of Object.entries(s.options ?? {})) expect([code, key, figures(note)]).toEqual([code, key, figures(en.options![key])]);
    }
  });

  test("option notes are keyed by the ruleset's own options and values, and use no placeholder but {{value}}", () => {
    const byKey = new Map(specs.map((s) => [s.key, s]));
    for (const code of CODES) {
      for (const [k, note] of Object.entries(sheets[id][code].options ?? {})) {
        const [key, value] = k.split("=");
        const spec = byKey.get(key);
        expect([code, k, spec !== undefined]).toEqual([code, k, true]);
        if (value !== undefined && spec) {
          const ok =
            spec.kind === "bool"
              ? value === "true" || value === "false"
              : spec.kind === "choice"
                ? spec.choices.some((c) => c.value === value)
                : spec.kind === "int"
                  ? /^-?\d+$/.test(value) && (spec.min === undefined || Number(value) >= spec.min) && (spec.max === undefined || Number(value) <= spec.max)
                  : value === "" || value.split(",").every((v) => spec.items.some((item) => item.value === v)); // "" is the empty list
          expect([code, k, ok]).toEqual([code, k, true]);
        }
        expect([code, k, note.replace(/\{\{value\}\}/g, "").includes("{{")]).toEqual([code, k, false]);
      }
    }
  });
});

test("a note for one value wins over the option's general note, and {{value}} is filled in", () => {
  const sheet: RulesSheet = {
    aim: "a",
    setup: { heading: "s", items: ["x"] },
    turn: { heading: "t", items: ["x"] },
    scoring: { heading: "c", items: ["x"] },
    options: { deals: "{{value}} deals", "deals=0": "36 or 48 deals", "hint=true": "on" },
  };
  expect(optionNote(sheet, "deals", 12, "12")).toBe("12 deals");
  expect(optionNote(sheet, "deals", 0, "0")).toBe("36 or 48 deals");
  expect(optionNote(sheet, "hint", true, "yes")).toBe("on");
  expect(optionNote(sheet, "hint", false, "no")).toBeNull();
  expect(optionNote(sheet, "other", 1, "1")).toBeNull();
});

/** The one table of the section, in every language (the figures are the same in all: checked above). */
const tableOf = (sec: RulesSection): RulesTable => {
  expect(sec.table).toBeDefined();
  return sec.table!;
};
/** The first number in a cell. */
const first = (cell: string) => numbers(cell)[0];

test("Fox: the round's scoring table is the engine's trickPoints for 0 to 13 tricks (fox.md §7)", () => {
  for (const code of CODES) {
    const table = tableOf(sheets.fox[code].scoring);
    const covered: number[] = [];
    for (const [range, points] of table.rows) {
      const [lo, hi = lo] = numbers(range);
      for (let n = lo; n <= hi; n++) {
        covered.push(n);
        expect([code, n, trickPoints(n)]).toEqual([code, n, first(points)]);
      }
    }
    expect(covered).toEqual(Array.from({ length: 14 }, (_, n) => n));
  }
  const target = (rulesets.fox.options as OptionSpec[]).find((s) => s.key === "targetScore")!;
  expect(target.default).toBe(21);
});

test("Euchre: the points table is the engine's handPoints, row by row (euchre.md §7)", () => {
  // Each row: the makers' tricks it covers, whether the maker went alone, whether a defender defended alone,
  // and which side scores (0 makers, 1 defenders).
  const cases: [number[], boolean[], boolean, 0 | 1][] = [
    [[3, 4], [false, true], false, 0],
    [[5], [false], false, 0],
    [[5], [true], false, 0],
    [[0, 1, 2], [false, true], false, 1],
    [[0, 1, 2], [true], true, 1],
  ];
  for (const code of CODES) {
    const table = tableOf(sheets.euchre[code].scoring);
    expect(table.rows.length).toBe(cases.length);
    table.rows.forEach((row, i) => {
      const [tricks, alones, loneDefender, side] = cases[i];
      for (const t of tricks)
        for (const alone of alones)
          expect([code, i, t, alone, handPoints(0, t, alone, loneDefender)[side]]).toEqual([code, i, t, alone, first(row[row.length - 1])]);
      // The row names the tricks it covers.
      for (const t of tricks.filter((t) => t >= 3)) expect(numbers(row[0])).toContain(t);
    });
  }
  const target = (rulesets.euchre.options as OptionSpec[]).find((s) => s.key === "targetScore")!;
  for (const code of CODES) expect(numbers(sheets.euchre[code].aim)).toContain(target.default);
});

test("Kierki: penalties for 4 and 3 players, the sixth deal's variants, the totals and the lottery prizes (kierki.md §5.2, §5.4)", () => {
  const options = defaultOptions(rulesets.kierki.options as OptionSpec[]) as unknown as KierkiOptions;
  // One trick of each row's kind holding one penalised card; deal 6 at its last trick.
  const rows: [DealKind, string[]][] = [
    ["tricks", []],
    ["hearts", ["2H"]],
    ["queens", ["QS"]],
    ["kingsJacks", ["KS"]],
    ["kingHearts", ["KH"]],
    ["last", []],
  ];
  const deck4 = ["S", "H", "D", "C"].flatMap((s) => ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"].map((r) => r + s));
  const deck3 = deck4.filter((c) => c !== "2C");
  /** What deals 1-6 take in all: the whole deck in tricks of n cards, every deal's penalties. */
  const total = (n: number, deck: string[]) => {
    const tricks = Array.from({ length: deck.length / n }, (_, i) => deck.slice(i * n, i * n + n));
    return rows.reduce((sum, [kind]) => sum + tricks.reduce((s, cards, i) => s + trickPenalty(kind, cards, i + 1, n, options), 0), 0);
  };
  for (const code of CODES) {
    const sheet = sheets.kierki[code];
    const table = tableOf(sheet.scoring);
    rows.forEach(([kind, cards], i) => {
      for (const [col, n] of [
        [1, 4],
        [2, 3],
      ] as const) {
        const number = kind === "last" ? (n === 4 ? 13 : 17) : 1;
        expect([code, kind, n, first(table.rows[i][col])]).toEqual([code, kind, n, trickPenalty(kind, cards, number, n, options)]);
      }
    });
    // Deal 6's other variants: 75 (70) for each of two tricks.
    expect(numbers(table.rows[5][1])[1]).toBe(sixthDealTricks("lastTwo", 4).each);
    expect(numbers(table.rows[5][2])[1]).toBe(sixthDealTricks("lastTwo", 3).each);
    const items = (sheet.scoring.items ?? []).join(" ");
    expect(numbers(items)).toEqual(expect.arrayContaining([total(4, deck4), total(3, deck3)]));
    const prizes = tableOf(sheet.more![0]);
    const expected = [
      lotteryPrizes(4, { ...options, lotteryDeals: 1 }),
      lotteryPrizes(4, { ...options, lotteryDeals: 4 }),
      lotteryPrizes(3, { ...options, lotteryDeals: 1 }),
      lotteryPrizes(3, { ...options, lotteryDeals: 3 }),
    ];
    expect([code, prizes.rows.map((r) => [first(r[1]), first(r[2])])]).toEqual([code, expected]);
  }
  expect(total(4, deck4)).toBe(1300);
  expect(total(3, deck3)).toBe(1275);
});

test("Skat: bidding values, card points, base values and null values are the engine's (skat.md §5.1, §6, §7.2)", () => {
  const grand = (rulesets.skat.options as OptionSpec[]).find((s) => s.key === "grandValue")!.default as number;
  for (const code of CODES) {
    const more = sheets.skat[code].more!;
    const said = numbers(more[0].items![0]);
    expect([code, said]).toEqual([code, ladderFor(grand).slice(0, said.length)]);
    expect(said.length).toBeGreaterThanOrEqual(8);
    const points = tableOf(more[2]).rows.map((r) => first(r[1]));
    expect([code, points]).toEqual([code, [cardPoints("AC"), cardPoints("TC"), cardPoints("KC"), cardPoints("QC"), cardPoints("JC"), cardPoints("9C")]]);
    expect(cardPoints("8C")).toBe(0);
    expect(cardPoints("7C")).toBe(0);
    const bases = tableOf(more[3]).rows.map((r) => first(r[1]));
    expect([code, bases]).toEqual([code, [SUIT_BASE.diamonds, SUIT_BASE.hearts, SUIT_BASE.spades, SUIT_BASE.clubs, grand]]);
    const nulls = tableOf(more[4]).rows.map((r) => first(r[1]));
    expect([code, nulls]).toEqual([
      code,
      [
        nullValue({ hand: false, ouvert: false }),
        nullValue({ hand: true, ouvert: false }),
        nullValue({ hand: false, ouvert: true }),
        nullValue({ hand: true, ouvert: true }),
      ],
    ]);
  }
});
