/**
 * What every browser test needs: a real Salon serving the built client and Debian's headless Chromium
 * (playwright-core; CHROMIUM_PATH overrides /usr/bin/chromium), pages at a given viewport, stable test ids,
 * card clicks through real Pixi hit-testing, and the artifacts folder for screenshots.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import type { SalonSettings } from "../../server/src/app";
import { bootSalon } from "./server";

/** Page globals, as the client installs them (client/src/app/testHooks.ts). */
declare const window: { __salon: any };

export const ARTIFACTS = join(__dirname, "..", "..", "artifacts");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** A DOM control's selector by its `data-testid` (see testHooks.ts and each renderer's header). */
export const testid = (id: string) => `[data-testid="${id}"]`;

export interface BrowserTable {
  readonly salon: Awaited<ReturnType<typeof bootSalon>>;
  readonly browser: Browser;
  /** A page in a fresh context at this viewport, logging page errors; `timeout` is its default wait. */
  newPage(width: number, height: number, timeout?: number, locale?: string): Promise<Page>;
}

/** Registers beforeAll/afterAll for one test file: a Salon with `settings` and a headless Chromium. */
export function useBrowserTable(settings: Partial<SalonSettings>, hookTimeout = 120_000): BrowserTable {
  let salon: BrowserTable["salon"] | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!existsSync(join(__dirname, "..", "..", "client", "dist", "index.html"))) {
      throw new Error("client/dist is missing: run `npm run build` first (npm test does)");
    }
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
    salon = await bootSalon(settings);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      // No software GL rasterizer: Debian's Chromium 150 otherwise spends most of a core per page in its GPU
      // process (SwiftShader); the pages draw the same (measured: a table page up in 1.9 s instead of 7.6 s).
      args: ["--no-sandbox", "--disable-gpu", "--disable-software-rasterizer", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-dev-shm-usage"],
    });
    mkdirSync(ARTIFACTS, { recursive: true });
  }, hookTimeout);
  afterAll(async () => {
    await browser?.close();
    await salon?.close();
  }, hookTimeout);
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error("the browser table is used before beforeAll ran");
    return x;
  };
  return {
    get salon() {
      return started(salon);
    },
    get browser() {
      return started(browser);
    },
    async newPage(width, height, timeout, locale) {
      const context = await started(browser).newContext({ viewport: { width, height }, deviceScaleFactor: 1, ...(locale ? { locale } : {}) });
      const page = await context.newPage();
      if (timeout !== undefined) page.setDefaultTimeout(timeout);
      page.on("pageerror", (e) => console.error(`page error: ${e.message} ${e.stack}`));
      return page;
    },
  };
}

/** Clicks the card `code` where the client says it is drawn: the topmost thing there, so Pixi's own hit-testing decides. */
export async function clickCard(page: Page, code: string, wait: { timeout?: number; polling?: number } = { timeout: 30_000 }): Promise<void> {
  await page.waitForFunction((c) => window.__salon.cardCenter(c) !== null, code, wait);
  const at = await page.evaluate((c) => window.__salon.cardCenter(c), code);
  await page.mouse.click(at!.x, at!.y);
}
