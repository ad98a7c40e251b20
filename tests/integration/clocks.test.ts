/**
 * Turn clocks (docs/protocol.md, "Turn clocks"; issue 15): the server runs them and publishes each seat's
 * deadline; when time runs out a bot moves for the player, or the seat is marked away and the game waits;
 * a reserve drains only beyond the per-action time; clocks pause while the player is disconnected (within
 * the grace period) and while an undo request is open. Short clocks, real server, real clients.
 */
import { matchMaker } from "@colyseus/core";
import { bootSalon } from "../support/server";
import { TestClient, sleep } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 5 });
});
afterAll(() => salon.close());

const room = (roomId: string) => matchMaker.getLocalRoomById(roomId) as any;
const toAct = (roomId: string): number => room(roomId).game.toAct()[0];

async function foxDuel(clock: Record<string, unknown>) {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", table: { clock } });
  const roomId = a.room.roomId;
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  a.send("start");
  await a.until(() => a.state.status === "playing");
  return { a, b, roomId, clients: [a, b] };
}

test("the seat to act shows its deadline; when it passes, a bot moves for the player", async () => {
  const { a, b, roomId, clients } = await foxDuel({ seconds: 1 });
  const seat = toAct(roomId);
  await a.until(() => a.state.seats[seat].deadline > 0);
  const deadline = a.state.seats[seat].deadline;
  expect(deadline - Date.now()).toBeGreaterThan(500);
  expect(deadline - Date.now()).toBeLessThanOrEqual(1100);
  expect(a.state.seats[1 - seat].deadline).toBe(0);
  const moves = room(roomId).game.moves;
  await clients[seat].until(() => room(roomId).game.moves > moves, 3000);
  expect(room(roomId).game.history[moves].seat).toBe(seat);
  await Promise.all([a, b].map((c) => c.leave()));
});

test("with `away`, the seat is marked away and the game waits until the player acts", async () => {
  const { a, b, roomId, clients } = await foxDuel({ seconds: 1, onTimeout: "away" });
  const seat = toAct(roomId);
  const moves = room(roomId).game.moves;
  await a.until(() => a.state.seats[seat].away === true, 3000);
  await sleep(600);
  expect(room(roomId).game.moves).toBe(moves);
  expect(a.state.seats[seat].deadline).toBe(0);
  const me = clients[seat];
  const legal = room(roomId).game.rules.legalActions(room(roomId).game.state, seat);
  me.send("action", legal[0]);
  await a.until(() => a.state.seats[seat].away === false && room(roomId).game.moves > moves);
  await Promise.all([a, b].map((c) => c.leave()));
});

test("a reserve drains only beyond the per-action time, and runs out", async () => {
  const { a, b, roomId } = await foxDuel({ seconds: 1, reserve: 1, onTimeout: "bot" });
  const seat = toAct(roomId);
  await a.until(() => a.state.seats[seat].deadline > 0);
  expect(a.state.seats[seat].reserve).toBe(1000);
  expect(a.state.seats[seat].deadline - Date.now()).toBeGreaterThan(1500);
  const moves = room(roomId).game.moves;
  await a.until(() => room(roomId).game.moves > moves, 4000);
  await a.until(() => a.state.seats[seat].reserve === 0);
  await Promise.all([a, b].map((c) => c.leave()));
});

test("a disconnected player's clock pauses during the grace period and goes on when it is back", async () => {
  const { roomId, clients } = await foxDuel({ seconds: 2, pauseAway: true });
  const seat = toAct(roomId);
  const other = clients[1 - seat];
  await other.until(() => other.state.seats[seat].deadline > 0);
  const me = clients[seat];
  const token = me.room.reconnectionToken;
  const moves = room(roomId).game.moves;
  me.drop();
  await other.until(() => other.state.seats[seat].connected === false && other.state.seats[seat].deadline === 0);
  await sleep(2500); // longer than the clock: paused, so nothing happens
  expect(room(roomId).game.moves).toBe(moves);
  const back = await TestClient.reconnect(salon.ws_url, token);
  await other.until(() => other.state.seats[seat].deadline > 0);
  expect(other.state.seats[seat].deadline - Date.now()).toBeLessThanOrEqual(2100);
  await other.until(() => room(roomId).game.moves > moves, 4000);
  await Promise.all([other, back].map((c) => c.leave()));
});

test("clocks pause while an undo request waits for answers", async () => {
  const { a, b, roomId, clients } = await foxDuel({ seconds: 1 });
  const seat = toAct(roomId);
  const me = clients[seat];
  const other = clients[1 - seat];
  const moves = room(roomId).game.moves;
  me.send("action", room(roomId).game.rules.legalActions(room(roomId).game.state, seat)[0]);
  await me.until(() => room(roomId).game.moves > moves);
  me.send("undo");
  await other.until(() => other.state.undo !== "");
  await sleep(1500);
  expect(room(roomId).game.moves).toBe(moves + 1);
  for (let i = 0; i < 2; i++) expect(a.state.seats[i].deadline).toBe(0);
  other.send("undoReply", { accept: true });
  await me.until(() => room(roomId).game.moves === moves);
  await Promise.all([a, b].map((c) => c.leave()));
});
