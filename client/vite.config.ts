/**
 * Vite build for the Salon browser client.
 * - `@salon/shared` and `@salon/shared/*` resolve to the rules package's TypeScript sources.
 * - The build goes to client/dist, which the server serves at `/` and `/t/:roomId`.
 * - The dev server forwards the HTTP API, Colyseus matchmaking and room websockets to the game server
 *   on :2567, so `npm run dev` in client/ works against `npx tsx server/src/main.ts`.
 */
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

const sharedSrc = fileURLToPath(new URL("../shared/src", import.meta.url));
const server = process.env.SALON_SERVER ?? "http://localhost:2567";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: [
      { find: /^@salon\/shared$/, replacement: `${sharedSrc}/index.ts` },
      { find: /^@salon\/shared\/(.*)$/, replacement: `${sharedSrc}/$1` },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 1200,
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
});
