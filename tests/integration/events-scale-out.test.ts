/**
 * Club events with several server processes (issue 31, docs/events.md, "Several processes"): a real
 * `redis-server` and two Salon processes sharing one database. An event is held by the process it was created
 * through (A); every request for it that reaches B is sent on to A and A's answer comes back as it is —
 * registrations, the director's start (and a wrong token's refusal, A's own), the event page's polls, the
 * results and the CSV. The event's tables live on A; its players, polling B, join them through B's address
 * (Colyseus sends them on). At the end the standings and the CSV read through A and through B are the same.
 * The director's corrections after the end go to A from either process, so none is lost. With A gone, B
 * answers the event's requests with 503 `event_host_away` and a worded reason, at once; with A back, as
 * before. A process whose public address B cannot reach is reached where B's PEER_ADDRESSES says.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../support/postgres";
import { scaleOutEnv, spawnSalon, type SalonProcess } from "../support/process";
import { startRedis, type Redis } from "../support/redis";
import { sleep } from "../support/clients";
import { api, openReplayLink, playEveryRound, registerPeople } from "../support/events";

jest.setTimeout(300_000);

let redis: Redis;
let a: SalonProcess;
let b: SalonProcess;
let c: SalonProcess | undefined;
let dataDir: string;
/** C's port: C (the last test) has a public address B cannot reach, and B is told where C is (PEER_ADDRESSES). */
let pc: number;
beforeAll(async () => {
  redis = await startRedis();
  dataDir = mkdtempSync(join(tmpdir(), "salon-events-scale-"));
  const [pa, pb] = [await freePort(), await freePort()];
  pc = await freePort();
  const env = (port: number) => scaleOutEnv(port, dataDir, redis.url);
  a = await spawnSalon(env(pa));
  b = await spawnSalon({ ...env(pb), PEER_ADDRESSES: `c.invalid:${pc}=127.0.0.1:${pc}` });
});
afterAll(async () => {
  await a?.kill();
  await b?.kill();
  await c?.kill();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const door = (p: SalonProcess) => ({ http_url: `http://127.0.0.1:${p.port}`, ws_url: `ws://127.0.0.1:${p.port}` });
const download = async (p: SalonProcess, path: string) => {
  const res = await fetch(`${door(p).http_url}${path}`);
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), text: await res.text() };
};

