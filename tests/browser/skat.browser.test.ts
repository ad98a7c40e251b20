/**
 * Skat in Debian's Chromium, driven by playwright-core: a player creates a Skat table in the lobby
 * (desktop size) and seats a bot, a friend opens the invite link on a phone-sized page. Both
 * people bid through the bar's buttons (say / yes / pass), the declarer picks up the skat, chooses two
 * cards on the canvas to put away and declares in the dialog, and both play cards by clicking the canvas
 * (real hit-testing) until tricks are done. Screenshots at phone and desktop size go to artifacts/.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { clickCard as clickCardAt, ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { pageErrors, stepReplayFromTable } from "../support/replay-steps";
import { createTable, joinByLink } from "../support/lobby";

declare const window: { __salon: any };

const t = useBrowserTable({ defaultBotDelayMs: 60 });

type View = Record<string, any>;
const view = (p: Page) =>
  Promise.race([
    p.evaluate(() => window.__salon?.view() as View | null),
    new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`the page at ${p.viewportSize()?.width}px did not answer`)), 10000)),
  ]);

const newPage = (width: number, height: number) => t.newPage(width, height, 15000);

const clickCard = (page: Page, code: string) => clickCardAt(page, code, { timeout: 15000 });

const progress = (v: View | null) => JSON.stringify([v?.phase, v?.turn, v?.words?.length, v?.trick, v?.hand?.length, v?.tricks, v?.dealNo, v?.kontra]);

test("bid, take the skat, discard, declare and play tricks through the page, on a phone and a desktop", async () => {
  const host = await newPage(1280, 800);
  await createTable(host, t.salon.http_url, "Ann", "skat");
  const invite = await host.$eval(testid("invite-link"), (el) => (el as any).value || el.textContent || "");

  // The bot sits at seat 2 (Forehand of the first deal), the friend at seat 3 (Middlehand): a person opens the bidding.
  await host.click(testid("add-bot-1"));
  await host.waitForSelector(testid("remove-bot-1"));
  const friend = await newPage(360, 740);
  await joinByLink(friend, invite.trim(), "Ben", 2);
  await host.click(testid("start-button"));
  for (const p of [host, friend]) await p.waitForFunction(() => window.__salon.status() === "playing" && window.__salon.view()?.phase === "bidding");

  const said = new Set<string>();
  const shots = new Set<string>();
  const shot = async (page: Page, name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await page.screenshot({ path: join(ARTIFACTS, `skat-${name}.png`) });
  };
  let cardsPlayed = 0;
  let tricksDone = 0;
  const spoke = () => said.has("skat-bid") || said.has("skat-hold");
  for (let step = 0; step < 400 && !(cardsPlayed >= 2 && tricksDone >= 1 && spoke()); step++) {
    const views = await Promise.all([view(host), view(friend)]);
    // A seat acts when it has something besides a kontra it may say out of turn.
    const i = views.findIndex((v) => (v?.legal ?? []).some((x: string) => x !== "kontra"));
    if (i < 0) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const page = [host, friend][i];
    const v = views[i]!;
    const legal: string[] = v.legal;
    const before = progress(v);
    const name = i === 0 ? "desktop" : "phone";
    if (v.phase === "bidding") {
      await shot(page, `${name}-bidding`);
      // Short bidding (each step costs seconds on a busy machine): say up to 20, answer yes up to 20.
      const id = legal.includes("hold") && v.value <= 20 ? "skat-hold" : legal.includes("bid") && v.nextBid <= 20 ? "skat-bid" : "skat-pass";
      await page.click(testid(id));
      said.add(id);
    } else if (v.phase === "skat") {
      await page.click(testid("skat-pickup"));
      said.add("skat-pickup");
    } else if (v.phase === "discard") {
      const hand: string[] = v.hand;
      expect(hand).toHaveLength(12);
      expect(v.skat).toHaveLength(2);
      await clickCard(page, hand[hand.length - 1]);
      await clickCard(page, hand[hand.length - 2]);
      await page.waitForSelector(`${testid("skat-discard")}:not([disabled])`);
      await shot(page, `${name}-discard`);
      await page.click(testid("skat-discard"));
      said.add("skat-discard");
    } else if (v.phase === "declare") {
      await page.waitForSelector(testid("skat-declare-dialog"));
      expect(await page.$(testid("skat-variant-grand-hand"))).toBeNull();
      await page.click(testid("skat-game-grand"));
      await shot(page, `${name}-declare`);
      await page.click(testid("skat-declare-confirm"));
      said.add("declare");
    } else if (v.phase === "kontra") {
      await page.click(testid("skat-pass"));
    } else if (v.phase === "play") {
      const card = legal.find((c) => c !== "kontra")!;
      await clickCard(page, card);
      cardsPlayed++;
    }
    await page.waitForFunction(
      (b) => {
        const w = window.__salon.view() as any;
        return JSON.stringify([w?.phase, w?.turn, w?.words?.length, w?.trick, w?.hand?.length, w?.tricks, w?.dealNo, w?.kontra]) !== b;
      },
      before,
      { timeout: 15000 },
    );
    const after = await view(host);
    if (v.phase === "play" && after && after.dealNo === v.dealNo) tricksDone = (after.tricks as number[]).reduce((a, b) => a + b, 0);
    if (after?.phase === "play" && tricksDone > 0) {
      await shot(host, "desktop-play");
      await shot(friend, "phone-play");
    }
  }
  expect(spoke()).toBe(true);
  expect(cardsPlayed).toBeGreaterThanOrEqual(2);
  expect(tricksDone).toBeGreaterThanOrEqual(1);
  // When a person won the bidding, the skat, the two-card discard and the dialog went through the page.
  if (said.has("skat-pickup")) expect(said.has("skat-discard") && said.has("declare")).toBe(true);
  // The phone shows only its own hand; the skat and the other hands are not in its view.
  const phone = (await view(friend)) as View;
  expect(phone.hands).toBeUndefined();
  await host.screenshot({ path: join(ARTIFACTS, "skat-desktop.png") });
  await friend.screenshot({ path: join(ARTIFACTS, "skat-phone.png") });
  // The score sheet opens from the bar.
  await friend.click(testid("skat-sheet-button"));
  await friend.waitForSelector(testid("skat-score-sheet"));
  await friend.screenshot({ path: join(ARTIFACTS, "skat-phone-sheet.png") });
}, 300_000);

/**
 * A passed-out deal (skat.md §5.7, `allPass: "redeal"`: the deal scores 0 and counts as a deal) at a one-deal
 * table: three people pass through their pages, the game is over at once, the end screen shows the table with
 * the passed deal on the list, and its replay steps from the first step to the last without a page error.
 */
