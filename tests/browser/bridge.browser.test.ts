/**
 * Bridge in Debian's Chromium, driven by playwright-core, at desktop and phone size: create a table in the
 * lobby from a one-board hand record South deals (its creator sits South, as bridge players expect), fill the
 * other seats with bots in one click, open 7NT (no call outbids it, so the human declares), pass out the
 * auction, then play a trick by clicking cards on the canvas: dummy's card on dummy's turn
 * and a card from the own hand. Screenshots of the auction and the play go to artifacts/.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { clickCard as clickCardAt, ARTIFACTS, clickBid, testid, useBrowserTable } from "../support/browser";
import { TestClient } from "../support/clients";
import { southDefendsOneNoTrump } from "../support/bridge-defence";
import { bidSevenNoTrumpThenPass } from "../support/bridge-auction";

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
  // South deals (a hand record says so): the test's bots play uniformly random calls, and with North dealing one
  // of them once opened 7♥ and the other overcalled 7NT before Ann's first turn.
  await page.setInputFiles(testid("import-file"), { name: "board.pbn", mimeType: "text/plain", buffer: Buffer.from(pbn(TOPS_SOUTH)) });
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
  // Ann deals, so she opens: 7NT, which no call can outbid; bots may double.
  expect(first.calls).toEqual([]);
  await clickBid(page, "7NT");
  await page.waitForFunction(() => (window.__salon.view()?.calls ?? []).length > 0);
  expect((await view(page))!.calls[0]).toBe("7NT");
  // Answer with pass until the auction is over.
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
  await page.waitForFunction(
    () => {
      const w = window.__salon.view();
      return w?.phase === "claim" || w?.claimBlocked === true || w?.dealNo === 1 || w?.phase === "over";
    },
    null,
    { timeout: 60000 },
  );
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

// --- A duplicate deal to its end, each way it can end (issue 27): by a claim the defence accepts, by a
// claim it rejects (then played out), by a defender's concession; then the game's replay, step by step. ---

/** One board, dealer South, from a PBN hand record: South (the page: the creator sits South) holds every ace, king and queen with ♠J. */
const TOPS_SOUTH = "N:6543.876.876.876 T987.JT9.JT9.JT9 AKQJ.AKQ.AKQ.AKQ 2.5432.5432.5432";
/** The same cards with East holding the tops: a claim of all the tricks by South cannot hold. */
const TOPS_EAST = "N:6543.876.876.876 AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 2.5432.5432.5432";
const pbn = (deal: string) => `[Event "Salon test"]\n[Board "1"]\n[Dealer "S"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n`;
const CARD = /^[2-9TJQKA][SHDC]$/;

/** Creates a one-board duplicate table from `deal`, its creator at seat 2 (South, by default); `bots` seats three bots and starts. */
async function dealTable(deal: string, bots: boolean): Promise<Page> {
  const page = await t.newPage(1280, 800, 60_000);
  await page.goto(t.salon.http_url);
  await page.fill(testid("name-input"), "Ann");
  await page.selectOption(testid("ruleset-select"), "bridge");
  await page.waitForSelector(testid("import-file"), { state: "attached" });
  await page.selectOption(testid("option-scoring"), "duplicate");
  await page.setInputFiles(testid("import-file"), { name: "board.pbn", mimeType: "text/plain", buffer: Buffer.from(pbn(deal)) });
  await page.click(testid("create-button"));
  await page.waitForFunction(() => window.__salon.roomId() !== null && window.__salon.you()?.seat === 2);
  if (bots) {
    for (const seat of [0, 1, 3]) await page.click(testid(`add-bot-${seat}`));
    await page.click(testid("start-button"));
  }
  return page;
}

/** South opens 7NT from the bidding box and passes after it (bots may double): South declares. */
async function declare7NT(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__salon.view()?.phase === "auction" && (window.__salon.view()?.legal ?? []).length > 0);
  await bidSevenNoTrumpThenPass(page);
  expect((await view(page))!.declarer).toBe(2);
}

