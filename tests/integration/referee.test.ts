/**
 * The server is the referee: refused messages get an `error` and change nothing; nobody acts for another
 * seat or as a spectator; a dropped player returns to the same seat and hand; a vacated seat can be filled.
 */
import { matchMaker } from "@colyseus/core";
import { bootSalon } from "../support/server";
import { foxAction } from "@salon/shared/fox";
import { cardsInBytes, dropMidHand, TestClient, sleep } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 2 });
});
afterAll(() => salon.close());

function serverState(roomId: string): string {
  const room = matchMaker.getLocalRoomById(roomId) as any;
  return JSON.stringify({ game: room.game?.state ?? null, table: room.state.toJSON() });
}

async function startedTable(table: Record<string, unknown> = {}) {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", table });
  const roomId = a.room.roomId;
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  const s = await TestClient.join(salon.ws_url, roomId, { name: "Sue", spectate: true });
  a.send("start");
  await Promise.all([a, b].map((c) => c.until(() => ((c.view().hand as string[]) ?? []).length === 13)));
  return { a, b, s, roomId };
}

/** Sends a message and expects an error with `code`, with the server's state unchanged. */
async function refused(c: TestClient, roomId: string, code: string, type: string, payload?: unknown): Promise<string> {
  const before = serverState(roomId);
  const n = c.errors.length;
  c.send(type, payload);
  const err = await c.nextError(n);
  expect(err.code).toBe(code);
  expect(typeof err.message).toBe("string");
  expect(serverState(roomId)).toBe(before);
  return err.message;
}

test("malformed, unknown, out-of-turn, illegal and oversized messages are refused and change nothing", async () => {
  const { a, b, s, roomId } = await startedTable();
  const toAct = (a.view().turn as number) === 0 ? a : b;
  const waiting = toAct === a ? b : a;
  const hand = toAct.view().hand as string[];
  const otherHand = (matchMaker.getLocalRoomById(roomId) as any).game.rules.view((matchMaker.getLocalRoomById(roomId) as any).game.state, "moderator").hands[
    toAct === a ? 1 : 0
  ] as string[];

  await refused(toAct, roomId, "bad_message", "action", "hello");
  await refused(toAct, roomId, "bad_message", "action", { type: 42 });
  await refused(toAct, roomId, "bad_message", "action", [{ type: "play", card: hand[0] }]);
  await refused(toAct, roomId, "bad_message", "action", { type: "" });
  await refused(toAct, roomId, "bad_message", "action", { type: "p".repeat(33), card: hand[0] });
  await refused(toAct, roomId, "bad_action", "action", { type: "play" });
  await refused(toAct, roomId, "bad_action", "action", { type: "fly", card: hand[0] });
  await refused(toAct, roomId, "bad_message", "nonsense", { x: 1 });
  await refused(toAct, roomId, "bad_message", "sit", { seat: "one" });
  // the wrong seat: the waiting player tries to play, even a card of the player on turn
  await refused(waiting, roomId, "not_your_turn", "action", { type: "play", card: hand[0] });
  // a card not in hand (the opponent's): refused without naming anything hidden
  const msg = await refused(toAct, roomId, "not_in_hand", "action", { type: "play", card: otherHand[0] });
  for (const c of otherHand) expect(msg).not.toContain(c);
  // out of phase
  await refused(toAct, roomId, "illegal", "action", { type: "pass" });
  // spectators cannot act, start or add bots
  await refused(s, roomId, "not_allowed", "action", { type: "play", card: hand[0] });
  await refused(s, roomId, "not_allowed", "start");
  await refused(s, roomId, "not_allowed", "addBot", { seat: 0 });
  // seats are taken; there is no seat 5
  await refused(s, roomId, "seat_taken", "sit", { seat: 0 });
  await refused(s, roomId, "bad_seat", "sit", { seat: 5 });
  await refused(a, roomId, "not_allowed", "start");
  // a 100 kB chat line
  await refused(a, roomId, "too_long", "chat", { text: "x".repeat(100_000) });
  await refused(a, roomId, "bad_message", "chat", { text: "   " });

  // and the server still serves: a legal move goes through, chat works
  toAct.send("action", { type: "play", card: (toAct.view().legal as string[])[0] });
  await toAct.until(() => (toAct.view().hand as string[]).length === 12 || toAct.view().phase !== "play");
  a.send("chat", { text: "well played" });
  await s.until(() => s.messages.some((m) => m.type === "chat" && (m.payload as any).text === "well played"));
  await Promise.all([a, b, s].map((c) => c.leave()));
});

