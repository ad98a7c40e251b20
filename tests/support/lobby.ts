/**
 * Opening a table from the lobby's form, as a person does it: the steps most browser tests begin with, kept in
 * one place so a change to the form (a new field, another order) is made once.
 */
import type { Page } from "playwright-core";
import { testid } from "./browser";

declare const window: { __salon: any };

/**
 * Opens the lobby at `url` and fills the create form: the host's name, the game, then `fields` in their order,
 * each keyed by its test id ("seats-select", "option-targetScore", "table-clock"): a picker is chosen from, a
 * number field typed in. A field of the folded "Table options" section is unfolded first, as a person would.
 * Waits for the lobby's list of tables first, so navigating on later does not abort its request.
 */
export async function fillTableForm(page: Page, url: string, host: string, ruleset: string, fields: Record<string, string> = {}): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(testid("rooms-list"), { state: "attached" });
  await page.fill(testid("name-input"), host);
  await page.selectOption(testid("ruleset-select"), ruleset);
  for (const [id, value] of Object.entries(fields)) {
    const field = page.locator(testid(id));
    if (id.startsWith("table-") && !(await field.isVisible())) await page.click(`${testid("table-options")} summary`);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

/** Waits until the page has its table and the player sits at `seat` (or holds the moderator's chair). */
export async function seated(page: Page, seat: number | "moderator" = 0): Promise<void> {
  if (seat === "moderator") await page.waitForFunction(() => window.__salon.roomId() !== null && window.__salon.you()?.role === "moderator");
  else await page.waitForFunction((n) => window.__salon.roomId() !== null && window.__salon.you()?.seat === n, seat);
}

/** A table created from the lobby (see `fillTableForm`); resolves once the creator sits at `seat`. */
export async function createTable(
  page: Page,
  url: string,
  host: string,
  ruleset: string,
  fields: Record<string, string> = {},
  seat: number | "moderator" = 0,
): Promise<void> {
  await fillTableForm(page, url, host, ruleset, fields);
  await page.click(testid("create-button"));
  await seated(page, seat);
}

/** Opens a table's link (an invite) on `page`, gives the name asked for, and waits to sit at `seat` or to watch. */
export async function joinByLink(page: Page, link: string, name: string, seat: number | "spectator"): Promise<void> {
  await page.goto(link);
  await page.fill(testid("name-input"), name);
  await page.click(testid("name-save"));
  if (seat === "spectator") await page.waitForFunction(() => window.__salon.you()?.role === "spectator");
  else await page.waitForFunction((n) => window.__salon.you()?.seat === n, seat);
}
