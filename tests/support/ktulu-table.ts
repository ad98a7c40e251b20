/**
 * A moderated Ktulu table in the browser, as the Ktulu browser tests set it up: Manitou (a human moderator,
 * desktop) creates a 7-seat table from the lobby, a player ("Ola") joins by the invite link on a phone, bots
 * fill the other seats and Manitou starts; then, through the night to the first day.
 */
import type { Page } from "playwright-core";
import { testid, type BrowserTable } from "./browser";

declare const window: { __salon: any };

/** Up to the start (the setup phase, with the composition builder on Manitou's console). */
export async function moderatedKtulu(t: BrowserTable, locale?: string): Promise<{ mod: Page; phone: Page }> {
  const mod = await t.newPage(1280, 800, 90_000, locale);
  await mod.goto(t.salon.http_url);
  await mod.fill(testid("name-input"), "Manitou");
  await mod.selectOption(testid("ruleset-select"), "ktulu");
  expect(await mod.inputValue(testid("seats-select"))).toBe("12"); // the usual table size comes first
  await mod.selectOption(testid("seats-select"), "7");
  await mod.selectOption(testid("option-moderator"), "human"); // the creator takes the chair without the toggle
  await mod.click(testid("create-button"));
  await mod.waitForFunction(() => window.__salon.roomId() !== null && window.__salon.you()?.role === "moderator");
  const invite = (await mod.$eval(testid("invite-link"), (el) => el.textContent || "")).trim();

  const phone = await t.newPage(360, 740, 90_000, locale);
  await phone.goto(invite);
  await phone.fill(testid("name-input"), "Ola");
  await phone.click(testid("name-save"));
  await phone.waitForFunction(() => window.__salon.you()?.seat === 0);
  for (let seat = 1; seat < 7; seat++) {
    await mod.click(testid(`add-bot-${seat}`));
    await mod.waitForSelector(testid(`remove-bot-${seat}`));
  }
  await mod.click(testid("start-button"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.phase === "setup");
  return { mod, phone };
}

/** Whether Manitou may close the current step now. */
export const advanceLegal = (mod: Page) =>
  mod.evaluate(() => (window.__salon.view()?.legal ?? []).some((a: any) => a.type === "advance" && a.for === undefined));

/** Manitou advances; the script (or the phase) changes. */
export async function advance(mod: Page): Promise<void> {
  const was = await mod.evaluate(() => JSON.stringify(window.__salon.view()?.script));
  await mod.click(testid("advance-button"));
  await mod.waitForFunction((b) => JSON.stringify(window.__salon.view()?.script) !== b || window.__salon.view()?.phase !== "night", was);
}

/**
 * On through the night: the phone answers its prompts (its first offered button), bots theirs, Manitou
 * advances whenever he may. `each` runs before every step (e.g. to read the pages).
 */
export async function throughNight(mod: Page, phone: Page, steps: number, wait: number, each?: () => Promise<void>): Promise<void> {
  const phase = () => mod.evaluate(() => window.__salon.view()?.phase as string | undefined);
  for (let i = 0; i < steps && (await phase()) === "night"; i++) {
    await each?.();
    if (await advanceLegal(mod)) {
      await advance(mod);
      continue;
    }
    // a locator (re-found at the click): the page redraws its buttons on every view
    const button = phone.locator(`${testid("night-prompt")} button[data-action]`).first();
    if (await button.isVisible()) await button.click({ timeout: 5_000 }).catch(() => undefined);
    await mod.waitForTimeout(wait);
  }
}

/** An action's button on a deduction page, found by the action's JSON the client puts on it (`data-action`). */
const actionButton = (action: Record<string, unknown>) => `button[data-action='${JSON.stringify(action)}']`;

/**
 * The phone makes its first legal decision with its own buttons: the action's button, or, where the page
 * offers a seat picker (an action naming several seats), its chips and Confirm. Returns whether it acted.
 */
async function phoneDecides(phone: Page): Promise<boolean> {
  const legal = await phone.evaluate(() => (window.__salon.view()?.legal ?? []) as Record<string, unknown>[]);
  if (legal.length === 0 || (await phone.evaluate(() => window.__salon.view()?.phase)) === "setup") return false;
  const action = legal[0];
  // a locator, not a handle: the page redraws its buttons on every view, so a handle may be detached by the
  // time it is clicked; if the decision has gone meanwhile (the view moved on), the caller looks again
  const button = phone.locator(`${testid("dd-phone")} ${actionButton(action)}`).first();
  if (await button.isVisible()) {
    return button.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
  }
  const targets = action.targets;
  if (Array.isArray(targets) && (await phone.$(testid("pick-confirm-me")))) {
    for (const seat of targets) await phone.click(testid(`pick-me-${seat}`));
    await phone.click(testid("pick-confirm-me"));
    return true;
  }
  return false;
}

/**
 * Where the game stands on Manitou's page: phase, round, step, script and legal actions, as one string. Its
 * page-side twin is in `movedOn` (a function run in the page cannot call one of the test's).
 */
const progress = (mod: Page) =>
  mod.evaluate(() => {
    const v = window.__salon.view();
    return JSON.stringify([v?.phase, v?.round, v?.step, v?.script, v?.legal]);
  });

/** Until Manitou's page shows the game further on than `before` (a `progress` string). */
const movedOn = (mod: Page, before: string) =>
  mod.waitForFunction((b) => {
    const v = window.__salon.view();
    return JSON.stringify([v?.phase, v?.round, v?.step, v?.script, v?.legal]) !== b;
  }, before);

/**
 * A moderated game to its end through the pages: the phone makes its decisions, bots theirs; Manitou lets the
 * poison strike, resolves a tied search (a run-off), and closes each step as soon as he may — never declaring
 * a winner himself. Returns how many times Manitou acted.
 */
export async function playToTheEnd(mod: Page, phone: Page, limitMs: number): Promise<number> {
  const end = Date.now() + limitMs;
  let acted = 0;
  while ((await mod.evaluate(() => window.__salon.view()?.phase)) !== "over") {
    if (Date.now() > end) throw new Error(`the game did not end in time: ${await progress(mod)}`);
    const before = await progress(mod);
    if (await phoneDecides(phone)) {
      await movedOn(mod, before).catch(() => undefined);
      continue;
    }
    const own = await mod.evaluate(() => ((window.__salon.view()?.legal ?? []) as Record<string, unknown>[]).filter((a) => a.for === undefined));
    const pick = own.find((a) => a.type === "strikePoison") ?? own.find((a) => a.type === "resolveTie") ?? own.find((a) => a.type === "advance");
    if (!pick) {
      // the bots (or the phone's answer on its way) still owe a decision
      await mod.waitForTimeout(200);
      continue;
    }
    await mod.click(pick.type === "advance" ? testid("advance-button") : actionButton(pick));
    acted++;
    await movedOn(mod, before);
  }
  return acted;
}
