/**
 * What brings this browser back to its seat (docs/protocol.md, "Reconnecting" and "Seat claims"):
 * - the reconnection token, per room, in sessionStorage: a reload of `/t/<roomId>` in the same tab returns
 *   to the same seat while the server still holds the connection's grace period;
 * - the seat's claim secret, per room, in localStorage: it takes the seat back from another tab, after the
 *   browser was closed, or after the server restarted (when no token works any more).
 * The last `you` is kept with the token, in case the server does not repeat it after a reconnect.
 */
import type { You } from "./types";

export interface StoredSeat {
  token: string;
  you: You | null;
}

/** A seat's (or the moderator chair's) claim secret, with the name to join under. */
export interface StoredClaim {
  seat: number | "moderator";
  secret: string;
  name: string;
}

const prefix = "salon.seat.";
const claimPrefix = "salon.claim.";

function read<T>(storage: () => Storage, key: string, valid: (x: Partial<T>) => boolean): T | null {
  try {
    const raw = storage().getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<T>;
    return valid(parsed) ? (parsed as T) : null;
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: reloads will join afresh */
  }
}

export function loadSeat(roomId: string): StoredSeat | null {
  const seat = read<StoredSeat>(
    () => sessionStorage,
    prefix + roomId,
    (x) => typeof x.token === "string",
  );
  return seat ? { token: seat.token, you: seat.you ?? null } : null;
}

export function saveSeat(roomId: string, seat: StoredSeat): void {
  write(() => sessionStorage, prefix + roomId, seat);
}

export function loadClaim(roomId: string): StoredClaim | null {
  return read<StoredClaim>(
    () => localStorage,
    claimPrefix + roomId,
    (x) => typeof x.secret === "string" && (typeof x.seat === "number" || x.seat === "moderator"),
  );
}

export function saveClaim(roomId: string, claim: StoredClaim): void {
  write(() => localStorage, claimPrefix + roomId, claim);
}

/** Gives the seat up in this browser: nothing brings it back here any more. */
export function forgetSeat(roomId: string): void {
  write(() => sessionStorage, prefix + roomId, null);
  write(() => localStorage, claimPrefix + roomId, null);
}
