/**
 * Salon as its own process for tests that kill it (a real restart): the server with settings from the
 * environment, like `npm start`, plus an IPC channel over which the test asks for the server's truth — the
 * views the engine gives each viewer of a table — to compare clients with. Test-only: no HTTP route serves it.
 */
import { matchMaker } from "@colyseus/core";
import { startSalon } from "../../server/src/app";
import { peerAddresses } from "../../server/src/http/event-forward";
import { exitOnSignals } from "../../server/src/ops/shutdown";

type Ask = { id: number; roomId: string };

async function main(): Promise<void> {
  const salon = await startSalon({
    port: Number(process.env.PORT),
    host: "127.0.0.1",
    dataDir: process.env.DATA_DIR,
    databaseUrl: process.env.DATABASE_URL || undefined,
    reconnectSeconds: Number(process.env.RECONNECT_SECONDS ?? 60),
    defaultBotDelayMs: Number(process.env.BOT_DELAY_MS ?? 900),
    redisUrl: process.env.REDIS_URL || undefined,
    publicAddress: process.env.PUBLIC_ADDRESS || undefined,
    peerAddresses: peerAddresses(process.env.PEER_ADDRESSES),
    // As main.ts reads it: the shutdown benchmark (scripts/chaos/shutdown.ts) gives its 1,000 loopback
    // clients addresses of their own through X-Forwarded-For, so per-address limits apply as in a club.
    trustProxy: process.env.TRUST_PROXY === "1" || process.env.TRUST_PROXY === "true",
  });
  process.on("message", (ask: Ask) => {
    const room = matchMaker.getLocalRoomById(ask.roomId) as any;
    const game = room?.game;
    const truth = game
      ? {
          moves: game.moves,
          actors: game.history.map((a: { seat: number | "moderator" }) => a.seat),
          toAct: game.toAct(),
          legal: Object.fromEntries(game.toAct().map((a: number | "moderator") => [String(a), game.rules.legalActions(game.state, a)])),
          status: room.state.status,
          deadline: room.state.deadline,
          seatDeadlines: room.state.seats.map((s: { deadline: number }) => s.deadline),
          kinds: room.state.seats.map((s: { kind: string }) => s.kind),
          views: {
            moderator: game.rules.view(game.state, "moderator"),
            spectator: game.rules.view(game.state, "spectator"),
            seats: room.state.seats.map((_s: unknown, i: number) => game.rules.view(game.state, i)),
          },
        }
      : null;
    process.send?.({ id: ask.id, truth });
  });
  // SIGTERM stops it as `npm start` does (ops/shutdown.ts).
  exitOnSignals(salon);
  process.send?.({ ready: salon.port, restored: salon.restored });
}

main().catch((e: unknown) => {
  console.error(`Salon could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
