/**
 * The colyseus.js client for this page. The game server is the page's own origin (ws:// or wss://
 * to match http:// or https://); in development Vite forwards it to the server on :2567.
 */
import { t } from "../i18n/i18n";
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
