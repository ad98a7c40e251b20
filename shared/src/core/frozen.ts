/**
 * One frozen copy per part of an engine state, for views. Engine states are immutable (a move makes a new
 * state and new objects only for the parts it changed), so a view can hand out the same copy of a part for
 * as long as the state holds that same part. The server's view channel then finds most keys unchanged by
 * identity instead of comparing them deeply, four or more viewers on every move (issue 12). Frozen, so that
 * no consumer of a view can change what another view, or the next one, shows.
 */
export function frozenParts<P extends object, R>(copy: (part: P) => R): (part: P) => R {
  const made = new WeakMap<P, R>();
  return (part) => {
    let out = made.get(part);
    if (out === undefined) {
      out = deepFreeze(copy(part));
      made.set(part, out);
    }
    return out;
  };
}

/** Freezes `value` and every object in it (lists of cards or numbers cost one freeze: nothing to descend into). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (const v of value) if (typeof v === "object" && v !== null) deepFreeze(v);
  } else {
    for (const key in value) {
      const v = value[key];
      if (typeof v === "object" && v !== null) deepFreeze(v);
    }
  }
  return value;
}
