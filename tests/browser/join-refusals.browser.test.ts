/**
 * Issue 27 item 4: an invite link that cannot be joined says why in the page's language, with a hint that
 * fits (no such table: check the link; full, no spectators: ask the host), and asks the table before asking
 * for a name — never the server's English ("cannot join: …", `room "…" not found`). And (issue 28 item 3) the
 * host who tries to empty a seat kept for a dropped player is warned, in the page's language, first.
 */
import { join } from "node:path";
import { pl } from "../../client/src/i18n/locales/pl";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { TestClient } from "../support/clients";
import { englishIn } from "../support/english";

declare const document: { body: { innerText: string } };
declare const window: { __salon: any };
declare const localStorage: { setItem(key: string, value: string): void; removeItem(key: string): void };

const t = useBrowserTable({ defaultBotDelayMs: 200, reconnectSeconds: 1 });

/** Opens `/t/<id>` in a fresh Polish page; returns what the refusal page says, having checked no name was asked. */
async function openRefused(id: string, shot: string) {
  const page = await t.newPage(390, 844, 30_000, "pl-PL");
  const failed: string[] = [];
  page.on("requestfailed", (r) => failed.push(r.url()));
  await page.goto(`${t.salon.http_url}/t/${id}`);
  await page.waitForSelector(testid("join-refused"));
  // the table was asked first: no name prompt was ever shown
  expect(await page.locator(testid("name-input")).count()).toBe(0);
  const shown = {
    code: await page.getAttribute(testid("join-refused"), "data-code"),
    reason: (await page.textContent(testid("join-refusal")))?.trim(),
    hint: (await page.textContent(testid("join-hint")))?.trim(),
    body: await page.evaluate(() => document.body.innerText),
  };
  await page.screenshot({ path: join(ARTIFACTS, shot) });
  expect(failed).toEqual([]);
  await page.context().close();
  return shown;
}

function noEnglish(body: string): void {
  expect(body).not.toMatch(/cannot join|not found|spectators|table may have closed|room "/i);
  expect(englishIn(body.split("\n"), "pl")).toEqual([]);
}

test("Polish: an invite link to a table that does not exist says so and asks to check the link", async () => {
  // the page asks the table first; its 404 (and the browser's console line about it) is the answer wanted
  t.expect({ status: 404, url: /\/api\/tables\/NOPE-XXXX$/ });
  const shown = await openRefused("NOPE-XXXX", "join-refused-no-table-pl.png");
  expect(shown.code).toBe("no_table");
  expect(shown.reason).toBe(pl.refusal.no_table);
  expect(shown.hint).toBe(pl.refusal.hint_no_table);
  noEnglish(shown.body);
}, 90_000);

test("Polish: an invite link to a full table without spectators says so and asks to see the host", async () => {
  const ann = await TestClient.create(t.salon.ws_url, { ruleset: "fox", name: "Ann", private: true, table: { kibitz: "none" } });
  const ben = await TestClient.join(t.salon.ws_url, ann.room.roomId, { name: "Ben" });
  await ann.until(() => ann.state.seats.every((s: { kind: string }) => s.kind === "human"));
  const shown = await openRefused(ann.room.roomId, "join-refused-full-pl.png");
  expect(shown.code).toBe("table_full");
  expect(shown.reason).toBe(pl.refusal.table_full);
  expect(shown.hint).toBe(pl.refusal.hint_table_full);
  noEnglish(shown.body.replace(/\b(Ann|Ben)\b/g, ""));
  await Promise.all([ann, ben].map((c) => c.leave()));
}, 90_000);

test("Polish: a refusal only the join can find (this person already holds a seat) is worded by its code", async () => {
  const ann = await TestClient.create(t.salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 4 });
  const page = await t.newPage(390, 844, 30_000, "pl-PL");
  await page.goto(t.salon.http_url, { waitUntil: "networkidle" }); // the lobby's first asks answered, not cut off by the next goto
  await page.evaluate(() => localStorage.setItem("salon.name", "Zofia"));
  await page.goto(`${t.salon.http_url}/t/${ann.room.roomId}`);
  await ann.until(() => ann.state.seats[1].kind === "human", 20_000);
  // A second tab of the same browser (the same player identity) whose seat claim is lost: the probe sees
  // free seats, the server refuses a second seat to the same person.
  const tab = await page.context().newPage();
  await tab.goto(t.salon.http_url, { waitUntil: "networkidle" }); // the lobby's first asks answered, not cut off by the next goto
  await tab.evaluate((id) => localStorage.removeItem(`salon.claim.${id}`), ann.room.roomId);
  await tab.goto(`${t.salon.http_url}/t/${ann.room.roomId}`);
  await tab.waitForSelector(testid("join-refused"));
  expect(await tab.getAttribute(testid("join-refused"), "data-code")).toBe("one_seat");
  expect((await tab.textContent(testid("join-refusal")))?.trim()).toBe(pl.refusal.one_seat);
  expect((await tab.textContent(testid("join-hint")))?.trim()).toBe(pl.refusal.hint_one_seat);
  noEnglish(await tab.evaluate(() => document.body.innerText));
  await tab.screenshot({ path: join(ARTIFACTS, "join-refused-one-seat-pl.png") });
  expect(ann.state.seats.filter((s: { kind: string }) => s.kind === "human")).toHaveLength(2);
  await page.context().close();
  await ann.leave();
}, 90_000);

