/**
 * Issue 29, first visit by invite link: the name is asked as soon as the page has its words and knows the
 * table can be joined — not after the table's code (Pixi, the session, the game) has downloaded — and the
 * table screen then takes the seat under that name without asking again. The table screen's chunk is held
 * back here until the dialog is answered: the dialog must come without it.
 */
import { testid, useBrowserTable } from "../support/browser";
import { TestClient } from "../support/clients";

declare const window: { __salon: any; localStorage: { getItem(key: string): string | null } };

const t = useBrowserTable({ defaultBotDelayMs: 200 });

test("an invite link asks the name before the table's code has come, then seats the visitor under it", async () => {
  const ann = await TestClient.create(t.salon.ws_url, { ruleset: "fox", name: "Ann", seats: 2 });
  const page = await t.newPage(390, 844, 30_000);
  let release: () => void = () => undefined;
  const held = new Promise<void>((res) => (release = res));
  const tableCode: string[] = [];
  await page.route(/\/assets\/table-screen-[^/]*\.js$/, async (route) => {
    tableCode.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(`${t.salon.http_url}/t/${ann.room.roomId}`);
  await page.waitForSelector(testid("name-input"), { timeout: 30_000 });
  // the dialog is up while the table screen's code is still held back
  expect(await page.evaluate(() => typeof window.__salon?.roomId === "function" && window.__salon.roomId() !== null)).toBe(false);
  await page.fill(testid("name-input"), "Ben");
  await page.click(testid("name-save"));
  release();
  await page.waitForFunction(() => window.__salon?.you()?.seat === 1, undefined, { timeout: 30_000 });
  await ann.until(() => ann.state.seats[1]?.kind === "human" && ann.state.seats[1]?.name === "Ben", 30_000, "Ben sat down");
  expect(tableCode.length).toBeGreaterThan(0);
  // asked once: no second dialog after the table screen came
  expect(await page.locator(testid("name-save")).count()).toBe(0);
  // the player's identity, made while the name was asked (under a stand-in name), carries the name given
  const secret = await page.evaluate(() => JSON.parse(window.localStorage.getItem("salon.player") ?? "{}").secret as string);
  const named = async () => {
    const me = await fetch(`${t.salon.http_url}/api/me`, { headers: { authorization: `Bearer ${secret}` } });
    return ((await me.json()) as { name?: string }).name;
  };
  for (let i = 0; i < 50 && (await named()) !== "Ben"; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await named()).toBe("Ben");
  await page.context().close();
  await ann.leave();
}, 90_000);
