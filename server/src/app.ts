/**
 * Boots Salon: express + Colyseus on one HTTP server, with embedded defaults (no external services): the
 * SQLite database under `dataDir`, or PostgreSQL when `databaseUrl` is set. Open tables come back from the
 * database before the server accepts anyone. Tests and benchmarks call `startSalon` directly; `main.ts`
 * calls it with settings from the environment.
 */
import "./ops/pm2-off";
import { Server } from "@colyseus/core";
import { WebSocketClient, WebSocketTransport } from "@colyseus/ws-transport";
import { createServer, type IncomingMessage, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { BotLevel } from "@salon/shared";
import { usePool } from "./bots/pool";
import { EventDesk } from "./events/director";
import { createHttpApp } from "./http";
import { MemoryRecords } from "./store/memory-records";
import { restoreTables, type RestoreReport } from "./restore-tables";
import { colyseusLog } from "./ops/log";
import { guardHttp } from "./ops/http-guard";
import { installWriteBatching } from "./ops/write-batch";
import { addressOf, checkCreate, setTrustProxy, SOCKET_IP, tableClosed, watchSockets, type Caller } from "./ops/limits";
import { startLiveness } from "./ops/liveness";
import { watchStore } from "./ops/metrics";
import { serverLife } from "./room/lifecycle";
import { defineTableRoom } from "./room/table-room";
import { installLeanStateBuffers, installSendCopyFix, installStaleSnapshotFix } from "./serializer-fix";
import { stateBytesBound } from "./wire-state";
import { Store } from "./store";

export interface SalonSettings {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  reconnectSeconds?: number;
  defaultBotDelayMs?: number;
  /** The highest bot level searched (default strong): weak hardware can keep bots at normal or easy. */
  botLevelCap?: BotLevel;
  clientDir?: string;
  /** The embedded database's folder (default `data`). */
  dataDir?: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  /** An already opened store (tests that restart a server on the same database). */
  store?: Store;
  /** false: no database at all (benchmarks); tables and records then live as long as the process. */
  durable?: boolean;
  /** Unfinished tables nobody touched for this long are closed, their partial record kept (default 24). */
  tableExpiryHours?: number;
  /** A running game with nobody at it (seated, moderating or watching) pauses, and closes after this long (default 10). */
  idleTableMinutes?: number;
  /**
   * Scale-out across processes (docker-compose.yml): rooms, seat reservations and reconnection shared
   * through Redis. Each process then needs its own `publicAddress` (see the Colyseus guide, section 8).
   * Unset: everything stays in this process (the embedded default).
   */
  redisUrl?: string;
  publicAddress?: string;
  /** Where the other processes are reached from this one, by public address, where that differs (event-forward.ts, peerAddresses). */
  peerAddresses?: Record<string, string>;
  /** Behind a reverse proxy that sets X-Forwarded-For: limits per address read the client's address there. */
  trustProxy?: boolean;
}

export interface Salon {
  port: number;
  http: HttpServer;
  store: Store | null;
  restored: RestoreReport;
  close(): Promise<void>;
}

/** Frames larger than this are dropped by the socket layer; chat and actions are far smaller. */
const MAX_PAYLOAD = 256 * 1024;

/**
 * How often the server pings each connection (ops/liveness.ts), and how many unanswered pings close it: a
 * connection that vanished without closing (a phone out of coverage) is found within (retries + 1)
 * intervals, 40 s, and its seat then goes to the reconnection window. Colyseus pings every 3 s; at 1,000 idle
 * tables (4,000 connections) that alone kept 4 % of a core busy (npm run load: the idle figure, issue 33).
 * Each ping's answer is a socket read, and the reads' buffers are what keeps the garbage collector busy while
 * nothing else happens; one ping every 20 s, answered within the next 20, halves them against every 10 s with
 * two chances. Ordinary drops (a closed tab, a lost socket the OS reports) are seen at once.
 */
const PING_MS = 20_000;
const PING_RETRIES = 1;

export async function startSalon(settings: SalonSettings): Promise<Salon> {
  installStaleSnapshotFix();
  installSendCopyFix(WebSocketClient);
  installLeanStateBuffers(stateBytesBound);
  installWriteBatching(WebSocketClient);
  serverLife.stopping = false;
  const store =
    settings.durable === false
      ? null
      : (settings.store ??
        (await Store.open({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl, owner: settings.redisUrl ? (settings.publicAddress ?? "") : "" })));
  const memory = store ? null : new MemoryRecords();
  watchStore(store);
  const expiryMs = (settings.tableExpiryHours ?? 24) * 3600_000;
  const events = new EventDesk(store, settings.redisUrl ? (settings.publicAddress ?? "") : "", settings.peerAddresses);
  // Until every stored table is back, /readyz says 503 "restoring" (and /healthz's status "restoring").
  let restoring = true;
  const tables = () => (serverLife.stopping ? "stopping" : restoring ? "restoring" : "ready") as "ready" | "restoring" | "stopping";
  const app = createHttpApp({
    events,
    store,
    records: store ?? memory!,
    clientDir: settings.clientDir ?? join(__dirname, "..", "..", "client", "dist"),
    tables,
  });
  const http = createServer(app);
  // Colyseus's own ping loop is off: ops/liveness.ts pings the same connections, spread over the interval.
  const transport = new WebSocketTransport({ server: http, maxPayload: MAX_PAYLOAD, pingInterval: 0 });
  const gameServer = new Server({
    transport,
    gracefullyShutdown: false,
    greet: false,
    logger: colyseusLog,
    ...(settings.redisUrl ? await redisScaleOut(settings.redisUrl, settings.publicAddress) : {}),
  });
  // Limits (ops/limits.ts): every request passes the HTTP guard; a seat reservation carries its caller's
  // address and identity (a create is checked here, a connection when it joins); sockets know their address.
  guardHttp(http, () => serverLife.stopping);
  setTrustProxy(settings.trustProxy === true);
  const wss = (transport as unknown as { wss: import("ws").WebSocketServer }).wss;
  wss.prependListener("connection", (ws: object, req: IncomingMessage) => {
    (ws as { [SOCKET_IP]?: string })[SOCKET_IP] = addressOf(req);
  });
  watchSockets(() => wss.clients as Iterable<{ [SOCKET_IP]?: string }>);
  const liveness = startLiveness(wss, PING_MS, PING_RETRIES);
  const TableRoomType = defineTableRoom({
    journal: store?.journal ?? memory!.journal,
    identify: store ? async (secret) => (await store.playerBySecret(secret))?.id ?? null : undefined,
    reconnectSeconds: settings.reconnectSeconds ?? 60,
    defaultBotDelayMs: settings.defaultBotDelayMs ?? 900,
    botLevelCap: settings.botLevelCap,
    expiryMs,
    idleMs: (settings.idleTableMinutes ?? 10) * 60_000,
  });
  (TableRoomType as unknown as { onAuth: typeof callerOf }).onAuth = (token, options, context) => callerOf(token, options, context, store);
  gameServer.define("table", TableRoomType).on("dispose", (room: { roomId: string }) => tableClosed(room.roomId));
  const releaseBots = usePool();
  const restored = store ? await restoreTables(store, expiryMs) : { restored: 0, broken: [], expired: 0, ms: 0 };
  if (restored.later) void restored.later.finally(() => (restoring = false));
  else restoring = false;
  await gameServer.listen(settings.port, settings.host ?? "0.0.0.0");
  await events.resume();
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    http,
    store,
    restored,
    close: async () => {
      // Tables are not closed by a shutdown: they come back when the server starts again. Each table stops
      // and sends its clients away to reconnect (TableRoom.onBeforeShutdown, ops/shutdown.ts); Colyseus then
      // closes the transport; what the tables queued is written when the store closes.
      serverLife.stopping = true;
      liveness.stop();
      events.stop();
      await gameServer.gracefullyShutdown(false);
      await releaseBots();
      if (!settings.store) await store?.close();
    },
  };
}

