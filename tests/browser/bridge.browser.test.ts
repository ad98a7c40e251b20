/**
 * Bridge in Debian's Chromium, driven by playwright-core, at desktop and phone size: create a table in the
 * lobby (its creator sits South, as bridge players expect), fill the other seats with bots in one click, bid
 * a grand slam in a strain North has not named (bots cannot outbid it, so the human declares), pass out the
 * auction, then play a trick by clicking cards on the canvas: dummy's card on dummy's turn
 * and a card from the own hand. Screenshots of the auction and the play go to artifacts/.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { clickCard as clickCardAt, ARTIFACTS, testid, useBrowserTable } from "../support/browser";

declare const window: { __salon: any };
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 150 });

type View = Record<string, any>;
const view = (p: Page) => p.evaluate(() => window.__salon?.view() as View | null);

const newPage = (width: number, height: number) => t.newPage(width, height);

const clickCard = (page: Page, code: string) => clickCardAt(page, code, { timeout: 60000 });

async function playOneTrickAsDeclarer(width: number, height: number, tag: string): Promise<void> {
  const page = await newPage(width, height);
  page.setDefaultTimeout(60000);
  await page.goto(t.salon.http_url);
  await page.fill(testid("name-input"), "Ann");
  await page.selectOption(testid("ruleset-select"), "bridge");
  await page.waitForSelector(testid("import-file"), { state: "attached" });
  await page.click(testid("create-button"));
  await page.waitForFunction(() => window.__salon.roomId() !== null && window.__salon.you()?.seat === 2);
  await page.click(testid("fill-bots"));
  // Once the seats are filled, Start has the focus: Enter deals.
  await page.waitForFunction(() => (document as any).activeElement?.dataset?.testid === "start-button");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__salon.view()?.phase === "auction" && (window.__salon.view()?.legal ?? []).length > 0, null, { timeout: 60000 });

  // The bidding box offers only legal calls.
  await page.waitForSelector(testid("bidding-box"), { state: "visible" });
  const first = (await view(page))!;
  expect(await page.isDisabled(testid("call-X"))).toBe(!first.legal.includes("X"));
  expect(await page.isDisabled(testid("call-pass"))).toBe(false);
  expect(await page.textContent(testid("auction-grid"))).toMatch(/N.*D/);
  await page.screenshot({ path: join(ARTIFACTS, `bridge-${tag}-auction.png`) });
  // North (the dealer, seat 0) called first; a strain North named would make North the declarer.
  const north = (first.calls as string[]).filter((_c, i) => i % 4 === 0);
  const symbol: Record<string, string> = { NT: "NT", S: "♠", H: "♥", D: "♦", C: "♣" };
  const strain = ["NT", "S", "H", "D", "C"].find((x) => !north.some((c) => c.endsWith(symbol[x])))!;
  await page.click(testid(`bid-7${strain}`));
  await page.waitForFunction((n) => (window.__salon.view()?.calls ?? []).length > n, first.calls.length);
  expect((await view(page))!.calls[first.calls.length]).toBe(`7${symbol[strain]}`);
  // Bots may double; answer with pass until the auction is over.
  for (;;) {
    await page.waitForFunction(() => window.__salon.view()?.phase !== "auction" || (window.__salon.view()?.legal ?? []).length > 0, null, { timeout: 60000 });
    const v = (await view(page))!;
    if (v.phase !== "auction") break;
    expect(await page.isDisabled(testid("bid-1C"))).toBe(true);
    await page.click(testid("call-pass"));
    await page.waitForFunction((n) => (window.__salon.view()?.calls ?? []).length > n, v.calls.length);
  }
  let v = (await view(page))!;
  expect(v.phase).toBe("play");
  if (v.declarer !== 2) {
    // North had named no-trumps, so Ann's grand slam was in a suit, and East-West bid 7NT over it: the
    // deal is not Ann's to declare (rare: South no longer opens the auction as the dealer did).
    console.warn(`bridge ${tag}: declarer ${v.declarer} after ${JSON.stringify(v.calls)}; the play from dummy was not exercised`);
    await page.context().close();
    return;
  }
  expect([v.declarer, v.dummy]).toEqual([2, 0]);
  expect(await page.textContent(testid("bridge-contract"))).toMatch(/7/);

  // West leads; then dummy's turn: Ann plays from dummy by clicking dummy's card.
  await page.waitForFunction(() => window.__salon.view()?.turn === 0 && (window.__salon.view()?.legal ?? []).length > 0, null, { timeout: 60000 });
  v = (await view(page))!;
  expect(v.dummyHand.length).toBe(13);
  const fromDummy = (v.legal as string[]).find((c) => v.dummyHand.includes(c))!;
  expect(fromDummy).toBeTruthy();
  await page.screenshot({ path: join(ARTIFACTS, `bridge-${tag}-dummy.png`) });
  await clickCard(page, fromDummy);
  await page.waitForFunction((c) => (window.__salon.view()?.trick ?? []).includes(c), fromDummy, { timeout: 60000 });

  // East follows; then Ann's own hand.
  await page.waitForFunction(() => window.__salon.view()?.turn === 2, null, { timeout: 60000 });
  v = (await view(page))!;
  const own = (v.legal as string[]).find((c) => v.hand.includes(c))!;
  await clickCard(page, own);
  await page.waitForFunction(() => (window.__salon.view()?.played ?? []).length === 1, null, { timeout: 60000 });
  v = (await view(page))!;
  expect(v.played[0].cards).toEqual(expect.arrayContaining([fromDummy, own]));
  const won = v.won[0] + v.won[1];
  expect(won).toBe(1);
  expect(await page.textContent(testid("bridge-tricks"))).toMatch(/Declarer \d · Defenders \d/);
  await page.screenshot({ path: join(ARTIFACTS, `bridge-${tag}-play.png`) });

  // Claim the rest; the bots answer (accept or reject), then the deal goes on or is scored.
  await page.waitForFunction(() => (window.__salon.view()?.legal ?? []).includes("claim"), null, { timeout: 60000 });
  await page.click(testid("claim-button"));
  await page.waitForSelector(testid("claim-composer"), { state: "visible" });
  await page.screenshot({ path: join(ARTIFACTS, `bridge-${tag}-claim.png`) });
  await page.click(testid("claim-confirm"));
  await page.waitForFunction(() => {
    const w = window.__salon.view();
    return w?.phase === "claim" || w?.claimBlocked === true || w?.dealNo === 1 || w?.phase === "over";
  }, null, { timeout: 60000 });
  // The running score sheet opens from the bar.
  await page.click(testid("sheet-button"));
  await page.waitForSelector(testid("score-sheet"), { state: "visible" });
  expect(await page.textContent(testid("score-sheet"))).toMatch(/N-S/);
  await page.screenshot({ path: join(ARTIFACTS, `bridge-${tag}-sheet.png`) });
  await page.context().close();
}

test("desktop: bid 7NT in the bidding box, play a trick with a card from dummy, claim", async () => {
  await playOneTrickAsDeclarer(1280, 800, "desktop");
}, 300_000);

test("phone: the same at 360 × 740", async () => {
  await playOneTrickAsDeclarer(360, 740, "phone");
}, 300_000);
