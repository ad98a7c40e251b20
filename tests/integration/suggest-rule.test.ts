/**
 * Suggest by default only where it helps a learner and harms nobody (issue 27): with `hint: "bots"` (what
 * Salon's create form asks for unless the creator chooses otherwise) a seated player may ask what a normal bot
 * would play only while every other seat holds a bot; at a table with another person it is refused
 * (`not_allowed`, reason `no_hint`). The creator's choice overrides: `true` offers it to every player, `false`
 * to nobody (docs/protocol.md, "Table options").
 */
import { completeView, getRuleset } from "@salon/shared";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

const fox = getRuleset("fox")!;
const myTurn = (c: TestClient) => ((completeView(fox, c.view(), c.you!.seat!) as { legal?: unknown[] }).legal ?? []).length > 0;

/** A started Fox table made with `hint`; the second seat holds a bot or Bob. Returns whoever is to play first. */
async function foxTable(hint: unknown, second: "bot" | "person"): Promise<{ toPlay: TestClient; all: TestClient[] }> {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", botDelayMs: 0, ...(hint === undefined ? {} : { table: { hint } }) });
  const all = [ann];
  if (second === "bot") ann.send("addBot", { seat: 1 });
  else all.push(await TestClient.join(salon.ws_url, ann.room.roomId, { name: "Bob" }));
  await ann.until(() => ann.state.seats[1].kind !== "empty");
  ann.send("start");
  await Promise.all(all.map((c) => c.until(() => c.state.status === "playing")));
  // With a bot the person waits for a turn; with Bob one of the two is to play.
  await ann.until(() => all.some(myTurn), 10_000, "a person's turn");
  return { toPlay: all.find(myTurn)!, all };
}

async function answered(c: TestClient): Promise<boolean> {
  const errors = c.errors.length;
  c.send("hint");
  await c.until(() => c.messages.some((m) => m.type === "hint") || c.errors.length > errors, 10_000, "an answer to hint");
  if (c.errors.length > errors) {
    expect(c.errors[errors]).toMatchObject({ code: "not_allowed", params: { reason: "no_hint" } });
    return false;
  }
  return true;
}

test('hint "bots": a player whose other seat holds a bot gets a suggestion', async () => {
  const { toPlay, all } = await foxTable("bots", "bot");
  expect(await answered(toPlay)).toBe(true);
  for (const c of all) await c.leave();
});

test('hint "bots": at a table with another person nobody gets one', async () => {
  const { toPlay, all } = await foxTable("bots", "person");
  expect(await answered(toPlay)).toBe(false);
  for (const c of all) await c.leave();
});

test("the creator's choice overrides: on for every player at a table of people, off even with bots", async () => {
  const on = await foxTable(true, "person");
  expect(await answered(on.toPlay)).toBe(true);
  for (const c of on.all) await c.leave();
  const off = await foxTable(false, "bot");
  expect(await answered(off.toPlay)).toBe(false);
  for (const c of off.all) await c.leave();
});

test('a create message\'s hint is a boolean or "bots", nothing else', async () => {
  await expect(TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", table: { hint: "always" } })).rejects.toThrow();
});
