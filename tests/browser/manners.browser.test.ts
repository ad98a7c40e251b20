/**
 * Table manners in Debian's Chromium (issue 15): a Fox table made in the lobby with a turn clock; the clock
 * shows for the player to act; a card is taken back by consent (the other player accepts on the phone);
 * after a trick the last trick can be reviewed until the next card; a hidden tab is told "your turn" in its
 * title, and the sound switch is remembered; a spectator is told its chat stays among spectators.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { clickCard, ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { createTable, joinByLink } from "../support/lobby";

declare const window: { __salon: any };
declare const document: { title: string; hidden: boolean; dispatchEvent(e: unknown): boolean };
declare const Event: new (type: string) => unknown;

const t = useBrowserTable({ defaultBotDelayMs: 200, botLevelCap: "strong" });
type View = { phase?: string; legal?: string[]; hand?: string[]; trick?: string[]; turn?: number; tricks?: number[] };
const view = (p: Page) => p.evaluate(() => window.__salon.view() as View | null);

/** Plays the first legal card (or pass) on whichever page is to act; returns that page. */
async function playOne(pages: Page[]): Promise<Page> {
  await pages[0].waitForFunction(() => true);
  for (let tries = 0; tries < 100; tries++) {
    const views = await Promise.all(pages.map(view));
    const i = views.findIndex((v) => (v?.legal ?? []).length > 0);
    if (i >= 0) {
      const page = pages[i];
      const before = JSON.stringify(views[i]);
      const legal = views[i]!.legal!;
      if (legal[0] === "pass") await page.click(testid("pass-button"));
      else await clickCard(page, legal[0], { timeout: 15_000 });
      await page.waitForFunction((b) => JSON.stringify(window.__salon.view()) !== b, before, { timeout: 15_000 });
      return page;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("nobody could play");
}

test("clock, undo by consent, last trick, your-turn notice and chat channels", async () => {
  const host = await t.newPage(1280, 800, 30_000);
  await createTable(host, t.salon.http_url, "Ann", "fox", { "table-clock": "120" });
  const roomId = await host.evaluate(() => window.__salon.roomId());
  const friend = await t.newPage(360, 740, 30_000);
  await joinByLink(friend, `${t.salon.http_url}/t/${roomId}`, "Ben", 1);
  const watcher = await t.newPage(1280, 800, 30_000);
  await joinByLink(watcher, `${t.salon.http_url}/t/${roomId}`, "Sue", "spectator");
  await host.click(testid("start-button"));
  const pages = [host, friend];
  for (const p of pages) await p.waitForFunction(() => window.__salon.status() === "playing" && (window.__salon.view()?.legal ?? []).length >= 0);

  // The player to act sees its clock; the other does not.
  const first = (await view(host))!.legal!.length > 0 ? host : friend;
  const second = first === host ? friend : host;
  await first.waitForSelector(testid("my-clock"), { state: "visible" });
  expect(await first.textContent(testid("my-clock"))).toMatch(/Your time: [12]:\d\d/);
  expect(await second.isVisible(testid("my-clock"))).toBe(false);

  // Undo by consent: the first player plays, takes it back; the other accepts.
  const handBefore = (await view(first))!.hand!.slice().sort();
  await playOne([first]);
  await first.click(testid("undo-button"));
  await second.waitForSelector(testid("undo-accept"), { state: "visible" });
  expect(await first.textContent(testid("undo-request"))).toContain("You ask");
  // Answer at once: the request lasts 30 s, and a screenshot on a busy CI machine can take much of that.
  await second.click(testid("undo-accept"));
  await first.waitForFunction((h) => JSON.stringify((window.__salon.view()?.hand ?? []).slice().sort()) === h, JSON.stringify(handBefore));
  await first.waitForSelector(testid("toast"), { state: "visible" });

  // The second player's tab is hidden: when its turn comes, the title says so.
  await second.evaluate(() => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  for (let i = 0; i < 6 && (await view(second))!.legal!.length === 0; i++) await playOne([first]);
  await second.waitForFunction(() => document.title === "● Your turn — Salon");

  // A whole trick, then the last trick can be looked at until the next card is played.
  let done = false;
  for (let i = 0; i < 12 && !done; i++) {
    await playOne(pages);
    const v = (await view(host))!;
    done = (v.tricks ?? [0, 0]).some((n) => n > 0) && (v.trick ?? []).length === 0;
  }
  expect(done).toBe(true);
  await host.waitForSelector(testid("last-trick-button"), { state: "visible" });
  await host.click(testid("last-trick-button"));
  expect(await host.textContent(testid("last-trick"))).toMatch(/Last trick: .*won by (Ann|Ben)/);
  await host.screenshot({ path: join(ARTIFACTS, "manners-last-trick.png") });
  await playOne(pages);
  await host.waitForSelector(testid("last-trick-button"), { state: "hidden" });

  // The spectator is told where its chat goes; the sound switch is remembered.
  expect(await watcher.textContent(testid("chat-channel"))).toMatch(/spectators only/);
  expect(await host.textContent(testid("chat-channel"))).toBe("To the table");
  await host.click(testid("sound-toggle"));
  expect(await host.textContent(testid("sound-toggle"))).toContain("Sound off");
  await host.reload();
  await host.waitForSelector(testid("sound-toggle"));
  expect(await host.textContent(testid("sound-toggle"))).toContain("Sound off");
}, 240_000);

test("bot levels and the Suggest button (issue 13): a Euchre table with three bots of chosen levels", async () => {
  const host = await t.newPage(1280, 800, 90_000);
  // the creator offers Suggest to every player
  await createTable(host, t.salon.http_url, "Ann", "euchre", { "table-hint": "on" });
  // New bots play at normal unless the host picks another level.
  expect(await host.inputValue(testid("new-bot-level"))).toBe("normal");
  await host.click(testid("add-bot-1"));
  await host.selectOption(testid("new-bot-level"), "strong");
  await host.click(testid("add-bot-2"));
  await host.selectOption(testid("new-bot-level"), "easy");
  await host.click(testid("add-bot-3"));
  await host.waitForSelector(testid("bot-level-3"));
  expect(await host.inputValue(testid("bot-level-1"))).toBe("normal");
  expect(await host.inputValue(testid("bot-level-2"))).toBe("strong");
  expect(await host.inputValue(testid("bot-level-3"))).toBe("easy");
  // A bot's level can be changed while it sits.
  await host.selectOption(testid("bot-level-3"), "normal");
  await host.click(testid("start-button"));
  await host.waitForFunction(() => window.__salon.status() === "playing");
  // When Ann is to act, Suggest names the move a normal bot would make.
  await host.waitForFunction(() => (window.__salon.view()?.legal ?? []).length > 0, undefined, { timeout: 60_000 });
  await host.click(testid("hint-button"));
  await host.waitForSelector(testid("hint-text"), { state: "visible", timeout: 15_000 });
  expect(await host.textContent(testid("hint-text"))).toMatch(/^Suggested: (pass|order up|order up, alone|call .+|play .+|discard .+)$/);
  await host.screenshot({ path: join(ARTIFACTS, "bots-levels-suggest.png") });
  expect(await host.inputValue(testid("bot-level-3"))).toBe("normal");
}, 300_000);
