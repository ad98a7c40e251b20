/**
 * `GET /metrics` (issue 28, "Operators can see the server"): Prometheus' text format, every line of which
 * parses; the counters move when a card is played and when a message is refused; the gauges count this
 * process's tables by status and its connected clients. Real server, real colyseus.js clients.
 */
import { matchMaker } from "@colyseus/core";
import { bootSalon } from "../support/server";
import { TestClient } from "../support/clients";

let salon: Awaited<ReturnType<typeof bootSalon>>;
beforeAll(async () => {
  salon = await bootSalon();
});
afterAll(() => salon.close());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses Prometheus' text exposition format (version 0.0.4; NaN and Inf in any case, as Go's ParseFloat reads them); throws on a line that is not in it. */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
  for (const line of text.split("\n")) {
    if (line === "") continue;
    let m = new RegExp(`^# HELP (${NAME}) .*$`).exec(line);
    if (m) continue;
    m = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (m) {
      types.set(m[1], m[2]);
      continue;
    }
    m = new RegExp(`^(${NAME})(?:\\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\.)*",?)*)\\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|[+-][Ii]nf)(?: -?\\d+)?$`).exec(
      line,
    );
    if (!m) throw new Error(`not a metrics line: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    samples.push({ name: m[1], labels, value: /nan/i.test(m[3]) ? NaN : Number(m[3].replace(/inf/i, "Infinity")) });
  }
  return { samples, types };
}

async function scrape(): Promise<{ samples: Sample[]; types: Map<string, string>; type: string }> {
  const res = await fetch(`${salon.http_url}/metrics`);
  expect(res.status).toBe(200);
  return { ...parse(await res.text()), type: res.headers.get("content-type") ?? "" };
}
const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((a, s) => a + s.value, 0);

test("/metrics parses, and moves when a card is played and when a message is refused", async () => {
  const first = await scrape();
  expect(first.type).toMatch(/^text\/plain;.*version=0\.0\.4/);
  for (const [name, type] of [
    ["salon_tables", "gauge"],
    ["salon_clients_connected", "gauge"],
    ["salon_players_connected", "gauge"],
    ["salon_plays_total", "counter"],
    ["salon_store_queue", "gauge"],
    ["salon_store_degraded", "gauge"],
    ["salon_refusals_total", "counter"],
  ])
    expect([name, first.types.get(name)]).toEqual([name, type]);
  expect(value(first.samples, "salon_store_degraded")).toBe(0);

  const ann = await TestClient.create(salon.ws_url, { ruleset: "fox", name: "Ann" });
  const roomId = ann.room.roomId;
  const ben = await TestClient.join(salon.ws_url, roomId, { name: "Ben" });
  ann.send("start");
  await ann.until(() => ann.state.status === "playing", 15_000);
  const before = await scrape();
  expect(value(before.samples, "salon_tables", { status: "playing" })).toBeGreaterThanOrEqual(1);
  expect(value(before.samples, "salon_clients_connected")).toBeGreaterThanOrEqual(2);
  expect(value(before.samples, "salon_players_connected")).toBeGreaterThanOrEqual(2);

  // Whoever is to act plays a legal card, then tries another out of turn and is refused.
  const game = (matchMaker.getLocalRoomById(roomId) as any).game;
  const seat = game.toAct()[0] as number;
  const mover = seat === ann.you!.seat ? ann : ben;
  const moves = game.moves;
  mover.send("action", game.rules.legalActions(game.state, seat)[0]);
  await mover.until(() => (matchMaker.getLocalRoomById(roomId) as any).game.moves > moves, 15_000);
  // Now the other seat is to follow, so the mover's next card is always out of turn. (The other seat's
  // "1B" was refused only when its deal lacked that card or it was not to act: a random-deal flake.)
  const errors = mover.errors.length;
  mover.send("action", { type: "play", card: "1B" });
  expect((await mover.nextError(errors, 10_000)).code).toBeTruthy();
  const refusedCode = mover.errors[errors].code;

  const after = await scrape();
  expect(value(after.samples, "salon_plays_total")).toBeGreaterThanOrEqual(value(before.samples, "salon_plays_total") + 1);
  expect(value(after.samples, "salon_refusals_total", { code: refusedCode })).toBe(value(before.samples, "salon_refusals_total", { code: refusedCode }) + 1);
  await Promise.all([ann.leave(), ben.leave()]);
});
