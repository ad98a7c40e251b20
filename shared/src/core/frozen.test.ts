/** frozenParts: one frozen copy per part while the part is in use; parts nobody asks for are let go. */
import { frozenParts } from "./frozen";

test("the same part gives the same frozen copy; another part (even equal) its own", () => {
  const copy = jest.fn((a: readonly number[]) => a.slice());
  const list = frozenParts(copy);
  const part = [1, 2, 3];
  const out = list(part);
  expect(out).toEqual(part);
  expect(out).not.toBe(part);
  expect(list(part)).toBe(out);
  expect(Object.isFrozen(out)).toBe(true);
  expect(list([1, 2, 3])).not.toBe(out);
  expect(copy).toHaveBeenCalledTimes(2);
});

test("objects inside a copy are frozen too", () => {
  const results = frozenParts((rs: readonly { points: number[] }[]) => rs.map((r) => ({ points: r.points.slice() })));
  const out = results([{ points: [1, -2] }]);
  expect(Object.isFrozen(out[0]) && Object.isFrozen(out[0].points)).toBe(true);
  expect(() => out[0].points.push(3)).toThrow();
});

test("a part asked for within two generations keeps its copy; one left alone longer is copied anew", () => {
  const list = frozenParts((a: readonly number[]) => a.slice());
  const kept = [1];
  const idle = [2];
  const [keptCopy, idleCopy] = [list(kept), list(idle)];
  // Many other parts come and go; `kept` is asked for now and then, `idle` never.
  for (let i = 0; i < 3 * 16384; i++) {
    list([i]);
    if (i % 10_000 === 0) expect(list(kept)).toBe(keptCopy);
  }
  expect(list(kept)).toBe(keptCopy);
  const again = list(idle);
  expect(again).toEqual(idleCopy);
  expect(again).not.toBe(idleCopy);
});
