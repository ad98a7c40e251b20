/**
 * The strong Krendzu bot (strong.ts and its parts): its fast four judge agrees with the engine's (§6), and
 * it plays what wins a tour: completes fours, keeps its cards as a defender, blocks forks, plans the last
 * cards once the defenders are out (§5); from its view alone, the same every time.
 */
import { botInput, type BotLevel } from "../core/bot";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import { cellMap } from "./board";
import { combosThrough, judgeFour } from "./combos";
import { DECK } from "./deck";
import { krendzu } from "./index";
import { legalActions } from "./legal";
import { chanceOfAny, completes, isCombination, needOf } from "./threats";
import type { KrendzuAction, KrendzuView } from "./types";
import { tourView } from "./testkit";

const no = (card: string) => DECK.indexOf(card);
// prettier-ignore
const cells4: [number, number][] = [[0, 0], [1, 0], [2, 0], [3, 0]];

describe("§6 the strong bot's four judge agrees with the engine", () => {
  test("combinations of four cards in line order", () => {
    let rng: Rng = rngFromSeed("fours");
    const draw = () => {
      let i: number;
      [i, rng] = randInt(rng, DECK.length);
      return DECK[i];
    };
    const wrong: string[][] = [];
    for (let n = 0; n < 3000; n++) {
      const four = [draw(), draw(), draw(), draw()];
      if (isCombination(four.map(no)) !== (judgeFour(cells4, four) !== null)) wrong.push(four);
    }
    expect(wrong).toEqual([]);
  });

  test("§9.3, §9.4: the rulings' examples", () => {
    for (const four of [
      ["AS", "AH", "9S", "QC"],
      ["JS", "9H", "6D", "QC"],
      ["AH", "6S", "7D", "8C"],
      ["KS", "QH", "JD", "AC"],
      ["QC", "JH", "AC", "TS"],
    ])
      expect(isCombination(four.map(no))).toBe(true);
    expect(isCombination(["7S", "7H", "7D", "7C"].map(no))).toBe(false);
  });

  test("the cards that complete three cards around a gap are exactly those the engine accepts there", () => {
    let rng: Rng = rngFromSeed("needs");
    const wrong: string[][] = [];
    for (let n = 0; n < 400; n++) {
      let k: number;
      const three: string[] = [];
      for (let i = 0; i < 3; i++) {
        [k, rng] = randInt(rng, DECK.length);
        three.push(DECK[k]);
      }
      [k, rng] = randInt(rng, 4);
      const gap = k;
      const need = needOf(no(three[0]), no(three[1]), no(three[2]), gap);
      for (const card of DECK) {
        const four = three.slice();
        four.splice(gap, 0, card);
        if (completes(need, no(card)) !== (judgeFour(cells4, four) !== null)) wrong.push(four);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("the chance that a hand holds one of some cards", () => {
    expect(chanceOfAny(20, 10, 0)).toBe(0);
    expect(chanceOfAny(20, 10, 11)).toBe(1);
    expect(chanceOfAny(20, 10, 1)).toBeCloseTo(0.5);
    expect(chanceOfAny(4, 2, 2)).toBeCloseTo(5 / 6);
  });
});

/** A view of a two-player tour: seat 0 attacks, seat 1 defends; `board` as "card x y" strings. */
function view(board: string[], hand: string[], seat: number, counts: [number, number]): KrendzuView {
  return tourView(hand, seat, {
    handCounts: counts,
    board: board.map((b, i) => `${b} ${i % 2} ${i}`),
    legal: seat === 0 ? ["place"] : counts[0] > 0 ? ["place", "placeMany", "skip"] : ["place", "placeMany"],
  });
}
const ask = (v: KrendzuView, level: BotLevel = "strong") =>
  krendzu.bot.decide({ ruleset: "krendzu", seats: 2, options: {}, seat: v.turn, view: v as never, history: [] }, level, rngFromSeed("k"))[0] as KrendzuAction;
const placements = (a: KrendzuAction) => (a.type === "place" ? [a] : a.type === "placeMany" ? a.cards : []);

/** Three hearts in a row, both ends open: any heart completes it. */
const HEARTS = ["6H 0 0", "9H 1 0", "KH 2 0"];

test("§6 the strong attacker completes a combination when it can", () => {
  const a = ask(view(HEARTS, ["7S", "AH", "8C"], 0, [3, 10]));
  expect(a).toMatchObject({ type: "place", card: "AH", y: 0 });
  expect([-1, 3]).toContain((a as { x: number }).x);
});

test("§5 the strong defender blocks both ends of an open three at once, with cards that spoil it", () => {
  const a = ask(view(HEARTS, ["AH", "7S", "8C"], 1, [10, 3]));
  expect(a.type).toBe("placeMany");
  const placed = placements(a);
  expect(placed.map((p) => `${p.x},${p.y}`).sort()).toEqual(["-1,0", "3,0"]);
  expect(placed.map((p) => p.card).sort()).toEqual(["7S", "8C"]);
});

test("§5 with nothing to block the strong defender keeps its cards (skips); normal spends one", () => {
  const v = view(["6H 0 0", "9S 1 0"], ["7D", "8C", "QS", "KD"], 1, [11, 4]);
  expect(ask(v)).toEqual({ type: "skip" });
  expect(ask(v, "normal").type).not.toBe("skip");
});

test("§6 the strong defender blocks the cell where one attacking card would open four fours; normal does not", () => {
  // 6H 7H on a row and 8H 9H on a column meet at (2,0): a heart there opens (-1,0), (3,0), (2,-1) and (2,3),
  // more than two cards can block. Nothing is open yet, so the one-ply heuristic sees no threat.
  const v = view(["6H 0 0", "7H 1 0", "7C 1 1", "8H 2 1", "9H 2 2"], ["6S", "8C", "TD", "QC", "KS"], 1, [10, 5]);
  const strong = placements(ask(v));
  expect(strong.some((p) => p.x === 2 && p.y === 0 && !p.card.endsWith("H"))).toBe(true);
  expect(placements(ask(v, "normal")).some((p) => p.x === 2 && p.y === 0)).toBe(false);
});

test("§5 once the defender is out, the strong attacker plans its last cards: 2 points where the greedy move makes 1", () => {
  // 9H completes the hearts diagonal at (-1,-1) now, or both hearts diagonals through (3,3) once a card
  // opens that cell (it touches the board only at a corner, §9.2).
  const board = ["6H 0 0", "6S 1 0", "7H 1 1", "7C 2 1", "8H 2 2", "8C 3 1", "9S 4 1", "TH 4 2", "JH 5 1", "TS 5 0", "QH 6 0", "7D 0 -1", "8D 0 -2"];
  const play = (level: BotLevel) => {
    let hand = ["9H", "6D"];
    const placed = board.slice();
    let points = 0;
    while (hand.length > 0) {
      const a = ask(view(placed, hand, 0, [hand.length, 0]), level) as { card: string; x: number; y: number };
      placed.push(`${a.card} ${a.x} ${a.y}`);
      hand = hand.filter((c) => c !== a.card);
      const cells = cellMap(placed.map((p) => ({ card: p.split(" ")[0], x: Number(p.split(" ")[1]), y: Number(p.split(" ")[2]) })));
      points += combosThrough(cells, a.x, a.y).length;
    }
    return points;
  };
  expect(play("strong")).toBe(2);
  expect(play("normal")).toBe(1);
});

describe("the strong bot decides from its view alone, the same every time", () => {
  /** A two-player tour played by the normal bot for `moves` moves. */
  function midGame(seed: string, moves: number) {
    const made = krendzu.setup({ seats: 2, options: {} as never, dealer: 0, rng: rngFromSeed(seed) });
    if (!made.ok) throw new Error(made.error);
    let s = made.value;
    let rng = rngFromSeed(`${seed}:bots`);
    const actions: { seat: number; action: KrendzuAction }[] = [];
    for (let i = 0; i < moves; i++) {
      const seat = s.turn;
      let a;
      [a, rng] = krendzu.bot.decide(botInput(krendzu as never, krendzu.bot, s, { seats: 2, options: {}, actions }, seat), "normal", rng);
      const r = krendzu.apply(s, seat, a as KrendzuAction);
      if (!r.ok) throw new Error(r.error);
      s = r.value.state;
      actions.push({ seat, action: a as KrendzuAction });
    }
    return { s, actions };
  }

  test.each([
    ["a", 5],
    ["b", 8],
    ["c", 9],
    ["d", 11],
  ])("game %s after %i moves: legal, repeatable, blind to hidden cards", (seed, moves) => {
    const { s, actions } = midGame(seed, moves);
    const me = s.turn;
    const other = 1 - me;
    expect(s.hands[other].length).toBeGreaterThan(0);
    // Swap a card of the other hand with a set-aside one: nothing the seat can see changes.
    const hidden = {
      ...s,
      hands: s.hands.map((h, i) => (i === other ? [s.aside[0], ...h.slice(1)].sort() : h.slice())),
      aside: [s.hands[other][0], ...s.aside.slice(1)],
    };
    const input = botInput(krendzu as never, krendzu.bot, s, { seats: 2, options: {}, actions }, me);
    expect(botInput(krendzu as never, krendzu.bot, hidden, { seats: 2, options: {}, actions }, me)).toEqual(input);
    const [a] = krendzu.bot.decide(input, "strong", rngFromSeed(1));
    expect(krendzu.bot.decide(input, "strong", rngFromSeed(2))[0]).toEqual(a);
    expect(krendzu.bot.decide(botInput(krendzu as never, krendzu.bot, hidden, { seats: 2, options: {}, actions }, me), "strong", rngFromSeed(1))[0]).toEqual(a);
    expect(legalActions(s, me)).toContainEqual(a);
  });
});
