/** For the view tests that look for hidden cards: every string a JSON value holds, however deep. */
export function stringsIn(x: unknown, out = new Set<string>()): Set<string> {
  if (typeof x === "string") out.add(x);
  else if (Array.isArray(x)) x.forEach((y) => stringsIn(y, out));
  else if (x && typeof x === "object") Object.values(x).forEach((y) => stringsIn(y, out));
  return out;
}
