/** A V8 CPU profile of the server, as self time per part of the stack (the figures issue 12 quotes). */
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/**
 * The source file behind a profiled frame: the server runs bundled (scripts/build-server.ts), so frames of
 * our own code point into the bundle; its source map says which module each one came from.
 */
function sourceOf(maps: Map<string, SourceMap | null>, frame: ProfileNode["callFrame"]): string {
  const { url } = frame;
  if (!url.endsWith(".js") || url.includes("node_modules")) return url;
  let map = maps.get(url);
  if (map === undefined) {
    try {
      const file = url.startsWith("file:") ? fileURLToPath(url) : url;
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string } | undefined;
  return entry?.originalSource ?? url;
}

const PARTS: [RegExp, string][] = [
  [/@colyseus\/schema/, "schema encoding"],
  [/[/\\]ws[/\\]/, "socket writes (ws)"],
  [/@colyseus\/(core|ws-transport)/, "colyseus core"],
  [/server\/src\/projection/, "projection.ts"],
  [/server\/src\/(store|room\/durability|room\/journal)/, "durability"],
  [/server\/src\/room/, "the room"],
  [/shared\/src/, "rules engines (apply/view)"],
  [/kysely|better-sqlite3|[/\\]pg[/\\]/, "database driver"],
  [/msgpackr/, "msgpack"],
];

export function summarizeProfile(text: string): { part: string; pct: number }[] {
  const { nodes } = JSON.parse(text) as { nodes: ProfileNode[] };
  const by = new Map<string, number>();
  const maps = new Map<string, SourceMap | null>();
  let busy = 0;
  for (const n of nodes) {
    const hits = n.hitCount ?? 0;
    const fn = n.callFrame.functionName;
    if (fn === "(idle)" || fn === "(program)" || hits === 0) continue;
    const url = sourceOf(maps, n.callFrame);
    const part =
      fn === "(garbage collector)" ? "GC" : (PARTS.find(([re]) => re.test(url))?.[1] ?? (url.startsWith("node:") || url === "" ? "node internals" : "other"));
    by.set(part, (by.get(part) ?? 0) + hits);
    busy += hits;
  }
  return [...by].map(([part, hits]) => ({ part, pct: Math.round((1000 * hits) / Math.max(1, busy)) / 10 })).sort((a, b) => b.pct - a.pct);
}

interface HeapNode {
  callFrame: ProfileNode["callFrame"];
  selfSize: number;
  children: HeapNode[];
}

/**
 * A sampling heap profile of the objects that outlived a young-generation GC, as megabytes per allocating
 * function (our own code named by its source module): what was promoted to the old space.
 */
export function summarizePromoted(text: string): { total: number; sites: { site: string; mb: number }[] } {
  const { head } = JSON.parse(text) as { head: HeapNode };
  const maps = new Map<string, SourceMap | null>();
  const by = new Map<string, number>();
  let total = 0;
  const walk = (n: HeapNode): void => {
    if (n.selfSize > 0) {
      const url = sourceOf(maps, n.callFrame)
        .replace(/^.*node_modules\//, "")
        .replace(/^.*\/(server|shared)\/src\//, "$1/");
      const site = `${n.callFrame.functionName || "(anonymous)"} ${url}`.trim();
      by.set(site, (by.get(site) ?? 0) + n.selfSize);
      total += n.selfSize;
    }
    n.children.forEach(walk);
  };
  walk(head);
  const mb = (b: number) => Math.round(b / 1e5) / 10;
  return { total: mb(total), sites: [...by].sort((a, b) => b[1] - a[1]).map(([site, b]) => ({ site, mb: mb(b) })) };
}
