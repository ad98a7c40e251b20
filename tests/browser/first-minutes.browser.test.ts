/**
 * Gaps the first ten minutes left (issue 27), each through real pages in Debian's Chromium:
 * - a host who stood up to watch keeps Start (the server lets the host start unseated; the page hid it);
 * - Suggest, on by default, is offered only to a player whose every other seat holds a bot: a newcomer
 *   learning with a bot sees it, a player facing a person does not;
 * - bridge's claim dialogs on a phone (390 × 844 and 360 × 640) cover neither dummy nor the hand the decision
 *   is about: the declarer's claim composer (dummy, the declarer's own hand) and a defender's answer to a
 *   claim (dummy, the defender's own hand), every button of the dialog inside the viewport.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { completeView, getRuleset } from "@salon/shared";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { TestClient } from "../support/clients";
import { overlap, type Rect } from "../support/phone";
import { createTable, fillTableForm, seated } from "../support/lobby";
import { southDefendsOneNoTrump } from "../support/bridge-defence";
import { bidSevenNoTrumpThenPass } from "../support/bridge-auction";

declare const window: { __salon: any; innerWidth: number; innerHeight: number };
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 100 });

type View = Record<string, any>;
const view = (p: Page) => p.evaluate(() => window.__salon?.view() as View | null);

test("a host who stood up to watch keeps Start, and starts the game from the spectators' side", async () => {
  const page = await t.newPage(1280, 800);
  await createTable(page, t.salon.http_url, "Ann", "fox");
  await page.click(testid("stand-button"));
  await page.waitForFunction(() => window.__salon.you()?.role === "spectator" && window.__salon.you()?.host === true);
  // Start is there before the seats are filled (disabled), and enabled once bots fill them
  await page.waitForSelector(testid("start-button"), { state: "visible" });
  expect(await page.isDisabled(testid("start-button"))).toBe(true);
  await page.click(testid("fill-bots"));
  await page.waitForFunction(() => !document.querySelector('[data-testid="start-button"]')?.disabled);
  await page.click(testid("start-button"));
  // Two bots play a whole game in seconds (a busy page may not see "playing" in between): it ran
  await page.waitForFunction(() => window.__salon.status() !== "waiting", null, { polling: 250 });
  expect(await page.evaluate(() => window.__salon.you()?.role)).toBe("spectator");
  // and when it is over the host, still watching, is offered the rematch
  await page.waitForFunction(() => window.__salon.status() === "over", null, { polling: 250, timeout: 120_000 });
  await page.waitForSelector(testid("rematch-button"), { state: "visible" });
  await page.click(testid("rematch-button"));
  await page.waitForFunction(() => /game 2/.test(document.querySelector(".table-names")?.textContent ?? ""), null, { polling: 250 });
  await page.context().close();
}, 240_000);

/** A Fox table made with the create form's defaults by Ann; the other seat holds a bot or Bob (a person). */
async function foxWith(other: "bot" | "person"): Promise<{ page: Page; bob?: TestClient }> {
  const page = await t.newPage(1280, 800);
  await fillTableForm(page, t.salon.http_url, "Ann", "fox");
  await page.click(`${testid("table-options")} summary`);
  expect(await page.inputValue(testid("table-hint"))).toBe("bots"); // the default
  await page.click(testid("create-button"));
  await seated(page);
  let bob: TestClient | undefined;
  if (other === "bot") await page.click(testid("add-bot-1"));
  else bob = await TestClient.join(t.salon.ws_url, await page.evaluate(() => window.__salon.roomId()), { name: "Bob" });
  await page.waitForFunction(() => !document.querySelector('[data-testid="start-button"]')?.disabled);
  await page.click(testid("start-button"));
  // Ann's turn: Bob plays his first legal card if he leads
  for (;;) {
    await page.waitForFunction(() => window.__salon.status() === "playing" && !!window.__salon.view());
    if (((await view(page))!.legal ?? []).length > 0) break;
    if (bob) {
      // Bob plays his first legal card (the client derives a Fox seat's legal moves from its view)
      const v = completeView(getRuleset("fox")!, bob.view(), 1) as { phase?: string; legal?: string[] };
      const first = v.legal?.[0];
      if (first)
        bob.send(
          "action",
          v.phase === "exchange" ? { type: "pass" } : v.phase === "discard" ? { type: "discard", cards: [first] } : { type: "play", card: first },
        );
    }
    await page.waitForTimeout(200);
  }
  return { page, bob };
}

