/**
 * The HTTP side: the lobby API (rulesets, public tables, records) and the built client, including the
 * invite-link route `/t/:roomId`.
 */
import { matchMaker } from "@colyseus/core";
import express, { type Express } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { rulesets } from "@salon/shared";
import type { RecordStore } from "./records";

export function createHttpApp(records: RecordStore, clientDir: string): Express {
  const app = express();
  app.disable("x-powered-by");

  app.get("/api/rulesets", (_req, res) => {
    res.json(
      Object.values(rulesets).map((r) => ({
        id: r.id,
        name: r.name,
        blurb: r.blurb,
        minSeats: r.minSeats,
        maxSeats: r.maxSeats,
        defaultSeats: r.defaultSeats ?? r.minSeats,
        options: r.options,
      })),
    );
  });

  app.get("/api/rooms", async (_req, res, next) => {
    try {
      const rooms = await matchMaker.query({ name: "table", private: false });
      res.json(rooms.filter((r) => r.metadata).map((r) => ({ roomId: r.roomId, ...r.metadata })));
    } catch (e) {
      next(e);
    }
  });

  app.get("/api/records/:roomId", (req, res) => {
    const game = req.query.game === undefined ? undefined : Number(req.query.game);
    if (game !== undefined && !Number.isInteger(game)) return res.status(400).json({ error: "game must be a whole number" });
    const record = records.get(req.params.roomId, game);
    if (!record) return res.status(404).json({ error: "no finished game at this table yet" });
    res.json(record);
  });

  if (existsSync(join(clientDir, "index.html"))) {
    app.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
    app.get("/t/:roomId", (_req, res) => res.sendFile(join(clientDir, "index.html")));
  } else {
    app.get("/", (_req, res) => res.status(503).type("text").send("The client is not built yet: run `npm run build`."));
  }
  return app;
}
