/**
 * Issue 14, part 3: the moderated games' log lines, script and notes reach the client as phrases, and the client
 * says every one of them in each of its languages. Random Ktulu and Werewolf games are played through the
 * engines; each phrase the moderator's view carries (the widest view) is rendered over the client's catalogue
 * with the same key and parameter naming as the client (client/src/rulesets/deduction/view.ts `sayPhrase`). Phrases have no plural
 * forms, so filling `{{variables}}` is what i18next does with them.
 */
import type { DeductionView } from "@salon/shared/core/deduction";
import { fillTemplate, isPhrase, phraseVars, type Phrase } from "@salon/shared/core/phrase";
import { ktulu } from "@salon/shared/ktulu";
import { randomGame as ktuluGame } from "@salon/shared/ktulu/testkit";
import { werewolf } from "@salon/shared/werewolf";
import { randomGame as werewolfGame } from "@salon/shared/werewolf/testkit";
import { CATALOGS } from "../../client/src/i18n/catalogs";
import { LANGUAGES } from "../../client/src/i18n/languages";

const catalogs = CATALOGS as unknown as Record<string, Record<string, Record<string, string>>>;

/** Every phrase in a moderator's view: log lines, script choices and results, seat notes. */
function phrasesOf(v: DeductionView): Phrase[] {
  return [...v.log, ...(v.script ?? []).flatMap((s) => [s.choice, s.result].filter((p): p is Phrase => p !== null)), ...v.seats.flatMap((s) => s.notes ?? [])];
}

/** The phrase in `lang`, or the reasons it cannot be said (a missing key, a variable left unfilled). */
function say(game: string, p: Phrase, lang: string, problems: Set<string>): string {
  const names = { seat: (x: number) => `Zofia (${x + 1})`, role: (id: string) => id, faction: (id: string) => id, action: (a: { type: string }) => a.type };
  const key = `${game}Say.${p.code}`;
  const template = catalogs[lang][`${game}Say`]?.[p.code];
  if (template === undefined) {
    problems.add(`${lang}: no ${key}`);
    return p.text;
  }
  const out = fillTemplate(
    template,
    phraseVars(p, names, (q) => say(game, q, lang, problems)),
  );
  if (/\{\{|undefined|\[object/.test(out)) problems.add(`${lang}: ${key} says "${out}"`);
  return out;
}

const games: [string, (each: (v: DeductionView) => void) => void][] = [
  [
    "ktulu",
    (each) => {
      for (let g = 0; g < 12; g++)
        ktuluGame(`words${g}`, 8 + (g % 9), { moderator: g % 2 ? "human" : "auto" }, 60000, (s) =>
          each(ktulu.view(s, "moderator") as unknown as DeductionView),
        );
    },
  ],
  [
    "werewolf",
    (each) => {
      for (let g = 0; g < 12; g++) {
        const { trace } = werewolfGame(
          7 + (g % 6),
          { moderator: g % 2 ? "human" : "auto", sheriff: g % 3 !== 0, roles: ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"], werewolves: 0 },
          `words${g}`,
          true,
        );
        for (const s of trace) each(werewolf.view(s, "moderator") as unknown as DeductionView);
      }
    },
  ],
];

test.each(games)("every %s phrase of random games is said in every language", (game, play) => {
  const problems = new Set<string>();
  const codes = new Set<string>();
  play((v) => {
    for (const p of phrasesOf(v)) {
      if (!isPhrase(p) || p.code === "text") {
        problems.add(`not a phrase: ${JSON.stringify(p)}`);
        continue;
      }
      if (codes.has(`${p.code}:${JSON.stringify(p.params ?? {})}`)) continue;
      codes.add(`${p.code}:${JSON.stringify(p.params ?? {})}`);
      for (const { code: lang } of LANGUAGES) say(game, p, lang, problems);
    }
  });
  expect(codes.size).toBeGreaterThan(50);
  expect([...problems]).toEqual([]);
});
