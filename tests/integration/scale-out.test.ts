/**
 * Several server processes through Redis (issue 12, part 5): a real `redis-server` and two Salon processes,
 * each with its own public address, sharing one database. A table created through A is listed by B and
 * joined through B's address (the client is sent on to the process that holds it); a dropped player
 * reconnects through B; private tables stay unlisted on both; nobody receives another seat's hand.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cardsInBytes, TestClient } from "../support/clients";
import { freePort } from "../support/postgres";
import { scaleOutEnv, spawnSalon, type SalonProcess } from "../support/process";
import { startRedis, type Redis } from "../support/redis";

jest.setTimeout(120_000);

let redis: Redis;
let a: SalonProcess;
let b: SalonProcess;
let dataDir: string;
beforeAll(async () => {
  redis = await startRedis();
  dataDir = mkdtempSync(join(tmpdir(), "salon-scale-"));
  const [pa, pb] = [await freePort(), await freePort()];
  const env = (port: number) => scaleOutEnv(port, dataDir, redis.url);
  a = await spawnSalon(env(pa));
  b = await spawnSalon(env(pb));
});
afterAll(async () => {
  await a?.kill();
  await b?.kill();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ws = (p: SalonProcess) => `ws://127.0.0.1:${p.port}`;
const http = (p: SalonProcess) => `http://127.0.0.1:${p.port}`;
const listed = async (p: SalonProcess) => ((await (await fetch(`${http(p)}/api/rooms`)).json()) as { roomId: string }[]).map((r) => r.roomId);

test("a table made through A is listed and joined through B; a dropped player comes back through B; nothing leaks", async () => {
  const ann = await TestClient.create(ws(a), { ruleset: "kierki", name: "Ann", seats: 4, botDelayMs: 50 });
  const roomId = ann.room.roomId;
  const hidden = await TestClient.create(ws(a), { ruleset: "fox", name: "Zed", private: true });
  for (let i = 0; i < 50 && !(await listed(b)).includes(roomId); i++) await new Promise((r) => setTimeout(r, 100));
  expect(await listed(b)).toContain(roomId);
  expect(await listed(a)).toContain(roomId);
  for (const p of [a, b]) expect(await listed(p)).not.toContain(hidden.room.roomId);

  // Ben asks B; B finds the table in Redis, reserves his seat where it lives, and sends him there.
  const ben = await TestClient.join(ws(b), roomId, { name: "Ben" });
  expect(ben.you?.seat).toBe(1);
  expect(ben.state.seats[0].name).toBe("Ann");
  ann.send("addBot", { seat: 2 });
  ann.send("addBot", { seat: 3 });
  await ann.until(() => ann.state.seats.every((s: { kind: string }) => s.kind !== "empty"));
  ann.send("start");
  await Promise.all([ann, ben].map((c) => c.until(() => ((c.view().hand as string[]) ?? []).length === 13)));
  // Exactly one process holds the table (Colyseus creates it on the process with the fewest rooms).
  const holders = [(await a.truth(roomId)) ? a : null, (await b.truth(roomId)) ? b : null].filter((p): p is SalonProcess => p !== null);
  expect(holders).toHaveLength(1);
  const holder = holders[0];

  // Ben's connection drops; he reconnects through B and is back at his seat with his hand.
  const hand = (ben.view().hand as string[]).slice();
  const token = ben.room.reconnectionToken;
  ben.drop();
  await ann.until(() => ann.state.seats[1].connected === false);
  const back = await TestClient.reconnect(ws(b), token);
  await back.until(() => back.you?.seat === 1 && Array.isArray(back.view().hand));
  const now = await holder.truth(roomId);
  expect((back.view().hand as string[]).every((c) => hand.includes(c))).toBe(true);
  expect(back.view().hand).toEqual(now.views.seats[1].hand);
  // the wire: neither player ever received a card another seat holds
  const others = (seat: number) => (now.views.moderator.hands as string[][]).flatMap((h, i) => (i === seat ? [] : h));
  expect(cardsInBytes(ann.bytesSince(0), others(0))).toEqual([]);
  expect(cardsInBytes(back.bytesSince(0), others(1))).toEqual([]);
  await Promise.all([ann, back, hidden].map((c) => c.leave()));
});
