/** Views (§8): the board and hand counts are public, hands private; nobody sees another hand or the set-aside cards. */
import { rngFromSeed, randInt } from "../core/rng";
import type { Viewer } from "../core/seats";
import { decodePlaced } from "./board";
import { krendzu } from "./index";
import type { KrendzuState } from "./state";
import type { KrendzuView } from "./types";
import { place, run, start } from "./testkit";

const codesIn = (json: unknown) => new Set(JSON.stringify(json).match(/\b[6-9TJQKA][SHDC]\b/g) ?? []);

test("§8 / ruling 12 at every step of random 4-player matches: own hand only, hand counts for all, no set-aside card", () => {
  for (let seed = 0; seed < 3; seed++) {
    const r = krendzu.setup({ seats: 4, options: {} as never, dealer: seed % 4, rng: rngFromSeed(`v${seed}`) });
    if (!r.ok) throw new Error(r.error);
    let s: KrendzuState = r.value;
    let policy = rngFromSeed(`vp${seed}`);
    while (krendzu.toAct(s).length > 0) {
      const viewers: Viewer[] = [0, 1, 2, 3, "spectator", "moderator"];
      for (const viewer of viewers) {
        const v = krendzu.view(s, viewer) as unknown as KrendzuView;
        const hidden = new Set([...s.aside, ...s.hands.flatMap((h, seat) => (seat === viewer ? [] : h))]);
        expect([...codesIn(v)].filter((c) => hidden.has(c))).toEqual([]);
        expect(v.handCounts).toEqual(s.hands.map((h) => h.length));
        if (typeof viewer === "number") expect(v.hand).toEqual(s.hands[viewer]);
        else expect(v.hand).toBeUndefined();
        expect(v.board.map(decodePlaced)).toEqual(s.board);
      }
      const seat = krendzu.toAct(s)[0];
      const legal = krendzu.legalActions(s, seat);
      const [i, next] = randInt(policy, legal.length);
      policy = next;
      const res = krendzu.apply(s, seat, legal[i]);
      if (!res.ok) throw new Error(res.error);
      s = res.value.state;
    }
  }
});

test("§8 the view carries each combination with the values that made it, its cells and who scored", () => {
  const s = start(["6S 7D 8C", "AS 9H KD 6C"], { attackerCards: 3, defenderCards: 4 });
  const { state } = run(s, [
    [1, place("AS", 0, 0)],
    [0, place("6S", 1, 0)],
    [1, place("9H", 0, 1)],
    [0, place("7D", 2, 0)],
    [1, place("KD", 0, -1)],
    [0, place("8C", 3, 0)],
  ]);
  const v = krendzu.view(state, "spectator") as unknown as KrendzuView;
  expect(v.combos).toEqual([
    {
      tour: 0,
      move: 5,
      seat: 0,
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
      ],
      cards: ["AS", "6S", "7D", "8C"],
      suit: false,
      progression: true,
      values: [5, 6, 7, 8],
      scorers: [0],
    },
  ]);
  expect(v.scores).toEqual([1, 0]);
  expect(v.tourResults).toEqual([{ tour: 0, dealer: 0, attackers: [0], points: 1 }]);
});

test("§5 legal kinds: the opener and attackers place one card; a defender may also place two or skip", () => {
  const s = start(["6S 7D 8C", "AS 9H KD"], { attackerCards: 3, defenderCards: 3 });
  expect((krendzu.view(s, 1) as unknown as KrendzuView).legal).toEqual(["place"]);
  expect((krendzu.view(s, 0) as unknown as KrendzuView).legal).toEqual([]);
  const a = run(s, [[1, place("AS", 0, 0)]]).state;
  expect((krendzu.view(a, 0) as unknown as KrendzuView).legal).toEqual(["place"]);
  const d = run(a, [[0, place("6S", 1, 0)]]).state;
  expect((krendzu.view(d, 1) as unknown as KrendzuView).legal).toEqual(["place", "placeMany", "skip"]);
  // Every listed action is accepted: 2 cards x 6 cells singles, pairs, and the skip.
  const legal = krendzu.legalActions(d, 1);
  expect(legal.filter((x) => x.type === "place")).toHaveLength(12);
  for (const x of legal) expect(krendzu.apply(d, 1, x).ok).toBe(true);
});

test("§5 legalActions lists every distinct two-card move exactly once (checked against brute force)", () => {
  const s = start(["6S 7D 8C", "AS 9H KD QC"], { attackerCards: 3, defenderCards: 4 });
  const d = run(s, [
    [1, place("AS", 0, 0)],
    [0, place("6S", 1, 0)],
    [1, place("9H", 0, 1)],
    [0, place("7D", 1, 1)],
  ]).state;
  const outcome = (a: { card: string; x: number; y: number }[]) =>
    a
      .map((p) => `${p.card}@${p.x},${p.y}`)
      .sort()
      .join(" ");
  const listed = krendzu.legalActions(d, 1).flatMap((x) => (x.type === "placeMany" ? [outcome(x.cards)] : []));
  expect(new Set(listed).size).toBe(listed.length);
  const brute = new Set<string>();
  const hand = d.hands[1];
  for (const a of hand)
    for (const b of hand)
      for (let x1 = -3; x1 <= 4; x1++)
        for (let y1 = -3; y1 <= 4; y1++)
          for (let x2 = -3; x2 <= 4; x2++)
            for (let y2 = -3; y2 <= 4; y2++) {
              const cards = [
                { card: a, x: x1, y: y1 },
                { card: b, x: x2, y: y2 },
              ];
              if (krendzu.apply(d, 1, { type: "placeMany", cards }).ok) brute.add(outcome(cards));
            }
  expect(new Set(listed)).toEqual(brute);
});
