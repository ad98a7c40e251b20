/**
 * Limits per player identity and per IP address (README, "Limits"; docs/protocol.md, "Error codes"). Each
 * refusal has a code, is counted in `/metrics` and logged as one line; none changes anything. The numbers
 * are chosen so that a club evening never meets them — 30 people behind one NAT address, a director opening
 * 10 tables at once, everybody reconnecting after a restart — while one client can no longer open a thousand
 * tables or five hundred sockets. Per process: with several processes each counts its own.
 *
 * Rates are token buckets: `burst` at once, then `perMinute` as it refills.
 */
import { ErrorCode as ColyseusError, ServerError } from "@colyseus/core";
import type { IncomingMessage } from "node:http";
import { log } from "./log";
import { countRefusal } from "./metrics";

export const LIMITS = {
  /** Tables created: per player identity, and per address. */
  tablesPerPlayer: { burst: 20, perMinute: 6 },
  tablesPerAddress: { burst: 60, perMinute: 30 },
  /** Tables open at once, created by one identity / from one address (in this process's life). */
  openTablesPerPlayer: 30,
  openTablesPerAddress: 200,
  /** Connections open: per address in all, per address at one table, per identity at one table. */
  socketsPerAddress: 300,
  // Not lower: 30 people behind one NAT watching one table (a club's final, kibitzed from the club's own
  // network) must fit, each with a second socket while reconnecting. Their frames are already coalesced:
  // a spectator view is diffed and encoded once per change for every spectator (room/view-channel.ts), so
  // a watcher costs one send of shared bytes, not a view of its own (issue 28, flood).
  socketsPerAddressAtTable: 60,
  socketsPerPlayerAtTable: 4,
  /** Matchmaking requests (create, join, reconnect) per address. */
  matchmakingPerAddress: { burst: 200, perMinute: 600 },
  /** Chat lines per identity (or per address without one), across all its connections and tables. */
  chatPerPlayer: { burst: 5, perMinute: 30 },
  chatPerAddress: { burst: 50, perMinute: 300 },
  /** Device-transfer code attempts (`POST /api/players/claim`) per address; new identities per address. */
  claimAttemptsPerAddress: { burst: 10, perMinute: 2 },
  playersPerAddress: { burst: 60, perMinute: 30 },
  /** Request bodies: JSON routes, matchmaking, and a create (which may carry a PBN file, up to 1 MB). */
  bodyBytes: 16 * 1024,
  matchmakeBodyBytes: 16 * 1024,
  createBodyBytes: 1536 * 1024,
} as const;

export interface Rate {
  burst: number;
  perMinute: number;
}

/** Token buckets by key; idle full buckets are forgotten. */
export class Buckets {
  private readonly tokens = new Map<string, { n: number; at: number }>();
  private sweptAt = Date.now();

  constructor(private readonly rate: Rate) {}

  /** Takes one token for `key`; false when its bucket is empty. */
  take(key: string, now = Date.now()): boolean {
    const { burst, perMinute } = this.rate;
    const b = this.tokens.get(key) ?? { n: burst, at: now };
    b.n = Math.min(burst, b.n + ((now - b.at) * perMinute) / 60_000);
    b.at = now;
    this.tokens.set(key, b);
    if (now - this.sweptAt > 60_000) this.sweep(now);
    if (b.n < 1) return false;
    b.n -= 1;
    return true;
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    const full = (60_000 * this.rate.burst) / this.rate.perMinute;
    for (const [key, b] of this.tokens) if (now - b.at > full) this.tokens.delete(key);
  }
}

/** Whether `X-Forwarded-For` names the client (TRUST_PROXY=1 behind a reverse proxy that sets it). */
let trustProxy = false;
export function setTrustProxy(on: boolean): void {
  trustProxy = on;
}

