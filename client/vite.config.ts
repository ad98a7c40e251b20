/**
 * Vite build for the Salon browser client.
 * - `@salon/shared` and `@salon/shared/*` resolve to the rules package's TypeScript sources.
 * - The build goes to client/dist, which the server serves at `/` and `/t/:roomId`.
 * - The dev server forwards the HTTP API, Colyseus matchmaking and room websockets to the game server
 *   on :2567, so `npm run dev` in client/ works against `npx tsx server/src/main.ts`.
 * - After the build, every text file gets its brotli and gzip copies (scripts/compress-client.ts): the
 *   server sends those, chosen by `Accept-Encoding`, and never compresses per request.
 * - Each language's catalogue is its own chunk, `virtual:salon-catalog/<lang>` (client/src/i18n/i18n.ts loads
 *   the page's one): the catalogue files keep all six languages side by side for their readers, so the build
 *   evaluates client/src/i18n/catalogs.ts once and writes each language's whole catalogue as JSON. A small
 *   script in index.html chooses the language as i18n.ts will (the same `chooseLanguage`) and preloads its
 *   catalogue, so that it downloads beside the entry chunk instead of after it; on an invite link
 *   (`/t/<id>`) it preloads the table screen's chunks too (on a first visit once the catalogue is in, so that
 *   the name prompt comes first) and, once the table's probe names the game, that game's chunks. (It does not ask the API: a fetch does not hold
 *   the page's load event, so leaving the page at once would cut it off, and the browser tests count a cut
 *   request as a failure. main.ts asks instead, as the lobby did before.)
 */
import { defineConfig, runnerImport, type Plugin, type Rolldown } from "vite";

type OutputChunk = Rolldown.OutputChunk;
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { compressDir } from "../scripts/compress-client";
import { chooseLanguage, LANGUAGE_KEY, LANGUAGES } from "./src/i18n/languages";
import { NAME_KEY } from "./src/net/profile";

const sharedSrc = fileURLToPath(new URL("../shared/src", import.meta.url));
const server = process.env.SALON_SERVER ?? "http://localhost:2567";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = [
  { find: /^@salon\/shared$/, replacement: `${sharedSrc}/index.ts` },
  { find: /^@salon\/shared\/(.*)$/, replacement: `${sharedSrc}/$1` },
];

/**
 * `virtual:salon-catalog/<lang>`: one language's whole catalogue (CATALOGS[lang] of client/src/i18n/catalogs.ts,
 * exactly what the Node catalogue test checks). In the build it is that catalogue as JSON, without the other five
 * languages; the dev server re-exports it from catalogs.ts so that edits show at once.
 */
