/**
 * `npm run bench`: figures, never assertions.
 * 1. Per ruleset: random-legal full-hand playouts per second on one core (what bots' searches rely on).
 * 2. The server over loopback: time from an action sent to every client's state updated (median, p99),
 *    and the bytes each client receives per action, for two players and a spectator playing Fox.
 * 3. Bridge hand records: a 32-board PBN import, and with `-- --dd` one board's double-dummy table.
 * Bounded: about 2 s per ruleset and a fixed number of server actions, all on 127.0.0.1.
 */
import { Client, type Room } from "colyseus.js";
import {
  completeView,
  ReceivedView,
  VIEW_MESSAGE,
  randInt,
  randomPlayout,
  rngFromSeed,
  rulesets,
  type AnyRuleset,
  type Rng,
  type ViewMessage,
} from "@salon/shared";
import { foxAction } from "@salon/shared/fox";
import { startSalon } from "../server/src/app";
import { storeBench } from "./bench-store";
import { viewsBench } from "./bench-views";
import { bridgeRecordsBench } from "./bench-bridge";

function playoutsPerSecond(rules: AnyRuleset, ms = 2000): { hands: number; perSecond: number; actionsPerHand: number } {
  let hands = 0;
  let actions = 0;
  let rng: Rng = rngFromSeed("bench");
  const start = performance.now();
  let seed = 0;
  while (performance.now() - start < ms) {
    for (let batch = 0; batch < 20; batch++) {
      const setup = rules.setup({ seats: rules.minSeats, options: defaults(rules), dealer: 0, rng: rngFromSeed(seed++) });
      if (!setup.ok) throw new Error(setup.error);
      const played = randomPlayout(rules, setup.value, rng, (s) => rules.handsDone(s) === 0 && rules.outcome(s) === null);
      rng = played.rng;
      actions += played.actions.length;
      hands++;
    }
  }
  const secs = (performance.now() - start) / 1000;
  return { hands, perSecond: Math.round(hands / secs), actionsPerHand: Math.round(actions / hands) };
}

