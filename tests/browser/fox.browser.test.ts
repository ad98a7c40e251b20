/**
 * The client in Debian's Chromium, driven by playwright-core: a player creates a Fox table in the lobby
 * (desktop size), a friend opens the invite link on a phone-sized page, both play by clicking cards on the
 * Pixi canvas (real hit-testing), an illegal click is explained; at a one-point table the game is played to
 * its end screen, and its replay steps from the first step to the last. Screenshots go to artifacts/.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { clickCard as clickCardAt, ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { bothSeeTheEndThenReplay, pageErrors } from "../support/replay-steps";
import { createTable, joinByLink } from "../support/lobby";

declare const window: { __salon: any };

const t = useBrowserTable({ defaultBotDelayMs: 200 });

type View = Record<string, unknown> & { phase?: string; legal?: string[]; hand?: string[]; trick?: string[] };
const view = (p: Page) => p.evaluate(() => window.__salon?.view() as View | null);

const newPage = (width: number, height: number) => t.newPage(width, height);

const clickCard = (page: Page, code: string) => clickCardAt(page, code, { timeout: 15000 });

/** A signature of the game's progress: changes with every accepted action. */
const progress = (v: View | null) => JSON.stringify([v?.trick, v?.hand?.length, v?.phase, v?.turn, v?.decree, v?.tricks]);

test("create a table in the lobby, join by invite link on a phone, play a whole game by clicking cards, replay it", async () => {
  const host = await newPage(1280, 800);
  const errors = pageErrors(host);
  // One point ends the game after its first deal.
  await createTable(host, t.salon.http_url, "Ann", "fox", { "option-targetScore": "1" });
  const invite = await host.$eval(testid("invite-link"), (el) => (el as any).value || el.textContent || "");
  const roomId = await host.evaluate(() => window.__salon.roomId());
  expect(invite).toContain(`/t/${roomId}`);

  const friend = await newPage(360, 740);
  errors.push(...pageErrors(friend));
  await joinByLink(friend, invite.trim(), "Ben", 1);

  await host.click(testid("start-button"));
  for (const p of [host, friend]) await p.waitForFunction(() => window.__salon.status() === "playing" && window.__salon.view()?.phase === "play");

  let explained = false;
  let actions = 0;
  let tricksSeen = 0;
  const status = () => host.evaluate(() => window.__salon.status() as string);
  while ((actions < 8 || !explained) && (await status()) === "playing") {
    const views = await Promise.all([view(host), view(friend)]);
    const i = views.findIndex((v) => (v?.legal ?? []).length > 0);
    if (i < 0 && (await status()) !== "playing") break;
    expect(i).toBeGreaterThanOrEqual(0);
    const page = [host, friend][i];
    const v = views[i]!;
    const legal = v.legal!;
    // Once, when following with a card that breaks the rules, click it: the server's reason is shown.
    const illegal = v.phase === "play" ? (v.hand ?? []).find((c) => !legal.includes(c)) : undefined;
    if (illegal && !explained) {
      await clickCard(page, illegal);
      await page.waitForSelector(testid("toast"), { state: "visible", timeout: 15000 });
      expect(await page.textContent(testid("toast"))).toMatch(/follow|11 is led|must/i);
      explained = true;
      expect(progress(await view(page))).toBe(progress(v));
    }
    const before = progress(v);
    if (legal[0] === "pass") await page.click(testid("pass-button"));
    else await clickCard(page, legal[0]);
    await page.waitForFunction(
      (b) => {
        const w = window.__salon.view() as any;
        return JSON.stringify([w?.trick, w?.hand?.length, w?.phase, w?.turn, w?.decree, w?.tricks]) !== b;
      },
      before,
      { timeout: 15000 },
    );
    actions++;
    const after = (await view(host)) as View;
    tricksSeen = Math.max(
      tricksSeen,
      ((after.tricks as number[] | undefined) ?? []).reduce((a, b) => a + b, 0),
    );
    if (actions > 60) break;
  }
  expect(tricksSeen).toBeGreaterThanOrEqual(2);
  expect(explained).toBe(true);
  // the phone keeps the opponent's hand hidden: only its own hand is in its view
  const phoneView = (await view(friend)) as View;
  expect(phoneView.hands).toBeUndefined();
  expect(phoneView.hand?.length).toBeGreaterThan(0);

  await host.screenshot({ path: join(ARTIFACTS, "fox-desktop.png") });
  await friend.screenshot({ path: join(ARTIFACTS, "fox-phone.png") });

  // On to the end of the game: whoever may act plays its first legal card (or passes).
  for (let n = 0; n < 200 && (await status()) === "playing"; n++) {
    const views = await Promise.all([view(host), view(friend)]);
    const i = views.findIndex((v) => (v?.legal ?? []).length > 0);
    if (i < 0) {
      await host.waitForTimeout(50);
      continue;
    }
    const page = [host, friend][i];
    const v = views[i]!;
    const before = progress(v);
    if (v.legal![0] === "pass") await page.click(testid("pass-button"));
    else await clickCard(page, v.legal![0]);
    await page.waitForFunction(
      (b) => {
        const w = window.__salon.view() as any;
        return window.__salon.status() !== "playing" || JSON.stringify([w?.trick, w?.hand?.length, w?.phase, w?.turn, w?.decree, w?.tricks]) !== b;
      },
      before,
      { timeout: 15000 },
    );
  }
  await bothSeeTheEndThenReplay(host, friend, "fox-phone-end.png");
  expect(errors).toEqual([]);
}, 400_000);
