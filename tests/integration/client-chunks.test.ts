/**
 * The built client as the browser gets it (issue 29). Needs `npm run -w @salon/client build` (`npm test`
 * builds before jest).
 * - Served like a production site: brotli or gzip made at build time, chosen by `Accept-Encoding`, with the
 *   original type, `Vary`, a year of immutable caching for hashed assets, `no-cache` on the page and
 *   `no-store` on the API.
 * - Code on demand: the lobby's entry chunk (and what it imports statically) holds no Pixi; no chunk holds
 *   bot, search or solver code; the lobby's first visit (entry chunk, stylesheet, one language's catalogue)
 *   stays within a byte budget.
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
    for (const [file, type] of [
      [entryName(), /^(text|application)\/javascript/],
      [css, /^text\/css/],
    ] as const) {
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

/**
 * Strings that exist only in the bots' modules and survive minification: error messages and property names
 * (found by bundling the registry minified and keeping what no client module holds). Each is checked to
 * still be in its source, so the test cannot go blind when one is renamed.
 */
const SERVER_ONLY: [string, string][] = [
  ["shared/src/bridge/dd-solve.ts", "dd-solve: node limit"],
  ["shared/src/bridge/dd-solve.ts", "rootLeader"],
  ["shared/src/bridge/dd-table.ts", "ownersAt"],
  ["shared/src/bridge/endgame.ts", "nodesPerStep"],
  ["shared/src/core/search.ts", "searchMove needs at least one candidate"],
  ["shared/src/core/search.ts", "playoutsPerMove"],
  ["shared/src/core/card-bot.ts", "strongPolicy"],
  ["shared/src/core/trick-policy.ts", "wantsTricks"],
  ["shared/src/euchre/worlds.ts", "hiddenDiscard"],
];

/** What a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), not `import()`. */
function staticImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+(?:\s*,\s*\{[^}]*\})?)?\s*(?:from\s*)?["']\.\/([^"']+\.js)["']/g))
    out.add(m[1]);
  return [...out];
}

describe("code on demand", () => {
  const chunks = () => readdirSync(ASSETS).filter((f) => f.endsWith(".js"));

  test("the markers still exist in the bots' sources", () => {
    for (const [file, marker] of SERVER_ONLY) expect(readFileSync(join(__dirname, "..", "..", file), "utf8")).toContain(marker);
  });

  test("no chunk holds bot, search or solver code", () => {
    expect(chunks().length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const chunk of chunks()) {
      const code = readFileSync(join(ASSETS, chunk), "utf8");
      for (const [file, marker] of SERVER_ONLY) if (code.includes(marker)) found.push(`${chunk}: ${file} (${marker})`);
    }
    expect(found).toEqual([]);
  });

  test("the lobby's entry chunk and what it loads statically hold no Pixi", () => {
    const html = indexHtml();
    const start = [entryName(), ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/assets\/([^"]+)"/g)].map((m) => m[1])];
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...staticImports(readFileSync(join(ASSETS, name), "utf8")));
    }
    const pixi = [...seen].filter((name) => /PixiJS|__PIXI/.test(readFileSync(join(ASSETS, name), "utf8")));
    expect(pixi).toEqual([]);
    // Pixi is in the build, only elsewhere: loaded with a table.
    expect(chunks().some((name) => !seen.has(name) && readFileSync(join(ASSETS, name), "utf8").includes("PixiJS"))).toBe(true);
    // No game's renderer in the lobby either.
    for (const name of seen) expect(name).not.toMatch(/^(table-screen|replay-screen|fox|euchre|kierki|skat|bridge|krendzu|ktulu|werewolf|deduction)-/);
  });

  test("the lobby's first visit stays small: its entry chunk, its stylesheet and its language's catalogue", () => {
    // Bytes on the wire, as the server sends them (the brotli copies the build made): the entry chunk with
    // what it imports statically, and the largest language catalogue (each language is a chunk of its own,
    // so the page loads one). A budget, with room to grow: the entry held every catalogue once (143 KB).
    const br = (name: string) => readFileSync(join(ASSETS, name + ".br")).length;
    const seen = new Set<string>();
    const queue = [entryName()];
    while (queue.length) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...staticImports(readFileSync(join(ASSETS, name), "utf8")));
    }
    const entry = [...seen].reduce((sum, name) => sum + br(name), 0);
    const catalogues = chunks().filter((name) => /^(en|pl|de|ru|uk|el)-[\w-]+\.js$/.test(name));
    expect(catalogues.length).toBe(6);
    const catalogue = Math.max(...catalogues.map(br));
    const css = [...indexHtml().matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([^"]+)"/g)].reduce((sum, m) => sum + br(m[1]), 0);
    expect({ entry: entry <= 45 * 1024, catalogue: catalogue <= 45 * 1024 }).toEqual({ entry: true, catalogue: true });
    expect(entry + css + catalogue).toBeLessThanOrEqual(100 * 1024);
    // index.html preloads the page's catalogue by name: every language's chunk is named there.
    for (const name of catalogues) expect(indexHtml()).toContain(`/assets/${name}`);
  });

  test("the largest chunk is under 250 KB compressed", () => {
    for (const chunk of chunks()) {
      const br = join(ASSETS, chunk + ".br");
      const size = readdirSync(ASSETS).includes(chunk + ".br") ? readFileSync(br).length : readFileSync(join(ASSETS, chunk)).length;
      expect({ chunk, size: size <= 250 * 1024 }).toEqual({ chunk, size: true });
    }
  });
});
