/**
 * Players over HTTP (docs/protocol.md, "Players"): make an identity, read and rename it, and move it to
 * another device with a one-time code. A secret appears in exactly one answer: the one that created it.
 */
import type { Router } from "express";
import express from "express";
import { z } from "zod";
import { displayName } from "../messages";
import type { Store } from "../store";
import { playerOf, route } from "./auth";

/** The same name rules as at a table (messages.ts, `cleanName`): invisible and control characters never get in. */
const name = z.object({ name: displayName(24) }).strict();
const claim = z.object({ code: z.string().min(4).max(40) }).strict();

export function playerRoutes(store: Store): Router {
  const r = express.Router();

  r.post(
    "/api/players",
    route(async (req, res) => {
      const body = name.safeParse(req.body);
      if (!body.success) return res.status(400).json({ error: body.error.issues[0]?.message ?? "bad request" });
      const p = await store.createPlayer(body.data.name);
      res.status(201).json({ id: p.id, name: p.name, secret: p.secret });
    }),
  );

  r.get(
    "/api/me",
    route(async (req, res) => {
      const me = await playerOf(store, req);
      if (!me) return res.status(401).json({ error: "unknown player: send Authorization: Bearer <your player secret>" });
      res.json(me);
    }),
  );

  r.patch(
    "/api/me",
    route(async (req, res) => {
      const me = await playerOf(store, req);
      if (!me) return res.status(401).json({ error: "unknown player" });
      const body = name.safeParse(req.body);
      if (!body.success) return res.status(400).json({ error: body.error.issues[0]?.message ?? "bad request" });
      await store.renamePlayer(me.id, body.data.name);
      res.json({ id: me.id, name: body.data.name });
    }),
  );

  r.post(
    "/api/me/transfer",
    route(async (req, res) => {
      const me = await playerOf(store, req);
      if (!me) return res.status(401).json({ error: "unknown player" });
      const { code, expiresAt } = await store.createTransfer(me.id);
      res.status(201).json({ code, link: `/claim#${code}`, expiresAt });
    }),
  );

  r.post(
    "/api/players/claim",
    route(async (req, res) => {
      const body = claim.safeParse(req.body);
      if (!body.success) return res.status(400).json({ error: "send { code }" });
      const p = await store.redeemTransfer(body.data.code);
      if (!p) return res.status(404).json({ error: "this code is unknown, used or expired" });
      res.status(201).json({ id: p.id, name: p.name, secret: p.secret });
    }),
  );

  return r;
}
