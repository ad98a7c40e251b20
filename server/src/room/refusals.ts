/**
 * Refusals: every client message is shape-checked first, and a message the table cannot accept is answered
 * with one `error` message to its sender (docs/protocol.md, "Error codes") and changes nothing.
 */
import { ErrorCode as ColyseusError, ServerError, type Client } from "@colyseus/core";
import { clientMessageChecks, clientMessages, type ClientMessageType, type ClientPayloads, type ErrorParams, type Failure } from "@salon/shared";
import type { ZodType } from "zod";
import { describeIssue, sendTo, type ErrorCode } from "../messages";
import { noteRefusal } from "../ops/limits";
import { countRefusal } from "../ops/metrics";

type Params = ErrorParams;

/**
 * Thrown from message handlers to refuse with a code; answered in one place (`handle`). An expected
 * outcome, not a fault: it takes no stack trace (capturing one for each of a flooder's refused lines was a
 * measurable part of the server's time, issue 28).
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode | string,
    message: string,
    readonly params?: Params,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }

  /** An engine's refusal: its own code (e.g. `must_follow`) and params, or `illegal` when it has none. */
  static fromRules(failure: Failure): Refusal {
    return new Refusal(failure.code ?? "illegal", failure.error, failure.params);
  }
}

/** The `error` message: a stable code, its parameters, and an English sentence for logs and other clients. */
export function refuse(client: Client, code: string, message: string, params?: Params): void {
  countRefusal(code);
  sendTo(client, "error", params ? { code, message, params } : { code, message });
}

/**
 * Registers the handler of a protocol message (shared/src/core/protocol.ts): its payload is checked with
 * the protocol's schema first, and refusals are answered in one place. A type the protocol does not list is
 * a type error.
 */
export function handle<K extends ClientMessageType>(
  room: { onMessage(type: string, cb: (client: Client, payload: unknown) => void): unknown },
  type: K,
  fn: (client: Client, payload: ClientPayloads[K]) => void,
): void {
  const schema = clientMessages[type] as unknown as ZodType<ClientPayloads[K]>;
  const check = clientMessageChecks[type] as ((payload: unknown) => payload is ClientPayloads[K]) | undefined;
  room.onMessage(type, (client: Client, payload: unknown) => {
    let data: ClientPayloads[K];
    if (check?.(payload)) data = payload;
    else {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refuse(client, "bad_message", `bad ${type} message: ${describeIssue(parsed.error)}`, { type });
      data = parsed.data;
    }
    try {
      fn(client, data);
    } catch (e) {
      if (e instanceof Refusal) return refuse(client, e.code, e.message, e.params);
      throw e;
    }
  });
}

/**
 * A refused create or join (docs/protocol.md, "Refused creates and joins"): the client's promise rejects
 * with the message `<code>: <English sentence>`, the code from "Error codes". A Colyseus `ServerError`, so
 * the transport does not print its stack: the room writes one log line for it instead (`logRefusal`).
 */
export class EntryRefusal extends ServerError {
  constructor(
    readonly refusal: string,
    sentence: string,
  ) {
    super(ColyseusError.APPLICATION_ERROR, `${refusal}: ${sentence}`);
  }
}

/**
 * One log line per refused create or join (ops/log.ts, at `info`: an expected outcome), counted in
 * `/metrics` by code: `{"code":"seat_taken","table":"…","reason":"…","msg":"join refused"}`. No stack.
 */
export function logRefusal(roomId: string, what: "create" | "join", refusal: string, message: string): void {
  noteRefusal(refusal, { table: roomId, reason: message.slice(refusal.length + 2, refusal.length + 2 + 200) }, `${what} refused`);
}

/** A refused join as the client gets it: a Refusal's code and sentence, logged once. */
export function refuseJoin(roomId: string, e: Refusal): EntryRefusal {
  const out = new EntryRefusal(e.code, e.message);
  logRefusal(roomId, "join", e.code, out.message);
  return out;
}

/**
 * Refuses a create request. Colyseus 0.16 starts the patch interval and a 15 s auto-dispose timer before
 * onCreate and leaves both running when onCreate throws (every refused create would leak a 50 ms interval
 * for good): stop them so refused tables leave nothing behind.
 */
export function refuseCreate(room: { patchRate: number | null; roomId: string }, reason: string, code = "bad_setup"): never {
  room.patchRate = null;
  const timers = room as unknown as { _autoDisposeTimeout?: NodeJS.Timeout };
  if (timers._autoDisposeTimeout) clearTimeout(timers._autoDisposeTimeout);
  const refusal = new EntryRefusal(code, reason);
  logRefusal(room.roomId, "create", code, refusal.message);
  throw refusal;
}
