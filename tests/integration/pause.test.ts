/**
 * A table with no person at it pauses (issue 27 item 8, issue 28 item 7): when nobody is seated, in the
 * moderator's chair or watching, a running game's bots stop, it leaves the open-tables listing, and it
 * closes after the idle time (here 3 s) keeping its partial record — unless a person comes back, which
 * resumes it. A moderator or a spectator counts as a person: at a Werewolf table with a human moderator,
 * the last seated player standing up no longer closes the table (it did, as "abandoned", disconnecting the
 * moderator and the spectators). Real server, real colyseus.js clients.
 */
import { matchMaker } from "@colyseus/core";
import { bootSalon } from "../support/server";
import { sleep, tableMiaModerates, TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 1, idleTableMinutes: 0.05 });
});
afterAll(() => salon.close());

const room = (roomId: string): any => matchMaker.getLocalRoomById(roomId);
const listed = async (roomId: string): Promise<boolean> => {
  const rooms = (await (await fetch(`${salon.http_url}/api/rooms`)).json()) as { roomId: string }[];
  return rooms.some((r) => r.roomId === roomId);
};
async function until(pred: () => boolean | Promise<boolean>, ms = 10_000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error(`${what} not met in time`);
    await sleep(25);
  }
}

test("Werewolf with a human moderator: the last seated player stands up, the table stays with its moderator and spectator", async () => {
  const mod = await tableMiaModerates(salon.ws_url, "werewolf", 5);
  const roomId = mod.room.roomId;
  const ann = await TestClient.join(salon.ws_url, roomId, { name: "Ann" });
  const sue = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  for (let seat = 1; seat < 5; seat++) mod.send("addBot", { seat });
  await mod.until(() => (mod.state.seats as { kind: string }[]).every((s) => s.kind !== "empty"));
  mod.send("start");
  await mod.until(() => mod.state.status === "playing");
  let left = 0;
  mod.room.onLeave(() => left++);
  sue.room.onLeave(() => left++);
  ann.send("stand");
  await ann.until(() => ann.you?.role === "spectator" && ann.state.seats[0].kind === "empty");
  await sleep(500);
  // Before the fix the table closed here: the moderator and the spectators were sent away.
  expect(left).toBe(0);
  expect(room(roomId)).toBeDefined();
  expect(room(roomId).state.status).toBe("playing");
  expect(await listed(roomId)).toBe(true);
  // The moderator still runs the night: a bot may sit in the empty seat.
  mod.send("addBot", { seat: 0 });
  await mod.until(() => mod.state.seats[0].kind === "bot");
  // Everybody goes; the chair is kept for its claim: the table pauses instead of closing at once.
  await Promise.all([ann.leave(), sue.leave(), mod.leave()]);
  await until(() => room(roomId)?.life.isPaused === true, 5000, "paused");
  expect(await listed(roomId)).toBe(false);
  // With nobody back, it closes after the idle time and keeps the game as abandoned.
  await until(() => room(roomId) === undefined, 10_000, "closed after the idle time");
  await salon.store!.journal.durable();
  expect((await salon.store!.endedGame(roomId, 1))?.status).toBe("abandoned");
});

test("bots stop when the last person drops, the lobby stops listing the table, and the player's claim resumes it", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 4, botDelayMs: 5, table: { undo: false } });
  const roomId = ann.room.roomId;
  for (const seat of [1, 2, 3]) ann.send("addBot", { seat });
  await ann.until(() => ann.state.seats.every((s: { kind: string }) => s.kind === "bot" || s.kind === "human"));
  ann.send("start");
  await ann.until(() => ann.state.status === "playing");
  expect(await listed(roomId)).toBe(true);
  const claim = ann.claim!;
  ann.drop(); // no goodbye: after the 1 s grace period a bot keeps Ann's seat warm, and nobody is left
  await until(() => room(roomId)?.life.isPaused === true, 5000, "paused");
  expect(room(roomId).state.seats[0].kind).toBe("bot");
  expect(await listed(roomId)).toBe(false);
  // Bots (Ann's warm seat among them) do not play while nobody is there.
  await sleep(200);
  const moves = room(roomId).game.moves;
  await sleep(800);
  expect(room(roomId).game.moves).toBe(moves);
  // Ann comes back with her claim: play resumes and the table is listed again.
  const back = await TestClient.join(salon.ws_url, roomId, { name: "Ann", claim: { seat: 0, secret: claim } });
  expect(back.you?.seat).toBe(0);
  expect(room(roomId).life.isPaused).toBe(false);
  expect(await listed(roomId)).toBe(true);
  await until(() => room(roomId).game.moves > moves || room(roomId).game.toAct().includes(0), 5000, "play goes on");
  await back.leave();
});

test("a spectator counts as a person: a bots-only game plays on while watched, pauses when the watcher leaves", async () => {
  const ann = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", botDelayMs: 5 });
  const roomId = ann.room.roomId;
  ann.send("stand");
  await ann.until(() => ann.you?.role === "spectator");
  ann.send("addBot", { seat: 0 });
  ann.send("addBot", { seat: 1 });
  await ann.until(() => ann.state.seats.every((s: { kind: string }) => s.kind === "bot"));
  ann.send("start");
  await ann.until(() => ann.state.status === "playing");
  const start = room(roomId).game.moves;
  await until(() => room(roomId).game.moves >= start + 3 || room(roomId).state.status !== "playing", 5000, "bots play while watched");
  expect(room(roomId).life.isPaused).toBe(false);
  await ann.leave();
  if (room(roomId)?.state.status !== "playing") return; // the bots finished first: nothing left to pause
  await until(() => room(roomId)?.life.isPaused === true, 5000, "paused");
  const moves = room(roomId).game.moves;
  await sleep(500);
  expect(room(roomId).game.moves).toBe(moves);
  await until(() => room(roomId) === undefined, 10_000, "closed after the idle time");
});
