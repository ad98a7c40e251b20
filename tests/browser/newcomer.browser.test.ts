/**
 * A newcomer's first minutes (issue 27) in Debian's Chromium: the open tables list names each game in the
 * page's language, never by its id; a table made with the create form's defaults offers Suggest, in the
 * action bar beside the game's own buttons; "Take back" appears only once there is something of one's own to
 * take back; "Fill with bots" seats every empty seat at once and Start takes the focus.
 */
import type { Page } from "playwright-core";
import { testid, useBrowserTable } from "../support/browser";
import { TestClient } from "../support/clients";
import { pageErrors } from "../support/replay-steps";
import { createTable } from "../support/lobby";

declare const window: { __salon: any };
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 100 });

test("the open tables list names games in the page's language", async () => {
  const c = await TestClient.create(t.salon.ws_url, { ruleset: "fox", name: "Ola", tableName: "Stolik Oli" });
  const page = await t.newPage(1280, 800, 30_000, "pl-PL");
  const errors = pageErrors(page);
  await page.goto(t.salon.http_url);
  const meta = testid(`room-meta-${c.room.roomId}`);
  await page.waitForSelector(meta);
  expect(await page.textContent(meta)).toContain("Lis w lesie");
  expect(await page.textContent(meta)).not.toMatch(/\bfox\b/);
  expect(errors).toEqual([]);
  await page.context().close();
  await c.leave();
}, 120_000);

test("fill with bots, Start focused; Suggest in the action bar by default; Take back only with something to take back", async () => {
  const page: Page = await t.newPage(1280, 800, 30_000);
  const errors = pageErrors(page);
  await createTable(page, t.salon.http_url, "Ann", "euchre");
  await page.click(testid("fill-bots"));
  await page.waitForFunction(() => document.activeElement?.dataset?.testid === "start-button");
  expect(await page.isVisible(testid("fill-bots"))).toBe(false);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__salon.status() === "playing");
  // Nothing of Ann's to take back before she acts.
  expect(await page.isVisible(testid("undo-button"))).toBe(false);
  await page.waitForFunction(() => (window.__salon.view()?.legal ?? []).length > 0, null, { timeout: 60_000 });
  // Suggest sits in the action bar, labelled, on at a table made with the form's defaults.
  await page.waitForSelector(`.action-bar ${testid("hint-button")}`, { state: "visible" });
  expect(await page.textContent(testid("hint-button"))).toBe("Suggest");
  expect(await page.getAttribute(testid("hint-button"), "title")).toBeTruthy();
  await page.click(testid("hint-button"));
  await page.waitForSelector(`.action-bar ${testid("hint-text")}`, { state: "visible" });
  expect(errors).toEqual([]);
  await page.context().close();
}, 180_000);
