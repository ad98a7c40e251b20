/**
 * Client-side routes: `/` is the lobby, `/t/<roomId>` a table (the invite link). A live session or a
 * join intent can be handed from the lobby to the table screen with `handOff`.
 */
import type { TableProbe } from "../net/api";
import type { TableSession } from "../net/table-session";

export type Route =
  | { name: "lobby" }
  | { name: "table"; roomId: string }
  | { name: "games" }
  | { name: "claim" }
  | { name: "event"; eventId: string | null }
  | { name: "replay"; tableId: string; gameNo: number; key: string | null };

/** What the lobby already did for a table: connected (create), or how to join it (an event names the seat and the name). */
/**
 * What the page hands a table screen: a session already open (the lobby created the table), or how to join —
 * with the name already asked and the table's probe already read (screens/table/entry.ts), when they were.
 */
export type Arrival =
  | { session: TableSession }
  /** A join already on its way (an invite link's, started as soon as the name was given: screens/table/entry.ts). */
  | { joining: Promise<TableSession> }
  | { intent: "join" | "watch"; seat?: number; name?: string; probe?: TableProbe | { code: string } };

const arrivals = new Map<string, Arrival>();
let listener: ((route: Route) => void) | null = null;

export function parseRoute(pathname: string, search = ""): Route {
  const m = /^\/t\/([^/?#]+)\/?$/.exec(pathname);
  if (m) return { name: "table", roomId: decodeURIComponent(m[1]) };
  const r = /^\/r\/([^/?#]+)\/(\d+)\/?$/.exec(pathname);
  if (r) return { name: "replay", tableId: decodeURIComponent(r[1]), gameNo: Number(r[2]), key: new URLSearchParams(search).get("key") };
  const e = /^\/e(?:\/([^/?#]*))?\/?$/.exec(pathname);
  if (e) return { name: "event", eventId: e[1] ? decodeURIComponent(e[1]) : null };
  if (/^\/games\/?$/.test(pathname)) return { name: "games" };
  if (/^\/claim\/?$/.test(pathname)) return { name: "claim" };
  return { name: "lobby" };
}

export function replayPath(tableId: string, gameNo: number, key?: string | null): string {
  return `/r/${encodeURIComponent(tableId)}/${gameNo}${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

export function tablePath(roomId: string): string {
  return `/t/${encodeURIComponent(roomId)}`;
}

export function inviteLink(roomId: string): string {
  return `${location.origin}${tablePath(roomId)}`;
}

export function handOff(roomId: string, arrival: Arrival): void {
  arrivals.set(roomId, arrival);
}

export function hasArrival(roomId: string): boolean {
  return arrivals.has(roomId);
}

/** Takes (once) what the lobby handed over for `roomId`. */
export function takeArrival(roomId: string): Arrival | null {
  const a = arrivals.get(roomId) ?? null;
  arrivals.delete(roomId);
  return a;
}

export function navigate(path: string): void {
  if (path !== location.pathname + location.search) history.pushState(null, "", path);
  listener?.(parseRoute(location.pathname, location.search));
}

export function startRouter(onRoute: (route: Route) => void): void {
  listener = onRoute;
  window.addEventListener("popstate", () => onRoute(parseRoute(location.pathname, location.search)));
  onRoute(parseRoute(location.pathname, location.search));
}
