/**
 * Club events (docs/events.md, "HTTP"): create, register, start, and read an event's standings and
 * travellers. The director's token (returned by create) and an entry's token (returned by registering) go in
 * the `X-Event-Token` header. Refusals are `{ error: "<sentence>", code, params }` with a 4xx status (503 when
 * the process holding the event is away: event-forward.ts).
 */
import express, { type Response, type Router } from "express";
import { EventDesk } from "../events/director";
import { EventRefusal, publicView } from "../events/model";
import { eventCsv, eventPbn, tableGames, travellersWithDeals } from "../events/results";
import { route } from "./auth";
import { forwardEvent } from "./event-forward";

const EVENT_ID = /^[A-Za-z0-9]{1,32}$/;

export function eventRoutes(desk: EventDesk): Router {
  const r = express.Router();
  const refused = (res: Response, e: unknown) => {
    if (e instanceof EventRefusal) return res.status(e.status).json({ error: e.message, code: e.code, params: e.params });
    throw e;
  };
  /** An event's route: a refusal is answered with its status, sentence and code; anything else goes on to express. */
  const handle = (fn: (req: express.Request, res: Response) => Promise<unknown>) =>
    route(async (req, res) => {
      try {
        await fn(req, res);
      } catch (e) {
        refused(res, e);
      }
    });
  const token = (req: express.Request) => req.get("x-event-token") ?? undefined;
  const find = async (id: string) => {
    if (!EVENT_ID.test(id)) throw new EventRefusal(404, "no_event", "no such event (the link may be mistyped)");
    const doc = await desk.find(id);
    if (!doc) throw new EventRefusal(404, "no_event", "no such event (the link may be mistyped)");
    return doc;
  };

  // Held by another process (docs/events.md, "Several processes"): sent on to it, its answer passed back. A
  // finished event is read from the database anywhere; its corrections still go to the one process holding it.
  r.use("/api/events/:id", (req, res, next) => {
    const id = req.params.id;
    if (!EVENT_ID.test(id)) return next();
    const read = req.method === "GET" || req.method === "HEAD";
    desk
      .heldElsewhere(id, read)
      .then((owner) => (owner === null ? next() : forwardEvent(req, res, owner)))
      .catch((e: unknown) => {
        if (e instanceof EventRefusal) refused(res, e);
        else next(e);
      });
  });

  r.post(
    "/api/events",
    handle(async (req, res) => {
      const { doc, director } = await desk.create(req.body);
      res.status(201).json({ id: doc.id, director });
    }),
  );

  r.get(
    "/api/events/:id",
    handle(async (req, res) => {
      const doc = await find(req.params.id);
      res.json({ ...publicView(doc, desk.entryOf(doc, token(req))), director: desk.isDirector(doc, token(req)) });
    }),
  );

  r.post(
    "/api/events/:id/entries",
    handle(async (req, res) => {
      await find(req.params.id);
      res.status(201).json(await desk.register(req.params.id, req.body));
    }),
  );

  r.post(
    "/api/events/:id/start",
    handle(async (req, res) => {
      await find(req.params.id);
      const doc = await desk.start(req.params.id, token(req));
      res.json({ status: doc.status, round: doc.round });
    }),
  );

  // The director's rulings (docs/events.md, "Director's rulings"): each answers with what it made.
  for (const ruling of ["substitute", "adjust"] as const) {
    r.post(
      `/api/events/:id/${ruling}`,
      handle(async (req, res) => {
        await find(req.params.id);
        res.status(201).json(await desk[ruling](req.params.id, token(req), req.body));
      }),
    );
  }

  r.post(
    "/api/events/:id/end-round",
    handle(async (req, res) => {
      await find(req.params.id);
      const doc = await desk.endRound(req.params.id, token(req), req.body);
      res.json({ status: doc.status, round: doc.round });
    }),
  );

  // Travellers of the boards every table has played with their deals (the others are not shown yet), the finished
  // tables' games (Skat, Kierki, Euchre), and the standings.
  r.get(
    "/api/events/:id/results",
    handle(async (req, res) => {
      const doc = await find(req.params.id);
      const view = publicView(doc, null);
      res.json({
        status: doc.status,
        round: doc.round,
        standings: view.standings,
        ...(view.match ? { match: view.match } : {}),
        travellers: travellersWithDeals(doc),
        ...(doc.spec.game !== "bridge" ? { games: tableGames(doc) } : {}),
        adjustments: view.adjustments,
      });
    }),
  );
  // The results as files (docs/events.md, "Results"): PBN with the score tables (bridge), CSV standings (every event).
  r.get(
    "/api/events/:id/results.pbn",
    handle(async (req, res) => {
      const doc = await find(req.params.id);
      if (doc.spec.game !== "bridge") throw new EventRefusal(404, "no_event", "PBN is for bridge events; this one has CSV standings");
      res.attachment(`event-${doc.id}.pbn`).type("application/x-pbn; charset=utf-8").send(eventPbn(doc));
    }),
  );

  r.get(
    "/api/events/:id/results.csv",
    handle(async (req, res) => {
      const doc = await find(req.params.id);
      res.attachment(`event-${doc.id}.csv`).type("text/csv; charset=utf-8").send(eventCsv(doc));
    }),
  );
  return r;
}
