/**
 * In front of every HTTP request (express's routes and Colyseus' matchmaking alike), before any body is
 * read: a body larger than its route allows is refused with 413 `body_too_large` — at once when its
 * declared length says so, else as soon as the bytes read pass the limit — and the connection is closed, so
 * a 100 MB body is never read; matchmaking requests (create, join, reconnect) are limited per address
 * (429 `too_many_requests`), and refused with 503 `server_stopping` once the server is stopping. Errors are
 * `{ "error": "<code>: <sentence>" }`, which colyseus.js hands to the page as the rejection's message.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { addressOf, LIMITS, matchmaking, noteRefusal } from "./limits";

function limitFor(url: string): number {
  // Creating an event may carry its hand record (a PBN or LIN file), as creating a table may.
  if (/^\/api\/events\/?(\?|$)/.test(url)) return LIMITS.createBodyBytes;
  if (!url.includes("/matchmake/")) return LIMITS.bodyBytes;
  return /\/matchmake\/(create|joinOrCreate)\//.test(url) ? LIMITS.createBodyBytes : LIMITS.matchmakeBodyBytes;
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: string, sentence: string, fields: Record<string, unknown>): void {
  noteRefusal(code, { ip: addressOf(req), url: (req.url ?? "").slice(0, 100), ...fields });
  if (!res.headersSent) {
    res.writeHead(status, { "Content-Type": "application/json", Connection: "close" });
    res.end(JSON.stringify({ error: `${code}: ${sentence}` }));
  }
  // Read no more of the body: the socket closes once the answer is out.
  res.once("finish", () => req.socket.destroy());
  if (res.writableFinished) req.socket.destroy();
}

/** Puts the guard before the server's request listeners (call after Colyseus attached its matchmaking). */
export function guardHttp(server: Server, stopping: () => boolean): void {
  const inner = server.listeners("request").slice() as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? "";
    const limit = limitFor(url);
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) return refuse(req, res, 413, "body_too_large", `bodies here are at most ${limit} bytes`, { declared });
    let seen = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit && !over) {
        over = true;
        refuse(req, res, 413, "body_too_large", `bodies here are at most ${limit} bytes`, { seen });
      }
    });
    if (url.includes("/matchmake/") && req.method === "POST") {
      if (stopping()) return refuse(req, res, 503, "server_stopping", "the server is restarting; try again in a moment", {});
      if (!matchmaking.take(addressOf(req))) return refuse(req, res, 429, "too_many_requests", "too many requests from here; wait a moment", {});
    }
    for (const listener of inner) listener.call(server, req, res);
  });
}
