/**
 * Seat claims (docs/protocol.md, "Seat claims"): a seat is taken back with the secret its player was given,
 * never by name; the secret is sent to that player only; it stops working once the seat is given up.
 */
import { bootSalon } from "../support/server";
import { cardsInBytes, TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon({ reconnectSeconds: 2 });
});
afterAll(() => salon.close());

const claimOf = (c: TestClient) => (c.you as { claim?: string } | null)?.claim;

async function twoPlayers() {
  const a = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann" });
  const b = await TestClient.join(salon.ws_url, a.room.roomId, { name: "Ben" });
  const s = await TestClient.join(salon.ws_url, a.room.roomId, { name: "Sue", spectate: true });
  a.send("start");
  await Promise.all([a, b].map((c) => c.until(() => ((c.view().hand as string[]) ?? []).length === 13)));
  return { a, b, s, roomId: a.room.roomId };
}

test("each player gets its own claim secret, and nobody else sees it", async () => {
  const { a, b, s } = await twoPlayers();
  const [ca, cb] = [claimOf(a), claimOf(b)];
  expect(typeof ca).toBe("string");
  expect(typeof cb).toBe("string");
  expect(ca).not.toBe(cb);
  expect(claimOf(s)).toBeUndefined();
  for (const c of [a, s]) expect(c.bytesSince(0).includes(Buffer.from(cb!))).toBe(false);
  for (const c of [b, s]) expect(c.bytesSince(0).includes(Buffer.from(ca!))).toBe(false);
  await Promise.all([a, b, s].map((c) => c.leave()));
});

test("a dropped player takes the seat back with its claim from a new connection; the old one only watches", async () => {
  const { a, b, s, roomId } = await twoPlayers();
  const hand = (b.view().hand as string[]).slice();
  const token = b.room.reconnectionToken;
  b.drop();
  await a.until(() => a.state.seats[1].connected === false);
  // A name is not enough: another "Ben" without the secret gets a free seat or watches, never seat 1.
  const impostor = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  expect(impostor.you?.seat).toBeNull();
  await expect(TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: "guess" } })).rejects.toThrow(/no longer yours/);
  const back = await TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: claimOf(b)! } });
  await back.until(() => back.you?.seat === 1 && Array.isArray(back.view().hand));
  expect(back.view().hand).toEqual(hand);
  expect(claimOf(back)).toBeUndefined(); // the same claim goes on; it is not sent again
  await a.until(() => a.state.seats[1].connected === true && a.state.seats[1].name === "Ben");
  // the old connection comes back within its grace period: as a spectator, with no hand
  const old = await TestClient.reconnect(salon.ws_url, token);
  await old.until(() => old.you?.seat === null && old.you?.role === "spectator");
  expect(old.view().hand).toBeUndefined();
  await a.until(() => a.state.spectators === 3);
  await Promise.all([a, back, s, impostor, old].map((c) => c.leave()));
});

test("a second tab with the claim moves the seat there; the first tab becomes a spectator", async () => {
  const { a, b, s, roomId } = await twoPlayers();
  const tab2 = await TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: claimOf(b)! } });
  await tab2.until(() => tab2.you?.seat === 1 && Array.isArray(tab2.view().hand));
  await b.until(() => b.you?.seat === null && b.you?.role === "spectator");
  // the first tab no longer receives anything of seat 1's hand (what it decoded before stays, unchanged)
  const before = b.bytes.length;
  for (let i = 0; i < 2; i++) {
    await Promise.all([a, tab2].map((c) => c.until(() => c.view().turn === a.view().turn && c.view().turn === tab2.view().turn)));
    const actor = (a.view().turn as number) === 0 ? a : tab2;
    const n = (actor.view().hand as string[]).length;
    actor.send("action", { type: "play", card: (actor.view().legal as string[])[0] });
    await actor.until(() => (actor.view().hand as string[]).length < n);
  }
  await b.until(() => b.bytes.length > before);
  expect(b.view().hand).toBeUndefined();
  expect(cardsInBytes(b.bytesSince(before), tab2.view().hand as string[])).toEqual([]);
  await Promise.all([a, b, s, tab2].map((c) => c.leave()));
});

test("once a seat is given up (grace period over), its claim opens nothing", async () => {
  const { a, b, s, roomId } = await twoPlayers();
  const claim = claimOf(b)!;
  b.drop();
  await a.until(() => a.state.seats[1].kind === "empty", 6000);
  await expect(TestClient.join(salon.ws_url, roomId, { name: "Ben", claim: { seat: 1, secret: claim } })).rejects.toThrow(/no longer yours/);
  await Promise.all([a, s].map((c) => c.leave()));
});
