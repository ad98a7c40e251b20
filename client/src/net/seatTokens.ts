/**
 * Reconnection tokens, one per room, in sessionStorage: a reload of `/t/<roomId>` in the same tab returns
 * to the same seat (docs/protocol.md, "Reconnecting"). The last `you` is kept too, in case the server
 * does not repeat it after a reconnect.
 */
import type { You } from "./types";

export interface StoredSeat {
  token: string;
  you: You | null;
}

const prefix = "salon.seat.";

export function loadSeat(roomId: string): StoredSeat | null {
  try {
    const raw = sessionStorage.getItem(prefix + roomId);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSeat>;
    return typeof parsed.token === "string" ? { token: parsed.token, you: parsed.you ?? null } : null;
  } catch {
    return null;
  }
}

export function saveSeat(roomId: string, seat: StoredSeat): void {
  try {
    sessionStorage.setItem(prefix + roomId, JSON.stringify(seat));
  } catch {
    /* storage full or disabled: reloads will join afresh */
  }
}

export function forgetSeat(roomId: string): void {
  try {
    sessionStorage.removeItem(prefix + roomId);
  } catch {
    /* nothing to forget */
  }
}
