/**
 * Issue 14, parts 3 and 5: a Ktulu night in Polish. Manitou's console and a player's phone, both in Polish,
 * through the deal, night 0 and the first dawn: the log, the dawn news, the script's choices and results and
 * the notes arrive as phrases and are said in Polish with the seed's words; nothing English is on either page.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { englishIn } from "../support/english";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";

declare const window: { __salon: any; document: any };

const t = useBrowserTable({ defaultBotDelayMs: 50 }, 120_000);
const text = (p: Page) => p.evaluate(() => window.document.body.innerText as string);
const phase = (p: Page) => p.evaluate(() => window.__salon.view()?.phase as string | undefined);

test("Ktulu in Polish: Manitou's console and a phone from the deal to the first day, with no English", async () => {
  const mod = await t.newPage(1280, 800, 90_000, "pl-PL");
  await mod.goto(t.salon.http_url);
  await mod.fill(testid("name-input"), "Manitou");
  await mod.selectOption(testid("ruleset-select"), "ktulu");
  await mod.selectOption(testid("seats-select"), "7");
  await mod.selectOption(testid("option-moderator"), "human");
  await mod.click(testid("create-button"));
  await mod.waitForFunction(() => window.__salon.roomId() !== null && window.__salon.you()?.role === "moderator");
  const invite = (await mod.$eval(testid("invite-link"), (el) => el.textContent || "")).trim();
  const phone = await t.newPage(360, 740, 90_000, "pl-PL");
  await phone.goto(invite);
  await phone.fill(testid("name-input"), "Ola");
  await phone.click(testid("name-save"));
  await phone.waitForFunction(() => window.__salon.you()?.seat === 0);
  for (let seat = 1; seat < 7; seat++) {
    await mod.click(testid(`add-bot-${seat}`));
    await mod.waitForSelector(testid(`remove-bot-${seat}`));
  }
  await mod.click(testid("start-button"));
  await mod.waitForSelector(testid("composition-builder"), { state: "visible" });
  await mod.click(testid("comp-random"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.phase === "night");

  const seen: string[] = [];
  const advanceLegal = () => mod.evaluate(() => (window.__salon.view()?.legal ?? []).some((a: any) => a.type === "advance" && a.for === undefined));
  for (let i = 0; i < 120 && (await phase(mod)) === "night"; i++) {
    seen.push(await text(mod), await text(phone));
    if (await advanceLegal()) {
      const was = await mod.evaluate(() => JSON.stringify(window.__salon.view()?.script));
      await mod.click(testid("advance-button"));
      await mod.waitForFunction((b) => JSON.stringify(window.__salon.view()?.script) !== b || window.__salon.view()?.phase !== "night", was);
      continue;
    }
    const button = await phone.$(`${testid("night-prompt")} button[data-action]`);
    if (button && (await button.isVisible())) await button.click();
    await mod.waitForTimeout(200);
  }
  expect(["day", "over"]).toContain(await phase(mod));
  seen.push(await text(mod), await text(phone));
  await mod.screenshot({ path: join(ARTIFACTS, "ktulu-pl-moderator-day.png"), fullPage: true });
  await phone.screenshot({ path: join(ARTIFACTS, "ktulu-pl-phone-day.png"), fullPage: true });

  // the dawn is news on both pages, in the seed's words
  const all = seen.join("\n");
  expect(all).toMatch(/Manitou|Miasto|Bandyci|Indianie|posążek/);
  expect(await mod.$$eval(`${testid("console-log")} [data-testid="log-line"]`, (els) => els.length)).toBeGreaterThan(0);
  expect(englishIn(seen, "pl", ["Manitou", "Ola"])).toEqual([]);
}, 300_000);