const CATALOG_ID = "virtual:salon-catalog/";
const tableScreenFile = join(root, "src", "screens", "table", "table-screen.ts");
/** Each game's renderer and view code, loaded by client/src/rulesets/index.ts: `src/rulesets/<id>/index.ts`. */
const rulesetsDir = join(root, "src", "rulesets");
const rulesetEntry = new RegExp(`^${rulesetsDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\/]([a-z]+)[\\/]index\.ts$`);
/** An invite link's path (client/src/app/router.ts, parseRoute). */
const TABLE_PATH = String(/^\/t\/([^/?#]+)\/?$/);
const catalogsFile = join(root, "src", "i18n", "catalogs.ts");
let built: Promise<Record<string, unknown>> | null = null;
const languageCatalogs = (command: "build" | "serve"): Plugin => ({
  name: "salon-language-catalogs",
  resolveId(id) {
    return id.startsWith(CATALOG_ID) ? "\0" + id : null;
  },
  async load(id) {
    if (!id.startsWith("\0" + CATALOG_ID)) return null;
    const lang = JSON.stringify(id.slice(CATALOG_ID.length + 1));
    if (command === "serve") return `import { CATALOGS } from ${JSON.stringify(catalogsFile)};\nexport default CATALOGS[${lang}];\n`;
    built ??= runnerImport<{ CATALOGS: Record<string, unknown> }>(catalogsFile, { configFile: false, logLevel: "error", resolve: { alias } }).then(
      (r) => r.module.CATALOGS,
    );
    const catalog = (await built)[JSON.parse(lang) as string];
    if (!catalog) this.error(`no catalogue for ${lang}`);
    // JSON.parse of one string literal: the fastest way for a browser to read a large object.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});\n`;
  },
  transformIndexHtml: {
    order: "post",
    handler(html, ctx) {
      if (!ctx.bundle) return html;
      const bundle = ctx.bundle;
      const files: Record<string, string> = {};
      let table: OutputChunk | null = null;
      const games: Record<string, OutputChunk> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const from = chunk.facadeModuleId ?? "";
        if (from.startsWith("\0" + CATALOG_ID)) files[from.slice(CATALOG_ID.length + 1)] = "/" + chunk.fileName;
        if (from === tableScreenFile) table = chunk;
        const game = rulesetEntry.exec(from);
        if (game) games[game[1]] = chunk;
      }
      if (Object.keys(files).length !== LANGUAGES.length || !table) throw new Error("salon-language-catalogs: a catalogue or the table screen has no chunk");
      // The table screen's chunk and every chunk it imports statically (Pixi, the session, the card sprites),
      // and its stylesheets: what an invite link waits for before it can ask for a name.
      const js = new Set<string>();
      const css = new Set<string>();
      const visit = (c: OutputChunk, into: Set<string>, skip: Set<string>) => {
        if (into.has(c.fileName) || skip.has(c.fileName)) return;
        into.add(c.fileName);
        for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
        for (const f of c.imports) if (bundle[f]?.type === "chunk") visit(bundle[f] as OutputChunk, into, skip);
      };
      visit(table, js, new Set());
      const tableFiles = { js: [...js].map((f) => "/" + f), css: [...css].map((f) => "/" + f) };
      // Each game's chunks beyond the table's: preloaded once the table's probe says which game it is.
      const gameFiles: Record<string, string[]> = {};
      for (const [id, chunk] of Object.entries(games)) {
        const own = new Set<string>();
        visit(chunk, own, js);
        gameFiles[id] = [...own].map((f) => "/" + f);
      }
      if (!gameFiles.fox) throw new Error("salon-language-catalogs: the games' chunks were not found");
      const script = `(() => {
  const LANGUAGES = ${JSON.stringify(LANGUAGES)};
  const chooseLanguage = ${chooseLanguage.toString()};
  const preload = (href, as) => {
    const link = document.createElement("link");
    link.rel = as ? "preload" : "modulepreload";
    if (as) link.as = as;
    link.href = href;
    document.head.appendChild(link);
    return link;
  };
  let stored = null;
  try { stored = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)}); } catch {}
  const words = preload(${JSON.stringify(files)}[chooseLanguage(stored, navigator.languages ?? [navigator.language])]);
  // Once the words are here (and with them, about, the entry chunk): what shares the line with them slows them.
  const worded = new Promise((done) => {
    words.addEventListener("load", done);
    words.addEventListener("error", done);
  });
  // The first screen's questions to the server, asked now rather than once the entry chunk has run (the
  // answers are taken by net/api.ts askEarly, with the same request).
  const asked = (window.__salonEarly = {});
  const ask = (path) => {
    const res = fetch(path, { headers: { accept: "application/json" }, cache: "no-store" });
    res.catch(() => undefined);
    asked[path] = res;
  };
  if (location.pathname === "/") ["/api/rulesets", "/api/rooms"].forEach(ask);
  const invite = ${TABLE_PATH}.exec(location.pathname);
  if (invite) {
    try {
      const path = "/api/tables/" + encodeURIComponent(decodeURIComponent(invite[1]));
      ask(path);
      // The game's own code too, once the probe names it (a copy of the answer: main.ts reads the answer itself).
      const games = ${JSON.stringify(gameFiles)};
      const game = asked[path].then((res) => (res.ok ? res.clone().json() : null)).catch(() => null);
      Promise.all([game, worded]).then(([probe]) => {
        if (probe && Object.prototype.hasOwnProperty.call(games, probe.ruleset)) games[probe.ruleset].forEach((f) => preload(f));
      });
    } catch {}
    // The table's code: at once for a visitor with a name, else after the name prompt's (the entry chunk, the
    // words), so that the prompt comes first.
    const table = ${JSON.stringify(tableFiles)};
    let named = false;
    try { named = (localStorage.getItem(${JSON.stringify(NAME_KEY)}) || "").trim() !== ""; } catch {}
    (named ? Promise.resolve() : worded).then(() => {
      for (const f of table.js) preload(f);
      for (const f of table.css) preload(f, "style");
    });
  }
})();`;
      // Before the entry chunk and its stylesheet (a classic script after a stylesheet would wait for it), and
      // after the <meta charset>, which must come first.
      const at = html.indexOf('<script type="module"');
      if (at < 0) throw new Error("salon-language-catalogs: index.html has no entry script");
      return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
    },
  },
});

/** Brotli and gzip copies of the finished build, made once. */
const precompress: Plugin = {
  name: "salon-precompress",
  apply: "build",
  closeBundle() {
    const t = compressDir(join(root, "dist"));
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    this.info?.(`compressed ${t.files} files: ${kb(t.raw)} -> br ${kb(t.br)}, gzip ${kb(t.gz)}`);
  },
};

export default defineConfig(({ command }) => ({
  root,
  plugins: [languageCatalogs(command), precompress],
  resolve: { alias },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The rules package is pure (no module runs anything when imported): a module none of whose exports is
      // used may be dropped whole. With the bot attached by a pure call (shared/src/<id>/index.ts), a chunk
      // that takes a game's engine (the replay viewer) leaves its bot, search and solver out.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(sharedSrc) },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: server, changeOrigin: true },
      "/matchmake": { target: server, changeOrigin: true },
      // Room websockets: ws://host/<processId>/<roomId>?sessionId=...
      "^/[\\w-]+/[\\w-]+\\?.*sessionId=": { target: server, ws: true, changeOrigin: true },
    },
  },
}));
