/**
 * The built client, served as a production site should (issue 29):
 * - every text file was compressed once at build time (client/vite.config.ts writes `<file>.br` and
 *   `<file>.gz` beside it); a request gets brotli if its `Accept-Encoding` allows it, else gzip, else the file
 *   itself, with `Content-Encoding`, `Vary: Accept-Encoding` and the original file's `Content-Type`;
 * - hashed files under `/assets/` never change under their name: cached for a year, immutable;
 * - `index.html` — also the page of the client's routes (`/`, the invite link `/t/<table>`, replays
 *   `/r/<table>/<game>`, `/claim`, `/games`) — is `no-cache`: the browser revalidates it (ETag) each visit,
 *   so a new build is picked up at once.
 * The list of files is read once at start: a build replaces client/dist while the server is stopped.
 */
import express, { type Request, type RequestHandler, type Response } from "express";
import { readdirSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";

const YEAR = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The client's own routes: each is served `index.html` and the router picks the screen. */
export const PAGE_ROUTES = ["/", "/t/:roomId", "/r/:tableId/:gameNo", "/claim", "/games", "/e", "/e/:eventId"];

interface Served {
  file: string;
  br: boolean;
  gz: boolean;
}

type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding to send for an `Accept-Encoding` header: br if accepted, else gzip, else identity.
 * A coding with `q=0` is refused; `*` stands for any coding not named.
 */
export function pickEncoding(header: string | undefined, available: { br: boolean; gz: boolean }): Encoding {
  if (!header) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qp ? Number(qp.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get("*") ?? 0) > 0;
  if (available.br && accepts("br")) return "br";
  if (available.gz && (accepts("gzip") || accepts("x-gzip"))) return "gzip";
  return "identity";
}

function listFiles(dir: string): Map<string, Served> {
  const files = new Map<string, Served>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name.startsWith(".")) continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!/\.(br|gz)$/.test(name)) {
        const url = "/" + relative(dir, path).split(sep).join("/");
        files.set(url, { file: path, br: exists(path + ".br"), gz: exists(path + ".gz") });
      }
    }
  };
  walk(dir);
  return files;
}

function exists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function send(req: Request, res: Response, served: Served, cacheControl: string, next: (err?: unknown) => void): void {
  const encoding = pickEncoding(req.get("accept-encoding"), served);
  res.set("Vary", "Accept-Encoding");
  res.set("Cache-Control", cacheControl);
  // The type of the file itself, never of its compressed copy (send keeps a Content-Type already set).
  res.type(extname(served.file));
  const path = encoding === "br" ? served.file + ".br" : encoding === "gzip" ? served.file + ".gz" : served.file;
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.sendFile(path, { cacheControl: false, dotfiles: "allow", acceptRanges: encoding === "identity" }, (err) => {
    if (err && !res.headersSent) next(err);
  });
}

/** Serves client/dist: its files, and `index.html` on the client's routes. */
export function serveClient(app: express.Express, clientDir: string): void {
  const files = listFiles(clientDir);
  const index = files.get("/index.html")!;
  const page: RequestHandler = (req, res, next) => send(req, res, index, REVALIDATE, next);
  app.get(PAGE_ROUTES, page);
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const served = files.get(path);
    if (!served) return next();
    send(req, res, served, path.startsWith("/assets/") ? YEAR : REVALIDATE, next);
  });
}

/** API answers are about now: never stored by the browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};
