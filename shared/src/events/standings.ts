/**
 * Cumulative standings over an event's rounds (docs/events.md, "Standings"). Pure. Entries are sorted by
 * their keys, highest first, key by key; entries equal on every key share a rank.
 */
export interface StandingIn<Id> {
  id: Id;
  /** Sort keys, highest first; compare key 0, then key 1 … (e.g. [total, won, −lost] for Skat). */
  keys: readonly number[];
}

export interface Standing<Id> {
  id: Id;
  rank: number;
  keys: readonly number[];
}

export function rankStandings<Id>(entries: readonly StandingIn<Id>[]): Standing<Id>[] {
  const cmp = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = (b[i] ?? 0) - (a[i] ?? 0);
      if (Math.abs(d) > 1e-9) return d;
    }
    return 0;
  };
  const sorted = [...entries].sort((a, b) => cmp(a.keys, b.keys));
  const out: Standing<Id>[] = [];
  sorted.forEach((e, i) => {
    const rank = i > 0 && cmp(sorted[i - 1].keys, e.keys) === 0 ? out[i - 1].rank : i + 1;
    out.push({ id: e.id, rank, keys: e.keys });
  });
  return out;
}

/** Sums per-round points per participant: `rounds[r]` maps an id to its points in round r. */
export function cumulative<Id>(rounds: readonly ReadonlyMap<Id, number>[]): Map<Id, number> {
  const total = new Map<Id, number>();
  for (const r of rounds) for (const [id, p] of r) total.set(id, (total.get(id) ?? 0) + p);
  return total;
}
