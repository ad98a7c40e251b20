/**
 * Seat control (issue 28, items 3 and 4; docs/protocol.md "Seat claims" and "Keeping a dropped player's
 * seat"): a dropped player's seat is theirs until the game ends — a bot may keep it warm, but removing that
 * bot does not free it, a newcomer cannot take it, and only the player's claim or the table's host (after a
 * warning: `releaseSeat` with `confirm`) frees it. And one person holds one seat of a game, by player
 * identity, whatever connection it uses.
 */
import { matchMaker } from "@colyseus/core";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 1 });
});
afterAll(() => salon.close());

const room = (roomId: string) => matchMaker.getLocalRoomById(roomId) as any;
/** The seat's hand as the server holds it (the truth a client's view must match). */
const serverHand = (roomId: string, seat: number) => room(roomId).game.rules.view(room(roomId).game.state, seat).hand as string[];

async function newPlayer(name: string): Promise<{ id: string; secret: string }> {
  const res = await fetch(`${salon.http_url}/api/players`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; secret: string };
}

/** A refused join or create: the code the promise rejects with (`<code>: <sentence>`, docs/protocol.md). */
async function refusedWith(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(err).not.toBeNull();
  return /^([a-z_]+): /.exec(err!.message)?.[1] ?? `(no code) ${err!.message}`;
}

async function nextCode(c: TestClient, type: string, payload: unknown): Promise<string> {
  const n = c.errors.length;
  c.send(type, payload);
  return (await c.nextError(n)).code;
}

/** Kierki at three seats: Ann (host, seat 0), Ben (seat 1), Cy (seat 2), all identified; the game started. */
async function kierkiTable(table: Record<string, unknown> = {}) {
  const [pa, pb, pc] = await Promise.all([newPlayer("Ann"), newPlayer("Ben"), newPlayer("Cy")]);
  const ann = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 3, player: pa.secret, table });
  const roomId = ann.room.roomId;
  const ben = await TestClient.join(salon.ws_url, roomId, { name: "Ben", player: pb.secret });
  const cy = await TestClient.join(salon.ws_url, roomId, { name: "Cy", player: pc.secret });
  ann.send("start");
  await Promise.all([ann, ben, cy].map((c) => c.until(() => Array.isArray(c.view().hand) && (c.view().hand as string[]).length > 0)));
  return { ann, ben, cy, roomId, pa, pb, pc };
}

test("a bot keeping a dropped player's seat warm cannot be removed, the seat cannot be joined, and the player's claim brings them back to their own hand", async () => {
  const { ann, ben, cy, roomId } = await kierkiTable();
  const claim = ben.claim!;
  ben.drop();
  await ann.until(() => ann.state.seats[1].kind === "bot", 8000, "a bot keeps seat 1 warm");
  // another seated player, and the host too, try to empty the seat: refused, the bot stays
  expect(await nextCode(cy, "removeBot", { seat: 1 })).toBe("seat_reserved");
  expect(await nextCode(ann, "removeBot", { seat: 1 })).toBe("seat_reserved");
  expect(room(roomId).state.seats[1].kind).toBe("bot");
  // a newcomer asking for that seat is refused; one without a wish only watches
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Eve", seat: 1 }))).toBe("seat_taken");
  const eve = await TestClient.join(salon.ws_url, roomId, { name: "Eve" });
  expect(eve.you).toEqual({ seat: null, role: "spectator" });
  expect(await nextCode(eve, "sit", { seat: 1 })).toBe("seat_taken");
  // the player's own claim still opens it, with the seat's hand as the game holds it now
  const back = await TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: claim } });
  await back.until(() => back.you?.seat === 1 && JSON.stringify(back.view().hand) === JSON.stringify(serverHand(roomId, 1)));
  await ann.until(() => ann.state.seats[1].kind === "human" && ann.state.seats[1].connected);
  await Promise.all([ann, back, cy, eve].map((c) => c.leave()));
}, 30000);

