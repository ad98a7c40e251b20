/**
 * Views on the wire (docs/protocol.md, "Views on the wire"): what `diffView` sends, `ReceivedView` rebuilds
 * exactly, through a JSON round trip (msgpack, which Colyseus uses, carries the same values).
 */
import { rngFromSeed, randInt, type Rng } from "./rng";
import type { Json, JsonObject } from "./ruleset";
import { diffView, jsonEqual, keyIndex, ReceivedView, type ViewMessage } from "./wire";

/** A server-side group and one client, sending through a JSON round trip; returns each message's size. */
function channel() {
  let last: JsonObject = {};
  let index = new Map<string, number>();
  const client = new ReceivedView();
  const deliver = (m: ViewMessage) => {
    const text = JSON.stringify(m);
    client.apply(JSON.parse(text) as ViewMessage);
    return text.length;
  };
  return {
    client,
    whole(view: JsonObject): number {
      last = { ...view };
      index = keyIndex(last);
      return deliver({ full: last });
    },
    change(view: JsonObject, skip?: object): number {
      const ops = diffView(last, view, index, skip);
      last = Object.fromEntries(Object.entries(view).filter(([k]) => !skip || !(k in skip)));
      return ops ? deliver(ops) : 0;
    },
  };
}

test("scalars, lists and objects round-trip; an unchanged view sends nothing", () => {
  const c = channel();
  const view: JsonObject = { phase: "play", turn: 1, trick: ["7B"], scores: [0, 3], rounds: [{ a: 1 }], none: null, flag: true };
  c.whole(view);
  expect(c.client.view).toEqual(view);
  expect(c.change(view)).toBe(0);
  const next: JsonObject = { phase: "over", turn: 1, trick: [], scores: [2, 3], rounds: [], none: null, flag: true };
  c.change(next);
  expect(c.client.view).toEqual(next);
});

test("keys that leave, change kind, come back or are new stay exact; derived keys are never sent", () => {
  const c = channel();
  c.whole({ phase: "bid", hand: ["1B", "2B"], turn: 0 });
  const steps: JsonObject[] = [
    { phase: "play", hand: ["1B"], turn: [0, 1] }, // turn: a scalar becomes a list
    { phase: "play", hand: "hidden", turn: [0, 1] }, // hand: a list becomes a scalar
    { phase: "play", turn: [0, 1], extra: { a: 1 } }, // hand leaves, a key the whole view lacked arrives
    { phase: "play", hand: ["3K"], turn: 1, extra: { a: 2 }, more: 1 }, // hand comes back; the new key by number now
    { phase: "over" },
  ];
  for (const view of steps) {
    c.change(view);
    expect(c.client.view).toEqual(view);
  }
  c.change({ phase: "over", legal: ["x"] }, { legal: true });
  expect(c.client.view).toEqual({ phase: "over" });
});

test("random list edits (removals, inserts, replacements) stay exact", () => {
  const c = channel();
  let rng: Rng = rngFromSeed("lists");
  const pick = (n: number) => {
    const [x, next] = randInt(rng, n);
    rng = next;
    return x;
  };
  const pool = ["1B", "2B", "3K", "4K", "5M", "6M", "7B", "8K", "9M", "10B", "11K"];
  let hand: string[] = pool.slice(0, 8);
  c.whole({ hand: hand.slice(), counts: [8, 0, 0] });
  for (let step = 0; step < 400; step++) {
    const op = pick(4);
    if (op === 0 && hand.length) hand.splice(pick(hand.length), 1);
    else if (op === 1) hand.splice(pick(hand.length + 1), 0, pool[pick(pool.length)]);
    else if (op === 2 && hand.length) hand[pick(hand.length)] = pool[pick(pool.length)];
    else hand = hand.slice(pick(3));
    const counts: Json[] = [hand.length, step % 3, Math.floor(step / 7)];
    c.change({ hand: hand.slice(), counts, ...(step % 5 === 0 ? { flash: step } : {}) });
    expect(c.client.view).toEqual({ hand, counts, ...(step % 5 === 0 ? { flash: step } : {}) });
  }
});

test("a card play costs a few bytes: keys go by number, lists as splices", () => {
  const c = channel();
  c.whole({ hand: ["1B", "2B", "3K", "4K", "5M"], trick: [], turn: 0, counts: [5, 5] });
  const size = c.change({ hand: ["1B", "2B", "4K", "5M"], trick: ["3K"], turn: 1, counts: [4, 5] });
  // [[0,2,1],[1,["3K"]],[2,1],[3,0,1,4]]
  expect(size).toBeLessThanOrEqual(40);
  expect(JSON.stringify(diffView({ trick: ["3K"] }, { trick: ["3K", "4K"] }, keyIndex({ trick: [] })))).toBe('[[0,1,0,"4K"]]');
});

test("a client that joins later numbers keys from its own whole view", () => {
  const first = channel();
  first.whole({ a: 1 });
  first.change({ a: 1, b: 2 }); // b sent by name, numbered 1 by both ends
  first.change({ a: 1, b: 3 });
  expect(first.client.view).toEqual({ a: 1, b: 3 });
  const late = new ReceivedView();
  late.apply({ full: { b: 3, a: 1 } });
  late.apply([[0, 4]]); // b is 0 for this client
  expect(late.view).toEqual({ b: 4, a: 1 });
  expect(late.wholes).toBe(1);
});

test("a kibitzer's whole view is marked as the delayed picture", () => {
  const r = new ReceivedView();
  r.apply({ full: { hands: [["1B"]] }, k: 1 });
  expect(r.delayed).toBe(true);
  r.apply({ full: {} });
  expect(r.delayed).toBe(false);
});

test("jsonEqual compares JSON values deeply: key counts, null against missing, lists against objects", () => {
  expect(jsonEqual({ a: [1, { b: null }], c: "x" }, { c: "x", a: [1, { b: null }] })).toBe(true);
  expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  expect(jsonEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
  expect(jsonEqual({ a: null }, {})).toBe(false);
  expect(jsonEqual({ a: null }, { b: null })).toBe(false);
  expect(jsonEqual([], {})).toBe(false);
  expect(jsonEqual({}, [])).toBe(false);
  expect(jsonEqual([1, [2, 3]], [1, [2, 3]])).toBe(true);
  expect(jsonEqual([1, [2, 3]], [1, [3, 2]])).toBe(false);
  expect(jsonEqual(null, 0)).toBe(false);
  expect(jsonEqual(undefined, null)).toBe(false);
});
