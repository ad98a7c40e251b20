/**
 * The HTTP side (docs/protocol.md, "HTTP"): the lobby API (rulesets, public tables), players, history,
 * records and replays, health, and the built client — including the invite link `/t/<table>`, the replay
 * link `/r/<table>/<game>` and the device-transfer link `/claim`.
 */
import { matchMaker } from "@colyseus/core";
import express, { type ErrorRequestHandler, type Express } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { rulesets } from "@salon/shared";
import { addressOf, claimAttempts, LIMITS, newPlayers, noteRefusal, type Buckets } from "../ops/limits";
import { log } from "../ops/log";
import type { Store } from "../store";
import { registry as metrics } from "../ops/metrics";
import { route } from "./auth";
import { playerRoutes } from "./players";
import { historyRoutes, recordRoutes, type RecordReader } from "./records";
import { noStore, serveClient } from "./static";
import { tableRoutes } from "./tables";
import { eventRoutes } from "./events";
import type { EventDesk } from "../events/director";

export interface HttpDeps {
  /** The database, or null when the server runs without one (no players, no history). */
  store: Store | null;
  records: RecordReader;
  clientDir: string;
  /** Club events (server/src/events); absent: no events API. */
  events?: EventDesk;
  /**
   * Where the process stands with its tables: `restoring` until every stored table is back (at boot with
   * the database away, until it answers), `stopping` once a shutdown began, else `ready`.
   */
  tables?: () => "ready" | "restoring" | "stopping";
}

export function createHttpApp({ store, records, clientDir, events, tables = () => "ready" }: HttpDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  // An event's creation may carry its hand record (docs/events.md): the only body of more than a few bytes.
  app.post("/api/events", express.json({ limit: LIMITS.createBodyBytes }));
  app.use(express.json({ limit: "4kb" }));
  app.use("/api", noStore);

  app.get("/api/rulesets", (_req, res) => {
    res.json(
      Object.values(rulesets).map((r) => ({
        id: r.id,
        name: r.name,
        blurb: r.blurb,
        minSeats: r.minSeats,
        maxSeats: r.maxSeats,
        defaultSeats: r.defaultSeats ?? r.minSeats,
        moderated: r.moderated === true,
        options: r.options,
        imports: Object.keys(r.importFormats ?? {}),
        exports: Object.keys(r.exportFormats ?? {}),
      })),
    );
  });

  app.get(
    "/api/rooms",
    route(async (_req, res) => {
      const rooms = await matchMaker.query({ name: "table", private: false });
      // A paused table (nobody at its running game, room/lifecycle.ts) is not listed.
      const listed = rooms.filter((r) => r.metadata && !r.metadata.paused);
      res.json(
        listed.map((r) => {
          const { paused: _paused, ...listing } = r.metadata;
          return { roomId: r.roomId, ...listing };
        }),
      );
    }),
  );

  // Prometheus' text format (ops/metrics.ts): tables, clients, plays, the store's queue, refusals by code.
  app.get(
    "/metrics",
    route(async (_req, res) => {
      res.type(metrics.contentType).send(await metrics.metrics());
    }),
  );

  // Liveness and the database (README, "Operating Salon"): 200 while the database is written (`status`
  // "restoring" while stored tables are still coming back, else "ok"), 503 "degraded" while it is away.
  app.get("/healthz", (_req, res) => {
    const t = tables();
    const status = (ok: boolean) => (!ok ? "degraded" : t === "restoring" ? "restoring" : "ok");
    if (!store) return res.json({ ok: true, status: status(true), db: "none", tables: t });
    const h = store.health();
    res.status(h.ok ? 200 : 503).json({
      ok: h.ok,
      status: status(h.ok),
      db: h.degraded ? "degraded" : "ok",
      tables: t,
      kind: h.db,
      queued: h.queued,
      ...(h.lastError ? { lastError: h.lastError } : {}),
      ...(h.damaged.length ? { damaged: h.damaged } : {}),
    });
  });

  // Readiness: 200 once every stored table is back (a table's invite link then finds it), 503 before
  // that and once a shutdown began — for a load balancer or an orchestrator's readiness probe.
  app.get("/readyz", (_req, res) => {
    const t = tables();
    res.status(t === "ready" ? 200 : 503).json({ ready: t === "ready", status: t });
  });

  // Limits per address (ops/limits.ts): device-transfer code attempts, and new identities.
  app.post("/api/players/claim", perAddress(claimAttempts, "too_many_attempts", "too many code attempts from here; wait a few minutes"));
  app.post("/api/players", perAddress(newPlayers, "too_many_requests", "too many new players from here; wait a moment"));
  if (store) app.use(playerRoutes(store), historyRoutes(store));
  app.use(recordRoutes(records, store));
  app.use(tableRoutes());
  if (events) app.use(eventRoutes(events));
  app.use("/api", (_req, res) => res.status(404).json({ error: "no such API route" }));

  if (existsSync(join(clientDir, "index.html"))) {
    serveClient(app, clientDir);
  } else {
    app.get("/", (_req, res) => res.status(503).type("text").send("The client is not built yet: run `npm run build`."));
  }
  app.use(errors);
  return app;
}

/** A route limited per client address: 429 `{ error: "<code>: <sentence>" }` once its bucket is empty. */
function perAddress(buckets: Buckets, code: string, sentence: string): express.RequestHandler {
  return (req, res, next) => {
    const ip = addressOf(req);
    if (buckets.take(ip)) return next();
    noteRefusal(code, { ip, url: req.path });
    res.status(429).json({ error: `${code}: ${sentence}` });
  };
}

/** Bad JSON and oversized bodies are the client's fault (4xx); anything else is ours (500, logged). */
const errors: ErrorRequestHandler = (err, _req, res, _next) => {
  const status = typeof err?.status === "number" && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) log.error({ err }, "an HTTP request failed");
  const error =
    status === 413
      ? "the request is too large"
      : status === 400
        ? "the request body is not valid JSON"
        : status === 500
          ? "internal error"
          : String(err?.message ?? "bad request");
  res.status(status).json({ error });
};