test("a Kierki progressive made through A is registered, started, played and read through B", async () => {
  const A = door(a);
  const B = door(b);
  const { status, json: ev } = await api(A, "POST", "/api/events", { name: "Two houses", game: "kierki", players: 8, rounds: 1, botAfterSeconds: 600 });
  expect(status).toBe(201);
  // B reads the event A holds (sent on to A), as A does.
  expect((await api(B, "GET", `/api/events/${ev.id}`)).json).toEqual((await api(A, "GET", `/api/events/${ev.id}`)).json);

  // Every entry registers through B; A holds them all.
  const people = await registerPeople(B, ev.id, "Gracz", 2, 6);
  expect(people.map((p) => p.entry)).toEqual([1, 2]);
  expect(people.every((p) => typeof p.token === "string" && p.token.length > 10)).toBe(true);
  const { json: onA } = await api(A, "GET", `/api/events/${ev.id}`);
  expect(onA.pairs).toHaveLength(8);
  expect(onA.pairs.slice(0, 2).map((p: any) => p.names[0])).toEqual(["Gracz 1", "Gracz 2"]);
  // A's refusals come back through B as A gave them: the event is full, the name taken.
  expect(await api(B, "POST", `/api/events/${ev.id}/entries`, { bot: true })).toMatchObject({ status: 409, json: { code: "event_full" } });
  // An entry's token travels: B's answer knows the player (the token's holder) as A does.
  expect((await api(B, "GET", `/api/events/${ev.id}`, undefined, people[1].token)).json.me).toMatchObject({ pair: 2 });
  expect((await api(B, "GET", `/api/events/${ev.id}`, undefined, ev.director)).json.director).toBe(true);

  // A request marked as already sent on is answered by B only if B holds the event: never sent on twice.
  const marked = await fetch(`${B.http_url}/api/events/${ev.id}`, { headers: { "x-salon-forwarded": "1" } });
  expect(marked.status).toBe(503);
  expect(await marked.json()).toMatchObject({ code: "event_not_here" });

  // The start through B: a wrong token is refused by A (its code and sentence), the director's starts it.
  const wrong = await api(B, "POST", `/api/events/${ev.id}/start`, {}, people[0].token);
  expect(wrong).toMatchObject({ status: 403, json: { code: "not_director" } });
  expect(wrong.json.error).toMatch(/director/);
  expect((await api(A, "GET", `/api/events/${ev.id}`)).json.status).toBe("registering");
  expect(await api(B, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 200, json: { status: "running", round: 1 } });
  expect(await api(B, "POST", `/api/events/${ev.id}/start`, {}, ev.director)).toMatchObject({ status: 409, json: { code: "event_started" } });

  // The people play through B: they poll B for their table and join it through B's address.
  const playing = playEveryRound(B, ev.id, people);
  // While they play: the first person's table is a room of A (the director made it there), with its game
  // running, and not of B; they reached it from B by Colyseus' routing.
  let roomId: string | undefined;
  for (let i = 0; i < 200 && !roomId; i++) {
    roomId = (await api(B, "GET", `/api/events/${ev.id}`, undefined, people[0].token)).json.me?.roomId;
    if (!roomId) await sleep(100);
  }
  expect(roomId).toBeTruthy();
  let table = null;
  for (let i = 0; i < 200 && !table; i++) {
    table = await a.truth(roomId!);
    if (!table) await sleep(100);
  }
  expect(table).toMatchObject({ status: "playing" });
  expect(await b.truth(roomId!)).toBeNull();
  const { seatings, logs } = await playing;
  expect(seatings[1].map((t: any) => t.players.length)).toEqual([4, 4]);
  const sat = people.map((p) => logs.get(p.entry)!);
  for (const s of sat) expect(s).toHaveLength(1);
  expect(sat[0][0].roomId).toBe(roomId);

  // Finished: read from the database on either process — the same complete standings, the same CSV.
  const results = { a: (await api(A, "GET", `/api/events/${ev.id}/results`)).json, b: (await api(B, "GET", `/api/events/${ev.id}/results`)).json };
  expect(results.a.status).toBe("finished");
  expect(results.b).toEqual(results.a);
  expect(results.a.standings).toHaveLength(8);
  for (const row of results.a.standings) expect(row.boards).toBe(1);
  // Each table's game record, linked once over (docs/events.md, "Game records"), opens through the process that
  // did not hold the event: the key and the record are in the shared database.
  expect(results.a.games.length).toBeGreaterThan(0);
  for (const g of results.a.games) {
    const { status, body } = await openReplayLink(B, g.record);
    expect([status, body.ruleset]).toEqual([200, "kierki"]);
  }
  const csv = { a: await download(a, `/api/events/${ev.id}/results.csv`), b: await download(b, `/api/events/${ev.id}/results.csv`) };
  expect(csv.a.status).toBe(200);
  expect(csv.a.type).toMatch(/^text\/csv/);
  expect(csv.a.disposition).toMatch(/event-.*\.csv/);
  expect(csv.b).toEqual(csv.a);
  expect(csv.a.text.split("\r\n")[0]).toBe("rank,number,name,total,games,adjusted");

  // The director's corrections after the end, through B, A, B: all go to A (one process keeps the event while
  // it is corrected), so none is lost, and both read them back.
  for (const [p, points] of [
    [B, 5],
    [A, -3],
    [B, 7],
  ] as const) {
    expect(await api(p, "POST", `/api/events/${ev.id}/adjust`, { pair: 1, points, reason: `ruling ${points}` }, ev.director)).toMatchObject({ status: 201 });
  }
  expect(await api(B, "POST", `/api/events/${ev.id}/adjust`, { pair: 1, points: 1, reason: "not the director" }, people[1].token)).toMatchObject({
    status: 403,
    json: { code: "not_director" },
  });
  const after = { a: (await api(A, "GET", `/api/events/${ev.id}/results`)).json, b: (await api(B, "GET", `/api/events/${ev.id}/results`)).json };
  expect(after.a.adjustments.map((x: any) => x.points)).toEqual([5, -3, 7]);
  expect(after.b).toEqual(after.a);
  const first = (r: any) => r.standings.find((row: any) => row.pair === 1).points;
  expect(first(after.a)).toBe(first(results.a) + 9);
});

