/** A V8 CPU profile of the server, as self time per part of the stack (the figures issue 12 quotes). */
interface ProfileNode {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string };
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
  let busy = 0;
  for (const n of nodes) {
    const hits = n.hitCount ?? 0;
    const { functionName: fn, url } = n.callFrame;
    if (fn === "(idle)" || fn === "(program)" || hits === 0) continue;
    const part = fn === "(garbage collector)" ? "GC" : (PARTS.find(([re]) => re.test(url))?.[1] ?? (url.startsWith("node:") || url === "" ? "node internals" : "other"));
    by.set(part, (by.get(part) ?? 0) + hits);
    busy += hits;
  }
  return [...by].map(([part, hits]) => ({ part, pct: Math.round((1000 * hits) / Math.max(1, busy)) / 10 })).sort((a, b) => b.pct - a.pct);
}