/** Plays the page's next card (its own or dummy's), the first legal one, once it is the page's turn. */
async function playNext(page: Page): Promise<boolean> {
  await page.waitForFunction((re) => {
    const v = window.__salon.view();
    return v?.phase === "over" || (v?.phase === "play" && (v.legal ?? []).some((x: string) => new RegExp(re).test(x)));
  }, CARD.source);
  const v = (await view(page))!;
  if (v.phase === "over") return false;
  const card = (v.legal as string[]).find((x) => CARD.test(x))!;
  await clickCard(page, card);
  await page.waitForFunction((c) => {
    const w = window.__salon.view();
    return w?.phase === "over" || (!(w?.hand ?? []).includes(c) && !(w?.dummyHand ?? []).includes(c));
  }, card);
  return true;
}

/** Claims (or concedes) `tricks` with the page's composer. */
async function compose(page: Page, what: "claim" | "concede", tricks: number): Promise<void> {
  await page.waitForFunction((w) => (window.__salon.view()?.legal ?? []).includes(w), what);
  await page.click(testid(`${what}-button`));
  await page.waitForSelector(testid(`${what}-composer`), { state: "visible" });
  await page.selectOption(testid(`${what}-tricks`), String(tricks));
  await page.click(testid(`${what}-confirm`));
}

/** The end screen: the game's summary, with Replay; then the replay from its first step to its last (its captions). */
async function endScreenThenReplay(page: Page, tag: string, par?: string): Promise<string[]> {
  await page.waitForSelector(testid("game-summary"), { state: "visible" });
  if (par) await expectHandRecord(page, par);
  await page.waitForSelector(testid("replay-button"), { state: "visible" });
  expect(await page.isVisible(testid("claim-panel"))).toBe(false);
  await page.screenshot({ path: join(ARTIFACTS, `bridge-end-${tag}.png`) });
  // Replay opens the game's replay in a new tab
  const [replay] = await Promise.all([page.context().waitForEvent("page"), page.click(testid("replay-button"))]);
  const captions = await endToReplay(replay, tag, par);
  await replay.close();
  return captions;
}

/**
 * The game summary's hand record (issue 30): the double-dummy table, declarers N S E W by five strains, and
 * the par line, once the server has solved the board ("computing…" until then).
 */
async function expectHandRecord(page: Page, par: string): Promise<void> {
  await page.waitForSelector(`${testid("game-summary")} ${testid("par-line")}`, { state: "visible", timeout: 120_000 });
  expect(await page.textContent(`${testid("game-summary")} ${testid("par-line")}`)).toBe(par);
  const cells = await page.$$eval(`${testid("game-summary")} ${testid("dd-table")} tbody tr`, (rows) => rows.map((r) => r.children.length));
  expect(cells).toEqual([6, 6, 6, 6]);
}

async function endToReplay(page: Page, tag: string, par?: string): Promise<string[]> {
  page.setDefaultTimeout(60_000);
  await page.waitForFunction(() => window.__salon?.replay()?.total > 0);
  const { total } = await page.evaluate(() => window.__salon.replay());
  // the replay opens on its first step, every hand face up, the viewer (South) at the bottom
  expect(await page.evaluate(() => window.__salon.replay().index)).toBe(0);
  const all = await page.evaluate(() => (window.__salon.view()?.hands ?? []) as string[][]);
  expect(all.map((h) => h.length)).toEqual([13, 13, 13, 13]);
  for (const hand of all) expect(await page.evaluate((c) => window.__salon.cardCenter(c), hand[0])).not.toBeNull();
  await page.screenshot({ path: join(ARTIFACTS, `bridge-replay-${tag}-first.png`) });
  const captions: string[] = [];
  for (let k = 1; k <= total; k++) {
    await page.click(testid("replay-next"));
    await page.waitForFunction((want) => window.__salon.replay()?.index === want, k);
    captions.push((await page.textContent(testid("replay-caption"))) ?? "");
  }
  // every step is worded: no action's code shows through
  for (const c of captions) expect(c).toMatch(/^[^{}]+ (plays|bids|passes|doubles|redoubles|claims|concedes|accepts|rejects)( [^{}]*)?\.$/);
  for (const c of captions) expect(c).not.toMatch(/acceptClaim|rejectClaim|acceptConcession|rejectConcession/);
  // the last step's summary shows the board's hand record from the record (meta.analyses), not solved again
  if (par) await expectHandRecord(page, par);
  await page.screenshot({ path: join(ARTIFACTS, `bridge-replay-${tag}-last.png`) });
  return captions;
}

