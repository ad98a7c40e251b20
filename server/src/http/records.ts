/**
 * Finished games over HTTP (docs/protocol.md, "Records and history"). The privacy rule: a public table's
 * ended games are public; a private table's go only to that game's players (Bearer secret) or to whoever
 * holds a share key one of them made. A running game's record — its seed and hidden deal — is never served.
 */
import { getRuleset } from "@salon/shared";
import type { Request, Response, Router } from "express";
import express from "express";
import type { EndedGame, Store } from "../store";
import { playerOf, route, TABLE_ID, wholeNumber } from "./auth";

export interface RecordReader {
  endedGame(tableId: string, gameNo?: number): Promise<EndedGame | null>;
}

export function recordRoutes(records: RecordReader, store: Store | null): Router {
  const r = express.Router();

  // The table's latest ended game, or ?game=N (kept for links and tools made before games had their own path).
  r.get(
    "/api/records/:tableId",
    route(async (req, res) => {
      const game = req.query.game === undefined ? undefined : wholeNumber(req.query.game, 1, 1_000_000);
      if (game === null) return res.status(400).json({ error: "game must be a whole number" });
      await serve(req, res, game);
    }),
  );

  r.get(
    "/api/records/:tableId/:gameNo",
    route(async (req, res) => {
      const game = wholeNumber(req.params.gameNo, 1, 1_000_000);
      if (game === null) return res.status(400).json({ error: "the game number must be a whole number from 1" });
      await serve(req, res, game);
    }),
  );

  r.post(
    "/api/records/:tableId/:gameNo/share",
    route(async (req, res) => {
      if (!store) return res.status(503).json({ error: "this server keeps no database" });
      const game = wholeNumber(req.params.gameNo, 1, 1_000_000);
      if (!TABLE_ID.test(req.params.tableId) || game === null) return res.status(400).json({ error: "bad table or game" });
      const me = await playerOf(store, req);
      const ended = await store.endedGame(req.params.tableId, game);
      if (!ended) return res.status(404).json({ error: "no ended game there" });
      if (!me || !ended.players.includes(me.id)) return res.status(403).json({ error: "only a player of that game can share it" });
      const key = await store.createShareKey(ended.tableId, ended.gameNo);
      res.status(201).json({ key, link: `/r/${ended.tableId}/${ended.gameNo}?key=${key}` });
    }),
  );

  async function serve(req: Request, res: Response, game: number | undefined): Promise<unknown> {
    if (!TABLE_ID.test(req.params.tableId)) return res.status(400).json({ error: "that is not a table id" });
    const ended = await records.endedGame(req.params.tableId, game);
    if (!ended) return res.status(404).json({ error: "no ended game there (a game still running has no record yet)" });
    if (ended.private && !(await allowed(req, ended))) {
      return res.status(403).json({ error: "this table is private: its games are for its players, or for a replay link one of them shared" });
    }
    const format = req.query.format;
    if (format === undefined || format === "json") return res.json(ended.record);
    // Other formats come from the ruleset (bridge: PBN hand records).
    const writer = typeof format === "string" ? getRuleset(ended.record.ruleset)?.exportFormats?.[format] : undefined;
    if (!writer) return res.status(400).json({ error: `no ${String(format).slice(0, 20)} export for ${ended.record.ruleset}` });
    const text = writer.write(ended.record);
    if (!text.ok) return res.status(500).json({ error: text.error });
    res.attachment(`${ended.tableId}-${ended.gameNo}.${writer.extension}`).type(writer.contentType).send(text.value);
  }

  async function allowed(req: Request, ended: EndedGame): Promise<boolean> {
    if (!store) return false;
    const key = req.query.key;
    if (typeof key === "string" && (await store.shareKeyOpens(ended.tableId, ended.gameNo, key))) return true;
    const me = await playerOf(store, req);
    return me !== null && ended.players.includes(me.id);
  }

  return r;
}

/** A player's games, newest first (`?limit=1..100&before=<cursor>`). */
export function historyRoutes(store: Store): Router {
  const r = express.Router();
  r.get(
    "/api/me/games",
    route(async (req, res) => {
      const me = await playerOf(store, req);
      if (!me) return res.status(401).json({ error: "unknown player: send Authorization: Bearer <your player secret>" });
      const limit = req.query.limit === undefined ? 20 : wholeNumber(req.query.limit, 1, 100);
      if (limit === null) return res.status(400).json({ error: "limit must be a whole number from 1 to 100" });
      const before = req.query.before;
      if (before !== undefined && (typeof before !== "string" || before.length > 100)) return res.status(400).json({ error: "bad cursor" });
      res.json(await store.gamesOf(me.id, limit, before as string | undefined));
    }),
  );
  return r;
}
