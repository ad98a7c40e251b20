/**
 * What every browser test needs: a real Salon serving the built client and Debian's headless Chromium
 * (playwright-core; CHROMIUM_PATH overrides /usr/bin/chromium), pages at a given viewport, stable test ids,
 * card clicks through real Pixi hit-testing, and the artifacts folder for screenshots. Every test fails on
 * any page error, console error, failed request or HTTP error on its pages that it did not say it expects.
 * With SALON_AXE=1 every page is also audited with axe-core (support/axe.ts) when the test closes its
 * context: a serious or critical accessibility violation on the page as the test left it fails the test
 * too (opt-in: an audit costs a second or two a page on a loaded machine).
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import type { SalonSettings } from "../../server/src/app";
import { axeViolations, describeViolations } from "./axe";
import { launchChromium } from "./chromium";
import { bootSalon } from "./server";

/** Page globals, as the client installs them (client/src/app/test-hooks.ts). */
declare const window: { __salon: any };

export const ARTIFACTS = join(__dirname, "..", "..", "artifacts");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** A DOM control's selector by its `data-testid` (see client/src/app/test-hooks.ts and each renderer's header). */
export const testid = (id: string) => `[data-testid="${id}"]`;

/**
 * Adds a bot to every empty seat through the seat list's buttons, one at a time. The list is drawn again
 * whenever a view arrives, so each button is found afresh by its test id and clicked by that selector (a
 * handle kept from before the redraw would be detached: seen in CI).
 */
export async function fillWithBots(page: Page): Promise<void> {
  const next = () => page.evaluate(() => (globalThis as any).document.querySelector('[data-testid^="add-bot-"]')?.getAttribute("data-testid") as string | null);
  for (let id = await next(); id; id = await next()) {
    await page.click(testid(id));
    await page.waitForSelector(testid(id.replace("add-bot", "remove-bot")));
  }
}

/**
 * What a test says it expects to go wrong on its pages (nothing else may): an HTTP refusal it asks for (its
 * status and address; the browser's console line about that response is then expected too), a request that
 * cannot go through (by address, with its console line; say, while the test has stopped the server), or a
 * console error by its text (say, a WebSocket that cannot connect then).
 */
export type ExpectedProblem = { status: number; url: RegExp } | { failed: RegExp } | { console: RegExp };

/**
 * Watches pages for anything that went wrong on them: an uncaught page error, a console error, a request
 * that failed, an HTTP response ≥ 400. `check()` (after each test) throws, naming each, unless the test
 * declared it expected with `expect()`; then forgets them and the expectations, ready for the next test.
 */
export class PageProblems {
  private seen: string[] = [];
  private expected: ExpectedProblem[] = [];
  private pages = 0;

  /** Starts watching `page`; `name` tells the pages apart in the failure (default: its size and number). */
  watch(page: Page, name?: string): Page {
    const who = name ?? `page ${++this.pages} ${page.viewportSize()?.width ?? "?"}×${page.viewportSize()?.height ?? "?"}`;
    page.on("pageerror", (e) => this.seen.push(`${who}: page error: ${e.stack ?? e.message}`));
    // a tab it opens (the table's Replay opens one) is watched the same way
    page.context().on("page", (p) => this.watch(p, `${who}, a tab it opened`));
    page.on("console", (m) => {
      if (m.type() === "error" && !this.expectedConsole(m)) this.seen.push(`${who}: console error: ${m.text()} (at ${m.location().url || "?"})`);
    });
    page.on("requestfailed", (r) => {
      // A GET the browser itself cancels (the page moved on or closed while the lobby's list was on its way) is
      // no failure a person meets; the server's own failures arrive as statuses, below.
      if (r.method() === "GET" && r.failure()?.errorText === "net::ERR_ABORTED") return;
      if (!this.expected.some((x) => "failed" in x && x.failed.test(r.url())))
        this.seen.push(`${who}: request failed: ${r.method()} ${r.url()}: ${r.failure()?.errorText ?? "?"}`);
    });
    page.on("response", (r) => {
      if (r.status() >= 400 && !this.expectedResponse(r.status(), r.url())) this.seen.push(`${who}: HTTP ${r.status()} for ${r.request().method()} ${r.url()}`);
    });
    return page;
  }

  /** Notes a problem found on a page by other means (the accessibility audit). */
  note(problem: string): void {
    this.seen.push(problem);
  }

  /** Declares a problem the current test asks for (a refusal it provokes); cleared after the test. */
  expect(problem: ExpectedProblem): void {
    this.expected.push(problem);
  }

  /** Throws naming every unexpected problem seen since the last check; forgets them and the expectations. */
  check(): void {
    const seen = this.seen;
    this.seen = [];
    this.expected = [];
    if (seen.length > 0) throw new Error(`${seen.length} problem(s) on the test's pages:\n${seen.map((x) => `  - ${x}`).join("\n")}`);
  }

  private expectedResponse(status: number, url: string): boolean {
    return this.expected.some((x) => "status" in x && x.status === status && x.url.test(url));
  }

  private expectedConsole(m: ConsoleMessage): boolean {
    const text = m.text();
    const at = m.location().url;
    return this.expected.some((x) =>
      "console" in x
        ? x.console.test(text)
        : "failed" in x
          ? /^Failed to load resource: net::/.test(text) && x.failed.test(at)
          : new RegExp(`status of ${x.status}\\b`).test(text) && x.url.test(at),
    );
  }
}

export interface BrowserTable {
  readonly salon: Awaited<ReturnType<typeof bootSalon>>;
  readonly browser: Browser;
  /**
   * A page in a fresh context at this viewport; `timeout` is its default wait. Its page errors, console
   * errors, failed requests and HTTP responses ≥ 400 fail the test (see `expect` for the ones a test asks for).
   */
  newPage(width: number, height: number, timeout?: number, locale?: string): Promise<Page>;
  /** Declares a problem the current test provokes on purpose (say, a refused address); only for this test. */
  expect(problem: ExpectedProblem): void;
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
    browser = await launchChromium(CHROMIUM);
    mkdirSync(ARTIFACTS, { recursive: true });
  }, hookTimeout);
  const problems = new PageProblems();
  afterEach(() => problems.check());
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
      if (process.env.SALON_AXE === "1") {
        // the audit runs on every page of the context as the test leaves it, just before it closes
        const close = context.close.bind(context);
        context.close = async (...args: Parameters<typeof close>) => {
          for (const p of context.pages()) {
            const found = await axeViolations(p).catch(() => []);
            if (found.length > 0) problems.note(`${p.url()}: axe-core:\n${describeViolations(p.url(), found)}`);
          }
          return close(...args);
        };
      }
      return problems.watch(page);
    },
    expect(problem) {
      problems.expect(problem);
    },
  };
}

/** Clicks the card `code` where the client says it is drawn: the topmost thing there, so Pixi's own hit-testing decides. */
export async function clickCard(page: Page, code: string, wait: { timeout?: number; polling?: number } = { timeout: 30_000 }): Promise<void> {
  await page.waitForFunction((c) => window.__salon.cardCenter(c) !== null, code, wait);
  const at = await page.evaluate((c) => window.__salon.cardCenter(c), code);
  await page.mouse.click(at!.x, at!.y);
}

/** Makes a bid from bridge's bidding box ("7NT"): on a short screen the box shows one level at a time, so its level is tapped first. */
export async function clickBid(page: Page, call: string): Promise<void> {
  const level = page.locator(testid(`bid-level-${call[0]}`));
  if (await level.isVisible()) await level.click();
  await page.click(testid(`bid-${call}`));
}
