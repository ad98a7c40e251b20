/** Table chat: a short log for newcomers, a per-sender rate limit, and lines broadcast as they come. */
import type { Client } from "@colyseus/core";
import { CHAT_MAX } from "../messages";
import { Refusal } from "./refusals";

export interface ChatLine {
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

const BURST = 5;
const WINDOW_MS = 5000;
const LOG = 50;

export class Chat {
  private readonly log: ChatLine[] = [];
  private readonly times = new Map<string, number[]>();

  constructor(private readonly broadcast: (line: ChatLine) => void) {}

  /** Validates and sends one line from `client`; refusals say why. */
  say(client: Client, from: { seat: number | null; name: string }, raw: string, now = Date.now()): void {
    const text = raw.trim();
    if (text.length === 0) throw new Refusal("bad_message", "Say something first");
    if (text.length > CHAT_MAX) throw new Refusal("too_long", `Chat lines are at most ${CHAT_MAX} characters`, { max: CHAT_MAX });
    const recent = (this.times.get(client.sessionId) ?? []).filter((t) => now - t < WINDOW_MS);
    if (recent.length >= BURST) throw new Refusal("rate_limited", "Slow down a little");
    recent.push(now);
    this.times.set(client.sessionId, recent);
    const line: ChatLine = { seat: from.seat, name: from.name, text, at: now };
    this.log.push(line);
    if (this.log.length > LOG) this.log.shift();
    this.broadcast(line);
  }

  /** The recent lines, for a client that (re)joins. */
  sendLog(client: Client): void {
    client.send("chatLog", { lines: this.log });
  }

  forget(client: Client): void {
    this.times.delete(client.sessionId);
  }
}