test("everyone passes: the one-deal game ends passed out, the end screen and the replay show it", async () => {
  const host = await newPage(1280, 800);
  const errors = pageErrors(host);
  await createTable(host, t.salon.http_url, "Ann", "skat", { "option-deals": "1", "option-allPass": "redeal" });
  const invite = (await host.$eval(testid("invite-link"), (el) => el.textContent || "")).trim();
  const pages = [host];
  for (const [name, seat] of [
    ["Ben", 1],
    ["Cy", 2],
  ] as const) {
    const p = await newPage(360, 740);
    errors.push(...pageErrors(p));
    await joinByLink(p, invite, name, seat);
    pages.push(p);
  }
  await host.click(testid("start-button"));
  for (const p of pages) await p.waitForFunction(() => window.__salon.status() === "playing" && window.__salon.view()?.phase === "bidding");
  let passes = 0;
  while ((await host.evaluate(() => window.__salon.status())) === "playing" && passes < 3) {
    const views = await Promise.all(pages.map(view));
    const i = views.findIndex((v) => (v?.legal ?? []).includes("pass"));
    if (i < 0) {
      await host.waitForTimeout(50);
      continue;
    }
    const before = progress(views[i]);
    await pages[i].click(testid("skat-pass"));
    passes++;
    await pages[i].waitForFunction((b) => {
      const w = window.__salon.view() as any;
      return (
        window.__salon.status() !== "playing" ||
        JSON.stringify([w?.phase, w?.turn, w?.words?.length, w?.trick, w?.hand?.length, w?.tricks, w?.dealNo, w?.kontra]) !== b
      );
    }, before);
  }
  expect(passes).toBe(3);
  for (const p of pages) await p.waitForFunction(() => window.__salon.status() === "over");
  // The end screen: the game is over, the deal scored 0 for everyone.
  await host.waitForSelector(testid("game-summary"), { state: "visible" });
  const v = (await view(host))!;
  expect(v.phase).toBe("over");
  expect(v.scores).toEqual([0, 0, 0]);
  await host.screenshot({ path: join(ARTIFACTS, "skat-passed-out-end.png") });
  const steps = await stepReplayFromTable(host);
  expect(steps).toBe(3);
  expect(errors).toEqual([]);
}, 300_000);
