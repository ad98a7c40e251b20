/**
 * Replays and "My games" in Debian's Chromium (issue 11, parts 5 and 6): a finished game of every ruleset,
 * kept in the database, opens at `/r/<table>/<game>`; stepping through it with the buttons, the arrow keys
 * and the slider shows exactly the engine's picture of each position (every hand face up), with the deals'
 * scores and the downloads. A player's games are listed in "My games" and move to another device with a
 * one-time code.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { randInt, rulesets, rngFromSeed, startFromRecord, type AnyRuleset, type GameRecord, type RecordedAction } from "@salon/shared";
import { Game } from "../../server/src/game";
import { ARTIFACTS, testid, useBrowserTable } from "../support/browser";
import { playFoxGameAs } from "../support/fox-game";
import { overflowing } from "../support/overflow";

declare const window: { __salon: any; localStorage: { getItem(key: string): string | null } };

const t = useBrowserTable({ defaultBotDelayMs: 0 });

/** A whole game played by random legal moves (an automatic moderator's time-outs included). */
function playWhole(rules: AnyRuleset, seats: number, seed: string): { record: GameRecord; states: unknown[] } {
  const options = Object.fromEntries(rules.options.map((o) => [o.key, o.default]));
  const begun = Game.begin(rules, {
    seats,
    options,
    dealer: 0,
    seed,
    meta: { table: `${rules.name} night`, players: Array.from({ length: seats }, (_x, i) => `Player ${i + 1}`) },
  });
  if (!begun.ok) throw new Error(begun.error);
  const game = begun.value;
  let rng = rngFromSeed(`${seed}-moves`);
  for (let i = 0; i < 20_000 && !game.outcome(); i++) {
    const actor = game.toAct()[0];
    if (actor === undefined) {
      const due = game.timeout();
      if (!due) throw new Error(`${rules.id}: stuck`);
      game.act("moderator", due.action);
      continue;
    }
    const legal = game.legalActions(actor);
    const [x, next] = randInt(rng, legal.length);
    rng = next;
    const done = game.act(actor, legal[x]);
    if (!done.ok) throw new Error(done.error);
  }
  const record = game.snapshot();
  const start = startFromRecord(rules, record);
  if (!start.ok) throw new Error(start.error);
  const states = [start.value];
  for (const a of record.actions as RecordedAction[]) {
    const next = rules.apply(states[states.length - 1], a.seat, a.action);
    if (!next.ok) throw new Error(next.error);
    states.push(next.value.state);
  }
  return { record, states };
}

/** Writes a finished game into the server's database as a public table would have. */
async function keep(id: string, rules: AnyRuleset, seats: number, record: GameRecord, final: unknown): Promise<void> {
  const store = t.salon.store!;
  store.journal.tableOpened({
    id,
    setup: {
      ruleset: rules.id,
      options: (record.options ?? {}) as Record<string, never>,
      seats,
      tableName: String(record.meta?.table),
      private: false,
      moderate: false,
      botDelayMs: 0,
      imported: null,
      table: { takeover: true, undo: true, kibitz: "public", kibitzDelay: "deal", spectatorChat: false, clock: null },
    },
    hostPlayerId: null,
    seats: Array.from({ length: seats }, (_x, i) => ({ kind: "human" as const, name: `Player ${i + 1}`, playerId: null, claimHash: null })),
    moderator: null,
    gameNo: 1,
    status: "over",
    deadline: 0,
    extra: {},
  });
  store.journal.gameStarted(id, 1, { seats, options: record.options ?? {}, dealer: 0, seed: "kept", meta: {} }, []);
  store.journal.gameFinished(id, 1, record, rules.outcome(final)!);
  store.journal.tableClosed(id, "finished");
  await store.journal.durable();
}

/** Each game's summary of a scored deal (Fox's round, Euchre's hand, Kierki's sheet, Skat's and bridge's deal). */
const DEAL_SUMMARIES = ["round-summary", "euchre-hand-summary", "kierki-score-sheet", "skat-deal-summary", "deal-summary"].map(testid).join(", ");

const shown = (p: Page) => p.evaluate(() => ({ view: window.__salon.view(), at: window.__salon.replay() }));
const json = (x: unknown) => JSON.parse(JSON.stringify(x));

