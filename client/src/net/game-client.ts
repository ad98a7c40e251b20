/**
 * The colyseus.js client for this page. The game server is the page's own origin (ws:// or wss://
 * to match http:// or https://); in development Vite forwards it to the server on :2567.
 */
import { t } from "../i18n/i18n";
import type { Refused } from "../i18n/refusals";
import { Client } from "colyseus.js";

let client: Client | null = null;

export function serverEndpoint(): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}`;
}

export function gameClient(): Client {
  client ??= new Client(serverEndpoint());
  return client;
}

/** A readable sentence from whatever a failed create/join/reconnect threw. */
export function describeError(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === "string" && err) return err;
  if (err && typeof err === "object" && "message" in err && typeof (err as { message: unknown }).message === "string") {
    return (err as { message: string }).message;
  }
  return t("session.unreachable");
}

/** Colyseus' own code for a room id the matchmaker does not know. */
const ROOM_NOT_FOUND = 4212;

/**
 * A failed create, join or reconnect as a refusal code (docs/protocol.md, "Refused creates and joins"): the
 * server's `<code>: <sentence>`; the matchmaker's "room not found" is `no_table`; no answer at all is
 * `unreachable`. The page words the code in its language (i18n/refusals.ts), never the server's English.
 */
export function entryRefusal(err: unknown, params?: Record<string, unknown>): Refused {
  if (err instanceof RefusedError) return err.refused;
  const text =
    err instanceof Error || (err && typeof err === "object" && "message" in err)
      ? String((err as { message: unknown }).message ?? "")
      : typeof err === "string"
        ? err
        : "";
  const code = err && typeof err === "object" && "code" in err ? (err as { code: unknown }).code : undefined;
  const m = /^([a-z][a-z0-9_]*): ([^]*)$/.exec(text);
  if (m) return { code: m[1], message: m[2], ...(params ? { params } : {}) };
  if (code === ROOM_NOT_FOUND || /^room ".*" not found$/.test(text)) return { code: "no_table", message: text };
  if (!text || /fetch|network|ECONNREFUSED|Failed to|closed/i.test(text)) return { code: "unreachable", message: text };
  return { code: "unknown", message: text };
}

/** A refusal made on this page already (the table probe's answer). */
export class RefusedError extends Error {
  constructor(readonly refused: Refused) {
    super(`${refused.code}: ${refused.message ?? ""}`);
  }
}
