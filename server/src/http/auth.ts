/** Who is asking: the player behind an `Authorization: Bearer <secret>` header (docs/protocol.md, "Players"). */
import type { NextFunction, Request, Response } from "express";
import type { Player, Store } from "../store";

export async function playerOf(store: Store, req: Request): Promise<Player | null> {
  const header = req.get("authorization") ?? "";
  const m = /^Bearer\s+([A-Za-z0-9_-]{16,200})$/.exec(header);
  return m ? store.playerBySecret(m[1]) : null;
}

/** Route parameters and queries, checked: readable 400s instead of database errors. */
export const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function wholeNumber(raw: unknown, min: number, max: number): number | null {
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/** An async route whose failures (a database error) reach express's error handler instead of getting lost. */
export function route(fn: (req: Request, res: Response) => Promise<unknown>) {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };
}
