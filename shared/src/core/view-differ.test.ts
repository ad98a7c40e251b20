/**
 * `ViewDiffer` (the view channel's per-group differ) against the reference `diffView`: the same operations,
 * move after move, on random games of every ruleset and for every kind of viewer, and a client that rebuilds
 * exactly the view without its derived keys (docs/protocol.md, "Views on the wire").
 */
import { rulesets } from "../registry";
import { randomStates } from "./playout";
import type { JsonObject } from "./ruleset";
import type { Viewer } from "./seats";
import { diffView, keyIndex, ReceivedView, stripDerived, ViewDiffer, type ViewMessage } from "./wire";

const roundTrip = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe.each(Object.values(rulesets).map((r) => [r.id, r] as const))("%s", (_id, rules) => {
  test("ViewDiffer sends what diffView sends, and the client rebuilds each viewer's view", () => {
    const viewers: Viewer[] = [...Array.from({ length: rules.minSeats }, (_, s) => s), "spectator", "moderator"];
    for (const seed of ["a"]) {
      const states = randomStates(rules, `differ-${seed}`, 300);
      for (const viewer of viewers) {
        const first = rules.view(states[0], viewer);
        const full = stripDerived(rules, first);
        const differ = new ViewDiffer(rules.derived, first, full);
        let last = first;
        const index = keyIndex(full);
        const client = new ReceivedView();
        client.apply(roundTrip<ViewMessage>({ full }));
        for (const state of states.slice(1)) {
          const view = rules.view(state, viewer);
          const ops = differ.next(view);
          expect(ops).toEqual(diffView(last, view, index, rules.derived));
          last = view;
          if (ops) client.apply(roundTrip(ops));
          expect(client.view).toEqual(roundTrip(stripDerived(rules, view)));
        }
      }
    }
  });
});

test("keys that come, go, change order or first appear without a value are numbered as diffView numbers them", () => {
  const views: JsonObject[] = [
    { a: 1, b: [1, 2] },
    { a: 1, b: [1, 2], c: null },
    { b: [2], a: 2, c: 3 },
    { a: 2 },
    { a: 2, u: undefined as unknown as null },
    { a: 2, u: 5 },
    { a: 3, u: 5, d: 1 },
  ];
  const differ = new ViewDiffer(undefined, views[0], views[0]);
  let last = views[0];
  const index = keyIndex(views[0]);
  const client = new ReceivedView();
  client.apply({ full: views[0] });
  for (const view of views.slice(1)) {
    const ops = differ.next(view);
    expect(ops).toEqual(diffView(last, view, index));
    expect(differ.index).toEqual(index);
    last = view;
    if (ops) client.apply(roundTrip(ops));
    expect(client.view).toEqual(roundTrip(view));
  }
});

test("a tail's keys are diffed as if spread after the view's, as they come and go", () => {
  const steps: [JsonObject, JsonObject | undefined][] = [
    [{ a: 1, b: [1, 2] }, undefined],
    [{ a: 1, b: [1, 2, 3] }, { takeBack: true }],
    [{ a: 2, b: [1, 2, 3] }, undefined],
    [
      { a: 2, b: [2, 3] },
      { analyses: [null], takeBack: true },
    ],
    [{ a: 2, c: 1 }, { analyses: [{ par: 1 }] }],
    // a tail key the view has too keeps the view's place, as the spread keeps it
    [{ takeBack: false, a: 3 }, { takeBack: true }],
    [{ a: 3 }, { takeBack: true }],
  ];
  const spread = ([view, tail]: (typeof steps)[number]) => ({ ...view, ...tail });
  const first = spread(steps[0]);
  const differ = new ViewDiffer(undefined, steps[0][0], first, steps[0][1]);
  let last = first;
  const index = keyIndex(first);
  const client = new ReceivedView();
  client.apply({ full: first });
  for (const step of steps.slice(1)) {
    const view = spread(step);
    const ops = differ.next(step[0], step[1]);
    expect(ops).toEqual(diffView(last, view, index));
    last = view;
    if (ops) client.apply(roundTrip(ops));
    expect(client.view).toEqual(roundTrip(view));
  }
});
