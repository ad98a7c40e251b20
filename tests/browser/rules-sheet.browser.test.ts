/**
 * Issue 27, "How to play, in every game": the rules sheet opens from "How to play" beside the game picker (with
 * the options as the form has them) and from the "?" at the table (with the options in force there), in the
 * page's language, at desktop and at phone size (390×844: the sheet fits the screen and scrolls inside itself).
 * It is a dialog that takes the focus, closes with Escape, its close button or a click outside, and gives the
 * focus back to the control that opened it. At a Fox table the prompt's Powers legend stays, beside the ?.
 * No page error and no failed request along the way.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { createTable, fillTableForm, seated } from "../support/lobby";

declare const window: { __salon: any; scrollY: number };
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 200 });

/** A page that records every page error, console error and failed request. */
async function watchedPage(width: number, height: number, locale: string): Promise<{ page: Page; problems: string[] }> {
  const page = await t.newPage(width, height, 30_000, locale);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ""}`));
  return { page, problems };
}

/** Waits for the sheet with its text loaded; returns its title. */
async function openedSheet(page: Page): Promise<string> {
  await page.waitForSelector(`${testid("rules-sheet")}[data-loaded="true"]`, { state: "visible" });
  return (await page.getAttribute(testid("rules-sheet"), "aria-label")) ?? "";
}

const focusInSheet = (page: Page) => page.evaluate(() => document.querySelector('[data-testid="rules-sheet"]')?.contains(document.activeElement) === true);
const focusedTestid = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null);

test("English at desktop size: Euchre's sheet from the picker with the chosen options, then from the table's ?", async () => {
  const { page, problems } = await watchedPage(1280, 800, "en-US");
  await fillTableForm(page, t.salon.http_url, "Ann", "euchre");
  await page.check(testid("option-stickTheDealer"));
  await page.click(testid("rules-link"));
  expect(await openedSheet(page)).toBe("How to play: Euchre");
  expect(await focusInSheet(page)).toBe(true);
  expect(await page.textContent(testid("rules-aim"))).toContain("partnerships");
  // Headings, lists and tables are real HTML: the points table has its five rows.
  expect(await page.$$eval(`${testid("rules-scoring")} table tbody tr`, (rows) => rows.length)).toBe(5);
  expect(await page.textContent(`${testid("rules-options")} h3`)).toBe("Options you chose");
  const stick = await page.textContent(testid("rules-option-stickTheDealer"));
  expect(stick).toContain("Stick the dealer");
  expect(stick).toContain("yes");
  expect(stick).toContain("the dealer may not pass");
  expect(await page.textContent(testid("rules-option-targetScore"))).toContain("The first side with 10 points");
  // Tab stays inside the dialog.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInSheet(page)).toBe(true);
  }
  await page.screenshot({ path: join(ARTIFACTS, "rules-euchre-form-en-1280.png") });
  await page.keyboard.press("Escape");
  await page.waitForSelector(testid("rules-sheet"), { state: "detached" });
  expect(await focusedTestid(page)).toBe("rules-link");

  await page.click(testid("create-button"));
  await seated(page);
  await page.click(testid("rules-button"));
  expect(await openedSheet(page)).toBe("How to play: Euchre");
  expect(await page.textContent(`${testid("rules-options")} h3`)).toBe("Options at this table");
  expect(await page.textContent(testid("rules-option-stickTheDealer"))).toContain("the dealer may not pass");
  expect(await page.textContent(testid("rules-option-defendAlone"))).toContain("one defender may defend alone");
  await page.click(testid("rules-close"));
  await page.waitForSelector(testid("rules-sheet"), { state: "detached" });
  expect(await focusedTestid(page)).toBe("rules-button");
  // A click outside the dialog closes it too.
  await page.click(testid("rules-button"));
  await openedSheet(page);
  await page.mouse.click(8, 400);
  await page.waitForSelector(testid("rules-sheet"), { state: "detached" });
  expect(problems).toEqual([]);
}, 120_000);

test("Polish on a phone (390×844): Kierki's sheet fits the screen and scrolls inside itself, from the picker and the table", async () => {
  const { page, problems } = await watchedPage(390, 844, "pl-PL");
  await fillTableForm(page, t.salon.http_url, "Zofia", "kierki", { "option-sixthDeal": "thirdAndSeventh" });
  expect(await page.textContent(testid("rules-link"))).toBe("Jak grać");
  // The link sits beside the picker, inside the form, on the phone too.
  const picker = (await (await page.$(testid("ruleset-select")))!.boundingBox())!;
  const link = (await (await page.$(testid("rules-link")))!.boundingBox())!;
  expect(link.x).toBeGreaterThan(picker.x + picker.width - 1);
  expect(link.x + link.width).toBeLessThanOrEqual(390);
  expect(Math.abs(link.y + link.height / 2 - (picker.y + picker.height / 2))).toBeLessThan(4);
  await page.screenshot({ path: join(ARTIFACTS, "rules-link-pl-390.png") });
  await page.click(testid("rules-link"));
  expect(await openedSheet(page)).toBe("Jak grać: Kierki");
  expect(await focusInSheet(page)).toBe(true);
  const scoring = await page.textContent(testid("rules-scoring"));
  expect(scoring).toContain("Bez panów");
  expect(scoring).toContain("Rozbójnik");
  expect(await page.textContent(testid("rules-option-sixthDeal"))).toContain("bez trzeciej i siódmej");

  // The dialog fills the phone's screen; its body scrolls, the page behind it does not.
  const box = (await (await page.$(testid("rules-sheet")))!.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  const scroll = await page.evaluate(() => {
    const body = document.querySelector('[data-testid="rules-body"]');
    const before = window.scrollY;
    body.scrollTop = body.scrollHeight;
    return { overflows: body.scrollHeight > body.clientHeight, scrolled: body.scrollTop > 0, pageMoved: window.scrollY !== before };
  });
  expect(scroll).toEqual({ overflows: true, scrolled: true, pageMoved: false });
  const close = (await (await page.$(testid("rules-close")))!.boundingBox())!;
  expect(close.y).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: join(ARTIFACTS, "rules-kierki-form-pl-390.png") });
  await page.click(testid("rules-close"));
  await page.waitForSelector(testid("rules-sheet"), { state: "detached" });
  expect(await focusedTestid(page)).toBe("rules-link");

  await page.click(testid("create-button"));
  await seated(page);
  await page.screenshot({ path: join(ARTIFACTS, "rules-kierki-table-button-pl-390.png") });
  await page.click(testid("rules-button"));
  expect(await openedSheet(page)).toBe("Jak grać: Kierki");
  expect(await page.textContent(`${testid("rules-options")} h3`)).toBe("Opcje przy tym stole");
  expect(await page.textContent(testid("rules-option-sixthDeal"))).toContain("bez trzeciej i siódmej");
  expect(await page.textContent(testid("rules-option-robber"))).toContain("Bez rozbójnika");
  await page.screenshot({ path: join(ARTIFACTS, "rules-kierki-table-pl-390.png") });
  await page.keyboard.press("Escape");
  await page.waitForSelector(testid("rules-sheet"), { state: "detached" });
  expect(await focusedTestid(page)).toBe("rules-button");
  expect(problems).toEqual([]);
}, 120_000);

test("German, Fox: the table keeps its Powers legend, and the ? opens the full sheet with the card powers", async () => {
  const { page, problems } = await watchedPage(1280, 800, "de-DE");
  await createTable(page, t.salon.http_url, "Jonas", "fox", { "option-targetScore": "35" });
  expect(await page.textContent(testid("legend-button"))).toBe("Kräfte");
  await page.click(testid("legend-button"));
  await page.waitForSelector(testid("legend"), { state: "visible" });
  await page.keyboard.press("Escape");
  await page.waitForSelector(testid("legend"), { state: "detached" });
  expect(await page.getAttribute(testid("rules-button"), "aria-label")).toBe("Spielregeln");
  await page.click(testid("rules-button"));
  expect(await openedSheet(page)).toBe("Spielregeln: Der Fuchs im Wald");
  const text = await page.textContent(testid("rules-body"));
  expect(text).toContain("Kartenkräfte");
  expect(text).toContain("11 Monarch");
  expect(await page.textContent(testid("rules-option-targetScore"))).toContain("35 Punkte erreicht");
  await page.keyboard.press("Escape");
  await page.waitForSelector(testid("rules-sheet"), { state: "detached" });
  expect(await focusedTestid(page)).toBe("rules-button");
  expect(problems).toEqual([]);
}, 120_000);
