/**
 * Euchre in Debian's Chromium, driven by playwright-core: a player creates a Euchre table in the lobby
 * (desktop size), a friend opens the invite link on a phone-sized page, two bots fill the other seats.
 * Both people bid with the prompt's buttons (order up / name a suit / pass) and play cards by clicking
 * them on the Pixi canvas (real hit-testing); at a one-point table the game goes on to its end screen and
 * its replay steps from the first step to the last. Screenshots of both sizes, during bidding and during
 * play, go to artifacts/.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { clickCard as clickCardAt, ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { bothSeeTheEndThenReplay, pageErrors } from "../support/replay-steps";
import { createTable, joinByLink } from "../support/lobby";

declare const window: { __salon: any };
declare const document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> };

const t = useBrowserTable({ defaultBotDelayMs: 150 });

type View = Record<string, any> & { phase?: string; legal?: string[]; hand?: string[] };
const view = (p: Page) => p.evaluate(() => window.__salon?.view() as View | null);

const newPage = (width: number, height: number) => t.newPage(width, height, 30000);

const clickCard = (page: Page, code: string) => clickCardAt(page, code, { timeout: 30000 });

const progress = (v: View | null) => JSON.stringify([v?.phase, v?.turn, v?.trick, v?.bids?.length, v?.hand?.length, v?.handNo, v?.tricks]);

/**
 * Until the page's game moves past `before` (a `progress` string) or stops. `progress` is written again inside:
 * a function run in the page cannot call one of the test's.
 */
const movedOn = (page: Page, before: string) =>
  page.waitForFunction(
    (b) => {
      const w = window.__salon.view() as any;
      return (
        window.__salon.status() !== "playing" || JSON.stringify([w?.phase, w?.turn, w?.trick, w?.bids?.length, w?.hand?.length, w?.handNo, w?.tricks]) !== b
      );
    },
    before,
    { timeout: 30000 },
  );

