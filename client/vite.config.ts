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
 *   evaluates client/src/i18n/catalogs.ts once and writes each language's whole catalogue as JSON.
 */
import { defineConfig, runnerImport, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { compressDir } from "../scripts/compress-client";

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
    built ??= runnerImport<{ CATALOGS: Record<string, unknown> }>(catalogsFile, { configFile: false, logLevel: "error", resolve: { alias } }).then((r) => r.module.CATALOGS);
    const catalog = (await built)[JSON.parse(lang) as string];
    if (!catalog) this.error(`no catalogue for ${lang}`);
    // JSON.parse of one string literal: the fastest way for a browser to read a large object.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});\n`;
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
