/**
 * `npm start`: Salon on one machine with embedded defaults. Settings come from the environment:
 * PORT (2567), HOST (0.0.0.0), RECONNECT_SECONDS (60), BOT_DELAY_MS (900); for several processes behind
 * one address, REDIS_URL and PUBLIC_ADDRESS (this process's own host:port as clients reach it).
 */
import { startSalon } from "./app";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(raw)}`);
  return n;
}

async function main(): Promise<void> {
  const salon = await startSalon({
    port: intFromEnv("PORT", 2567),
    host: process.env.HOST || "0.0.0.0",
    reconnectSeconds: intFromEnv("RECONNECT_SECONDS", 60),
    defaultBotDelayMs: intFromEnv("BOT_DELAY_MS", 900),
    redisUrl: process.env.REDIS_URL || undefined,
    publicAddress: process.env.PUBLIC_ADDRESS || undefined,
  });
  console.log(`Salon is open at http://localhost:${salon.port}`);
  const stop = () => {
    void salon.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
