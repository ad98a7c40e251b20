/**
 * The end of a browser game (issue 27): from a finished table's page, open the replay with the table's own
 * Replay button and step through it from the first step to the last, one step at a time, failing on any page
 * error or console error met on the way.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ARTIFACTS, testid } from "./browser";

declare const window: { __salon: any };
declare const document: any;

/** Errors a page reports from now on (uncaught exceptions and console errors). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * A two-player browser game's end: both pages see the game over and its summary; the phone's end screen is
 * saved to artifacts/`shot`; then the host steps through the game's replay (as `stepReplayFromTable`).
 */
export async function bothSeeTheEndThenReplay(host: Page, phone: Page, shot: string): Promise<void> {
  for (const p of [host, phone]) await p.waitForFunction(() => window.__salon.status() === "over");
  await host.waitForSelector(testid("game-summary"), { state: "visible" });
  await phone.waitForSelector(testid("game-summary"), { state: "visible" });
  await phone.screenshot({ path: join(ARTIFACTS, shot) });
  await stepReplayFromTable(host);
}

/**
 * Clicks Replay on `table` (a finished game), and in the replay's page goes to the first step, then presses
 * "next" until the last, waiting for each step to be drawn. Returns the number of steps.
 */
export async function stepReplayFromTable(table: Page): Promise<number> {
  await table.waitForSelector(testid("replay-button"), { state: "visible" });
  const [replay] = await Promise.all([table.context().waitForEvent("page"), table.click(testid("replay-button"))]);
  const errors = pageErrors(replay);
  replay.setDefaultTimeout(60_000);
  await replay.waitForLoadState();
  await replay.waitForFunction(() => window.__salon?.replay()?.total > 0);
  const total: number = await replay.evaluate(() => window.__salon.replay().total);
  await replay.click(testid("replay-first"));
  await replay.waitForFunction(() => window.__salon.replay()?.index === 0);
  // Every step in turn, inside the page (a round trip per step would take minutes on a long game): press
  // "next", wait until the step is shown, check that the view is there.
  const reached = await replay.evaluate(async (last: number) => {
    const next = document.querySelector('[data-testid="replay-next"]');
    const frame = () => new Promise((r) => setTimeout(r, 0));
    for (let k = 1; k <= last; k++) {
      next.click();
      for (let tries = 0; window.__salon.replay()?.index !== k; tries++) {
        if (tries > 2000) return { at: window.__salon.replay()?.index, wanted: k };
        await frame();
      }
      if (!window.__salon.view()) return { at: k, wanted: k, noView: true };
    }
    return { at: window.__salon.replay()?.index, wanted: last };
  }, total);
  expect(reached).toEqual({ at: total, wanted: total });
  expect(await replay.textContent(testid("replay-counter"))).toBe(`${total} / ${total}`);
  expect(errors).toEqual([]);
  await replay.close();
  return total;
}