test("a dropped player reconnects to the same seat and hand mid-hand", async () => {
  const { a, b, s, roomId } = await startedTable();
  const { hand, token } = await dropMidHand(b, 1, a);
  const b2 = await TestClient.reconnect(salon.ws_url, token);
  await b2.until(() => Array.isArray(b2.view().hand));
  expect(b2.room.sessionId).toBe(b.room.sessionId);
  expect(b2.view().hand).toEqual(hand);
  // the new socket's full state carries B's hand and nothing of A's
  const aHand = new Set(
    (matchMaker.getLocalRoomById(roomId) as any).game.rules.view((matchMaker.getLocalRoomById(roomId) as any).game.state, "moderator").hands[0] as string[],
  );
  expect(cardsInBytes(b2.bytesSince(0), aHand)).toEqual([]);
  expect(b2.state.seats[1].name).toBe("Ben");
  await a.until(() => a.state.seats[1].connected === true);
  // the returning player can play on
  const actor = (a.view().turn as number) === 1 ? b2 : a;
  actor.send("action", { type: "play", card: (actor.view().legal as string[])[0] });
  await actor.until(() => ((actor.view().hand as string[]) ?? []).length === 12 || actor.view().phase !== "play");
  expect(serverState(roomId)).toContain("Ben");
  await Promise.all([a, b2, s].map((c) => c.leave()));
});

test("without takeover, a player who never returns keeps the seat until the host releases it; then a spectator or a bot can fill it; play goes on", async () => {
  const { a, b, s, roomId } = await startedTable({ takeover: false });
  const bHand = (b.view().hand as string[]).slice();
  b.drop();
  await a.until(() => a.state.seats[1].connected === false);
  await sleep(2500); // past the grace period: the seat waits for its player (seat-control.test.ts)
  expect(a.state.seats[1].kind).toBe("human");
  a.send("releaseSeat", { seat: 1, confirm: true });
  await a.until(() => a.state.seats[1].kind === "empty", 6000);
  // the spectator takes over seat 1 and gets that hand
  s.send("sit", { seat: 1 });
  await s.until(() => s.you?.seat === 1 && Array.isArray(s.view().hand));
  expect(s.view().hand).toEqual(bHand);
  // the old seat-0 player may not also take seat 1 (it would see both hands)
  s.send("stand");
  await s.until(() => s.you?.seat === null);
  await refused(a, roomId, "not_allowed", "sit", { seat: 1 });
  // a bot fills it and plays on
  a.send("addBot", { seat: 1 });
  await a.until(() => a.state.seats[1].kind === "bot");
  const room = matchMaker.getLocalRoomById(roomId) as any;
  const movesBefore = room.game.snapshot().actions.length;
  // play on: seat 0 moves when it is its turn, the bot answers
  for (let i = 0; i < 40 && room.game.snapshot().actions.length < movesBefore + 4; i++) {
    const legal = (a.view().legal as string[]) ?? [];
    const v = a.view();
    if (legal.length) a.send("action", foxAction(v.phase as string, legal[0]));
    await sleep(60);
  }
  expect(room.game.snapshot().actions.length).toBeGreaterThanOrEqual(movesBefore + 4);
  expect(room.game.snapshot().actions.some((x: any) => x.seat === 1)).toBe(true);
  await Promise.all([a, s].map((c) => c.leave()));
});

test("a table of one human and a bot plays to the end; the listing and the record API follow", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", options: { targetScore: 1 }, botDelayMs: 0 });
  const roomId = a.room.roomId;
  let list = (await (await fetch(`${salon.http_url}/api/rooms`)).json()) as any;
  expect(list.find((r: any) => r.roomId === roomId)).toMatchObject({ ruleset: "fox", open: true, status: "waiting" });
  expect((await fetch(`${salon.http_url}/api/records/${roomId}`)).status).toBe(404);
  await startWithBot(a);
  await playOut(a);
  const record = (await (await fetch(`${salon.http_url}/api/records/${roomId}`)).json()) as any;
  expect(record.actions.length).toBeGreaterThan(20);
  list = (await (await fetch(`${salon.http_url}/api/rooms`)).json()) as any;
  expect(list.find((r: any) => r.roomId === roomId)).toMatchObject({ status: "over" });
  // private tables are not listed
  const p = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Pat", private: true });
  list = (await (await fetch(`${salon.http_url}/api/rooms`)).json()) as any;
  expect(list.find((r: any) => r.roomId === p.room.roomId)).toBeUndefined();
  const rulesets = (await (await fetch(`${salon.http_url}/api/rulesets`)).json()) as any;
  expect(rulesets.map((r: any) => r.id)).toContain("fox");
  await Promise.all([a, p].map((c) => c.leave()));
});

