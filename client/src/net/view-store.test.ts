/**
 * The view store (docs/protocol.md, "Views on the wire"): a whole view, then arrays of operations; keys by
 * number (their place in the last whole view) or, the first time, by name; a splice edits a list in place.
 * Derived keys are put back once the game's view rules are known (snapshot.ts, `completeView`).
 */
import { ViewStore } from "./view-store";
import type { TableSnapshot } from "./snapshot";
import type { TableStateLike } from "./types";

/** A table state as colyseus.js decodes it: plain values and an iterable list of seats. */
function state(ruleset: string, seats = 2): TableStateLike {
  const list = Array.from({ length: seats }, (_, i) => ({
    name: i === 0 ? "Ann" : "Bob (bot)",
    kind: i === 0 ? "human" : "bot",
    connected: true,
    level: i === 0 ? "" : "strong",
  }));
  return { ruleset, tableName: "T", status: "playing", gameNo: 1, seats: list, options: '{"target":21}', table: '{"undo":true}', undo: "" };
}

function storeWith(ruleset = "nosuchgame"): { store: ViewStore; seen: TableSnapshot[] } {
  const store = new ViewStore({ seat: 0, role: "player" });
  const seen: TableSnapshot[] = [];
  store.subscribe((s) => seen.push(s));
  store.setState(state(ruleset));
  return { store, seen };
}

describe("ViewStore", () => {
  test("builds nothing before the first table state, then a snapshot of seats, options and status", () => {
    const store = new ViewStore(null);
    store.applyView({ full: { a: 1, takeBack: true } });
    expect(store.snapshot).toBeNull();
    store.setState(state("fox"));
    const snap = store.snapshot!;
    expect(snap.ruleset).toBe("fox");
    expect(snap.options).toEqual({ target: 21 });
    expect(snap.table).toEqual({ undo: true });
    // The room's `takeBack` is read apart from the game's view, not kept in it.
    expect(snap.takeBack).toBe(true);
    // The server names bots "Bob (bot)": the table shows the name and a bot mark.
    expect(snap.seats.map((s) => [s.name, s.kind, s.level])).toEqual([
      ["Ann", "human", ""],
      ["Bob", "bot", "strong"],
    ]);
    expect(snap.view).toEqual({ a: 1 });
  });

  test("an empty whole view (before the first start) is no view", () => {
    const { store } = storeWith();
    store.applyView({ full: {} });
    expect(store.snapshot!.view).toBeNull();
    expect(store.snapshot!.game).toBeNull();
  });

  test("a whole view, then operations by key number: set, remove, splice", () => {
    const { store, seen } = storeWith();
    store.applyView({ full: { phase: "play", hand: ["1B", "2B", "3B"], trick: [] } });
    expect(store.snapshot!.view).toEqual({ phase: "play", hand: ["1B", "2B", "3B"], trick: [] });
    // Card 2B leaves the hand (splice at 1, delete 1) and goes to the trick (whole value).
    store.applyView([
      [1, 1, 1],
      [2, ["2B"]],
    ]);
    expect(store.snapshot!.view).toEqual({ phase: "play", hand: ["1B", "3B"], trick: ["2B"] });
    store.applyView([[2]]);
    expect(store.snapshot!.view).toEqual({ phase: "play", hand: ["1B", "3B"] });
    // Every change is a new snapshot and a new view object: listeners may compare by identity.
    // The table state, the whole view and two changes: four snapshots.
    expect(seen.length).toBe(4);
    expect(seen[2].view).not.toBe(seen[3].view);
  });

  test("a key new since the whole view comes by name and is numbered next; later operations use its number", () => {
    const { store } = storeWith();
    store.applyView({ full: { a: 1, b: 2 } });
    store.applyView([["c", [1, 2]]]);
    expect(store.snapshot!.view).toEqual({ a: 1, b: 2, c: [1, 2] });
    store.applyView([[2, 2, 0, 3]]);
    expect(store.snapshot!.view).toEqual({ a: 1, b: 2, c: [1, 2, 3] });
    // A new whole view numbers the keys afresh: number 2 is now nothing, "c" is gone.
    store.applyView({ full: { b: 5, a: 6 } });
    store.applyView([
      [0, 7],
      [2, "ignored"],
    ]);
    expect(store.snapshot!.view).toEqual({ b: 7, a: 6 });
  });

  test("operations arrive in the order they were sent and apply in order: a later set of the same key wins", () => {
    const { store } = storeWith();
    store.applyView({ full: { turn: 0, table: [] } });
    store.applyView([
      [0, 1],
      [1, 0, 0, "7K"],
      [0, 0],
    ]);
    expect(store.snapshot!.view).toEqual({ turn: 0, table: ["7K"] });
    // A key number the whole view never gave (an operation from before a newer whole view) changes nothing.
    store.applyView([[9, "x"], [5], [7, 0, 0, 1]]);
    expect(store.snapshot!.view).toEqual({ turn: 0, table: ["7K"] });
  });

  test("removing a key by a name it never had numbers nothing, and unknown keys are kept as sent", () => {
    const { store } = storeWith();
    store.applyView({ full: { a: 1 } });
    store.applyView([["zz"]]);
    store.applyView([["extra", { any: "thing" }]]);
    expect(store.snapshot!.view).toEqual({ a: 1, extra: { any: "thing" } });
    store.applyView([[1, 2]]);
    expect(store.snapshot!.view).toEqual({ a: 1, extra: 2 });
  });

  test("a kibitzer's delayed picture is marked and read as the moderator's view; a player's is not delayed", () => {
    const store = new ViewStore({ seat: null, role: "spectator" });
    store.setState(state("nosuchgame"));
    store.applyView({ full: { hands: [["1B"], ["2B"]] }, k: 1 });
    expect(store.snapshot!.delayedHands).toBe(true);
    store.applyView({ full: { hand: ["1B"] } });
    expect(store.snapshot!.delayedHands).toBe(false);
    store.setYou({ seat: 1, role: "player" });
    store.applyView({ full: { hands: [] }, k: 1 });
    expect(store.snapshot!.delayedHands).toBe(false);
    expect(store.you).toEqual({ seat: 1, role: "player" });
  });
});
