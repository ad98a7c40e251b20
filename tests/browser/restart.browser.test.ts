/**
 * A player's page while the server restarts (issue 11, part 3), in Debian's Chromium against a real server
 * process: the server is killed with SIGKILL mid-game; the page says the server is away and keeps trying;
 * when a new process is up on the same database the page is back at its own seat with its own hand, by
 * itself — no reload, no name asked.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { ARTIFACTS, PageProblems, testid } from "../support/browser";
import { freePort } from "../support/postgres";
import { spawnSalon, type SalonProcess } from "../support/process";

declare const window: { __salon: any };
declare const document: { querySelector(sel: string): { textContent: string | null; hidden?: boolean } | null };
jest.setTimeout(180_000);

let server: SalonProcess | null = null;
let browser: Browser;
let dataDir: string;
const problems = new PageProblems();
afterEach(() => problems.check());
afterAll(async () => {
  await browser?.close();
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the page rides out a server restart and comes back to its seat and hand by itself", async () => {
  dataDir = mkdtempSync(join(tmpdir(), "salon-browser-restart-"));
  const port = await freePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, BOT_DELAY_MS: "100", RECONNECT_SECONDS: "60" };
  server = await spawnSalon(env);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  const page = problems.watch(await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage());
  page.setDefaultTimeout(30_000);
  await page.goto(`http://127.0.0.1:${port}`);
  await page.fill(testid("name-input"), "Ann");
  await page.selectOption(testid("ruleset-select"), "kierki");
  await page.click(testid("create-button"));
  await page.waitForFunction(() => window.__salon.you()?.seat === 0);
  for (const seat of [1, 2, 3]) await page.click(testid(`add-bot-${seat}`));
  await page.click(testid("start-button"));
  await page.waitForFunction(() => (window.__salon.view()?.hand ?? []).length === 13);
  const roomId = await page.evaluate(() => window.__salon.roomId());
  const before = await page.evaluate(() => window.__salon.view());

  // while the server is away the page's reconnection attempts fail, as they must
  problems.expect({ console: /WebSocket connection to .* failed/ });
  problems.expect({ failed: /\/matchmake\/reconnect\// });
  await server.kill();
  await page.waitForFunction(() => /away|Reconnecting/i.test(document.querySelector(".banner")?.textContent ?? ""), undefined, { timeout: 20_000 });
  await page.screenshot({ path: join(ARTIFACTS, "restart-away.png") });
  server = await spawnSalon(env);
  expect(server.restored.restored).toBe(1);
  // back by itself: same table, same seat, same hand (nobody moved: it was Ann's turn or the bots' delay)
  await page.waitForFunction(() => window.__salon.you()?.seat === 0 && (window.__salon.view()?.hand ?? []).length > 0, undefined, { timeout: 60_000 });
  expect(await page.evaluate(() => window.__salon.roomId())).toBe(roomId);
  const truth = await server.truth(roomId);
  const after = await page.evaluate(() => window.__salon.view());
  expect(after.hand).toEqual(truth.views.seats[0].hand);
  expect(new Set(after.hand)).toEqual(new Set([...before.hand].filter((c: string) => truth.views.seats[0].hand.includes(c))));
  await page.waitForFunction(() => document.querySelector(".banner")?.hidden !== false);
  await page.screenshot({ path: join(ARTIFACTS, "restart-back.png") });
});
