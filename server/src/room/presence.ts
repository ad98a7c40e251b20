/**
 * Arrivals and departures: a joiner takes a seat, the moderator's chair (by the creator's right or the
 * chair's claim), a claimed seat, or watches; a dropped player gets a grace period, after which a bot keeps
 * the seat warm (table option `takeover`, mid-game) or the seat is freed.
 */
import type { Client } from "@colyseus/core";
import type { YouMessage } from "@salon/shared";
import { describeIssue, joinOptions, sendTo } from "../messages";
import type { TableModel } from "./table-model";
import type { Audience } from "./audience";
import type { Chat } from "./chat";
import { serverLife } from "./lifecycle";
import { checkSockets, ipOfClient, tableOpened, type Caller } from "../ops/limits";
import { pace } from "../ops/write-batch";
import { awaitReturn } from "./reconnection";
import { Refusal } from "./refusals";
import type { Seating } from "./seating";
import type { TableOptions } from "./setup";
import { newSession, type Session } from "./sessions";

export interface PresenceHost {
  readonly roomId: string;
  readonly clients: ReadonlyArray<Client>;
  readonly model: TableModel;
  readonly seating: Seating;
  readonly audience: Audience;
  readonly playing: boolean;
  readonly services: { readonly reconnectSeconds: number };
  readonly table: TableOptions;
  /** The lasting player identity behind a player secret, if the server keeps players. */
  identify(secret: string): Promise<string | null>;
  allowReconnection(client: Client, seconds: number): PromiseLike<Client>;
  readonly chat: Chat;
  changed(): void;
}

export async function join(host: PresenceHost, client: Client, raw: unknown): Promise<void> {
  const parsed = joinOptions.safeParse(raw);
  if (!parsed.success) {
    const name = parsed.error.issues.some((i) => i.path[0] === "name");
    throw new Refusal(name ? "bad_name" : "bad_message", describeIssue(parsed.error), name ? undefined : { type: "join" });
  }
  const opts = parsed.data;
  const playerId = opts.player ? await host.identify(opts.player) : null;
  // Limits (ops/limits.ts): this connection is already among the table's clients.
  const table = host.clients.map((c) => ({
    ip: ipOfClient(c),
    playerId: c === client ? playerId : (host.seating.sessions.get(c.sessionId)?.playerId ?? null),
  }));
  checkSockets(ipOfClient(client), playerId, table);
  const caller = client.auth as Caller | undefined;
  if (caller?.creates) tableOpened(host.roomId, caller);
  const session = newSession(opts.name, playerId);
  session.host = host.audience.isHost(session);
  const { seating, audience } = host;
  let claim: string | null = null;
  // Whoever watched this game with every hand only watches until it ends.
  const sawHands = host.playing && audience.kibitz.sawHands([playerId]);
  if (opts.claim?.seat === "moderator") {
    if (!audience.reclaimChair(session, opts.claim.secret)) throw new Refusal("claim_invalid", "that chair is no longer yours");
  } else {
    claim = audience.takeChair(session);
    if (claim === null) {
      const wish = { ...opts, claim: opts.claim as { seat: number; secret: string } | undefined, spectate: opts.spectate || (sawHands && !opts.claim) };
      const arrived = seating.arrive(client, session, wish);
      claim = arrived.claim;
      for (const other of arrived.displaced) {
        const old = seating.clientOf(other);
        // An older connection of the claimant watches from now on (or leaves, where nobody watches).
        if (audience.kibitz.mode === "none") old?.leave(4000);
        else audience.watch(old, other);
        if (old) sendYou(old, other);
      }
    }
  }
  if (session.role === "spectator") {
    if (audience.kibitz.mode === "none") {
      throw opts.spectate || sawHands
        ? new Refusal("no_spectators", "this table has no spectators")
        : new Refusal("table_full", "every seat is taken and this table has no spectators");
    }
    audience.watch(client, session);
  }
  seating.sessions.set(client.sessionId, session);
  welcome(host, client, session, claim);
  host.changed();
}

export async function leave(host: PresenceHost, client: Client, consented: boolean): Promise<void> {
  // The server is stopping and sent everyone away: seats, chair and claims stay as they are for the restart.
  if (serverLife.stopping) return;
  const { seating, audience } = host;
  const session = seating.sessions.get(client.sessionId);
  if (!session) return;
  const seats = host.model.seats;
  if (session.seat !== null) seats[session.seat].connected = false;
  if (!consented && session.role !== "spectator") {
    host.changed();
    const back = await awaitReturn(host, client, host.services.reconnectSeconds);
    if (back) {
      // Its seat may have been claimed from elsewhere meanwhile: then it is back as a spectator.
      if (session.seat !== null) seats[session.seat].connected = true;
      welcome(host, back, session);
      host.changed();
      return;
    }
  }
  seating.sessions.delete(client.sessionId);
  audience.leave(session);
  if (session.seat !== null) {
    // A dropped player's seat is kept warm by a bot mid-game when the table says so; a player who left on
    // purpose gives the seat up (anyone may sit there, or a bot be added).
    // A dropped player's seat stays theirs until the game ends: a bot keeps it warm when the table says so,
    // otherwise it waits (away) for the player's claim; only the host may release it. A player who left on
    // purpose gives the seat up (anyone may sit there, or a bot be added).
    if (!consented && host.playing) {
      if (host.table.takeover) seating.keepWarm(session.seat);
      else seating.hold(session.seat);
    } else seating.vacate(session.seat);
  }
  host.changed();
}

/** Who the client is; `claim` (a seat's or the chair's new claim secret) goes to its holder only, once. */
export function sendYou(client: Client, session: Session, claim: string | null = null): void {
  const you: YouMessage = { seat: session.seat, role: session.role, ...(session.host ? { host: true as const } : {}) };
  sendTo(client, "you", claim ? { ...you, claim } : you);
}

/**
 * Watchers from which a table's spectators are written in batches (ops/write-batch.ts): a few kibitzers get
 * every change at once; a crowd (a club's final, or one client's sixty sockets) costs a system call per
 * watcher per change, so it follows a few hundredths of a second behind instead.
 */
export const CROWD = 8;

/** `you`, and the chat lines the client's (new) role may read. */
export function welcome(host: { readonly chat: Chat; readonly model: TableModel }, client: Client, session: Session, claim: string | null = null): void {
  // In a crowd, a watcher's frames go out with the watchers' next flush (ops/write-batch.ts); asked at each
  // write, as the session's role and the crowd change.
  pace(client, () => session.role === "spectator" && host.model.spectators >= CROWD);
  sendYou(client, session, claim);
  host.chat.sendLog(client, session.role);
}
