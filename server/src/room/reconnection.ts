/** A dropped player's grace period (docs/protocol.md, "Reconnecting"). */
import type { Client } from "@colyseus/core";

/**
 * Waits for `client` to come back within `seconds`; the returning client, or null when the time ran out or
 * the room is closing.
 */
export async function awaitReturn(
  room: { allowReconnection(client: Client, seconds: number): PromiseLike<Client> },
  client: Client,
  seconds: number,
): Promise<Client | null> {
  try {
    const reconnection = room.allowReconnection(client, seconds);
    // Colyseus 0.16 rejects pending reconnections on shutdown without clearing their timers, which would
    // hold the process open for the whole grace period: let those timers not keep it alive.
    (room as unknown as { reservedSeatTimeouts: Record<string, NodeJS.Timeout | undefined> }).reservedSeatTimeouts[client.sessionId]?.unref();
    return await reconnection;
  } catch {
    return null;
  }
}