test("Suggest by default: offered to a player learning with a bot, not to one playing a person", async () => {
  const withBot = await foxWith("bot");
  await withBot.page.waitForSelector(testid("hint-button"), { state: "visible" });
  await withBot.page.click(testid("hint-button"));
  await withBot.page.waitForSelector(testid("hint-text"), { state: "visible" });
  // a Fox card in words (issue 27: its suit was an emoji, an empty box without an emoji font)
  expect(await withBot.page.textContent(testid("hint-text"))).toMatch(
    /^Suggested: ((play|discard|exchange) (1[01]|[1-9]) of (Bells|Keys|Moons)( for the decree card)?|pass)$/,
  );
  await withBot.page.context().close();

  const withBob = await foxWith("person");
  await withBob.page.waitForSelector(testid("pass-button"), { state: "attached" }).catch(() => undefined);
  expect(await withBob.page.isVisible(testid("hint-button"))).toBe(false);
  await withBob.bob!.leave();
  await withBob.page.context().close();
}, 180_000);

// --- Bridge claim dialogs on a phone ---

/** One board, dealer South: South (the page) holds every top card, so 7NT is South's and any claim holds. */
const TOPS_SOUTH = "N:6543.876.876.876 T987.JT9.JT9.JT9 AKQJ.AKQ.AKQ.AKQ 2.5432.5432.5432";
const pbn = (deal: string) => `[Event "Salon test"]\n[Board "1"]\n[Dealer "S"]\n[Vulnerable "None"]\n[Deal "${deal}"]\n`;

async function bridgeTable(width: number, height: number, bots: boolean): Promise<Page> {
  const page = await t.newPage(width, height, 60_000);
  await fillTableForm(page, t.salon.http_url, "Ann", "bridge");
  await page.waitForSelector(testid("import-file"), { state: "attached" });
  await page.selectOption(testid("option-scoring"), "duplicate");
  await page.setInputFiles(testid("import-file"), { name: "board.pbn", mimeType: "text/plain", buffer: Buffer.from(pbn(TOPS_SOUTH)) });
  await page.click(testid("create-button"));
  await seated(page, 2);
  if (bots) {
    await page.click(testid("fill-bots"));
    await page.waitForFunction(() => !document.querySelector('[data-testid="start-button"]')?.disabled);
    await page.click(testid("start-button"));
  }
  return page;
}

