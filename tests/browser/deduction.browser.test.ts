/**
 * The deduction client in Debian's Chromium, driven by playwright-core: a human-moderated Werewolf table.
 * The moderator creates it in the lobby (desktop size) and sees the invite QR code; a player opens the
 * invite link on a phone-sized page; bots fill the other seats. The moderator deals with the composition
 * builder, the player peeks at the face-down role card, devours from the phone's private night prompt, the
 * moderator advances the script, and both pages show the death at dawn. The phone never shows another
 * living seat's role; a spectator who arrives by the link sees public facts only. Screenshots go to artifacts/.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { pageErrors, stepReplayFromTable } from "../support/replay-steps";
import { createTable, fillTableForm, joinByLink, seated } from "../support/lobby";

declare const window: { __salon: any };
declare const document: any;

const t = useBrowserTable({ defaultBotDelayMs: 100 }, 400_000);

interface Seat {
  seat: number;
  status: string;
  role: string | null;
  marks: string[];
}
type View = {
  phase: string;
  step: string;
  round: number;
  seats: Seat[];
  legal: Record<string, unknown>[];
  log: { code?: string; text: string; private?: boolean }[];
  script?: { id: string; status: string }[];
};
const view = (p: Page) => p.evaluate(() => window.__salon?.view() as View | null);

const newPage = (width: number, height: number) => t.newPage(width, height, 90_000);

/** §8 the phone shows a role only for its own seat and the dead (revealed): never another living seat's. */
async function expectNoForeignRoles(phone: Page, me: number): Promise<void> {
  const v = (await view(phone))!;
  for (const s of v.seats) if (s.seat !== me && s.status === "alive") expect(s.role).toBeNull();
  const shown = await phone.$$eval('[data-testid^="seat-role-"]', (els) => els.map((e) => Number((e as any).dataset.testid.slice("seat-role-".length))));
  for (const seat of shown) expect(v.seats[seat].status).not.toBe("alive");
  const playersText = await phone.textContent(".dd-seats");
  expect(playersText).not.toMatch(/Seer/);
}

/** A human-moderated Werewolf table: the moderator (desktop) creates it, Ben joins by the link on a phone
 * (seat 0), bots fill the other seats, the moderator starts; the game waits in `setup`. */
