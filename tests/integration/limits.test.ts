/**
 * Limits per player identity and per address (issue 28 item 7; ops/limits.ts): each refused with its code,
 * changing nothing. Real server, real colyseus.js clients and plain HTTP.
 */
import { request } from "node:http";
import { Client } from "colyseus.js";
import { LIMITS } from "../../server/src/ops/limits";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

async function newPlayer(name: string): Promise<string> {
  const res = await fetch(`${salon.http_url}/api/players`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name }) });
  return ((await res.json()) as { secret: string }).secret;
}

const refusedWith = (e: unknown) => String((e as { message?: unknown })?.message ?? e).split(":")[0];

test("one identity creating table after table is refused with too_many_tables once its burst is spent", async () => {
  const player = await newPlayer("Dir");
  const made: Client[] = [];
  let refusal = "";
  const rooms = [];
  for (let i = 0; i < LIMITS.tablesPerPlayer.burst + 1; i++) {
    try {
      const c = new Client(salon.ws_url);
      const room = await c.create("table", { ruleset: "fox", name: "Dir", player });
      room.onMessage("*", () => undefined);
      rooms.push(room);
      made.push(c);
    } catch (e) {
      refusal = refusedWith(e);
      break;
    }
  }
  // A director opening 10 tables at once is far inside the limit.
  expect(rooms.length).toBe(LIMITS.tablesPerPlayer.burst);
  expect(refusal).toBe("too_many_tables");
  for (const r of rooms) await r.leave();
});

test("one identity may hold 4 connections at a table; the 5th is refused with too_many_connections", async () => {
  const player = await newPlayer("Ann");
  const host = await TestClient.create(salon.ws_url, { ruleset: "kierki", name: "Host", seats: 4 });
  const roomId = host.room.roomId;
  const mine: TestClient[] = [];
  for (let i = 0; i < LIMITS.socketsPerPlayerAtTable; i++) mine.push(await TestClient.join(salon.ws_url, roomId, { name: "Ann", spectate: true, player }));
  const fifth = await TestClient.join(salon.ws_url, roomId, { name: "Ann", spectate: true, player }).then(
    () => "joined",
    (e: unknown) => refusedWith(e),
  );
  expect(fifth).toBe("too_many_connections");
  expect(host.state.spectators).toBe(LIMITS.socketsPerPlayerAtTable);
  await Promise.all([host, ...mine].map((c) => c.leave()));
});

test("chat lines are limited per identity across its connections, not per connection", async () => {
  const player = await newPlayer("Bea");
  const host = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Host" });
  const roomId = host.room.roomId;
  const a = await TestClient.join(salon.ws_url, roomId, { name: "Bea", spectate: true, player });
  const b = await TestClient.join(salon.ws_url, roomId, { name: "Bea", spectate: true, player });
  const burst = LIMITS.chatPerPlayer.burst;
  for (let i = 0; i < burst; i++) (i % 2 ? b : a).send("chat", { text: `line ${i}` });
  await host.until(() => host.messages.filter((m) => m.type === "chat").length >= burst, 5000, "the burst's lines");
  const errors = b.errors.length;
  b.send("chat", { text: "one too many" });
  expect((await b.nextError(errors)).code).toBe("rate_limited");
  await Promise.all([host, a, b].map((c) => c.leave()));
});

test("device-code attempts are limited per address: too_many_attempts after the burst", async () => {
  const statuses: number[] = [];
  let last = "";
  for (let i = 0; i < LIMITS.claimAttemptsPerAddress.burst + 1; i++) {
    const res = await fetch(`${salon.http_url}/api/players/claim`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: `WRONG${i}` }),
    });
    statuses.push(res.status);
    last = ((await res.json()) as { error: string }).error;
  }
  expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(last.split(":")[0]).toBe("too_many_attempts");
});

/** Sends a body of `total` bytes in 64 KB chunks; resolves with the status and how much was written before the server answered. */
function bigPost(path: string, total: number, declare: boolean): Promise<{ status: number; error: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${salon.http_url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(declare ? { "content-length": String(total) } : {}) },
    });
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, error: (JSON.parse(body) as { error: string }).error, sent }));
    });
    req.on("error", (e) => (answered ? undefined : reject(e)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test("a 100 MB body is refused with body_too_large long before it is read, declared or streamed", async () => {
  const declared = await bigPost("/matchmake/create/table", 100 * 1024 * 1024, true);
  expect([declared.status, declared.error.split(":")[0]]).toEqual([413, "body_too_large"]);
  expect(declared.sent).toBeLessThan(10 * 1024 * 1024);
  const streamed = await bigPost("/api/players", 100 * 1024 * 1024, false);
  expect(streamed.status).toBe(413);
  expect(streamed.sent).toBeLessThan(10 * 1024 * 1024);
  // The server is fine afterwards.
  expect((await fetch(`${salon.http_url}/healthz`)).status).toBe(200);
});