/** Where the dialog `id` is, and every card of `hands` that it covers; whether its buttons are in view. */
async function dialogProblems(page: Page, id: string, hands: string[]): Promise<string[]> {
  const seen = await page.evaluate(
    ({ id, hands }) => {
      const box = (e: any) => {
        const r = e.getBoundingClientRect();
        return { x: r.left, y: r.top, w: r.width, h: r.height };
      };
      const dialog = document.querySelector(`[data-testid="${id}"]`);
      return {
        vw: window.innerWidth,
        vh: window.innerHeight,
        dialog: dialog ? box(dialog) : null,
        buttons: dialog ? (Array.from(dialog.querySelectorAll("button, select")) as any[]).map((b) => ({ name: b.dataset.testid, ...box(b) })) : [],
        cards: window.__salon.cardBoxes(hands) as (Rect & { code: string })[],
      };
    },
    { id, hands },
  );
  if (!seen.dialog) return [`no ${id}`];
  const out: string[] = [];
  const f = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.w)}×${Math.round(r.h)}`;
  const found = new Set(seen.cards.map((c) => c.code));
  for (const code of hands) if (!found.has(code)) out.push(`card ${code} is not shown`);
  for (const c of seen.cards) if (overlap(seen.dialog, c)) out.push(`${id} (${f(seen.dialog)}) covers ${c.code} (${f(c)})`);
  for (const b of seen.buttons) if (b.x < -1 || b.y < -1 || b.x + b.w > seen.vw + 1 || b.y + b.h > seen.vh + 1) out.push(`${b.name} is off screen (${f(b)})`);
  return out;
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
];

for (const { width, height } of SIZES) {
  test(`bridge on a ${width} × ${height} phone: the declarer's claim composer covers neither dummy nor the declarer's hand`, async () => {
    const page = await bridgeTable(width, height, true);
    page.setDefaultTimeout(60_000);
    // South opens 7NT and passes after it: South declares, North is dummy
    await page.waitForFunction(() => window.__salon.view()?.phase === "auction" && (window.__salon.view()?.legal ?? []).length > 0);
    if (height < 700) {
      // A short phone's bidding box shows a row of levels and one level's bids, so the auction above it keeps
      // its room: the lowest level first, and tapping 7 brings 7♣…7NT.
      expect(await page.isVisible(testid("bid-level-1"))).toBe(true);
      expect(await page.isVisible(testid("bid-1C"))).toBe(true);
      expect(await page.isVisible(testid("bid-7NT"))).toBe(false);
    }
    await bidSevenNoTrumpThenPass(page);
    expect((await view(page))!.declarer).toBe(2);
    // West leads; on the declarer's first turn (dummy's card) the composer opens
    await page.waitForFunction(() => (window.__salon.view()?.legal ?? []).includes("claim") && (window.__salon.view()?.trick ?? []).length > 0);
    const v = (await view(page))!;
    await page.click(testid("claim-button"));
    await page.waitForSelector(testid("claim-composer"), { state: "visible" });
    await page.screenshot({ path: join(ARTIFACTS, `bridge-claim-composer-${width}x${height}.png`) });
    expect(await dialogProblems(page, "claim-composer", [...v.dummyHand, ...v.hand])).toEqual([]);
    // the claim holds: the defenders (bots) accept it and the deal ends
    await page.selectOption(testid("claim-tricks"), "13");
    await page.click(testid("claim-confirm"));
    await page.waitForFunction(() => window.__salon.view()?.phase === "over");
    await page.context().close();
  }, 240_000);

  test(`bridge on a ${width} × ${height} phone: a defender's answer to a claim covers neither dummy nor the defender's hand`, async () => {
    const page = await bridgeTable(width, height, false);
    page.setDefaultTimeout(60_000);
    // South (the page, dealer) passes, West opens 1NT and declares (East is dummy), North leads
    const { north, east, west } = await southDefendsOneNoTrump(page, t.salon.ws_url);
    const others = [north, east, west];
    const act = (c: TestClient, action: Record<string, unknown>) => c.send("action", action);
    // West claims every trick; South, a defender, is asked to answer
    await west.until(() => ((west.view().legal as string[]) ?? []).includes("claim"), 30_000);
    act(west, { type: "claim", tricks: 13 });
    await page.waitForSelector(testid("claim-accept"), { state: "visible" });
    const v = (await view(page))!;
    await page.screenshot({ path: join(ARTIFACTS, `bridge-claim-answer-${width}x${height}.png`) });
    expect(await dialogProblems(page, "claim-panel", [...v.dummyHand, ...v.hand])).toEqual([]);
    // South rejects (it does not hold: South has every top card); play goes on
    await page.click(testid("claim-reject"));
    await page.waitForFunction(() => window.__salon.view()?.phase === "play");
    for (const c of others) await c.leave();
    await page.context().close();
  }, 240_000);
}
