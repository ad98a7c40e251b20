/**
 * Table chat with bridge etiquette: players (and the moderator) write to the table, which everyone reads;
 * spectators write among spectators, and during a game their lines reach the players only when the table
 * allows it (table option `spectatorChat`). Each line says its channel. A newcomer gets the recent lines its
 * role may read. Each person is rate limited across its connections (ops/limits.ts).
 */
import type { Client } from "@colyseus/core";
import type { ChatChannel, ChatLine } from "@salon/shared";
import { CHAT_MAX, sendTo } from "../messages";
import { chatAllowed, ipOfClient } from "../ops/limits";
import { Refusal } from "./refusals";
import type { Role } from "./sessions";

export type Channel = ChatChannel;
/** A line as kept: whether it reached the players when it was said. */
interface Kept {
  line: ChatLine;
  toPlayers: boolean;
}

const LOG = 50;

export class Chat {
  private readonly log: Kept[] = [];

  constructor(private readonly room: { readonly clients: Iterable<Client>; roleOf(client: Client): Role | undefined }) {}

  /** Validates and sends one line from `client`; refusals say why. */
  say(
    client: Client,
    from: { seat: number | null; name: string; role: Role; playerId?: string | null },
    raw: string,
    table: { playing: boolean; spectatorChat: boolean },
    now = Date.now(),
  ): void {
    const text = raw.trim();
    if (text.length === 0) throw new Refusal("bad_message", "Say something first");
    if (text.length > CHAT_MAX) throw new Refusal("too_long", `Chat lines are at most ${CHAT_MAX} characters`, { max: CHAT_MAX });
    // Per identity across all its connections and tables (a connection without one counts alone), and per
    // address (ops/limits.ts).
    if (!chatAllowed(from.playerId ?? null, ipOfClient(client), client.sessionId, now)) throw new Refusal("rate_limited", "Slow down a little");
    const channel: Channel = from.role === "spectator" ? "spectators" : "table";
    const line: ChatLine = { seat: from.seat, name: from.name, text, at: now, channel };
    const toPlayers = channel === "table" || !table.playing || table.spectatorChat;
    this.log.push({ line, toPlayers });
    if (this.log.length > LOG) this.log.shift();
    for (const c of this.room.clients) if (toPlayers || this.room.roleOf(c) !== "player") sendTo(c, "chat", line);
  }

  /** The recent lines this client's role may read, for a client that (re)joins or changes role. */
  sendLog(client: Client, role: Role): void {
    const lines = this.log.filter((k) => role !== "player" || k.toPlayers).map((k) => k.line);
    sendTo(client, "chatLog", { lines });
  }

  forget(_client: Client): void {
    /* rates are kept per identity (ops/limits.ts), not per connection */
  }
}
