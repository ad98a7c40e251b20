/**
 * No table can stall (issue 13, part 6): the host manages the table even when not seated (so does the
 * moderator); a table whose people all left on purpose mid-game closes, keeping the partial record; one whose
 * dropped players' seats are kept warm by bots is finished by the bots while somebody watches, then closes
 * with its record (with nobody at all there it pauses instead: pause.test.ts).
 */
import { matchMaker } from "@colyseus/core";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 1 });
});
afterAll(() => salon.close());

const gone = (roomId: string) => matchMaker.getLocalRoomById(roomId) === undefined;
async function until(pred: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 25));
  }
}

test("the host adds and removes bots and starts a game without a seat; other spectators cannot", async () => {
  const host = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann" });
  const roomId = host.room.roomId;
  host.send("stand");
  await host.until(() => host.you?.role === "spectator");
  const other = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  other.send("addBot", { seat: 0 });
  expect((await other.nextError(0)).code).toBe("not_allowed");
  host.send("addBot", { seat: 0 });
  host.send("addBot", { seat: 1 });
  await host.until(() => host.state.seats.every((s: { kind: string }) => s.kind === "bot"));
  host.send("removeBot", { seat: 1 });
  await host.until(() => host.state.seats[1].kind === "empty");
  host.send("addBot", { seat: 1 });
  host.send("start");
  await host.until(() => host.state.status === "playing");
  expect(host.errors).toEqual([]);
  await Promise.all([host, other].map((c) => c.leave()));
});

test("everyone left a running game on purpose: the table closes and keeps the partial record", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 4, botDelayMs: 10_000 });
  const roomId = ann.room.roomId;
  for (const seat of [1, 2, 3]) ann.send("addBot", { seat });
  await ann.until(() => ann.state.seats.every((s: { kind: string }) => s.kind !== "empty"));
  ann.send("start");
  await ann.until(() => ann.state.status === "playing");
  await ann.leave(true);
  await until(() => gone(roomId));
  await salon.store!.journal.durable();
  const ended = await salon.store!.endedGame(roomId, 1);
  expect(ended?.status).toBe("abandoned");
  expect(ended?.record.ruleset).toBe("kierki");
});

test("bots keeping dropped players' seats finish the game while somebody watches; then the table closes with its record", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", botDelayMs: 0, options: { targetScore: 1 } });
  const roomId = ann.room.roomId;
  const sue = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  ann.send("addBot", { seat: 1 });
  await ann.until(() => ann.state.seats[1].kind === "bot");
  ann.send("start");
  await ann.until(() => ann.state.status === "playing");
  ann.drop(); // no goodbye: after the 1 s grace period a bot keeps Ann's seat warm and plays on
  await sue.until(() => sue.state.status === "over", 30_000);
  await sue.leave();
  await until(() => gone(roomId), 30_000);
  await salon.store!.journal.durable();
  const ended = await salon.store!.endedGame(roomId, 1);
  expect(ended?.status).toBe("finished");
  expect(ended?.outcome?.winners.length).toBeGreaterThan(0);
});
