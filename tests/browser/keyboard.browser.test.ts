/**
 * Issue 34, "Done when": every game played to its end with the keyboard only. A player creates a small table
 * in the lobby (form fields filled, Create pressed with Enter), fills the seats with bots and starts with the
 * keyboard, then makes every decision through the text table (client/src/table/access): Alt+H goes to the hand
 * and Alt+C to the choices, arrow keys move, Enter presses. No pointer event is sent at all: the page's mouse
 * is never used, and a listener counts any pointer event the page sees (it must stay at 0).
 */
import type { Page } from "playwright-core";
import { testid, useBrowserTable } from "../support/browser";

declare const window: { __salon: any; __pointers: number } & Record<string, any>;
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 30 }, 180_000);

interface Setup {
  ruleset: string;
  seats?: string;
  /** Form fields: text inputs filled, selects chosen. */
  fill?: Record<string, string>;
  select?: Record<string, string>;
  /** Most decisions the game may ask of the player before the test gives up. */
  budget: number;
}

const GAMES: Setup[] = [
  { ruleset: "fox", fill: { "option-targetScore": "1" }, budget: 60 },
  { ruleset: "euchre", fill: { "option-targetScore": "1" }, budget: 60 },
  { ruleset: "skat", fill: { "option-deals": "1" }, budget: 80 },
  { ruleset: "bridge", select: { "option-scoring": "duplicate" }, fill: { "option-boards": "1" }, budget: 80 },
  { ruleset: "krendzu", seats: "2", fill: { "option-attackerCards": "7", "option-defenderCards": "7", "option-tours": "2" }, budget: 80 },
  { ruleset: "kierki", seats: "3", fill: { "option-lotteryDeals": "1" }, budget: 400 },
  { ruleset: "werewolf", seats: "5", budget: 80 },
  { ruleset: "ktulu", seats: "5", fill: { "option-discussionSeconds": "1" }, budget: 120 },
];

/** What the text table offers now, read from the page (never acted on through the DOM). */
interface Offer {
  status: string;
  mine: boolean;
  cards: { code: string; press: string }[];
  choices: string[];
  focused: { code?: string; key?: string; press?: string } | null;
  sig: string;
}

async function offer(page: Page): Promise<Offer> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="access"]');
    const cards = [...root.querySelectorAll('[data-testid="access-hand"] button')].map((b: any) => ({ code: b.dataset.code, press: b.dataset.press }));
    const choices = [...root.querySelectorAll('[data-testid="access-choices"] button')].map((b: any) => b.dataset.key);
    const f = document.activeElement;
    const focused = f && root.contains(f) ? { code: f.dataset.code, key: f.dataset.key, press: f.dataset.press } : null;
    const v = window.__salon.view();
    return { status: window.__salon.status(), mine: root.dataset.mine === "true", cards, choices, focused, sig: JSON.stringify(v) };
  });
}

/** Moves the focus along a row with arrow keys until `want` holds for the focused button. */
async function arrowTo(page: Page, want: (f: Offer["focused"]) => boolean, max: number): Promise<void> {
  for (let i = 0; i <= max; i++) {
    const o = await offer(page);
    if (o.focused && want(o.focused)) return;
    await page.keyboard.press("ArrowRight");
  }
  throw new Error("no such button in the row");
}

async function createWithKeyboard(page: Page, g: Setup): Promise<void> {
  await page.goto(t.salon.http_url);
  await page.fill(testid("name-input"), "Ann");
  await page.selectOption(testid("ruleset-select"), g.ruleset);
  if (g.seats) await page.selectOption(testid("seats-select"), g.seats);
  for (const [id, value] of Object.entries(g.select ?? {})) await page.selectOption(testid(id), value);
  for (const [id, value] of Object.entries(g.fill ?? {})) await page.fill(testid(id), value);
  await page.focus(testid("create-button"));
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__salon.roomId() !== null && typeof window.__salon.you()?.seat === "number");
  // From here on: keys only. Any pointer event the page sees is counted.
  await page.evaluate(() => {
    window.__pointers = 0;
    for (const type of ["pointerdown", "pointerup", "mousedown", "mouseup", "click"]) {
      document.addEventListener(type, (e: any) => {
        // a button pressed with Enter or Space fires a synthetic click with detail 0 and no pointer
        if (type === "click" && e.detail === 0) return;
        window.__pointers++;
      }, true);
    }
  });
  await page.focus(testid("fill-bots"));
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => (document as any).activeElement?.dataset?.testid === "start-button", null, { timeout: 60_000 });
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__salon.status() === "playing", null, { timeout: 60_000 });
}

/** One decision with keys: a card to play, else cards to pick and a choice to finish, else the first choice. */
async function decide(page: Page, o: Offer): Promise<void> {
  const playable = o.cards.filter((c) => c.press === "act");
  const pickable = o.cards.filter((c) => c.press === "pick");
  if (playable.length > 0) {
    await page.keyboard.press("Alt+KeyH");
    await arrowTo(page, (f) => f?.press === "act", o.cards.length);
    await page.keyboard.press("Enter");
    return;
  }
  if (pickable.length > 0) {
    await page.keyboard.press("Alt+KeyH");
    await page.keyboard.press("Home");
    await arrowTo(page, (f) => f?.press === "pick", o.cards.length);
    await page.keyboard.press("Enter");
    // Skat puts two cards away: a second one, then the choice that finishes the move appears.
    if ((await offer(page)).choices.length === 0) {
      await page.keyboard.press("ArrowRight");
      await arrowTo(page, (f) => f?.press === "pick", o.cards.length);
      await page.keyboard.press("Enter");
    }
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="access-choices"] button').length > 0, null, { timeout: 5000 });
  await page.keyboard.press("Alt+KeyC");
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
}

describe.each(GAMES)("$ruleset with the keyboard only", (g) => {
  test(`a whole game of ${g.ruleset}, to its end`, async () => {
    const page = await t.newPage(1280, 800, 60_000);
    await createWithKeyboard(page, g);
    let decisions = 0;
    for (;;) {
      await page.waitForFunction(
        () => window.__salon.status() !== "playing" || document.querySelector('[data-testid="access"]')?.dataset.mine === "true",
        null,
        { timeout: 120_000, polling: 100 },
      );
      const o = await offer(page);
      if (o.status !== "playing") break;
      expect(decisions).toBeLessThan(g.budget);
      await decide(page, o);
      decisions++;
      // the decision was taken: the view moved on
      await page.waitForFunction((sig) => JSON.stringify(window.__salon.view()) !== sig || window.__salon.status() !== "playing", o.sig, { timeout: 30_000 });
    }
    expect(await page.evaluate(() => window.__salon.status())).toBe("over");
    expect(decisions).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__pointers)).toBe(0);
    // the log told the game as text
    expect(await page.locator(testid("access-log")).locator("p").count()).toBeGreaterThan(0);
    await page.context().close();
  }, 600_000);
});
