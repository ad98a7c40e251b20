/**
 * `GET /api/tables/:id`: whether an invite link's table exists and can be joined, asked before the page asks
 * for a name (docs/protocol.md, "HTTP"). Public or private alike: whoever has the link may know this much.
 */
import { matchMaker } from "@colyseus/core";
import express, { type Router } from "express";
import { route, TABLE_ID } from "./auth";

export function tableRoutes(): Router {
  const r = express.Router();
  r.get(
    "/api/tables/:id",
    route(async (req, res) => {
      const id = req.params.id;
      if (!TABLE_ID.test(id)) return res.status(400).json({ error: "a table id is 1-64 letters, digits, _ or -", code: "no_table" });
      const [room] = await matchMaker.query({ name: "table", roomId: id });
      const m = room?.metadata as { ruleset?: string; tableName?: string; status?: string; seats?: number; open?: boolean; watch?: boolean } | undefined;
      if (!room || !m) return res.status(404).json({ error: "no such table (it may have closed, or the link is mistyped)", code: "no_table" });
      res.json({ id, ruleset: m.ruleset, tableName: m.tableName, status: m.status, seats: m.seats, open: m.open === true, watch: m.watch !== false });
    }),
  );
  return r;
}
