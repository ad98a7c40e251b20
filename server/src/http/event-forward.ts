/**
 * Events with several server processes (docs/events.md, "Several processes"): an event is held by the process
 * that created it (its public address is the `owner` of the event's row). A request for it that reaches
 * another process is sent on, over HTTP, to the holder, and the holder's answer — status, content type, the
 * file name of a download, body — is passed back as it is. A request sent on carries a mark, and a marked
 * request is never sent on again: no loops. A holder that does not answer is "away" (503
 * `event_host_away`); what the client gets never names the holder (the log does).
 *
 * Nothing about events themselves is decided here: which requests go where is server/src/http/events.ts's.
 */
import type { Request, Response } from "express";
import { EventRefusal } from "../events/model";
import { log } from "../ops/log";

/** The mark of a request another process sent on. */
export const FORWARDED = "x-salon-forwarded";

/**
 * How long the holder has to answer a read, and a change (longer: a change may have been made when the answer
 * is late, and a client told "away" would try it again).
 */
const READ_MS = 5_000;
const CHANGE_MS = 10_000;

/** The request headers that travel: what the body is, what is accepted, and the director's or player's token. */
const SENT = ["content-type", "accept", "x-event-token"];
/** The answer's headers passed back: what the body is, and a download's file name. */
const KEPT = ["content-type", "content-disposition"];

/**
 * PEER_ADDRESSES (docs/events.md, "Several processes"): where this process reaches the others, by their
 * public addresses, when that differs — `localhost:2567=salon-a:2567,localhost:2568=salon-b:2568` (inside
 * docker-compose, `localhost` is each container itself). A process not named is reached at its public address.
 */
export function peerAddresses(raw: string | undefined): Record<string, string> {
  const peers: Record<string, string> = {};
  for (const pair of (raw ?? "").split(",").map((p) => p.trim())) {
    if (!pair) continue;
    const m = /^([^=\s/]+:\d+)=([^=\s/]+:\d+)$/.exec(pair);
    if (!m) throw new Error(`PEER_ADDRESSES must be public=reachable host:port pairs separated by commas, not ${JSON.stringify(pair)}`);
    peers[m[1]] = m[2];
  }
  return peers;
}

/** True when another process sent this request on: it is answered here, or refused, never sent on again. */
export function wasForwarded(req: Request): boolean {
  return req.get(FORWARDED) !== undefined;
}

/**
 * Sends `req` on to the process at `owner` (host:port, as its PUBLIC_ADDRESS) and answers `res` with what
 * it answers. Refusals (EventRefusal): `event_not_here` when `req` was itself sent on (the process it was sent
 * to does not hold the event either), `event_host_away` when the holder cannot be reached or does not answer
 * within `waitMs` (by default READ_MS for a read, CHANGE_MS for a change).
 */
export async function forwardEvent(req: Request, res: Response, owner: string, waitMs?: number): Promise<void> {
  if (wasForwarded(req)) {
    log.warn({ event: req.params.id, owner, url: req.originalUrl }, "an event request sent on reached a process that does not hold the event");
    throw new EventRefusal(503, "event_not_here", "the server holding this event does not have it just now; try again in a moment");
  }
  const headers: Record<string, string> = { [FORWARDED]: "1" };
  for (const name of SENT) {
    const value = req.get(name);
    if (value !== undefined) headers[name] = value;
  }
  const withBody = req.method !== "GET" && req.method !== "HEAD";
  if (withBody) headers["content-type"] = "application/json";
  let answer: globalThis.Response;
  let body: Buffer;
  try {
    // Only the path and query travel: the host is always the holder's (a request line naming a host changes nothing).
    const { pathname, search } = new URL(req.originalUrl, "http://event.invalid");
    answer = await fetch(`http://${owner}${pathname}${search}`, {
      method: req.method,
      headers,
      body: withBody ? JSON.stringify(req.body ?? {}) : undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(waitMs ?? (withBody ? CHANGE_MS : READ_MS)),
    });
    body = Buffer.from(await answer.arrayBuffer());
  } catch (e) {
    log.warn({ event: req.params.id, owner, err: String((e as { cause?: unknown } | null)?.cause ?? e) }, "the process holding an event did not answer");
    throw new EventRefusal(503, "event_host_away", "the server holding this event is not answering; try again in a moment");
  }
  res.status(answer.status);
  for (const name of KEPT) {
    const value = answer.headers.get(name);
    if (value !== null) res.set(name, value);
  }
  res.send(body);
}