test("only the host frees a kept seat, and only after the warning is confirmed; then the old claim opens nothing", async () => {
  const { ann, ben, cy, roomId } = await kierkiTable();
  const claim = ben.claim!;
  ben.drop();
  await ann.until(() => ann.state.seats[1].kind === "bot", 8000, "a bot keeps seat 1 warm");
  expect(await nextCode(cy, "releaseSeat", { seat: 1, confirm: true })).toBe("not_allowed");
  expect(cy.errors.at(-1)).toMatchObject({ params: { reason: "host_only" } });
  // the host's first try is answered with the warning; nothing changes until it is confirmed
  expect(await nextCode(ann, "releaseSeat", { seat: 1 })).toBe("confirm_needed");
  expect(ann.errors.at(-1)).toMatchObject({ params: { seat: 1 } });
  expect(room(roomId).state.seats[1].kind).toBe("bot");
  // a seat that is not kept for anybody cannot be "released"
  expect(await nextCode(ann, "releaseSeat", { seat: 2, confirm: true })).toBe("bad_seat");
  ann.send("releaseSeat", { seat: 1, confirm: true });
  await ann.until(() => ann.state.seats[1].kind === "empty");
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: claim } }))).toBe("claim_invalid");
  // now a newcomer may take the seat (the host decided so)
  const dan = await TestClient.join(salon.ws_url, roomId, { name: "Dan", seat: 1 });
  await dan.until(() => dan.you?.seat === 1 && Array.isArray(dan.view().hand));
  await Promise.all([ann, cy, dan].map((c) => c.leave()));
}, 30000);

test("without takeover a dropped player's seat waits for them (away), not for whoever comes next", async () => {
  const { ann, ben, cy, roomId } = await kierkiTable({ takeover: false });
  const claim = ben.claim!;
  const hand = (ben.view().hand as string[]).slice();
  ben.drop();
  await ann.until(() => ann.state.seats[1].connected === false);
  await new Promise((r) => setTimeout(r, 2000)); // well past the 1 s grace period
  expect(room(roomId).state.seats[1].kind).toBe("human");
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Eve", seat: 1 }))).toBe("seat_taken");
  const eve = await TestClient.join(salon.ws_url, roomId, { name: "Eve", spectate: true });
  expect(await nextCode(eve, "sit", { seat: 1 })).toBe("seat_taken");
  expect(await nextCode(cy, "addBot", { seat: 1 })).toBe("seat_taken");
  const back = await TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: claim } });
  await back.until(() => back.you?.seat === 1 && Array.isArray(back.view().hand));
  expect(back.view().hand).toEqual(hand);
  await Promise.all([ann, back, cy, eve].map((c) => c.leave()));
}, 30000);

test("one person, one seat: a second connection of the same player is refused another seat, the audience and a free seat", async () => {
  const { ann, ben, cy, roomId, pa, pb } = await kierkiTable();
  // Cy stands up (a free seat mid-game); the other seated players' second connections may not take it
  cy.send("stand");
  await ann.until(() => ann.state.seats[2].kind === "empty");
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Ann 2", seat: 2, player: pa.secret }))).toBe("one_seat");
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Ann 2", player: pa.secret }))).toBe("one_seat");
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Ann 2", spectate: true, player: pa.secret }))).toBe("one_seat");
  // also while the seat is kept warm for a dropped player
  const claim = ben.claim!;
  ben.drop();
  await ann.until(() => ann.state.seats[1].kind === "bot", 8000, "a bot keeps seat 1 warm");
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Ben", seat: 2, player: pb.secret }))).toBe("one_seat");
  expect(room(roomId).state.seats[2].kind).toBe("empty");
  // the same person's own claim is how it comes back: to its one seat
  const back = await TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: claim }, player: pb.secret });
  await back.until(() => back.you?.seat === 1);
  // and a spectator connection of a seated player cannot sit in a second seat either
  const annTab = await TestClient.join(salon.ws_url, roomId, { name: "Ann", claim: { seat: 0, secret: ann.claim! }, player: pa.secret });
  await annTab.until(() => annTab.you?.seat === 0);
  await ann.until(() => ann.you?.seat === null);
  expect(await nextCode(ann, "sit", { seat: 2 })).toBe("one_seat");
  expect(room(roomId).state.seats[2].kind).toBe("empty");
  await Promise.all([ann, annTab, back, cy].map((c) => c.leave()));
}, 30000);

test("one person, one seat, before a game too: a second connection cannot take a second free seat", async () => {
  const p = await newPlayer("Ann");
  const ann = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Ann", seats: 4, player: p.secret });
  const roomId = ann.room.roomId;
  expect(await refusedWith(TestClient.join(salon.ws_url, roomId, { name: "Ann", seat: 3, player: p.secret }))).toBe("one_seat");
  // moving to another seat before the game is fine
  ann.send("sit", { seat: 2 });
  await ann.until(() => ann.you?.seat === 2 && ann.state.seats[0].kind === "empty");
  await ann.leave();
});
