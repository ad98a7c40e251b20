/**
 * The built client as the browser gets it (issue 29). Needs `npm run -w @salon/client build` (`npm test`
 * builds before jest).
 * - Served like a production site: brotli or gzip made at build time, chosen by `Accept-Encoding`, with the
 *   original type, `Vary`, a year of immutable caching for hashed assets, `no-cache` on the page and
 *   `no-store` on the API.
 * - Code on demand: the lobby's entry chunk (and what it imports statically) holds no Pixi; no chunk holds
 *   bot, search or solver code.
 */
import { request } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { bootSalon } from "../support/server";

const DIST = join(__dirname, "..", "..", "client", "dist");
const ASSETS = join(DIST, "assets");
const indexHtml = () => readFileSync(join(DIST, "index.html"), "utf8");
/** The script index.html loads. */
const entryName = () => /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(indexHtml())![1];

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that does not decode the body (fetch would), so the test sees the bytes on the wire. */
function get(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (b: Buffer) => parts.push(b));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function decode(r: Raw): Buffer {
  const enc = r.headers["content-encoding"];
  return enc === "br" ? brotliDecompressSync(r.body) : enc === "gzip" ? gunzipSync(r.body) : r.body;
}

describe("served like a production site", () => {
  let salon: Awaited<ReturnType<typeof bootSalon>>;
  beforeAll(async () => {
    salon = await bootSalon({ durable: false });
  });
  afterAll(async () => {
    await salon.close();
  });

  const cases: [string, string | undefined][] = [
    ["br, gzip, deflate", "br"],
    ["gzip, deflate, br;q=0", "gzip"],
    ["gzip", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ];

  test.each(cases)("the page and a hashed asset with Accept-Encoding %j come encoded as %s and decode to the file", async (accept, encoding) => {
    const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
    for (const path of ["/", "/t/ABCD1234", "/r/some-table/1", "/index.html"]) {
      const r = await get(salon.http_url + path, headers);
      expect(r.status).toBe(200);
      expect(r.headers["content-encoding"]).toBe(encoding);
      expect(r.headers["content-type"]).toMatch(/^text\/html/);
      expect(r.headers["vary"]).toMatch(/Accept-Encoding/i);
      expect(r.headers["cache-control"]).toBe("no-cache");
      expect(decode(r).toString("utf8")).toBe(indexHtml());
    }
    const css = readdirSync(ASSETS).find((f) => f.endsWith(".css"))!;
    for (const [file, type] of [[entryName(), /^(text|application)\/javascript/], [css, /^text\/css/]] as const) {
      const r = await get(`${salon.http_url}/assets/${file}`, headers);
      expect(r.status).toBe(200);
      expect(r.headers["content-encoding"]).toBe(encoding);
      expect(r.headers["content-type"]).toMatch(type);
      expect(r.headers["vary"]).toMatch(/Accept-Encoding/i);
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decode(r).equals(readFileSync(join(ASSETS, file)))).toBe(true);
      if (encoding) expect(r.body.length).toBeLessThan(readFileSync(join(ASSETS, file)).length);
    }
  });

  test("the page is revalidated: a second visit with its ETag gets 304 and no body", async () => {
    const first = await get(salon.http_url + "/", { "accept-encoding": "br" });
    const etag = first.headers["etag"] as string;
    expect(etag).toBeTruthy();
    const again = await get(salon.http_url + "/", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test("API answers are never stored; unknown files are not the page", async () => {
    const api = await get(salon.http_url + "/api/rulesets", { "accept-encoding": "br" });
    expect(api.status).toBe(200);
    expect(api.headers["cache-control"]).toBe("no-store");
    const missing = await get(salon.http_url + "/api/nothing-here", {});
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect((await get(salon.http_url + "/assets/no-such-file.js", {})).status).toBe(404);
  });
});