test("Polish: a stored name with nothing visible is asked again, and a typed name loses its bidi overrides", async () => {
  const ann = await TestClient.create(t.salon.ws_url, { ruleset: "fox", name: "Ann" });
  const page = await t.newPage(390, 844, 30_000, "pl-PL");
  await page.goto(t.salon.http_url, { waitUntil: "networkidle" }); // the lobby's first asks answered, not cut off by the next goto
  await page.evaluate(() => localStorage.setItem("salon.name", "\u200B\u202E"));
  await page.goto(`${t.salon.http_url}/t/${ann.room.roomId}`);
  await page.waitForSelector(testid("name-input"));
  await page.fill(testid("name-input"), "Zofia \u202Egnol\u202C");
  await page.click(testid("name-save"));
  await ann.until(() => ann.state.seats[1].kind === "human", 20_000);
  expect(ann.state.seats[1].name).toBe("Zofia gnol");
  await page.context().close();
  await ann.leave();
}, 90_000);

test("Polish: the host removing the bot that keeps a dropped player's seat is warned first, and only then frees it", async () => {
  const page = await t.newPage(1280, 800, 30_000, "pl-PL");
  await page.goto(t.salon.http_url);
  await page.fill(testid("name-input"), "Zofia");
  await page.selectOption(testid("ruleset-select"), "fox");
  await page.click(testid("create-button"));
  await page.waitForFunction(() => window.__salon.you()?.seat === 0);
  const roomId = await page.evaluate(() => window.__salon.roomId());
  const ben = await TestClient.join(t.salon.ws_url, roomId, { name: "Ben" });
  await page.click(testid("start-button"));
  await ben.until(() => Array.isArray(ben.view().hand), 20_000);
  ben.drop();
  await page.waitForSelector(testid("remove-bot-1"), { timeout: 20_000 });
  // a dismissed warning changes nothing
  const warnings: string[] = [];
  page.once("dialog", (d) => {
    warnings.push(d.message());
    void d.dismiss();
  });
  await page.click(testid("remove-bot-1"));
  for (let i = 0; i < 200 && warnings.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toBe(pl.refusal.release_confirm.replace("{{n}}", "2"));
  expect(await page.locator(testid("remove-bot-1")).count()).toBe(1);
  // an accepted one frees the seat
  page.once("dialog", (d) => void d.accept());
  await page.click(testid("remove-bot-1"));
  await page.waitForSelector(testid("add-bot-1"), { timeout: 10_000 });
  await page.context().close();
}, 90_000);
