/**
 * The table's messages (docs/protocol.md): their types and the zod schemas every client message is checked
 * with live in the rules package's protocol module (`@salon/shared`, shared/src/core/protocol.ts), shared
 * with the client. Here: the server's typed ways to send them, so that a message type the protocol does
 * not list, or a payload of the wrong shape, is a type error.
 */
import type { Client } from "@colyseus/core";
import type { ServerMessages, ServerMessageType } from "@salon/shared";

export { CHAT_MAX, createOptions, describeIssue, displayName, joinOptions } from "@salon/shared";
export type { ErrorCode } from "@salon/shared";

/** Sends one server → client message (the `v` view messages go as prepared bytes: room/view-channel.ts). */
export function sendTo<K extends Exclude<ServerMessageType, "v">>(client: Client, type: K, payload: ServerMessages[K]): void {
  client.send(type, payload);
}
