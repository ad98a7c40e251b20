/**
 * Accessibility audit (issue 34): axe-core, the standard rules engine, runs on every screen in Debian's
 * Chromium — the lobby with its create form and games picker, a game's rules sheet, the settings panel, each
 * game's table in play with bots (and a deal's summary), My games and the replay, the invite page — and finds
 * no serious or critical violation (names, labels, roles, contrast, landmarks). The canvas is outside its
 * reach: the DOM around it, and over it, is audited.
 */
import type { Page } from "playwright-core";
import { clickCard, testid, useBrowserTable } from "../support/browser";
import { axeViolations, describeViolations } from "../support/axe";
import { startWithBots } from "../support/phone";
import { playFoxGameAs } from "../support/fox-game";

declare const window: { __salon: any; localStorage: { getItem(key: string): string | null } };

const t = useBrowserTable({ defaultBotDelayMs: 0 });

/** Audits the page; returns the violations as text lines (none: []). */
async function audit(page: Page, where: string): Promise<string[]> {
  const found = await axeViolations(page);
  return found.length === 0 ? [] : [describeViolations(where, found)];
}

test("lobby, create form, games picker, rules sheet and settings: no serious or critical violation", async () => {
  const page = await t.newPage(1280, 800, 30_000);
  await page.goto(t.salon.http_url);
  await page.waitForSelector(`${testid("ruleset-select")} option`, { state: "attached" });
  const out: string[] = [];
  out.push(...(await audit(page, "lobby")));
  for (const id of ["bridge", "ktulu"]) {
    await page.selectOption(testid("ruleset-select"), id);
    out.push(...(await audit(page, `create form (${id})`)));
  }
  await page.click(testid("rules-link"));
  await page.waitForSelector(testid("rules-sheet"));
  out.push(...(await audit(page, "rules sheet")));
  await page.keyboard.press("Escape");
  await page.click(testid("settings-button"));
  await page.waitForSelector(testid("settings-panel"));
  out.push(...(await audit(page, "settings panel (lobby)")));
  await page.keyboard.press("Escape");
  await page.goto(`${t.salon.http_url}/games`);
  await page.waitForSelector(testid("games-table"));
  out.push(...(await audit(page, "My games (empty)")));
  expect(out).toEqual([]);
  await page.context().close();
}, 120_000);

const GAMES: { id: string; seats?: string; sit?: number }[] = [
  { id: "fox" },
  { id: "euchre" },
  { id: "kierki" },
  { id: "skat" },
  { id: "bridge" },
  { id: "krendzu", seats: "2", sit: 1 },
  { id: "werewolf", seats: "6" },
  { id: "ktulu", seats: "7" },
];

test.each(GAMES.map((g) => [g.id, g] as const))(
  "%s: the table before the start, in play with bots, and its settings: no serious or critical violation",
  async (_id, game) => {
    const page = await t.newPage(1280, 800, 60_000);
    const out: string[] = [];
    await startWithBots(t, page, game.id, { seats: game.seats, sit: game.sit });
    // the table in play: at the player's first decision (or, in a deduction game, once a phase is shown)
    await page.waitForFunction(
      () => {
        const v = window.__salon.view();
        return window.__salon.status() !== "playing" || (Array.isArray(v?.legal) && v.legal.length > 0) || !!v?.phase;
      },
      undefined,
      { timeout: 90_000 },
    );
    await page.waitForTimeout(800);
    out.push(...(await audit(page, `${game.id} table in play`)));
    await page.click(testid("settings-button"));
    await page.waitForSelector(testid("settings-panel"));
    out.push(...(await audit(page, `${game.id} settings panel`)));
    await page.keyboard.press("Escape");
    expect(out).toEqual([]);
    await page.context().close();
  },
  300_000,
);

test("a waiting table, the invite page, a deal summary, My games and the replay: no serious or critical violation", async () => {
  const out: string[] = [];
  const host = await t.newPage(1280, 800, 30_000);
  await host.goto(t.salon.http_url);
  await host.fill(testid("name-input"), "Ann");
  await host.selectOption(testid("ruleset-select"), "fox");
  await host.fill(testid("option-targetScore"), "1"); // one round: the game's summary stays up at its end
  await host.click(testid("create-button"));
  await host.waitForFunction(() => window.__salon.you()?.seat === 0);
  out.push(...(await audit(host, "waiting table (host)")));
  const invite = (await host.$eval(testid("invite-link"), (e) => e.textContent || "")).trim();
  const guest = await t.newPage(1280, 800, 30_000);
  await guest.goto(invite);
  await guest.waitForSelector(testid("name-save"));
  out.push(...(await audit(guest, "invite page (name prompt)")));
  await guest.context().close();
  // the host adds a bot and starts; plays the first legal card (or passes) at each turn to the game's summary
  await host.click(testid("add-bot-1"));
  await host.waitForSelector(testid("remove-bot-1"));
  await host.click(testid("start-button"));
  await host.waitForFunction(() => window.__salon.status() === "playing");
  for (let i = 0; i < 300 && (await host.evaluate(() => window.__salon.status())) === "playing"; i++) {
    const legal: string[] = await host.evaluate(() => window.__salon.view()?.legal ?? []);
    const hand: string[] = await host.evaluate(() => window.__salon.view()?.hand ?? []);
    const card = legal.find((c) => hand.includes(c));
    if (card) await clickCard(host, card, { timeout: 5000 }).catch(() => undefined);
    else if (legal.length > 0 && (await host.isVisible(testid("pass-button")))) await host.click(testid("pass-button")).catch(() => undefined);
    await host.waitForTimeout(250);
  }
  await host.waitForSelector(testid("game-summary"));
  out.push(...(await audit(host, "game summary")));
  await host.context().close();

  // A Fox game played to its end under this browser's identity: My games lists it, the replay opens.
  const page = await t.newPage(1280, 800, 30_000);
  await page.goto(`${t.salon.http_url}/games`);
  await page.waitForFunction(() => !!window.localStorage.getItem("salon.player"));
  const me = await page.evaluate(() => JSON.parse(window.localStorage.getItem("salon.player")!));
  const roomId = await playFoxGameAs(t.salon.ws_url, me.secret);
  await page.goto(`${t.salon.http_url}/games`);
  await page.waitForSelector(testid(`game-${roomId}-1`));
  out.push(...(await audit(page, "My games")));
  await page.click(testid(`replay-${roomId}-1`));
  await page.waitForFunction(() => window.__salon.replay()?.total > 0);
  await page.waitForTimeout(500);
  out.push(...(await audit(page, "replay")));
  expect(out).toEqual([]);
  await page.context().close();
}, 300_000);
