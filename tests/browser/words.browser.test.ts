/**
 * Issue 14, part 5: a game played in another language shows no English. A German reader opens a Skat table,
 * seats two bots and plays: bidding, the skat, the declaration and tricks, then the score sheet. Every text
 * the page shows, in the DOM and on the Pixi canvas, is collected at each step and searched for English
 * (the English catalogue's phrases and common English words; player names allowed). Skat speaks German as
 * German tables do: Vorhand/Mittelhand/Hinterhand, "18?", passe, Spielliste. Then the longest languages,
 * German and Greek, at phone and desktop size: no text leaves its box (screenshots in artifacts/).
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { englishIn } from "../support/english";
import { overflowing, pixiOverflowing } from "../support/overflow";
import { ARTIFACTS, clickCard, fillWithBots, testid, useBrowserTable } from "../support/browser";

declare const window: { __salon: any };
declare const document: { body: { innerText: string } };

const t = useBrowserTable({ defaultBotDelayMs: 60 });

type View = Record<string, any>;
const view = (p: Page) => p.evaluate(() => window.__salon?.view() as View | null);
const progress = (v: View | null) => JSON.stringify([v?.phase, v?.turn, v?.words?.length, v?.trick, v?.hand?.length, v?.tricks, v?.dealNo, v?.kontra]);

/** Waits until the page's view moved on from `before` (a `progress` key). */
const moved = (page: Page, before: string) =>
  page.waitForFunction((b) => {
    const w = window.__salon.view() as any;
    return JSON.stringify([w?.phase, w?.turn, w?.words?.length, w?.trick, w?.hand?.length, w?.tricks, w?.dealNo, w?.kontra]) !== b;
  }, before);

/** Opens `ruleset` as `name` in the lobby and fills every other seat with a bot. */
async function tableWithBots(page: Page, ruleset: string, name: string): Promise<void> {
  await page.goto(t.salon.http_url);
  await page.waitForSelector(testid("rooms-list"), { state: "attached" });
  await page.fill(testid("name-input"), name);
  await page.selectOption(testid("ruleset-select"), ruleset);
  await page.click(testid("create-button"));
  await page.waitForFunction(() => window.__salon.you()?.seat === 0);
  await fillWithBots(page);
}

/** Starts the game (the host's Start button) and waits until it is being played. */
async function start(page: Page): Promise<void> {
  await page.click(testid("start-button"));
  await page.waitForFunction(() => window.__salon.status() === "playing");
}

/** Every text the page shows, in the DOM and on the canvas, collected into `into`. */
const look = async (page: Page, into: string[]) => into.push(...(await page.evaluate(() => [document.body.innerText, ...window.__salon.texts()])));

test("Skat in German: bidding, skat, declaration, tricks and the sheet, with no English on the page or the canvas", async () => {
  const page = await t.newPage(1280, 800, 20_000, "de-DE");
  await tableWithBots(page, "skat", "Zofia");
  const seen: string[] = [];
  await look(page, seen);
  await start(page);

  let cardsPlayed = 0;
  for (let step = 0; step < 200 && cardsPlayed < 3; step++) {
    const v = await view(page);
    await look(page, seen);
    const legal: string[] = (v?.legal ?? []).filter((x: string) => x !== "kontra");
    if (!v || legal.length === 0) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const before = progress(v);
    if (v.phase === "bidding") {
      // Bid up to 20 so that the German bidding words ("18?", "ja") are seen; then pass.
      const id = v.legal.includes("hold") && v.value <= 20 ? "skat-hold" : v.legal.includes("bid") && v.nextBid <= 20 ? "skat-bid" : "skat-pass";
      await page.click(testid(id));
    } else if (v.phase === "skat") await page.click(testid("skat-pickup"));
    else if (v.phase === "discard") {
      const hand: string[] = v.hand;
      await clickCard(page, hand[hand.length - 1]);
      await clickCard(page, hand[hand.length - 2]);
      await page.waitForSelector(`${testid("skat-discard")}:not([disabled])`);
      await look(page, seen);
      await page.click(testid("skat-discard"));
    } else if (v.phase === "declare") {
      await page.waitForSelector(testid("skat-declare-dialog"));
      await page.click(testid("skat-game-grand"));
      await look(page, seen);
      await page.click(testid("skat-declare-confirm"));
    } else if (v.phase === "kontra") await page.click(testid("skat-pass"));
    else if (v.phase === "play") {
      await clickCard(page, legal[0]);
      cardsPlayed++;
    }
    await moved(page, before);
  }
  expect(cardsPlayed).toBe(3);
  await look(page, seen);
  await page.click(testid("skat-sheet-button"));
  await page.waitForSelector(testid("skat-score-sheet"));
  await look(page, seen);
  await page.screenshot({ path: join(ARTIFACTS, "skat-de-desktop.png") });

  const all = seen.join("\n");
  expect(all).toMatch(/Vorhand|Mittelhand|Hinterhand|Alleinspieler/);
  expect(all).toMatch(/Spielliste|Turnierliste/);
  expect(englishIn(seen, "de", ["Zofia"])).toEqual([]);
}, 240_000);