test("create and join options are validated", async () => {
  // Colyseus logs each refused create/join on the server, and colyseus.js warns on the client: expected here.
  const quiet = [jest.spyOn(console, "error").mockImplementation(() => undefined), jest.spyOn(console, "warn").mockImplementation(() => undefined)];
  await expect(TestClient.create(salon.ws_url, { ruleset: "nope", name: "Ann" })).rejects.toThrow(/unknown game/);
  await expect(TestClient.create(salon.ws_url, { ruleset: "fox", name: "" })).rejects.toThrow();
  await expect(TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", options: { targetScore: 0 } })).rejects.toThrow(/targetScore/);
  await expect(TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", seats: 3 })).rejects.toThrow(/2-2/);
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann" });
  await expect(TestClient.join(salon.ws_url, a.room.roomId, { name: "Ben", seat: 0 })).rejects.toThrow(/taken/);
  const b = await TestClient.join(salon.ws_url, a.room.roomId, { name: "Ben" });
  const c = await TestClient.join(salon.ws_url, a.room.roomId, { name: "Cy" });
  expect(c.you).toEqual({ seat: null, role: "spectator" });
  // a refused join leaves the counts alone
  await expect(TestClient.join(salon.ws_url, a.room.roomId, { name: "Di", seat: 1 })).rejects.toThrow(/seat 2 is taken/);
  await expect(TestClient.join(salon.ws_url, a.room.roomId, { name: "Di", seat: 7 })).rejects.toThrow(/no seat 8/);
  await c.until(() => c.state.spectators === 1);
  await sleep(100);
  expect(c.state.spectators).toBe(1);
  await Promise.all([a, b, c].map((x) => x.leave()));
  quiet.forEach((spy) => spy.mockRestore());
});

/** Seats a bot in seat 1 and starts the game. */
async function startWithBot(a: TestClient): Promise<void> {
  a.send("addBot", { seat: 1 });
  await a.until(() => a.state.seats[1].kind === "bot");
  a.send("start");
  await a.until(() => a.state.status === "playing");
}

/** Plays seat 0's legal moves (a bot holds seat 1) until the game is over. */
async function playOut(a: TestClient): Promise<void> {
  while (a.state.status === "playing") {
    const v = a.view();
    const legal = (v.legal as string[]) ?? [];
    if (legal.length) a.send("action", foxAction(v.phase as string, legal[0]));
    await sleep(15);
  }
}

test("rematch: start again after the game; each game keeps its own record", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", options: { targetScore: 1 }, botDelayMs: 0 });
  const roomId = a.room.roomId;
  await startWithBot(a);
  await playOut(a);
  const first = (await (await fetch(`${salon.http_url}/api/records/${roomId}`)).json()) as any;
  a.send("start");
  await a.until(() => a.state.status === "playing" && a.state.gameNo === 2);
  // the dealer moves on for the rematch
  await a.until(() => a.view().dealer === (first.dealer + 1) % 2);
  await playOut(a);
  const second = (await (await fetch(`${salon.http_url}/api/records/${roomId}`)).json()) as any;
  const again = (await (await fetch(`${salon.http_url}/api/records/${roomId}?game=1`)).json()) as any;
  expect(again).toEqual(first);
  expect(second.meta.game).toBe(2);
  expect(second.deal).not.toEqual(first.deal);
  await a.leave();
});

async function waitServer(pred: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error("server condition not met");
    await sleep(10);
  }
}

/**
 * colyseus#917: changes made with nobody connected used to leave a stale cached full state. Here every
 * join also changes the state (a seat, the spectator count), which forces a fresh encode by itself, and
 * the serializer workaround (server/src/serializer-fix.ts) covers the rest; this checks the outcome.
 */
test("state that changes while nobody is connected reaches the next joiner fresh", async () => {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann", botDelayMs: 300 });
  const roomId = a.room.roomId;
  await startWithBot(a);
  const room = matchMaker.getLocalRoomById(roomId) as any;
  // make a move so that it is the bot's turn, then vanish before the bot answers
  await a.until(() => (a.view().legal as string[]).length > 0 || room.game.toAct()[0] === 1, 5000);
  const before = room.game.snapshot().actions.length;
  if (room.game.toAct()[0] === 0) {
    const v = a.view();
    a.send("action", { type: "play", card: (v.legal as string[])[0] });
    await a.until(() => room.game.snapshot().actions.length > before);
  }
  a.drop();
  await waitServer(() => room.clients.length === 0);
  // Stand in for a full state sent just before the last client left (a reconnect, then a drop within one
  // patch interval): the cached snapshot is now fresh and marked so.
  room._serializer.getFullState();
  // the bot plays while no client is connected
  const playedWhileAlone = room.game.snapshot().actions.length;
  await waitServer(() => room.game.snapshot().actions.length > playedWhileAlone);
  expect(room.clients.length).toBe(0);
  const late = await TestClient.join(salon.ws_url, roomId, { name: "Lee", spectate: true });
  await sleep(100);
  expect(late.view()).toEqual(room.game.rules.view(room.game.state, "spectator"));
  await late.leave();
});
