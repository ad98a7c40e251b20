/**
 * What an operator's Prometheus reads at `GET /metrics` (text exposition format; README, "Operating
 * Salon"). Counters move as things happen; the gauges are read from the process's tables and the store at
 * each scrape. Everything is this process's own: with several processes, scrape each.
 *
 * - `salon_tables{status}`: open tables by status — `waiting`, `playing`, `paused` (a running game with
 *   nobody at it, room/lifecycle.ts), `over`;
 * - `salon_clients_connected`: connected clients (players, moderators, spectators);
 *   `salon_players_connected`: of those, the seated players;
 * - `salon_plays_total`: accepted game actions (players', bots', moderators'); its rate is plays per second;
 * - `salon_store_queue`: writes waiting for the database; `salon_store_degraded`: 1 while the database
 *   cannot be written (tables play on in memory);
 * - `salon_refusals_total{code}`: refused messages, joins, creates and requests, by code (docs/protocol.md,
 *   "Error codes");
 * - the Node process's own (`process_cpu_seconds_total`, `nodejs_heap_size_used_bytes`,
 *   `nodejs_eventloop_lag_seconds`…), from prom-client.
 */
import { matchMaker } from "@colyseus/core";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

interface StoreHealth {
  health(): { degraded: boolean; queued: number };
}
let store: StoreHealth | null = null;

/** The store whose queue and health the gauges read (null: the server keeps no database). */
export function watchStore(s: StoreHealth | null): void {
  store = s;
}

export const plays = new Counter({ name: "salon_plays_total", help: "Accepted game actions (players, bots, moderators)", registers: [registry] });

const refusals = new Counter({
  name: "salon_refusals_total",
  help: "Refused messages, joins, creates and requests, by code",
  labelNames: ["code"],
  registers: [registry],
});

/** Counts one refusal; codes are short stable words, anything else is counted as `other`. */
export function countRefusal(code: string): void {
  refusals.inc({ code: /^[a-z][a-z0-9_]{0,40}$/.test(code) ? code : "other" });
}

interface LocalRoom {
  clients: { length: number };
  state?: { status?: string; seats?: Iterable<{ kind: string; connected: boolean }> };
  life?: { isPaused?: boolean };
}

/** This process's tables, as they are now. */
async function localTables(): Promise<LocalRoom[]> {
  const listings = await matchMaker.query({ name: "table" });
  const out: LocalRoom[] = [];
  for (const l of listings) {
    const room = matchMaker.getLocalRoomById(l.roomId) as unknown as LocalRoom | undefined;
    if (room) out.push(room);
  }
  return out;
}

const STATUSES = ["waiting", "playing", "paused", "over"];

new Gauge({
  name: "salon_tables",
  help: "Open tables of this process by status (paused: a running game with nobody at it)",
  labelNames: ["status"],
  registers: [registry],
  async collect() {
    const counts = new Map(STATUSES.map((s) => [s, 0]));
    for (const room of await localTables()) {
      const status = room.state?.status === "playing" && room.life?.isPaused ? "paused" : (room.state?.status ?? "waiting");
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    for (const [status, n] of counts) this.set({ status }, n);
  },
});

new Gauge({
  name: "salon_clients_connected",
  help: "Connected clients: players, moderators and spectators",
  registers: [registry],
  async collect() {
    let n = 0;
    for (const room of await localTables()) n += room.clients.length;
    this.set(n);
  },
});

new Gauge({
  name: "salon_players_connected",
  help: "Seated players connected now",
  registers: [registry],
  async collect() {
    let n = 0;
    for (const room of await localTables()) for (const seat of room.state?.seats ?? []) if (seat.kind === "human" && seat.connected) n++;
    this.set(n);
  },
});

new Gauge({
  name: "salon_store_queue",
  help: "Writes queued for the database",
  registers: [registry],
  collect() {
    this.set(store?.health().queued ?? 0);
  },
});

new Gauge({
  name: "salon_store_degraded",
  help: "1 while the database cannot be written (tables play on in memory, writes are retried)",
  registers: [registry],
  collect() {
    this.set(store?.health().degraded ? 1 : 0);
  },
});
