/**
 * `npm start`: Salon on one machine with embedded defaults. Settings come from the environment:
 * PORT (2567), HOST (0.0.0.0), RECONNECT_SECONDS (60), BOT_DELAY_MS (900), BOT_LEVEL_CAP (strong); the database: DATA_DIR (`data`,
 * an embedded SQLite file inside) or DATABASE_URL (`postgres://…`), TABLE_EXPIRY_HOURS (24); for several
 * processes behind one address, REDIS_URL and PUBLIC_ADDRESS (this process's own host:port as clients reach it),
 * PEER_ADDRESSES (where the others are reached from here, if not at their public addresses);
 * IDLE_TABLE_MINUTES (10), TRUST_PROXY (off), LOG_LEVEL (info).
 */
import { BOT_LEVELS, type BotLevel } from "@salon/shared";
import { startSalon } from "./app";
import { peerAddresses } from "./http/event-forward";
import { log } from "./ops/log";
import { exitOnSignals } from "./ops/shutdown";

// A production process unless told otherwise: Express then sends no stack traces in its error pages, and
// Colyseus skips its development checks (it reads NODE_ENV from the environment on every message it sends:
// ~0.4 µs each, several per card play).
process.env.NODE_ENV ??= "production";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(raw)}`);
  return n;
}

function levelFromEnv(name: string): BotLevel | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  if (!(BOT_LEVELS as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${BOT_LEVELS.join(", ")}, not ${JSON.stringify(raw)}`);
  return raw as BotLevel;
}

async function main(): Promise<void> {
  const salon = await startSalon({
    port: intFromEnv("PORT", 2567),
    host: process.env.HOST || "0.0.0.0",
    reconnectSeconds: intFromEnv("RECONNECT_SECONDS", 60),
    defaultBotDelayMs: intFromEnv("BOT_DELAY_MS", 900),
    botLevelCap: levelFromEnv("BOT_LEVEL_CAP"),
    dataDir: process.env.DATA_DIR || "data",
    databaseUrl: process.env.DATABASE_URL || undefined,
    tableExpiryHours: intFromEnv("TABLE_EXPIRY_HOURS", 24),
    idleTableMinutes: intFromEnv("IDLE_TABLE_MINUTES", 10),
    redisUrl: process.env.REDIS_URL || undefined,
    publicAddress: process.env.PUBLIC_ADDRESS || undefined,
    peerAddresses: peerAddresses(process.env.PEER_ADDRESSES),
    trustProxy: process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true",
  });
  const where = salon.store ? `${salon.store.kind === "sqlite" ? "games kept in" : "games kept in PostgreSQL at"} ${salon.store.where}` : "no database";
  log.info(
    { port: salon.port, db: salon.store?.kind ?? "none", restored: salon.restored.restored, broken: salon.restored.broken.length },
    `Salon is open at http://localhost:${salon.port} (${where})`,
  );
  exitOnSignals(salon);
}

main().catch((e: unknown) => {
  // One line a person can act on (a database that cannot be reached, a bad setting), then a non-zero exit.
  console.error(`Salon could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
