/**
 * A bridge deal brought to the play with the browser's player (South, the dealer) defending: the step the
 * bridge tests of claims and concessions both begin with, kept once.
 */
import type { Page } from "playwright-core";
import { testid } from "./browser";
import { TestClient } from "./clients";

declare const window: { __salon: any };

const CARD = /^[2-9TJQKA][SHDC]$/;

/**
 * At the bridge table on `page` (South, seated, not started), three clients join as North, East and West and
 * the page starts the game. South (dealer) passes, West opens 1NT and declares (East is dummy), North leads.
 * Returns North, East and West.
 */
export async function southDefendsOneNoTrump(page: Page, wsUrl: string): Promise<{ north: TestClient; east: TestClient; west: TestClient }> {
  const roomId = await page.evaluate(() => window.__salon.roomId());
  const others: TestClient[] = [];
  for (const name of ["Bea", "Cal", "Dot"]) others.push(await TestClient.join(wsUrl, roomId, { name }));
  expect(others.map((c) => c.you?.seat)).toEqual([0, 1, 3]);
  await page.click(testid("start-button"));
  const [north, east, west] = others;
  const act = (c: TestClient, action: Record<string, unknown>) => c.send("action", action);
  await page.waitForFunction(() => window.__salon.view()?.phase === "auction" && (window.__salon.view()?.legal ?? []).length > 0);
  await page.click(testid("call-pass"));
  await west.until(() => (west.view().calls as string[] | undefined)?.length === 1, 30_000);
  act(west, { type: "call", call: "1NT" });
  await north.until(() => (north.view().calls as string[]).length === 2, 30_000);
  act(north, { type: "call", call: "pass" });
  await east.until(() => (east.view().calls as string[]).length === 3, 30_000);
  act(east, { type: "call", call: "pass" });
  await page.waitForFunction(() => (window.__salon.view()?.legal ?? []).includes("pass") && window.__salon.view()?.calls.length === 4);
  await page.click(testid("call-pass"));
  await north.until(() => north.view().phase === "play" && ((north.view().legal as string[]) ?? []).some((x) => CARD.test(x)), 30_000);
  act(north, { type: "play", card: (north.view().legal as string[]).find((x) => CARD.test(x)) });
  return { north, east, west };
}