test("while A, the holder, is away, B answers its event's requests with 503 event_host_away at once, and reads it again once A is back", async () => {
  const A = door(a);
  const B = door(b);
  const { json: ev } = await api(A, "POST", "/api/events", { name: "Left behind", game: "kierki", players: 8, rounds: 1 });
  expect((await api(B, "POST", `/api/events/${ev.id}/entries`, { name: "Early" })).status).toBe(201);
  await a.kill();
  const asked = Date.now();
  for (const [method, path, body] of [
    ["POST", `/api/events/${ev.id}/entries`, { name: "Late" }],
    ["GET", `/api/events/${ev.id}`, undefined],
    ["POST", `/api/events/${ev.id}/start`, {}],
  ] as const) {
    const res = await fetch(`${B.http_url}${path}`, { method, headers: { "content-type": "application/json" }, body: body && JSON.stringify(body) });
    expect(res.status).toBe(503);
    const json = (await res.json()) as { error: string; code: string };
    expect(json.code).toBe("event_host_away");
    expect(json.error).toMatch(/not answering/);
    // No address, port or stack in what the client gets.
    expect(JSON.stringify(json)).not.toMatch(/127\.0\.0\.1|:\d{4,5}|ECONNREFUSED|at /);
  }
  expect(Date.now() - asked).toBeLessThan(5_000);
  expect(b.output()).toMatch(/did not answer/);

  // A comes back at the same address: it holds its event again, and B sends requests on as before.
  a = await spawnSalon({
    PORT: A.http_url.split(":")[2],
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    PUBLIC_ADDRESS: A.http_url.slice("http://".length),
    BOT_DELAY_MS: "50",
  });
  expect(await api(B, "POST", `/api/events/${ev.id}/entries`, { name: "Late" })).toMatchObject({ status: 201, json: { pair: 2 } });
  expect((await api(B, "GET", `/api/events/${ev.id}`)).json.pairs.map((p: any) => p.names[0])).toEqual(["Early", "Late"]);
});

test("a process whose public address the others cannot reach is reached where PEER_ADDRESSES says", async () => {
  c = await spawnSalon({ PORT: String(pc), DATA_DIR: dataDir, REDIS_URL: redis.url, PUBLIC_ADDRESS: `c.invalid:${pc}`, BOT_DELAY_MS: "50" });
  const C = door(c);
  const { json: ev } = await api(C, "POST", "/api/events", { name: "Inside", game: "kierki", players: 8, rounds: 1 });
  // B reaches C at 127.0.0.1 (c.invalid does not resolve); A, told nothing, finds C away.
  expect(await api(door(b), "POST", `/api/events/${ev.id}/entries`, { name: "Through B" })).toMatchObject({ status: 201, json: { pair: 1 } });
  expect((await api(C, "GET", `/api/events/${ev.id}`)).json.pairs.map((p: any) => p.names[0])).toEqual(["Through B"]);
  expect(await api(door(a), "GET", `/api/events/${ev.id}`)).toMatchObject({ status: 503, json: { code: "event_host_away" } });
});