/** A card game played by clicking cards on the canvas, with bots in every other seat: what each language sees. */
describe.each([
  ["pl-PL", "pl", "kierki", /Bez lew|Lewy|Twoja kolej/],
  ["ru-RU", "ru", "kierki", /Не брать взяток|Ваш ход|Взятки/],
  ["uk-UA", "uk", "fox", /Дзвін|Ключ|Місяць|Ваш хід/],
  ["el-GR", "el", "fox", /Σειρά σου|Λεβέδες|λεβέ/],
] as const)("%s, %s", (locale, lang, ruleset, own) => {
  test("a few moves with bots, and no English on the page or the canvas", async () => {
    const page = await t.newPage(1280, 800, 20_000, locale);
    await tableWithBots(page, ruleset, "Zofia");
    const seen: string[] = [];
    await start(page);
    let played = 0;
    for (let step = 0; step < 200 && played < 3; step++) {
      const v = await view(page);
      await look(page, seen);
      // A Fox 3 the player led or followed with opens an exchange with the decree card: keep it.
      if (v?.phase === "exchange" && (v.legal ?? []).includes("pass")) {
        const before = progress(v);
        await page.click(testid("pass-button"));
        await moved(page, before);
        continue;
      }
      // Plain cards first; a 3 or a 5 only when nothing else may be played (a 5 then asks for a discard: a card too).
      const cards = ((v?.legal ?? []) as string[]).filter((c) => (v?.hand ?? []).includes(c));
      const card = cards.find((c) => !(ruleset === "fox" && /^[35][A-Z]$/.test(c))) ?? cards[0];
      if (!card) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const before = progress(v);
      await clickCard(page, card);
      played++;
      await moved(page, before);
    }
    expect(played).toBe(3);
    await look(page, seen);
    await page.screenshot({ path: join(ARTIFACTS, `words-${lang}-${ruleset}.png`) });
    expect(seen.join("\n")).toMatch(own);
    expect(englishIn(seen, lang, ["Zofia"])).toEqual([]);
  }, 180_000);
});

test("the English detector finds English phrases and words, and passes German", () => {
  expect(englishIn(["Waiting for Ann…"], "de")).not.toEqual([]);
  expect(englishIn(["Du bist dran. Spiel eine beliebige Karte aus."], "de")).toEqual([]);
  expect(englishIn(["Zofia passt"], "de", ["Zofia"])).toEqual([]);
});

describe.each([
  ["de-DE", 360, 740],
  ["el-GR", 360, 740],
  ["de-DE", 1280, 800],
  ["el-GR", 1280, 800],
])("%s at %i px", (locale, width, height) => {
  test("no text leaves its box: the lobby and create form, a Skat table bidding, its score sheet", async () => {
    const page = await t.newPage(width, height, 20_000, locale);
    const problems: string[] = [];
    const check = async (where: string) => {
      for (const p of await overflowing(page)) problems.push(`${where}: ${p}`);
      for (const p of await pixiOverflowing(page)) problems.push(`${where} (canvas): ${p}`);
    };
    const shot = (what: string) => page.screenshot({ path: join(ARTIFACTS, `fit-${locale}-${width}-${what}.png`), fullPage: true });
    await page.goto(t.salon.http_url);
    await page.waitForSelector(testid("rooms-list"), { state: "attached" });
    await page.selectOption(testid("ruleset-select"), "skat");
    await page.click(`${testid("table-options")} summary`);
    await check("lobby");
    await shot("lobby");
    await tableWithBots(page, "skat", "Παρασκευή-Ἀλεξάνδρα");
    await check("table, waiting");
    await page.click(testid("start-button"));
    await page.waitForFunction(() => window.__salon.view()?.phase === "bidding");
    await check("table, bidding");
    await shot("bidding");
    await page.click(testid("skat-sheet-button"));
    await page.waitForSelector(testid("skat-score-sheet"));
    await check("score sheet");
    await shot("sheet");
    expect(problems).toEqual([]);
  }, 120_000);
});
