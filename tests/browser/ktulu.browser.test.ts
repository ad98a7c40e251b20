/**
 * Ktulu through the shared deduction client in Debian's Chromium: Manitou (a human moderator, desktop) creates
 * the table in the lobby by choosing a person as moderator, a player joins by the invite link on a phone, bots
 * fill the other seats. Manitou deals at random from the composition builder; the phone's role card is face
 * down until tapped and names the character the server dealt; the phone never shows a living stranger's
 * character (faction mates excepted, ktulu.md §2/§8); the console shows the night-0 script with its current
 * step, and advancing moves it on. Then on to a faction's win (issue 27: a moderated night to a faction's win
 * through real pages): the phone decides with its own buttons, bots theirs, Manitou runs every step from the
 * console; both pages show the winner, and the game's replay steps from its first step to its last.
 * Screenshots go to artifacts/.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ktuluCatalog } from "@salon/shared/ktulu/catalog";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { advanceLegal, moderatedKtulu, playToTheEnd, throughNight } from "../support/ktulu-table";
import { stepReplayFromTable } from "../support/replay-steps";

declare const window: { __salon: any };

const t = useBrowserTable({ defaultBotDelayMs: 100 }, 120_000);

interface Seat {
  seat: number;
  status: string;
  role: string | null;
  faction: string | null;
}
type View = { phase: string; step: string; seats: Seat[]; script?: { id: string; status: string }[] };
const view = (p: Page) => p.evaluate(() => window.__salon?.view() as View | null);

test("Manitou deals from the console, a player peeks at a face-down character on the phone, the script moves on, to a faction's win and its replay", async () => {
  const { mod, phone } = await moderatedKtulu(t);

  // §4 human mode starts in setup: the builder offers the recommended table; Manitou deals at random
  await mod.waitForSelector(testid("composition-builder"), { state: "visible" });
  await mod.screenshot({ path: join(ARTIFACTS, "ktulu-moderator-setup.png") });
  await mod.click(testid("comp-random"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.phase === "night");
  const truth = (await view(mod))!;
  expect(truth.seats.every((s) => s.role !== null)).toBe(true);
  const mine = truth.seats[0];

  // the character card is face down until tapped, then names what the server dealt
  await phone.waitForSelector(testid("role-card"), { state: "visible" });
  expect(await phone.$(testid("role-name"))).toBeNull();
  await phone.click(testid("role-card"));
  expect(await phone.textContent(testid("role-name"))).toBe(ktuluCatalog.roles[mine.role!].name);
  await phone.screenshot({ path: join(ARTIFACTS, "ktulu-phone-role.png") });
  await phone.click(testid("role-card"));

  // §2/§8 a player knows his own character and (outside the town) his faction mates', nobody else's
  const seen = (await view(phone))!;
  for (const s of seen.seats) {
    if (s.seat === 0) continue;
    const mate = mine.faction !== "town" && truth.seats[s.seat].faction === mine.faction;
    expect(s.role).toBe(mate ? truth.seats[s.seat].role : null);
  }

  // the console: the script with its current step; advancing (after any owed decisions) moves it on
  await mod.waitForSelector('[aria-current="step"]');
  const before = JSON.stringify((await view(mod))!.script);
  // a decision the phone owes is made on the phone (its first offered button); bots make theirs
  for (let i = 0; i < 20 && !(await advanceLegal(mod)); i++) {
    // a locator (re-found at the click): the page redraws its buttons on every view
    const button = phone.locator(`${testid("night-prompt")} button[data-action]`).first();
    if (await button.isVisible()) await button.click({ timeout: 5_000 }).catch(() => undefined);
    await mod.waitForTimeout(500);
  }
  expect(await advanceLegal(mod)).toBe(true);
  await mod.click(testid("advance-button"));
  await mod.waitForFunction((b) => JSON.stringify(window.__salon.view()?.script) !== b || window.__salon.view()?.phase !== "night", before);
  await mod.screenshot({ path: join(ARTIFACTS, "ktulu-moderator-night.png") });

  // on through the night to the first day: the phone answers its prompts, bots theirs, Manitou advances
  await throughNight(mod, phone, 80, 300);
  const day = (await view(mod))!;
  expect(["day", "over"]).toContain(day.phase);
  await mod.screenshot({ path: join(ARTIFACTS, "ktulu-moderator-day.png") });
  await phone.screenshot({ path: join(ARTIFACTS, "ktulu-phone-day.png") });

  // §9 on, day and night, until a faction has won: Manitou never declares a winner himself
  const acted = await playToTheEnd(mod, phone, 420_000);
  const over = (await view(mod)) as View & { winner?: string | null };
  expect(over.phase).toBe("over");
  for (const p of [mod, phone]) {
    await p.waitForSelector(testid("winner-banner"), { state: "visible" });
    expect(await p.textContent(testid("winner-banner"))).toMatch(over.winner ? /win/i : /nobody/i);
  }
  if (over.winner) expect(await mod.textContent(testid("winner-banner"))).toContain(ktuluCatalog.factions[over.winner].name);
  // the bar above the console says who won, in view without scrolling
  expect(await mod.textContent(testid("prompt-text"))).toMatch(
    over.winner ? new RegExp(`^Game over — ${ktuluCatalog.factions[over.winner].name} win$`) : /^Game over — Nobody wins$/,
  );
  await mod.screenshot({ path: join(ARTIFACTS, "ktulu-moderator-won.png") });
  await phone.screenshot({ path: join(ARTIFACTS, "ktulu-phone-won.png") });
  // the replay from its first step to its last, every step drawn without a page error
  // (a random deal may end at the first dawn — Luke rides away, or the town holds the statue — so the record may
  // be short; it holds at least every act of Manitou's after the first day, and the night before it)
  const steps = await stepReplayFromTable(mod);
  expect(steps).toBeGreaterThan(acted);
}, 720_000);
