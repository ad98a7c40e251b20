/**
 * The HTTP side: the lobby API (rulesets, public tables, records) and the built client, including the
 * invite-link route `/t/:roomId`.
 */
import { matchMaker } from "@colyseus/core";
import express, { type Express } from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { getRuleset, rulesets } from "@salon/shared";
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
        imports: Object.keys(r.importFormats ?? {}),
        exports: Object.keys(r.exportFormats ?? {}),
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
    const format = req.query.format;
    if (format === undefined || format === "json") return res.json(record);
    // Other formats come from the ruleset (bridge: PBN hand records).
    const writer = typeof format === "string" ? getRuleset(record.ruleset)?.exportFormats?.[format] : undefined;
    if (!writer) return res.status(400).json({ error: `no ${String(format)} export for ${record.ruleset}` });
    const text = writer.write(record);
    if (!text.ok) return res.status(500).json({ error: text.error });
    res.attachment(`${req.params.roomId}.${writer.extension}`).type(writer.contentType).send(text.value);
  });

  if (existsSync(join(clientDir, "index.html"))) {
    app.use(express.static(clientDir, { index: "index.html", maxAge: "1h" }));
    app.get("/t/:roomId", (_req, res) => res.sendFile(join(clientDir, "index.html")));
  } else {
    app.get("/", (_req, res) => res.status(503).type("text").send("The client is not built yet: run `npm run build`."));
  }
  return app;
}
