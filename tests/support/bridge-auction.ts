/**
 * The bridge auction the browser tests of play and claims begin with, kept once: the page's player bids 7NT
 * with the bidding box and passes each time the auction comes back, until it ends.
 */
import type { Page } from "playwright-core";
import { clickBid, testid } from "./browser";

declare const window: { __salon: any };

/** From the page's turn in the auction: 7NT, then a pass at every later turn, until the auction is over. */
export async function bidSevenNoTrumpThenPass(page: Page): Promise<void> {
  await clickBid(page, "7NT");
  for (;;) {
    await page.waitForFunction(
      () => window.__salon.view()?.phase !== "auction" || ((window.__salon.view()?.legal ?? []).length > 0 && window.__salon.view()?.calls.length > 1),
    );
    const v = await page.evaluate(() => window.__salon.view() as { phase: string; calls: unknown[] });
    if (v.phase !== "auction") break;
    const n = v.calls.length;
    await page.click(testid("call-pass"));
    await page.waitForFunction((k) => (window.__salon.view()?.calls ?? []).length > k || window.__salon.view()?.phase !== "auction", n);
  }
}