async function moderatedTable(seats: number): Promise<{ mod: Page; phone: Page; invite: string }> {
  const mod = await newPage(1280, 800);
  await fillTableForm(mod, t.salon.http_url, "Mia", "werewolf", { "option-moderator": "human", "seats-select": String(seats) });
  await mod.check(testid("moderate-toggle"));
  await mod.click(testid("create-button"));
  await seated(mod, "moderator");
  const roomId = await mod.evaluate(() => window.__salon.roomId());
  const invite = (await mod.$eval(testid("invite-link"), (el) => el.textContent || "")).trim();
  expect(invite).toContain(`/t/${roomId}`);

  // the player joins on a phone by the invite link
  const phone = await newPage(360, 740);
  await joinByLink(phone, invite, "Ben", 0);

  for (let seat = 1; seat < seats; seat++) {
    await mod.click(testid(`add-bot-${seat}`));
    await mod.waitForSelector(testid(`remove-bot-${seat}`));
  }
  await mod.click(testid("start-button"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.phase === "setup");

  return { mod, phone, invite };
}

test("§5 a moderated night step: the moderator deals, a player peeks and devours from the phone, the moderator advances, both see the death", async () => {
  const { mod, phone, invite } = await moderatedTable(5);

  // §4 setup: the console shows the builder (from the recommended composition) and the invite QR code
  await mod.waitForSelector(testid("composition-builder"), { state: "visible" });
  await mod.waitForSelector(`${testid("console-qr")}`, { state: "visible" });
  const qrSize = await mod.$eval(testid("console-qr"), (c) => (c as any).width as number);
  expect(qrSize).toBeGreaterThan(100);
  const roles = ["werewolf", "seer", "villager", "villager", "villager"];
  for (let seat = 0; seat < 5; seat++) await mod.selectOption(testid(`comp-seat-${seat}`), roles[seat]);
  await mod.screenshot({ path: join(ARTIFACTS, "deduction-moderator-setup.png") });
  await mod.click(testid("comp-assign"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.phase === "night");
  const modView = (await view(mod))!;
  expect(modView.seats.map((s) => s.role)).toEqual(roles);

  // the role card is face down until tapped
  await phone.waitForSelector(testid("role-card"), { state: "visible" });
  expect(await phone.$(testid("role-name"))).toBeNull();
  await expectNoForeignRoles(phone, 0);
  await phone.click(testid("role-card"));
  expect(await phone.textContent(testid("role-name"))).toBe("Werewolf");
  await phone.screenshot({ path: join(ARTIFACTS, "deduction-phone-role.png") });
  await phone.click(testid("role-card"));
  expect(await phone.$(testid("role-name"))).toBeNull();

  // the moderator advances the script until the werewolves' step (the bot seer acts or passes first)
  for (let i = 0; i < 6 && (await view(mod))!.step !== "werewolves"; i++) {
    const before = JSON.stringify((await view(mod))!.script);
    await mod.waitForFunction(() => (window.__salon.view()?.legal ?? []).some((a: any) => a.type === "advance" && a.for === undefined));
    await mod.click(testid("advance-button"));
    await mod.waitForFunction((b) => JSON.stringify(window.__salon.view()?.script) !== b, before);
  }
  expect((await view(mod))!.step).toBe("werewolves");
  await mod.waitForSelector(`${testid("script-step-werewolves")}[aria-current="step"]`);

  // the phone shows its private prompt; the player devours seat 2 (shown 1-based as "(3)")
  await phone.waitForSelector(testid("night-prompt"), { state: "visible" });
  await phone.waitForSelector(testid("act-nightAction-devour-target2"), { state: "visible" });
  expect(await phone.$(testid("act-nightAction-devour-target0"))).toBeNull();
  await phone.screenshot({ path: join(ARTIFACTS, "deduction-phone-night.png") });
  await phone.click(testid("act-nightAction-devour-target2"));
  await mod.waitForFunction(
    () =>
      /\(3\)|seat 3|Seat 3/i.test(document.querySelector('[data-testid="script-step-werewolves"]')?.textContent ?? "") &&
      /Chose/.test(document.querySelector('[data-testid="script-step-werewolves"]')?.textContent ?? ""),
  );
  await mod.screenshot({ path: join(ARTIFACTS, "deduction-moderator-night.png") });
  await expectNoForeignRoles(phone, 0);

  // the moderator closes the step; dawn: seat 2 dies, on both pages
  await mod.click(testid("advance-button"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.seats?.[2]?.status === "dead");
  await phone.waitForFunction(() => /dead/.test(document.querySelector('[data-testid="seat-row-2"]')?.textContent ?? ""));
  await mod.waitForFunction(() => /dead/.test(document.querySelector('[data-testid="seat-row-2"]')?.textContent ?? ""));
  // §8 the dead player's role is public; the living seats' roles stay hidden
  expect(await phone.textContent(testid("seat-role-2"))).toBe("Villager");
  await expectNoForeignRoles(phone, 0);
  // The dawn line arrives as a phrase (issue 14) and each page says it with the table's names: seat 2 is
  // "<name> (3)", its role by the catalogue's name.
  const phoneView = (await view(phone))!;
  expect(phoneView.log.some((l) => !l.private && typeof l.code === "string" && /seat 3/i.test(l.text))).toBe(true);
  const lines = (page: Page) =>
    page.$$eval(`${testid("news")} [data-testid="log-line"], ${testid("console-log")} [data-testid="log-line"]`, (els) => els.map((e) => e.textContent ?? ""));
  const deathLine = (await lines(phone)).find((t) => /\(3\)/.test(t) && /Villager/.test(t));
  expect(deathLine).toBeDefined();
  expect(await mod.textContent(testid("console-log"))).toContain(deathLine!.trim());
  expect((await view(phone))!.phase).toBe("day");

  // §5 day 1: the phone votes in the sheriff election
  const vote = await phone.waitForSelector('[data-testid^="act-vote-target"]', { state: "visible" });
  await vote.click();
  await phone.waitForSelector(`${testid("ballot")} .tag-you`);
  await phone.screenshot({ path: join(ARTIFACTS, "deduction-phone-day.png") });
  await mod.screenshot({ path: join(ARTIFACTS, "deduction-moderator-day.png") });

  // §8 a latecomer by the same link finds every seat taken and watches: public facts only, no role card
  const watcher = await newPage(360, 740);
  await watcher.goto(invite);
  await watcher.fill(testid("name-input"), "Sam");
  await watcher.click(testid("name-save"));
  await watcher.waitForFunction(() => window.__salon.you()?.role === "spectator" && window.__salon.view()?.phase === "day");
  await watcher.waitForSelector(testid("dd-phone"), { state: "visible" }).catch(async (e: Error) => {
    // Seen once in CI (the phone there but hidden for 90 s) and never here: say what hid it, next time.
    const chain = await watcher.evaluate(() => {
      const g = globalThis as any;
      return Array.from(g.document.querySelectorAll('[data-testid="dd-phone"]') as ArrayLike<any>).map((n) => {
        const up: string[] = [];
        for (let e = n; e; e = e.parentElement) {
          const r = e.getBoundingClientRect();
          const cs = g.getComputedStyle(e);
          up.push(
            `${e.tagName.toLowerCase()}.${e.className}${e.hidden ? "[hidden]" : ""} ${cs.display}/${cs.visibility} ${Math.round(r.width)}×${Math.round(r.height)}`,
          );
        }
        return up;
      });
    });
    throw new Error(`the spectator's phone is not visible: ${JSON.stringify(chain)} (${e.message.split("\n")[0]})`);
  });
  expect(await watcher.isVisible(testid("role-card"))).toBe(false);
  expect(await watcher.isVisible(testid("night-prompt"))).toBe(false);
  const watched = (await view(watcher))!;
  for (const s of watched.seats) expect(s.role === null).toBe(s.status === "alive");
  expect(watched.log.some((l) => l.private)).toBe(false);
  expect(await watcher.$$('[data-testid="private-line"]')).toHaveLength(0);
  const roleTags = await watcher.$$eval('[data-testid^="seat-role-"]', (els) => els.map((e) => (e as any).dataset.testid));
  expect(roleTags).toEqual(["seat-role-2"]);
  await watcher.screenshot({ path: join(ARTIFACTS, "deduction-spectator.png") });
}, 400_000);

test("§5 cupid links two lovers with the phone's seat picker; the moderator votes for a seat that points", async () => {
  const { mod, phone } = await moderatedTable(5);
  const roles = ["cupid", "werewolf", "seer", "villager", "villager"];
  await mod.waitForSelector(testid("composition-builder"), { state: "visible" });
  for (let seat = 0; seat < 5; seat++) await mod.selectOption(testid(`comp-seat-${seat}`), roles[seat]);
  await mod.click(testid("comp-assign"));
  for (const p of [mod, phone]) await p.waitForFunction(() => window.__salon.view()?.step === "cupid");

  // §5 step 2: ten pairs are legal, so the phone offers a picker; a pair needs two ticks
  await phone.waitForSelector(testid("pick-me-3"), { state: "visible" });
  expect(await phone.isDisabled(testid("pick-confirm-me"))).toBe(true);
  await phone.click(testid("pick-me-0"));
  await phone.click(testid("pick-me-3"));
  expect(await phone.textContent(testid("pick-confirm-me"))).toMatch(/Ben \(1\).*\(4\)/);
  await phone.screenshot({ path: join(ARTIFACTS, "deduction-phone-cupid.png") });
  await phone.click(testid("pick-confirm-me"));
  await mod.waitForFunction(() => /Chose/.test(document.querySelector('[data-testid="script-step-cupid"]')?.textContent ?? ""));
  // §8 cupid knows the lovers: the phone marks both, the console too
  for (const p of [mod, phone]) await p.waitForFunction(() => [0, 3].every((s) => window.__salon.view()?.seats?.[s]?.marks?.includes("lover")));
  expect(await phone.textContent(testid("seat-row-3"))).toMatch(/Lover/);
  await expectNoForeignRoles(phone, 0);

  // the moderator closes each step until day 1 (the bots act for their seats)
  for (let i = 0; i < 12 && (await view(mod))!.phase !== "day"; i++) {
    const before = JSON.stringify([(await view(mod))!.step, (await view(mod))!.script]);
    await mod.waitForFunction(() => (window.__salon.view()?.legal ?? []).some((a: any) => a.type === "advance" && a.for === undefined));
    await mod.click(testid("advance-button"));
    await mod.waitForFunction((b) => JSON.stringify([window.__salon.view()?.step, window.__salon.view()?.script]) !== b, before);
  }
  const day = (await view(mod))!;
  expect(day.phase).toBe("day");
  if (day.seats[0].status !== "alive") return; // the wolves ate cupid or his lover: nobody left to point

  // Ben points at a seat instead of using the phone: the moderator votes for him in the act-for panel
  await mod.waitForSelector(testid("act-for"), { state: "visible" });
  await mod.selectOption(testid("act-for-select"), "0");
  const target = day.seats.find((s) => s.seat !== 0 && s.status === "alive")!.seat;
  await mod.click(testid(`act-for0-vote-target${target}`));
  await phone.waitForFunction((t) => window.__salon.view()?.ballot?.mine === t, target);
  await phone.waitForSelector(`${testid(`ballot-row-${target}`)} .tag-you`);
  await mod.screenshot({ path: join(ARTIFACTS, "deduction-moderator-actfor.png") });
}, 400_000);

/**
 * A moderated night to a faction's win (issue 27): the moderator creates a Werewolf table in the lobby, fills
 * every seat with bots in one click, deals at random and closes each step from the console while the bots act,
 * night and day, until one faction has won (§6); the console shows the winner, and the game's replay steps from
 * the first step to the last without a page error.
 */
test("§6 a moderated game played to a faction's win from the console, then its replay step by step", async () => {
  const mod = await newPage(1280, 800);
  const errors = pageErrors(mod);
  await createTable(mod, t.salon.http_url, "Mia", "werewolf", { "option-moderator": "human", "seats-select": "5" }, "moderator");
  await mod.click(testid("fill-bots"));
  await mod.waitForFunction(() => (document.activeElement as any)?.dataset?.testid === "start-button");
  await mod.keyboard.press("Enter");
  await mod.waitForSelector(testid("composition-builder"), { state: "visible" });
  await mod.click(testid("comp-random"));
  await mod.waitForFunction(() => window.__salon.view()?.phase !== "setup");
  let advanced = 0;
  for (let i = 0; i < 400 && (await view(mod))!.phase !== "over"; i++) {
    const before = await mod.evaluate(() =>
      JSON.stringify([window.__salon.view()?.step, window.__salon.view()?.round, window.__salon.view()?.script, window.__salon.view()?.phase]),
    );
    // The bots decide for their seats; the moderator closes the step as soon as it may.
    await mod.waitForFunction(
      () => window.__salon.view()?.phase === "over" || (window.__salon.view()?.legal ?? []).some((a: any) => a.type === "advance" && a.for === undefined),
      null,
      { timeout: 60_000 },
    );
    if ((await view(mod))!.phase === "over") break;
    await mod.click(testid("advance-button"));
    advanced++;
    await mod.waitForFunction(
      (b) => JSON.stringify([window.__salon.view()?.step, window.__salon.view()?.round, window.__salon.view()?.script, window.__salon.view()?.phase]) !== b,
      before,
    );
  }
  const end = (await view(mod)) as View & { winner?: string };
  expect(end.phase).toBe("over");
  expect(advanced).toBeGreaterThan(2);
  await mod.waitForSelector(testid("winner-banner"), { state: "visible" });
  expect(await mod.textContent(testid("winner-banner"))).toMatch(/win/i);
  await mod.screenshot({ path: join(ARTIFACTS, "deduction-moderator-won.png") });
  const steps = await stepReplayFromTable(mod);
  expect(steps).toBeGreaterThan(advanced);
  expect(errors).toEqual([]);
}, 400_000);