/**
 * Who asks for a seat (Colyseus' static onAuth, at the matchmaking request): its address and, for a create,
 * its player identity; a create beyond the limits is refused here (ops/limits.ts). What it returns travels
 * with the seat reservation to the room (`client.auth`).
 */
async function callerOf(_token: string, options: unknown, context: { req?: IncomingMessage; ip?: unknown }, store: Store | null): Promise<Caller> {
  const ip = context.req ? addressOf(context.req) : String(context.ip ?? "unknown");
  if (!/\/matchmake\/(create|joinOrCreate)\//.test(context.req?.url ?? "")) return { ip, playerId: null };
  const secret = (options as { player?: unknown } | null)?.player;
  const player = store && typeof secret === "string" && /^[A-Za-z0-9_-]{16,200}$/.test(secret) ? await store.playerBySecret(secret).catch(() => null) : null;
  checkCreate(ip, player?.id ?? null);
  return { ip, playerId: player?.id ?? null, creates: true };
}

/** Loaded only when asked for, so the embedded default never touches Redis. */
async function redisScaleOut(url: string, publicAddress?: string) {
  const { RedisPresence } = await import("@colyseus/redis-presence");
  const { RedisDriver } = await import("@colyseus/redis-driver");
  return { presence: new RedisPresence(url), driver: new RedisDriver(url), publicAddress };
}
