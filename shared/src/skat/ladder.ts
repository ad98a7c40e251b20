/** The bid ladder (§5.1): every possible game value, ascending. */

export function bidLadder(grandValue: number): number[] {
  const set = new Set<number>([23, 35, 46, 59]);
  for (const base of [9, 10, 11, 12]) for (let m = 2; m <= 18; m++) set.add(base * m);
  for (let m = 2; m <= 11; m++) set.add(grandValue * m);
  return [...set].sort((a, b) => a - b);
}

const cache = new Map<number, number[]>();
export function ladderFor(grandValue: number): number[] {
  let l = cache.get(grandValue);
  if (!l) cache.set(grandValue, (l = bidLadder(grandValue)));
  return l;
}

/** The next value above `current`, or 0 when there is none. */
export function nextBid(grandValue: number, current: number): number {
  return ladderFor(grandValue).find((v) => v > current) ?? 0;
}
