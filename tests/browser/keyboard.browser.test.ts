/**
 * Issue 34, "Done when": every game played to its end with the keyboard only. A player creates a small table
 * in the lobby (form fields filled, Create pressed with Enter), fills the seats with bots and starts with the
 * keyboard, then makes every decision through the text table (client/src/table/access): Alt+H goes to the hand
 * and Alt+C to the choices, arrow keys move, Enter presses. No pointer event is sent at all: the page's mouse
 * is never used, and a listener counts any pointer event the page sees (it must stay at 0).
 */
import type { Page } from "playwright-core";
import { testid, useBrowserTable } from "../support/browser";
import { createWithKeyboard, decide, offer, type Setup } from "../support/access-keys";

declare const window: { __salon: any; __pointers: number } & Record<string, any>;
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 30 }, 180_000);

const MODERATED = new Set(["werewolf", "ktulu"]);

const GAMES: Setup[] = [
  { ruleset: "fox", fill: { "option-targetScore": "1" }, budget: 60 },
  { ruleset: "euchre", fill: { "option-targetScore": "1" }, budget: 60 },
  { ruleset: "skat", fill: { "option-deals": "1" }, budget: 80 },
  { ruleset: "bridge", select: { "option-scoring": "duplicate" }, fill: { "option-boards": "1" }, budget: 80 },
  { ruleset: "krendzu", seats: "2", fill: { "option-attackerCards": "7", "option-defenderCards": "7", "option-tours": "2" }, budget: 80 },
  { ruleset: "kierki", seats: "3", fill: { "option-lotteryDeals": "1" }, budget: 400 },
  { ruleset: "werewolf", seats: "5", budget: 80 },
  { ruleset: "ktulu", seats: "5", fill: { "option-discussionSeconds": "20" }, budget: 120 },
];

/** Plays the game on the page to its end, decision by decision, with keys; the number of decisions made. */
async function playToEnd(page: Page, g: Setup): Promise<number> {
  let decisions = 0;
  for (;;) {
    await page.waitForFunction(
      () => window.__salon.status() !== "playing" || document.querySelector('[data-testid="access"]')?.dataset.mine === "true",
      null,
      { timeout: 120_000, polling: 100 },
    );
    const o = await offer(page);
    if (o.status !== "playing") return decisions;
    expect(decisions).toBeLessThan(g.budget);
    await decide(page, o);
    decisions++;
    // the decision was taken: the view moved on
    await page.waitForFunction((sig) => JSON.stringify(window.__salon.view()) !== sig || window.__salon.status() !== "playing", o.sig, { timeout: 30_000 });
  }
}

describe.each(GAMES)("$ruleset with the keyboard only", (g) => {
  test(`a whole game of ${g.ruleset}, to its end`, async () => {
    const page = await t.newPage(1280, 800, 60_000);
    await createWithKeyboard(page, t.salon.http_url, g);
    let decisions = await playToEnd(page, g);
    // In the moderated games a player may be out before anything is asked of them (killed the first night):
    // then Rematch (with Enter) deals a new game, at most twice.
    for (let again = 0; again < 2 && decisions === 0 && MODERATED.has(g.ruleset); again++) {
      await page.focus(testid("rematch-button"));
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.__salon.status() === "playing", null, { timeout: 60_000 });
      decisions = await playToEnd(page, g);
    }
    expect(await page.evaluate(() => window.__salon.status())).toBe("over");
    expect(decisions).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__pointers)).toBe(0);
    // the log told the game as text
    expect(await page.locator(testid("access-log")).locator("p").count()).toBeGreaterThan(0);
    await page.context().close();
  }, 900_000);
});
