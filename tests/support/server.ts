/** Boots a real Salon server on a free loopback port for one test file, with its own throwaway database. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSalon, type Salon, type SalonSettings } from "../../server/src/app";

export async function bootSalon(settings: Partial<SalonSettings> = {}): Promise<Salon & { http_url: string; ws_url: string }> {
  const dataDir =
    settings.dataDir ?? (settings.store || settings.databaseUrl || settings.durable === false ? undefined : mkdtempSync(join(tmpdir(), "salon-data-")));
  // Bots play easy unless a test is about their levels: searching bots would only slow whole-game tests down.
  const salon = await startSalon({ port: 0, host: "127.0.0.1", defaultBotDelayMs: 0, botLevelCap: "easy", ...settings, ...(dataDir ? { dataDir } : {}) });
  return {
    ...salon,
    http_url: `http://127.0.0.1:${salon.port}`,
    ws_url: `ws://127.0.0.1:${salon.port}`,
    // Colyseus leaves one-second timers behind after a shutdown (stats persistence, disposal after
    // cancelled reconnections); let them run out so the test worker exits cleanly.
    close: async () => {
      await salon.close();
      await new Promise((r) => setTimeout(r, 1100));
      if (dataDir && !settings.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type BootedSalon = Awaited<ReturnType<typeof bootSalon>>;

/**
 * Registers beforeAll/afterAll for one test file (or describe block): a Salon booted with `settings` before
 * its tests and closed after them. Returns a stand-in that forwards to that salon, so tests read
 * `salon.ws_url` as before; used before beforeAll ran, it throws.
 */
export function useSalon(settings: Partial<SalonSettings> = {}): BootedSalon {
  let salon: BootedSalon | undefined;
  beforeAll(async () => {
    salon = await bootSalon(settings);
  });
  afterAll(() => salon?.close());
  return new Proxy({} as BootedSalon, {
    get(_, key) {
      if (!salon) throw new Error("the salon is used before beforeAll booted it");
      const value = Reflect.get(salon, key);
      return typeof value === "function" ? value.bind(salon) : value;
    },
  });
}
