/**
 * Bots at a real table (issue 13): levels chosen per seat and kept by the table, bots that search (normal,
 * strong) playing through worker threads, and the "Suggest" button, which answers only its own player with
 * a legal move of that player's seat.
 */
import { completeView, getRuleset, type JsonObject } from "@salon/shared";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ botLevelCap: "strong" });
});
afterAll(() => salon.close());

type Seat = { kind: string; level: string };

test("bots sit at the level asked for (normal by default), may change level, and play a deal of Kierki by search", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 4, botDelayMs: 0 });
  ann.send("addBot", { seat: 1 });
  ann.send("addBot", { seat: 2, level: "strong" });
  ann.send("addBot", { seat: 3, level: "easy" });
  await ann.until(() => ann.state.seats.every((s: Seat) => s.kind !== "empty"));
  expect(ann.state.seats.map((s: Seat) => s.level)).toEqual(["", "normal", "strong", "easy"]);
  ann.send("botLevel", { seat: 3, level: "normal" });
  await ann.until(() => ann.state.seats[3].level === "normal");
  ann.send("addBot", { seat: 0, level: "genius" });
  expect((await ann.nextError(0)).code).toBe("bad_message");
  ann.send("start");
  await ann.until(() => ann.state.status === "playing");
  // Ann plays her first legal card each turn; the bots answer by search in worker threads until the deal ends.
  const rules = getRuleset("kierki")!;
  let sentFor = -1;
  await ann.until(
    () => {
      const view = completeView(rules, ann.view(), 0) as JsonObject & { legal?: string[]; results?: unknown[]; trickNo?: number; trick?: string[] };
      const at = (view.trickNo ?? 0) * 10 + (view.trick ?? []).length;
      if ((view.legal ?? []).length && sentFor !== at) {
        sentFor = at;
        ann.send("action", { type: "play", card: view.legal![0] });
      }
      return (view.results ?? []).length > 0;
    },
    // a strong bot searches each card in a worker: on a loaded two-core machine a deal may take over a minute
    120_000,
    "the first deal scored",
  );
  expect(ann.errors.length).toBe(1);
  await ann.leave();
}, 180_000);

test("the Suggest button answers its player with a legal move of that player's seat, and only where the table offers it", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 4, botDelayMs: 0, table: { hint: true } });
  for (const seat of [1, 2, 3]) ann.send("addBot", { seat, level: "easy" });
  await ann.until(() => ann.state.seats.every((s: Seat) => s.kind !== "empty"));
  const sue = await TestClient.join(salon.ws_url, ann.room.roomId, { name: "Sue", spectate: true });
  ann.send("start");
  const rules = getRuleset("kierki")!;
  const legal = () => (completeView(rules, ann.view(), 0) as { legal?: string[] }).legal ?? [];
  await ann.until(() => legal().length > 0, 10_000, "Ann's turn");
  ann.send("hint");
  await ann.until(() => ann.messages.some((m) => m.type === "hint"), 10_000, "a hint");
  const hint = ann.messages.find((m) => m.type === "hint")!.payload as { action: { type: string; card: string } };
  expect(hint.action.type).toBe("play");
  expect(legal()).toContain(hint.action.card);
  sue.send("hint");
  expect((await sue.nextError(0)).code).toBe("not_seated");
  expect(sue.messages.some((m) => m.type === "hint")).toBe(false);
  await Promise.all([ann.leave(), sue.leave()]);

  const bob = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Bob" });
  bob.send("addBot", { seat: 1 });
  await bob.until(() => bob.state.seats[1].kind === "bot");
  bob.send("start");
  await bob.until(() => bob.state.status === "playing");
  bob.send("hint");
  expect((await bob.nextError(0)).code).toBe("not_allowed");
  await bob.leave();
});