test("create a Euchre table, join by invite on a phone, bid with the buttons and play a trick by clicking cards", async () => {
  const host = await newPage(1280, 800);
  const errors = pageErrors(host);
  // One point ends the game with its first hand.
  await createTable(host, t.salon.http_url, "Ann", "euchre", { "option-targetScore": "1" });
  const invite = await host.$eval(testid("invite-link"), (el) => (el as any).value || el.textContent || "");

  const friend = await newPage(360, 740);
  errors.push(...pageErrors(friend));
  await joinByLink(friend, invite.trim(), "Ben", 1);

  for (const seat of [2, 3]) {
    await host.click(testid(`add-bot-${seat}`));
    await host.waitForSelector(testid(`remove-bot-${seat}`));
  }
  await host.click(testid("start-button"));
  for (const p of [host, friend]) await p.waitForFunction(() => window.__salon.status() === "playing" && !!window.__salon.view()?.phase);

  const pages = [host, friend];
  let buttonsUsed = 0;
  let cardsClicked = 0;
  let bidShots = 0;
  let explained = false;
  const status = () => host.evaluate(() => window.__salon.status() as string);
  for (let step = 0; step < 80 && (await status()) === "playing"; step++) {
    const views = await Promise.all(pages.map(view));
    const total = (views[0]?.tricks ?? [0, 0]).reduce((a: number, b: number) => a + b, 0) + (views[0]?.handNo ?? 0) * 5;
    if (total >= 2 && cardsClicked >= 2) break;
    const i = views.findIndex((v) => (v?.legal ?? []).length > 0);
    if (i < 0) {
      // Nobody here may act: a bot is on turn, or a page has not drawn its update yet. Wait until the table
      // moves or either page may act (watching the host's page alone missed the phone's turn when the host's
      // update arrived first: nothing moves until the phone acts).
      const before = progress(views[0]);
      const until = Date.now() + 30_000;
      for (;;) {
        const now = await Promise.all(pages.map(view));
        if (progress(now[0]) !== before || now.some((w) => (w?.legal ?? []).length > 0) || (await status()) !== "playing") break;
        if (Date.now() > until) throw new Error(`the table did not move in 30 s: ${before}`);
        await host.waitForTimeout(50);
      }
      continue;
    }
    const page = pages[i];
    const v = views[i]!;
    const legal = v.legal!;
    const before = progress(v);
    if (v.phase === "bid1" || v.phase === "bid2" || v.phase === "defend") {
      if (bidShots < 2) {
        await page.waitForSelector(testid("euchre-pass") + "," + testid("euchre-order-up") + "," + testid("euchre-call-S") + "," + testid("euchre-call-H"), {
          state: "visible",
        });
        await page.screenshot({ path: join(ARTIFACTS, `euchre-bidding-${i === 0 ? "desktop" : "phone"}.png`) });
        bidShots++;
      }
      // Make trump at once so the hand gets to play: order up in round 1, name the first allowed suit in
      // round 2 — the first time with the "Go alone" toggle, so the partner is shown sitting out.
      if (buttonsUsed === 0 && v.phase !== "defend") {
        await page.click(testid("euchre-alone"));
        expect(await page.getAttribute(testid("euchre-alone"), "aria-pressed")).toBe("true");
      }
      if (v.phase === "bid1") await page.click(testid("euchre-order-up"));
      else if (v.phase === "bid2") {
        const suit = legal.find((x) => x.startsWith("call:"))!.slice(5);
        await page.click(testid(`euchre-call-${suit}`));
      } else await page.click(testid("euchre-pass"));
      buttonsUsed++;
    } else {
      // Once, click a card the rules forbid: the server's reason is shown and nothing moves.
      const illegal = v.phase === "play" ? (v.hand ?? []).find((c) => !legal.includes(c)) : undefined;
      if (illegal && !explained) {
        await clickCard(page, illegal);
        // The refusal is shown as a toast (checked inside the page: a toast only lives a few seconds).
        await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid="toast"]')).some((t) => /must follow/i.test(t.textContent ?? "")));
        explained = true;
        expect(progress(await view(page))).toBe(before);
      }
      await clickCard(page, legal[0]);
      cardsClicked++;
    }
    await movedOn(page, before);
    if (cardsClicked === 1) {
      await host.screenshot({ path: join(ARTIFACTS, "euchre-desktop.png") });
      await friend.screenshot({ path: join(ARTIFACTS, "euchre-phone.png") });
    }
  }
  expect(buttonsUsed).toBeGreaterThan(0);
  // The first human bid went alone: that seat's partner sits out, in every client's view.
  const made = (await view(host))!;
  if (made.handNo === 0) expect(made.alone).toBe(true);
  if (made.handNo === 0) expect((made.out as number[]).length).toBeGreaterThanOrEqual(1);
  expect(cardsClicked).toBeGreaterThanOrEqual(2);
  const end = (await view(host))!;
  expect(end.phase === "over" || (end.tricks as number[]).reduce((a, b) => a + b, 0) + (end.handNo as number) * 5 >= 1).toBe(true);
  // Trump is on screen state and the phone holds only its own hand.
  const phone = (await view(friend))!;
  expect(phone.hands).toBeUndefined();
  await host.screenshot({ path: join(ARTIFACTS, "euchre-desktop-late.png") });
  await friend.screenshot({ path: join(ARTIFACTS, "euchre-phone-late.png") });

  // On to the end of the game: whoever may act plays its first legal card, orders up, names a suit or passes.
  for (let n = 0; n < 200 && (await status()) === "playing"; n++) {
    const views = await Promise.all(pages.map(view));
    const i = views.findIndex((v) => (v?.legal ?? []).length > 0);
    if (i < 0) {
      await host.waitForTimeout(50);
      continue;
    }
    const page = pages[i];
    const v = views[i]!;
    const before = progress(v);
    if (v.phase === "bid1") await page.click(testid("euchre-order-up"));
    else if (v.phase === "bid2") {
      const call = v.legal!.find((x) => x.startsWith("call:"));
      await page.click(testid(call ? `euchre-call-${call.slice(5)}` : "euchre-pass"));
    } else if (v.phase === "defend") await page.click(testid("euchre-pass"));
    else await clickCard(page, v.legal![0]);
    await movedOn(page, before);
  }
  await bothSeeTheEndThenReplay(host, friend, "euchre-phone-end.png");
  expect(errors).toEqual([]);
}, 400_000);
