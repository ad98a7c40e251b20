/**
 * Issue 14 (first part): the language follows the browser's preference, can be switched on every screen
 * and is remembered; the lobby, the create form and the table's chrome speak it. Players' names are never
 * translated.
 */
import { join } from "node:path";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";

declare const window: { __salon: any };
declare const document: { documentElement: { lang: string } };

const t = useBrowserTable({ defaultBotDelayMs: 200 });

test("Polish from the browser's preference; German chosen by hand and remembered; seats in German", async () => {
  const page = await t.newPage(360, 740, 30_000, "pl-PL");
  await page.goto(t.salon.http_url);
  await page.waitForSelector(testid("rooms-list"), { state: "attached" });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("pl");
  expect(await page.textContent("#rooms-title")).toBe("Otwarte stoły");
  expect(await page.textContent(testid("my-games"))).toBe("Moje gry");

  await page.selectOption(testid("language-select"), "de");
  await page.waitForFunction(() => document.documentElement.lang === "de");
  expect(await page.textContent("#rooms-title")).toBe("Offene Tische");
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === "de");
  expect(await page.textContent("#rooms-title")).toBe("Offene Tische");
  await page.screenshot({ path: join(ARTIFACTS, "lobby-de-360.png") });

  expect(await page.textContent("#create-title")).toBe("Neuer Tisch");
  expect(await page.textContent(testid("create-button"))).toBe("Tisch eröffnen");
  await page.fill(testid("name-input"), "Zofia");
  await page.selectOption(testid("ruleset-select"), "fox");
  await page.click(testid("create-button"));
  await page.waitForFunction(() => window.__salon.you()?.seat === 0);
  expect(await page.textContent("#seats-title")).toBe("Plätze");
  expect(await page.textContent(testid("add-bot-1"))).toBe("Bot hinzufügen");
  expect(await page.textContent(".seat-mine .seat-name")).toBe("Zofia");
  expect(await page.inputValue(testid("language-select"))).toBe("de");
  expect(await page.textContent(testid("start-button"))).toBe("Spiel starten");
  expect(await page.textContent(testid("chat-channel"))).toBe("An den Tisch");
  await page.screenshot({ path: join(ARTIFACTS, "table-de-360.png") });
}, 120_000);
