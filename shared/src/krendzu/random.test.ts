/**
 * Property tests over seeded random legal matches in every mode: all 36 cards accounted for, one seat at a
 * time, each tour's points equal the combination fours on its final board (§6: scored once, at once),
 * scores per side, determinism.
 */
import { randInt, rngFromSeed } from "../core/rng";
import { cellMap } from "./board";
import { judgeFour, LINES } from "./combos";
import { DECK } from "./deck";
import { krendzu } from "./index";
import type { KrendzuState } from "./state";
import type { KrendzuOptions, Placed } from "./types";

const MODES: [number, Partial<KrendzuOptions>][] = [
  [2, {}],
  [2, { attackerCards: 14, defenderCards: 16, tours: 4 }],
  [3, { tours: 2 }],
  [3, { threeMode: "loneDefends", tours: 2 }],
  [4, {}],
];

/** Every combination four on a board, found by brute force (independent of the engine's incremental search). */
function foursOn(board: readonly Placed[]): number {
  const cells = cellMap(board);
  let n = 0;
  for (const p of board) {
    for (const [dx, dy] of LINES) {
      const four: [number, number][] = [0, 1, 2, 3].map((i) => [p.x + i * dx, p.y + i * dy]);
      const cards = four.map(([x, y]) => cells.get(`${x},${y}`));
      if (cards.every((c) => c !== undefined) && judgeFour(four, cards as string[])) n++;
    }
  }
  return n;
}

function newMatch(n: number, o: Partial<KrendzuOptions>, seed: number): KrendzuState {
  const r = krendzu.setup({ seats: n, options: o as KrendzuOptions, dealer: seed % n, rng: rngFromSeed(`m${seed}`) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Plays a seeded random match checking the invariants after every step; returns the final state. */
function playChecked(n: number, o: Partial<KrendzuOptions>, seed: number): { state: KrendzuState; actions: { seat: number; action: object }[] } {
  let s = newMatch(n, o, seed);
  let policy = rngFromSeed(`p${seed}`);
  const actions: { seat: number; action: object }[] = [];
  for (let steps = 0; ; steps++) {
    if (s.phase === "play") {
      const all = [...s.hands.flat(), ...s.aside, ...s.board.map((p) => p.card)].sort();
      expect(all).toEqual(DECK.slice().sort());
    }
    const who = krendzu.toAct(s);
    if (who.length === 0) break;
    for (let seat = 0; seat < n; seat++) if (seat !== who[0]) expect(krendzu.legalActions(s, seat)).toEqual([]);
    const legal = krendzu.legalActions(s, who[0]);
    expect(legal.length).toBeGreaterThan(0);
    const [i, next] = randInt(policy, legal.length);
    policy = next;
    const r = krendzu.apply(s, who[0], legal[i]);
    if (!r.ok) throw new Error(`legal action refused: ${r.error}`);
    actions.push({ seat: who[0], action: legal[i] });
    const prev = s;
    s = r.value.state;
    if (s.tour !== prev.tour || s.phase === "over") {
      // The tour that just ended: its points are the fours on its final board.
      const finalBoard = s.phase === "over" ? s.board : s.lastBoard;
      expect(prev.tourResults[prev.tour].points + r.value.events.filter((e) => e.type === "combo").length).toBe(foursOn(finalBoard));
    }
    if (steps > 5000) throw new Error("match does not end");
  }
  return { state: s, actions };
}

describe("random legal matches", () => {
  test.each(MODES)("§6/§7 %i seats %j: cards accounted for, tour points = fours on the final board, scores by side", (n, o) => {
    for (let seed = 0; seed < 8; seed++) {
      const { state } = playChecked(n, o, seed);
      expect(krendzu.phase(state)).toBe("over");
      const expected = new Array<number>(n).fill(0);
      for (const t of state.tourResults) for (const a of t.attackers) expected[a] += t.points;
      expect(krendzu.scores(state)).toEqual(expected);
      expect(state.combos).toHaveLength(state.tourResults.reduce((a, t) => a + t.points, 0));
      const out = krendzu.outcome(state)!;
      expect(out.winners).toEqual(out.scores.flatMap((x, i) => (x === Math.max(...out.scores) ? [i] : [])));
      // §4: roles alternate (2 and 4 players), the lone role moves on (3 players).
      state.tourResults.forEach((t, i) => expect(t.dealer).toBe(((seed % n) + i) % n));
      if (n === 4) expect(state.tourResults.map((t) => t.attackers)).toEqual(state.tourResults.map((t) => [t.dealer % 2, (t.dealer % 2) + 2]));
    }
  });

  test("determinism: the same seed and the same actions give the same match", () => {
    const a = playChecked(2, {}, 7);
    const b = playChecked(2, {}, 7);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(krendzu.deals(newMatch(2, {}, 1))).not.toEqual(krendzu.deals(newMatch(2, {}, 2)));
  });
});
