/**
 * Issue 14, parts 3 and 5: a Ktulu night in Polish. Manitou's console and a player's phone, both in Polish,
 * through the deal, night 0 and the first dawn: the log, the dawn news, the script's choices and results and
 * the notes arrive as phrases and are said in Polish with the seed's words; nothing English is on either page.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { englishIn } from "../support/english";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { moderatedKtulu, throughNight } from "../support/ktulu-table";

declare const window: { __salon: any; document: any };

const t = useBrowserTable({ defaultBotDelayMs: 50 }, 120_000);
const text = (p: Page) => p.evaluate(() => window.document.body.innerText as string);
const phase = (p: Page) => p.evaluate(() => window.__salon.view()?.phase as string | undefined);

test("Ktulu in Polish: Manitou's console and a phone from the deal to the first day, with no English", async () => {
  const { mod, phone } = await moderatedKtulu(t, "pl-PL");
  await mod.waitForSelector(testid("composition-builder"), { state: "visible" });
  await mod.click(testid("comp-random"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.phase === "night");

  const seen: string[] = [];
  await throughNight(mod, phone, 120, 200, async () => {
    seen.push(await text(mod), await text(phone));
  });
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
