/**
 * Playing through the text table (client/src/table/access) with keys alone, for the browser tests of issue 34:
 * a table created from the lobby form and started with Enter, and one decision at a time made with Alt+H /
 * Alt+C, arrow keys and Enter. The page is only read (never acted on) through `evaluate`.
 */
import type { Page } from "playwright-core";
import { testid } from "./browser";

declare const window: { __salon: any; __pointers: number } & Record<string, any>;
declare const document: any;

export interface Setup {
  ruleset: string;
  seats?: string;
  /** Form fields: text inputs filled, selects chosen. */
  fill?: Record<string, string>;
  select?: Record<string, string>;
  /** Most decisions the game may ask of the player before the test gives up. */
  budget: number;
}

/** What the text table offers now, read from the page (never acted on through the DOM). */
export interface Offer {
  status: string;
  mine: boolean;
  cards: { code: string; press: string }[];
  choices: string[];
  focused: { code?: string; key?: string; press?: string } | null;
  sig: string;
}

export async function offer(page: Page): Promise<Offer> {
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
export async function arrowTo(page: Page, want: (f: Offer["focused"]) => boolean, max: number): Promise<void> {
  for (let i = 0; i <= max; i++) {
    const o = await offer(page);
    if (o.focused && want(o.focused)) return;
    await page.keyboard.press("ArrowRight");
  }
  throw new Error("no such button in the row");
}

export async function createWithKeyboard(page: Page, url: string, g: Setup): Promise<void> {
  await page.goto(url);
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
      document.addEventListener(
        type,
        (e: any) => {
          // a button pressed with Enter or Space fires a synthetic click with detail 0 and no pointer
          if (type === "click" && e.detail === 0) return;
          window.__pointers++;
        },
        true,
      );
    }
  });
  await page.focus(testid("fill-bots"));
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => (document as any).activeElement?.dataset?.testid === "start-button", null, { timeout: 60_000 });
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__salon.status() === "playing", null, { timeout: 60_000 });
}

/** One decision with keys: a card to play, else cards to pick and a choice to finish, else the first choice. */
export async function decide(page: Page, o: Offer): Promise<void> {
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
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="access-choices"] button').length > 0, null, { timeout: 30000 });
  await page.keyboard.press("Alt+KeyC");
  await page.keyboard.press("Home");
  await page.keyboard.press("Enter");
}
