/**
 * Issue 34, "Done when": every game played to its end with the keyboard only. A player creates a small table
 * in the lobby (form fields filled, Create pressed with Enter), fills the seats with bots and starts with the
 * keyboard, then makes every decision through the text table (client/src/table/access): Alt+H goes to the hand
 * and Alt+C to the choices, arrow keys move, Enter presses. No pointer event is sent at all: the page's mouse
 * is never used, and a listener counts any pointer event the page sees (it must stay at 0). Bridge also opens
 * the claim (or concession) choices once and cancels them; Krendzu makes one two-card move (placeMany) when
 * the player first may: the kept steps and the grid cells are choices like any other.
 */
import type { Page } from "playwright-core";
import { testid, useBrowserTable } from "../support/browser";
import { arrowTo, createWithKeyboard, decide, offer, type Offer, type Setup } from "../support/access-keys";

declare const window: { __salon: any; __pointers: number } & Record<string, any>;
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 30 }, 180_000);

/**
 * Games where a whole game may ask nothing of the player: in the moderated ones they can be out before the
 * first question (killed the first night); in a Euchre game to 1 the partner may order up and go alone
 * before Ann speaks, and that one deal ends the game (seen in CI).
 */
const MAY_ASK_NOTHING = new Set(["werewolf", "ktulu", "euchre"]);

/**
 * The two-card moves made: a Krendzu player defends one of the two tours, so it always has the chance. (A
 * bridge player who is dummy, or a passed-out board, has no claim to open: that part runs when it can.)
 */
let twoCardMoves = 0;

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

/** Goes to the choices and presses the one whose key `want` holds. */
async function choose(page: Page, want: (key: string) => boolean): Promise<void> {
  const o = await offer(page);
  expect(o.choices.some(want)).toBe(true);
  await page.keyboard.press("Alt+KeyC");
  await page.keyboard.press("Home");
  await arrowTo(page, (f) => !!f?.key && want(f.key), o.choices.length);
  await page.keyboard.press("Enter");
}

/** Goes to the hand and picks the first card that may be picked. */
async function pick(page: Page): Promise<string> {
  const o = await offer(page);
  await page.keyboard.press("Alt+KeyH");
  await page.keyboard.press("Home");
  await arrowTo(page, (f) => f?.press === "pick", o.cards.length);
  const code = (await offer(page)).focused?.code ?? "";
  await page.keyboard.press("Enter");
  return code;
}

/** Bridge: "Claim tricks…" (or "Concede tricks…") lists how many of the tricks left; Cancel goes back. Nothing is sent. */
async function claimAndCancel(page: Page, o: Offer): Promise<boolean> {
  const what = o.choices.find((k) => k === "claim" || k === "concede");
  if (!what) return false;
  await choose(page, (k) => k === what);
  const counts = (await offer(page)).choices.filter((k) => k.startsWith(`${what}:`));
  expect(counts.length).toBeGreaterThan(1);
  await choose(page, (k) => k === "cancel");
  expect((await offer(page)).choices).toContain(what);
  return true;
}

/** Krendzu: one two-card move with keys (Place two cards, first card and its cell, second card and its cell). */
async function twoCards(page: Page, o: Offer): Promise<boolean> {
  if (!o.choices.includes("two") || o.cards.filter((c) => c.press === "pick").length < 2) return false;
  await choose(page, (k) => k === "two");
  const first = await pick(page);
  await choose(page, (k) => k.startsWith(`first:${first}:`));
  expect((await offer(page)).cards.find((c) => c.code === first)?.press).toBe("none");
  const second = await pick(page);
  expect(second).not.toBe(first);
  await choose(page, (k) => k.startsWith(`many:${first}@`) && k.includes(`:${second}@`));
  return true;
}

/** Plays the game on the page to its end, decision by decision, with keys; the number of decisions made. */
async function playToEnd(page: Page, g: Setup): Promise<number> {
  let decisions = 0;
  let claimed = false;
  let placedTwo = false;
  for (;;) {
    await page.waitForFunction(() => window.__salon.status() !== "playing" || document.querySelector('[data-testid="access"]')?.dataset.mine === "true", null, {
      timeout: 120_000,
      polling: 100,
    });
    const o = await offer(page);
    if (o.status !== "playing") return decisions;
    expect(decisions).toBeLessThan(g.budget);
    if (g.ruleset === "bridge" && !claimed) claimed = await claimAndCancel(page, o);
    if (g.ruleset === "krendzu" && !placedTwo && (placedTwo = await twoCards(page, o))) twoCardMoves++;
    else await decide(page, o);
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
    // Where a game may ask nothing of the player, Rematch (with Enter) deals a new game, at most twice.
    for (let again = 0; again < 2 && decisions === 0 && MAY_ASK_NOTHING.has(g.ruleset); again++) {
      await page.focus(testid("rematch-button"));
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.__salon.status() === "playing", null, { timeout: 60_000 });
      decisions = await playToEnd(page, g);
    }
    expect(await page.evaluate(() => window.__salon.status())).toBe("over");
    expect(decisions).toBeGreaterThan(0);
    if (g.ruleset === "krendzu") expect(twoCardMoves).toBe(1);
    expect(await page.evaluate(() => window.__pointers)).toBe(0);
    // the log told the game as text
    expect(await page.locator(testid("access-log")).locator("p").count()).toBeGreaterThan(0);
    await page.context().close();
  }, 900_000);
});
