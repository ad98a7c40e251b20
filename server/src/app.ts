/**
 * Boots Salon: express + Colyseus on one HTTP server, with embedded defaults (no external services).
 * Tests and benchmarks call `startSalon` directly; `main.ts` calls it with settings from the environment.
 */
import { Server } from "@colyseus/core";
import { WebSocketClient, WebSocketTransport } from "@colyseus/ws-transport";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createHttpApp } from "./http";
import { MemoryRecordStore, type RecordStore } from "./records";
import { installSendCopyFix, installStaleSnapshotFix } from "./serializer-fix";
import { defineTableRoom } from "./room/table-room";

export interface SalonSettings {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  reconnectSeconds?: number;
  defaultBotDelayMs?: number;
  records?: RecordStore;
  clientDir?: string;
  /**
   * Scale-out across processes (docker-compose.yml): rooms, seat reservations and reconnection shared
   * through Redis. Each process then needs its own `publicAddress` (see the Colyseus guide, section 8).
   * Unset: everything stays in this process (the embedded default).
   */
  redisUrl?: string;
  publicAddress?: string;
}

export interface Salon {
  port: number;
  records: RecordStore;
  http: HttpServer;
  close(): Promise<void>;
}

/** Frames larger than this are dropped by the socket layer; chat and actions are far smaller. */
const MAX_PAYLOAD = 256 * 1024;

export async function startSalon(settings: SalonSettings): Promise<Salon> {
  installStaleSnapshotFix();
  installSendCopyFix(WebSocketClient);
  const records = settings.records ?? new MemoryRecordStore();
  const app = createHttpApp(records, settings.clientDir ?? join(__dirname, "..", "..", "client", "dist"));
  const http = createServer(app);
  const gameServer = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_PAYLOAD }),
    gracefullyShutdown: false,
    greet: false,
    ...(settings.redisUrl ? await redisScaleOut(settings.redisUrl, settings.publicAddress) : {}),
  });
  gameServer.define(
    "table",
    defineTableRoom({
      records,
      reconnectSeconds: settings.reconnectSeconds ?? 60,
      defaultBotDelayMs: settings.defaultBotDelayMs ?? 900,
    }),
  );
  await gameServer.listen(settings.port, settings.host ?? "0.0.0.0");
  const port = (http.address() as AddressInfo).port;
  return {
    port,
    records,
    http,
    close: async () => {
      await gameServer.gracefullyShutdown(false);
    },
  };
}

/** Loaded only when asked for, so the embedded default never touches Redis. */
async function redisScaleOut(url: string, publicAddress?: string) {
  const { RedisPresence } = await import("@colyseus/redis-presence");
  const { RedisDriver } = await import("@colyseus/redis-driver");
  return { presence: new RedisPresence(url), driver: new RedisDriver(url), publicAddress };
}