test("a duplicate deal ends by a claim the bots accept (it holds: South has every top card), then its replay", async () => {
  const page = await dealTable(TOPS_SOUTH, true);
  await declare7NT(page);
  // West leads; South plays a card from dummy and one from its hand, then claims the rest
  await playNext(page);
  await playNext(page);
  await page.waitForFunction(() => (window.__salon.view()?.played ?? []).length === 1);
  await compose(page, "claim", 12);
  await page.waitForFunction(() => window.__salon.view()?.phase === "over");
  const v = (await view(page))!;
  expect(v.results[0]).toMatchObject({ tricks: 13 });
  // South holds every top card: par is North-South's 7NT, +1520 not vulnerable (the hand record after the board)
  const captions = await endScreenThenReplay(page, "claim-accepted", "Par: 7NT by N-S, N-S +1520");
  expect(captions.slice(-3)).toEqual([
    expect.stringMatching(/^Ann claims 12 of the remaining tricks\.$/),
    expect.stringMatching(/accepts the claim\.$/),
    expect.stringMatching(/accepts the claim\.$/),
  ]);
  await page.context().close();
}, 300_000);

test("a claim the bots reject (East holds the tops): play goes on to the last trick, then the replay", async () => {
  const page = await dealTable(TOPS_EAST, true);
  await declare7NT(page);
  await page.waitForFunction(() => (window.__salon.view()?.trick ?? []).length > 0);
  await compose(page, "claim", 13);
  await page.waitForFunction(() => window.__salon.view()?.phase === "play" && window.__salon.view()?.claimBlocked === true);
  while (await playNext(page));
  const v = (await view(page))!;
  expect(v.results[0]).toMatchObject({ tricks: 0 });
  const captions = await endScreenThenReplay(page, "claim-rejected");
  expect(captions).toContainEqual(expect.stringMatching(/rejects the claim\.$/));
  await page.context().close();
}, 300_000);

test("a defender's concession the declarer accepts ends the deal, then the replay", async () => {
  const page = await dealTable(TOPS_SOUTH, false);
  // South (the page, dealer) passes, West opens 1NT and declares (East is dummy), North leads
  const { north, east, west } = await southDefendsOneNoTrump(page, t.salon.ws_url);
  const others = [north, east, west];
  const act = (c: TestClient, action: Record<string, unknown>) => c.send("action", action);
  // South, a defender, concedes 7 of the 13 tricks; the declarer accepts
  await compose(page, "concede", 7);
  await page.waitForSelector(testid("concession-panel"), { state: "visible" });
  await west.until(() => ((west.view().legal as string[]) ?? []).includes("acceptConcession"), 30_000);
  act(west, { type: "acceptConcession" });
  await page.waitForFunction(() => window.__salon.view()?.phase === "over");
  expect((await view(page))!.results[0]).toMatchObject({ contract: "1NT", declarer: 3, tricks: 7 });
  const captions = await endScreenThenReplay(page, "concession");
  expect(captions.slice(-2)).toEqual(["Ann concedes 7 of the remaining tricks to the declarer.", "Dot accepts the concession."]);
  for (const c of others) await c.leave();
  await page.context().close();
}, 300_000);
