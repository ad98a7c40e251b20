/**
 * One frozen copy per part of an engine state, for views. Engine states are immutable (a move makes a new
 * state and new objects only for the parts it changed), so a view can hand out the same copy of a part for
 * as long as the state holds that same part. The server's view channel then finds most keys unchanged by
 * identity instead of comparing them deeply, four or more viewers on every move (issue 12). Frozen, so that
 * no consumer of a view can change what another view, or the next one, shows.
 */
export function frozenParts<P extends object, R>(copy: (part: P) => R): (part: P) => R {
  // Two generations of weak maps: a part asked for again moves to the young one, and the old one is let go
  // once the young one has taken GENERATION parts. A WeakMap keeps the room it grew to after its keys died:
  // with one map, a thousand Kierki tables left the heap at 27.1 MB once all had closed (15.6 at the start,
  // target within 10 MB); with two generations, 22.8 MB (npm run load -- --tables 1000).
  let young = new WeakMap<P, R>();
  let old = new WeakMap<P, R>();
  let taken = 0;
  return (part) => {
    let out = young.get(part);
    if (out !== undefined) return out;
    out = old.get(part) ?? deepFreeze(copy(part));
    young.set(part, out);
    if (++taken >= GENERATION) {
      old = young;
      young = new WeakMap();
      taken = 0;
    }
    return out;
  };
}

/** Parts per generation: enough that a thousand busy tables' parts (about 16 each) survive between their moves. */
const GENERATION = 16384;

/** Freezes `value` and every object in it (lists of cards or numbers cost one freeze: nothing to descend into). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    // Indexed, not for-of: the recursion kept V8 from removing the iterator, an allocation per list frozen.
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v === "object" && v !== null) deepFreeze(v);
    }
  } else {
    for (const key in value) {
      const v = value[key];
      if (typeof v === "object" && v !== null) deepFreeze(v);
    }
  }
  return value;
}