function defaults(rules: AnyRuleset): Record<string, unknown> {
  return Object.fromEntries(rules.options.map((o) => [o.key, o.default]));
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function serverBench(actionsWanted = 300) {
  const salon = await startSalon({ port: 0, host: "127.0.0.1", defaultBotDelayMs: 0, durable: false });
  const url = `ws://127.0.0.1:${salon.port}`;
  const latencies: number[] = [];
  const bytes = { mover: [] as number[], other: [] as number[], spectator: [] as number[] };
  const playBytes = { mover: [] as number[], other: [] as number[], spectator: [] as number[] };
  try {
    while (latencies.length < actionsWanted) {
      // Each client listens for its views as soon as it is in: the whole view follows the join at once.
      const a = listen(await new Client(url).create("table", { ruleset: "fox", name: "A", options: { targetScore: 1 } }));
      const b = listen(await new Client(url).joinById(a.roomId, { name: "B" }));
      const s = listen(await new Client(url).joinById(a.roomId, { name: "S", spectate: true }));
      const rooms = [a, b, s];
      const received = rooms.map(() => ({ bytes: 0, at: 0, count: 0 }));
      rooms.forEach((r, i) =>
        (r.connection as any).transport.ws.on("message", (d: ArrayBuffer) => {
          received[i].bytes += Buffer.from(d).length + 2; // + the websocket frame header
          received[i].count++;
          received[i].at = performance.now();
        }),
      );
      const seatOf = new Map<Room, number>([
        [a, 0],
        [b, 1],
      ]);
      await waitUntil(() => a.state?.seats?.length === 2 && b.state?.seats?.length === 2);
      a.send("start");
      await waitUntil(() => a.state.status === "playing" && myView(a, 0).legal !== undefined);
      let rng = rngFromSeed(`server-${latencies.length}`);
      while (a.state.status === "playing" && latencies.length < actionsWanted) {
        const mover = [a, b].find((r) => (myView(r, seatOf.get(r)!).legal as string[] | undefined)?.length);
        if (!mover) {
          await sleep(1);
          continue;
        }
        const view = myView(mover, seatOf.get(mover)!);
        const legal = view.legal as string[];
        const [i, next] = randInt(rng, legal.length);
        rng = next;
        const choice = legal[i];
        const action = foxAction(view.phase as string, choice)!;
        const before = received.map((x) => ({ ...x }));
        const sent = performance.now();
        mover.send("action", action);
        await waitUntil(() => received.every((x, k) => x.count > before[k].count));
        await sleep(2); // let a trailing message of the same change arrive
        latencies.push(Math.max(...received.map((x) => x.at)) - sent);
        const moverIdx = rooms.indexOf(mover);
        const otherIdx = moverIdx === 0 ? 1 : 0;
        const d = received.map((x, k) => x.bytes - before[k].bytes);
        bytes.mover.push(d[moverIdx]);
        bytes.other.push(d[otherIdx]);
        bytes.spectator.push(d[2]);
        if (action.type === "play") {
          playBytes.mover.push(d[moverIdx]);
          playBytes.other.push(d[otherIdx]);
          playBytes.spectator.push(d[2]);
        }
      }
      await Promise.all(rooms.map((r) => r.leave()));
    }
  } finally {
    await salon.close();
  }
  const sorted = latencies.slice().sort((x, y) => x - y);
  const avg = (xs: number[]) => (xs.reduce((p, q) => p + q, 0) / xs.length).toFixed(1);
  return { sorted, bytes, playBytes, avg };
}

/** What each client's `view` messages built. */
const views = new Map<Room, ReceivedView>();

function listen(room: Room): Room {
  for (const type of ["you", "chatLog", "chat", "error"]) room.onMessage(type, () => undefined);
  const received = new ReceivedView();
  views.set(room, received);
  room.onMessage(VIEW_MESSAGE, (m: ViewMessage) => received.apply(m));
  return room;
}

/** A player's whole view, completed as clients do (the received view + derived keys). */
function myView(room: Room, seat: number): Record<string, unknown> {
  return completeView(rulesets.fox, views.get(room)?.view ?? {}, seat);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitUntil(pred: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!safe(pred)) {
    if (Date.now() > end) throw new Error("bench: timed out waiting");
    await sleep(0.5);
  }
}
function safe(pred: () => boolean): boolean {
  try {
    return pred();
  } catch {
    return false;
  }
}

async function main() {
  console.log("Rules engines: random-legal full hands per second (one core)");
  for (const rules of Object.values(rulesets)) {
    const r = playoutsPerSecond(rules);
    console.log(`  ${rules.id.padEnd(10)} ${String(r.perSecond).padStart(8)} hands/s  (${r.actionsPerHand} actions a hand, ${r.hands} hands)`);
  }
  console.log("\nViews per move, in process: every player's view and the public one, computed and diffed (view-channel.ts)");
  for (const rules of Object.values(rulesets)) {
    const r = viewsBench(rules);
    console.log(`  ${rules.id.padEnd(10)} ${r.usPerMove.toFixed(1).padStart(8)} µs a move  (${r.viewers} viewers, ${r.moves} moves)`);
  }
  console.log("\nBridge hand records (one core)");
  bridgeRecordsBench();
  console.log("\nServer over loopback: Fox, two players and a spectator, random legal moves");
  const { sorted, bytes, playBytes, avg } = await serverBench();
  console.log(`  actions measured       ${sorted.length}`);
  console.log(
    `  action -> all updated  median ${pct(sorted, 50).toFixed(2)} ms, p99 ${pct(sorted, 99).toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms`,
  );
  console.log(`  bytes per client, any action: mover ${avg(bytes.mover)}, opponent ${avg(bytes.other)}, spectator ${avg(bytes.spectator)}`);
  console.log(`  bytes per client, card play:  mover ${avg(playBytes.mover)}, opponent ${avg(playBytes.other)}, spectator ${avg(playBytes.spectator)}`);
  console.log("  (payload plus the 2-byte websocket frame header; targets: >= 20000 hands/s, <= 32 B per client per play, p99 < 25 ms)");
  console.log("\nThe database (embedded SQLite)");
  await storeBench();
  console.log("  (latency and CPU with the database on and off under load: npm run load -- --tables 1|250 --durable on|off)");
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