test.each(Object.keys(rulesets))(
  "%s: a finished game replays step by step, exactly as the engine saw it",
  async (id) => {
    const rules = rulesets[id];
    const seats = rules.defaultSeats ?? rules.minSeats;
    const { record, states } = playWhole(rules, seats, `replay-${id}`);
    const tableId = `replay${id}`;
    await keep(tableId, rules, seats, record, states[states.length - 1]);
    const page = await t.newPage(1280, 800, 30_000);
    await page.goto(`${t.salon.http_url}/r/${tableId}/1`);
    await page.waitForFunction(() => window.__salon.replay()?.total > 0);
    const total = states.length - 1;
    const expectAt = async (k: number) => {
      await page.waitForFunction((want) => window.__salon.replay()?.index === want, k);
      const got = await shown(page);
      expect(got.at).toEqual({ index: k, total });
      expect(got.view).toEqual(json(rules.view(states[k], "moderator")));
    };
    await expectAt(0); // opens on the first step: the deal before the first move
    // every step shows, worded (no action's code in the caption); page errors fail the test (support/browser.ts)
    for (let k = 1; k <= total; k++) {
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction((want) => window.__salon.replay()?.index === want, k);
      const caption = (await page.textContent(testid("replay-caption"))) ?? "";
      const type = String((record.actions as RecordedAction[])[k - 1].action.type);
      // a code in camelCase ("acceptClaim") is never a word; a lowercase one ("ready") may be the label's own
      if (/[A-Z]/.test(type)) expect([k, caption]).not.toEqual([k, expect.stringContaining(type)]);
    }
    await expectAt(total);
    await page.click(testid("replay-first"));
    await expectAt(0);
    // back before any deal was scored: no deal's summary is left up (a Skat replay once kept a later deal's)
    expect(await page.$$(DEAL_SUMMARIES)).toEqual([]);
    await page.click(testid("replay-next"));
    await expectAt(1);
    await page.keyboard.press("ArrowRight");
    await expectAt(2);
    await page.keyboard.press("ArrowLeft");
    await expectAt(1);
    const mid = Math.floor(total / 2);
    await page.$eval(
      testid("replay-slider"),
      (el, v) => {
        (el as unknown as { value: string }).value = String(v);
        el.dispatchEvent(new Event("input"));
      },
      mid,
    );
    await expectAt(mid);
    await page.keyboard.press("End");
    await expectAt(total);
    expect(await page.textContent(testid("replay-counter"))).toBe(`${total} / ${total}`);
    // the deals' scores, and a jump to the first deal's end
    const deals = await page.$$(`${testid("replay-deals")} li`);
    expect(deals.length).toBeGreaterThan(0);
    await page.click(testid("replay-deal-1"));
    const firstEnd = states.findIndex((s, i) => i > 0 && rules.handsDone(s) > rules.handsDone(states[i - 1]));
    await expectAt(firstEnd > 0 ? firstEnd : total);
    // downloads: JSON always, PBN for bridge
    expect(await page.$(testid("download-json"))).not.toBeNull();
    if (id === "bridge") expect(await page.getAttribute(testid("download-pbn"), "href")).toBe(`/api/records/${tableId}/1?format=pbn`);
    await page.screenshot({ path: join(ARTIFACTS, `replay-${id}.png`) });
    // stepping back and forth over a moment that shows a message (Krendzu's tour over) shows it once, not once a pass
    const toasts = await page.$$eval(`${testid("toast")}:not(.toast-out)`, (els) => els.map((e) => e.textContent));
    expect(toasts.filter((x, i) => toasts.indexOf(x) !== i)).toEqual([]);
    await page.context().close();
    // a bridge deal is ~70 steps, each checked against the engine's view: minutes on a loaded 2-core machine
  },
  300_000,
);

test("My games lists a player's games; replay opens from there; a one-time code moves them to another device", async () => {
  const page = await t.newPage(1280, 800, 30_000);
  await page.goto(`${t.salon.http_url}/games`);
  await page.waitForFunction(() => !!window.localStorage.getItem("salon.player"));
  const me = await page.evaluate(() => JSON.parse(window.localStorage.getItem("salon.player")!));
  // a Fox game played under this identity (a bot opponent), to its end
  const roomId = await playFoxGameAs(t.salon.ws_url, me.secret);
  await page.reload();
  await page.waitForSelector(testid(`game-${roomId}-1`));
  expect(await page.textContent(testid(`game-${roomId}-1`))).toContain("The Fox in the Forest");
  await page.click(testid(`replay-${roomId}-1`));
  await page.waitForFunction(() => window.__salon.replay()?.total > 0);
  // another device: a code shown once, claimed there, the same games listed
  await page.goto(`${t.salon.http_url}/games`);
  await page.click(testid("transfer-button"));
  const link = await page.getAttribute(testid("transfer-link"), "href");
  expect(link).toMatch(/\/claim#[A-Z0-9]{10}$/);
  const phone = await t.newPage(360, 740, 30_000);
  await phone.goto(link!);
  await phone.waitForSelector(testid(`game-${roomId}-1`));
  const other = await phone.evaluate(() => JSON.parse(window.localStorage.getItem("salon.player")!));
  expect(other.id).toBe(me.id);
  expect(other.secret).not.toBe(me.secret);
  await phone.screenshot({ path: join(ARTIFACTS, "my-games-phone.png") });
  // on a phone the list fits its 360 px: no column, and no Replay button, cut off at the right edge
  expect(await overflowing(phone)).toEqual([]);
  await page.context().close();
  await phone.context().close();
}, 120_000);