/** The client's address: the socket's, or the first `X-Forwarded-For` entry behind a trusted proxy. */
export function addressOf(req: Pick<IncomingMessage, "headers" | "socket">): string {
  if (trustProxy) {
    const fwd = req.headers["x-forwarded-for"];
    const first = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** A refusal as a create or join sees it: the message `<code>: <sentence>` (docs/protocol.md). */
export function limitRefusal(code: string, sentence: string, fields: Record<string, unknown> = {}): ServerError {
  noteRefusal(code, fields);
  return new ServerError(ColyseusError.APPLICATION_ERROR, `${code}: ${sentence}`);
}

/** Counts and logs one refusal (one line, no stack). */
export function noteRefusal(code: string, fields: Record<string, unknown> = {}, msg = "refused"): void {
  countRefusal(code);
  log.info({ code, ...fields }, msg);
}

const tablesByPlayer = new Buckets(LIMITS.tablesPerPlayer);
const tablesByAddress = new Buckets(LIMITS.tablesPerAddress);
const chatByPlayer = new Buckets(LIMITS.chatPerPlayer);
const chatByAddress = new Buckets(LIMITS.chatPerAddress);
export const matchmaking = new Buckets(LIMITS.matchmakingPerAddress);
export const claimAttempts = new Buckets(LIMITS.claimAttemptsPerAddress);
export const newPlayers = new Buckets(LIMITS.playersPerAddress);

/** Who opened each table still open (its creator's address and identity). */
const owners = new Map<string, { ip: string; playerId: string | null }>();

/** What a seat reservation carries to the room (Colyseus' `client.auth`). */
export interface Caller {
  ip: string;
  playerId: string | null;
  /** The reservation is a new table's creator's. */
  creates?: boolean;
}

/** A create request: refused when its address or identity made too many tables lately or has too many open. */
export function checkCreate(ip: string, playerId: string | null): void {
  let openByIp = 0;
  let openByPlayer = 0;
  for (const o of owners.values()) {
    if (o.ip === ip) openByIp++;
    if (playerId && o.playerId === playerId) openByPlayer++;
  }
  if (openByIp >= LIMITS.openTablesPerAddress || (playerId && openByPlayer >= LIMITS.openTablesPerPlayer)) {
    throw limitRefusal("too_many_tables", "too many tables are open from here; close one first", { ip, playerId, open: Math.max(openByIp, openByPlayer) });
  }
  if ((playerId && !tablesByPlayer.take(playerId)) || !tablesByAddress.take(ip)) {
    throw limitRefusal("too_many_tables", "too many tables created in a short time; wait a minute", { ip, playerId });
  }
}

export function tableOpened(roomId: string, caller: Caller): void {
  owners.set(roomId, { ip: caller.ip, playerId: caller.playerId });
}

export function tableClosed(roomId: string): void {
  owners.delete(roomId);
}

/**
 * One more chat line from this identity (a connection without one counts alone) and address; false when
 * either speaks too fast.
 */
export function chatAllowed(playerId: string | null, ip: string | null, sessionId: string, now = Date.now()): boolean {
  if (!chatByPlayer.take(playerId ?? `session:${sessionId}`, now)) return false;
  return ip === null || chatByAddress.take(ip, now);
}

/** A raw socket's address, set when it connects (app.ts). */
export const SOCKET_IP = Symbol("salon.ip");

type Socket = { [SOCKET_IP]?: string };
let sockets: () => Iterable<Socket> = () => [];

/** Where the open sockets are (the WebSocket server's clients), to count them by address. */
export function watchSockets(all: () => Iterable<Socket>): void {
  sockets = all;
}

/** A Colyseus client's address: its socket's, else its seat reservation's. */
export function ipOfClient(client: { auth?: unknown; ref?: unknown }): string | null {
  return (client.ref as Socket | undefined)?.[SOCKET_IP] ?? (client.auth as Caller | undefined)?.ip ?? null;
}

/**
 * A joiner whose connection is open (and among `table`, the table's connections with their identities):
 * refused when its address has too many connections in all or at this table, or its identity at this table.
 */
export function checkSockets(ip: string | null, playerId: string | null, table: Iterable<{ ip: string | null; playerId: string | null }>): void {
  if (!ip) return;
  let here = 0;
  let same = 0;
  for (const c of table) {
    if (c.ip === ip) here++;
    if (playerId && c.playerId === playerId) same++;
  }
  let mine = 0;
  if (here <= LIMITS.socketsPerAddressAtTable && same <= LIMITS.socketsPerPlayerAtTable) for (const ws of sockets()) if (ws[SOCKET_IP] === ip) mine++;
  if (mine > LIMITS.socketsPerAddress || here > LIMITS.socketsPerAddressAtTable || same > LIMITS.socketsPerPlayerAtTable) {
    throw limitRefusal("too_many_connections", "too many connections from here", { ip, playerId, open: mine, atTable: here, sameIdentity: same });
  }
}
