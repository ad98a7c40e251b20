/**
 * Bundles the server for running without TypeScript tooling: `npm start` runs server/dist/main.js with plain
 * node. Under tsx the server paid for TypeScript at run time: a module-loader thread with its own V8 heap
 * (52 MB more RSS at start, measured), a getter call at each use of a named import and a naming helper at
 * each closure made (both seen in the load profile). esbuild (the compiler tsx itself uses, so the same
 * decorators and paths) resolves @salon/shared from source; npm packages stay external, loaded from
 * node_modules. Two entries: the server, and the bot pool's worker thread, which must sit beside it.
 *   tsx scripts/build-server.ts [--entry FILE] [--out DIR]
 */
import { build } from "esbuild";
import { join } from "node:path";

const root = join(__dirname, "..");

export async function buildServer(entry = join(root, "server", "src", "main.ts"), outdir = join(root, "server", "dist")): Promise<void> {
  await build({
    entryPoints: [
      { in: entry, out: "main" },
      { in: join(root, "server", "src", "bots", "thread.ts"), out: "thread" },
    ],
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    sourcemap: true,
    tsconfig: join(root, "tsconfig.json"),
    logLevel: "warning",
  });
}

if (require.main === module) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  buildServer(arg("entry"), arg("out")).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
