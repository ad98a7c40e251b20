/**
 * Graceful shutdown (issue 28, "Done when"; ops/shutdown.ts): SIGTERM to a real server process with tables
 * in play, players, bots and spectators connected. The process exits 0 within 10 s; every client is told to
 * come back (close code 1012, not 4000 "the table closed"), nothing a leaving client does changes a table,
 * and a new process on the same database brings every table back where it was, each player taking its seat
 * back with its claim. A shutdown while tables are being created (issue 28 item 6: once SIGTERM did not stop
 * a server) also exits within 10 s.
 */
import { isDeepStrictEqual } from "node:util";
import { Client } from "colyseus.js";
import { TestClient } from "../support/clients";
import { spawnSalon, useProcessHome, type SalonProcess } from "../support/process";

jest.setTimeout(180_000);

let server: SalonProcess | null = null;
const home = useProcessHome("salon-shutdown-", () => server);

const env = () => ({ PORT: String(home.port), DATA_DIR: home.dataDir, RECONNECT_SECONDS: "60", BOT_DELAY_MS: "20", LOG_LEVEL: "info" });
const url = () => `ws://127.0.0.1:${home.port}`;

/** SIGTERM; resolves with the exit code and how long the process took to exit. */
function terminate(p: SalonProcess): Promise<{ code: number | null; ms: number }> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    p.child.once("exit", (code) => resolve({ code, ms: Date.now() - t0 }));
    p.child.kill("SIGTERM");
  });
}

test("SIGTERM with tables in play: clients are told to reconnect, the process exits 0 within 10 s, every table comes back", async () => {
  server = await spawnSalon(env());
  const people: { client: TestClient; roomId: string; seat: number; name: string }[] = [];
  const watchers: TestClient[] = [];
  const rooms: string[] = [];
  for (const [i, ruleset] of ["kierki", "euchre", "fox"].entries()) {
    const host = await TestClient.create(url(), { ruleset, name: `H${i}`, seats: ruleset === "kierki" ? 4 : undefined });
    const roomId = host.room.roomId;
    rooms.push(roomId);
    people.push({ client: host, roomId, seat: 0, name: `H${i}` });
    const seats = host.state.seats.length;
    const guest = await TestClient.join(url(), roomId, { name: `G${i}` });
    people.push({ client: guest, roomId, seat: guest.you!.seat as number, name: `G${i}` });
    for (let s = 2; s < seats; s++) host.send("addBot", { seat: s });
    await host.until(() => host.state.seats.every((s: { kind: string }) => s.kind !== "empty"));
    host.send("start");
    await host.until(() => host.state.status === "playing");
    for (let w = 0; w < 5; w++) watchers.push(await TestClient.join(url(), roomId, { name: `W${i}${w}`, spectate: true }));
  }
  // Let the bots make some moves, then take the server's truth.
  await new Promise((r) => setTimeout(r, 500));
  const codes: number[] = [];
  for (const c of [...people.map((p) => p.client), ...watchers]) c.room.onLeave((code) => codes.push(code));

  const stopped = await terminate(server);
  expect(stopped.code).toBe(0);
  expect(stopped.ms).toBeLessThan(10_000);
  await new Promise((r) => setTimeout(r, 200));
  expect(codes.length).toBe(people.length + watchers.length);
  expect(new Set(codes)).toEqual(new Set([1012]));
  const lines = server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"));
  expect(lines.some((l) => JSON.parse(l).msg === "stopped")).toBe(true);

  server = await spawnSalon(env());
  expect(server.restored).toMatchObject({ restored: rooms.length, broken: [] });
  for (const roomId of rooms) {
    const truth = await server.truth(roomId);
    expect(truth?.status).toBe("playing");
    expect(truth.kinds.filter((k: string) => k === "human")).toHaveLength(2);
  }
  // Each player takes its own seat back with its claim (nothing was given up on the way out).
  for (const p of people) {
    const back = await TestClient.join(url(), p.roomId, { name: p.name, claim: { seat: p.seat, secret: p.client.claim! } });
    expect(back.you?.seat).toBe(p.seat);
    const truth = await server.truth(p.roomId);
    await back.until(
      () => isDeepStrictEqual(JSON.parse(JSON.stringify(back.view())), JSON.parse(JSON.stringify(truth.views.seats[p.seat]))),
      5000,
      "own view back",
    );
    await back.leave(false);
  }
});

test("SIGTERM while tables are being created: the process still exits within 10 s", async () => {
  await server?.kill();
  server = await spawnSalon(env());
  const creates = Array.from({ length: 20 }, (_, i) => new Client(url()).create("table", { ruleset: "fox", name: `C${i}` }).catch(() => null));
  await new Promise((r) => setTimeout(r, 30));
  const stopped = await terminate(server);
  expect(stopped.code).toBe(0);
  expect(stopped.ms).toBeLessThan(10_000);
  console.log(`shutdown during creates: ${stopped.ms} ms\n${server.output().slice(-3000)}`);
  const made = await Promise.all(creates);
  for (const room of made) await room?.leave().catch(() => undefined);
  server = null;
});
