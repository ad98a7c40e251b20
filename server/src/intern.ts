/**
 * One copy of each short string an accepted action carries. A client's action arrives as freshly decoded
 * strings ("play", "7S"), and a game keeps every action it accepted (its record): a thousand held Kierki
 * tables kept ~106,000 copies of "play" and ~5,000 of each card code (heap snapshot of `npm run load --
 * --tables 1000 --heap-snapshot`), ~48 bytes an action. Accepted actions only (legal ones, so a closed
 * vocabulary in practice), and the pool is bounded all the same.
 */
const POOL_MOST = 4096;
const LONGEST = 16;
const pool = new Map<string, string>();

export function intern(s: string): string {
  if (s.length > LONGEST) return s;
  const have = pool.get(s);
  if (have !== undefined) return have;
  if (pool.size < POOL_MOST) pool.set(s, s);
  return s;
}

/** The action with its string fields (and those of its lists of strings) replaced by their pooled copies, in place. */
export function internStrings<T extends object>(action: T): T {
  const fields = action as Record<string, unknown>;
  for (const key in fields) {
    const v = fields[key];
    if (typeof v === "string") fields[key] = intern(v);
    else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) if (typeof v[i] === "string") v[i] = intern(v[i] as string);
  }
  return action;
}
