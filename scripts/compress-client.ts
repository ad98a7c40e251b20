/**
 * Compresses the built client once, at build time (client/vite.config.ts calls it after `vite build`): every
 * text file in client/dist gets a brotli copy `<file>.br` (quality 11) and a gzip copy `<file>.gz` (level 9)
 * beside it, kept only when smaller than the file. The server (server/src/http/static.ts) picks one by the
 * request's `Accept-Encoding`; nothing is compressed per request.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text formats a browser fetches from the client build. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm|map|webmanifest)$/;

export function compressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
  const total = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const sub = compressDir(path);
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += sub[k];
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const data = readFileSync(path);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    total.files++;
    total.raw += data.length;
    total.br += keep(path + ".br", br, data.length);
    total.gz += keep(path + ".gz", gz, data.length);
  }
  return total;
}

/** Writes the compressed copy if it saves bytes (else removes a stale one); returns the bytes a client gets. */
function keep(path: string, data: Buffer, rawLength: number): number {
  if (data.length < rawLength) {
    writeFileSync(path, data);
    return data.length;
  }
  try {
    unlinkSync(path);
  } catch {
    // none there
  }
  return rawLength;
}
