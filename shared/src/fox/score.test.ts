/** Round scoring and game end (§7, ruling 17, §10 example 6), tie-breaks, and the next round. */
import { rngFromSeed } from "../core/rng";
import { fox } from "./index";
import { trickPoints, winnersOf } from "./score";
import type { FoxState } from "./state";
import { act, craft, fillDeal, play, refuse, run, start } from "./testkit";
import type { FoxRoundResult } from "./types";

/** Trick 13 with `before` tricks taken; seat 0 leads 11B (wins: seat 1 holds 2B), so seat 0 takes one more. */
function finalTrick(before: [number, number], fields: Partial<FoxState> = {}): FoxState {
  const base = start(fillDeal({ decree: "4M" }), 1);
  return craft(base, { hands: [["11B"], ["2B"]], tricks: before, rng: rngFromSeed("r"), ...fields });
}
const finish = (s: FoxState) =>
  run(s, [
    [0, play("11B")],
    [1, play("2B")],
  ]);

describe("§7 trick points", () => {
  test("the table for every trick count 0..13", () => {
    const expected = [6, 6, 6, 6, 1, 2, 3, 6, 6, 6, 0, 0, 0, 0];
    expect(Array.from({ length: 14 }, (_, n) => trickPoints(n))).toEqual(expected);
  });

  test("round scoring through play for every split 0..13", () => {
    for (let k = 0; k <= 12; k++) {
      const r = finish(finalTrick([k, 12 - k]));
      const round = r.state.rounds[0];
      expect(round.tricks).toEqual([k + 1, 12 - k]);
      expect(round.trickPoints).toEqual([trickPoints(k + 1), trickPoints(12 - k)]);
      expect(fox.scores(r.state)).toEqual(round.totals);
      expect(r.events.find((e) => e.type === "round")).toMatchObject({ round: 0, tricks: [k + 1, 12 - k] });
    }
  });

  test("§10 example 6: 4-9 in tricks scores 1 and 6, plus treasures", () => {
    const r = finish(finalTrick([3, 9], { treasure: [2, 1], scores: [12, 5] }));
    expect(r.state.rounds[0]).toEqual({ tricks: [4, 9], trickPoints: [1, 6], treasure: [2, 1], totals: [13, 11] });
    expect(fox.handsDone(r.state)).toBe(1);
  });

  test("a round that leaves everyone short of the target deals the next round; totals carry over", () => {
    const s = finish(finalTrick([6, 6], { scores: [3, 4], treasure: [1, 0] })).state;
    expect(s.rounds[0].totals).toEqual([9, 7]); // 7 tricks → 6, 6 tricks → 3
    expect([fox.phase(s), s.round, s.dealer, fox.toAct(s)]).toEqual(["play", 1, 0, [1]]);
    expect([fox.scores(s), s.treasure, s.tricks]).toEqual([
      [9, 7],
      [0, 0],
      [0, 0],
    ]);
    expect(s.hands[0]).toHaveLength(13);
  });
});

describe("§7 game end", () => {
  test("ruling 17: a seat reaching the target from treasure mid-round does not end the game", () => {
    let s = start(fillDeal({ hands: ["7K", "8K"], decree: "4M" }), 1, 1);
    s = run(s, [
      [0, play("7K")],
      [1, play("8K")],
    ]).state;
    expect(fox.scores(s)).toEqual([0, 1]);
    expect([fox.phase(s), fox.outcome(s)]).toEqual(["play", null]);
    expect(fox.toAct(s)).toEqual([1]);
  });

  test("the game ends after the round's scoring once a seat has reached the target", () => {
    const r = finish(finalTrick([6, 6], { target: 21, scores: [15, 20] }));
    // 7 tricks → 6 (21), 6 tricks → 3 (23)
    expect(fox.phase(r.state)).toBe("over");
    expect(fox.outcome(r.state)).toEqual({ scores: [21, 23], winners: [1] });
    expect(r.events.map((e) => e.type)).toEqual(["play", "play", "trick", "round", "over"]);
    expect(fox.toAct(r.state)).toEqual([]);
    expect(fox.legalActions(r.state, 0)).toEqual([]);
    expect(refuse(r.state, 0, play("1B"))).toBe("The game is over");
    expect(fox.view(r.state, "spectator").winners).toEqual([1]);
  });

  test("tie-break: equal totals → the higher final-round score wins", () => {
    // seat 0: 7 tricks → 6, seat 1: 6 tricks → 3; totals 21-21, final round 6 vs 3
    const r = finish(finalTrick([6, 6], { scores: [15, 18] }));
    expect(fox.outcome(r.state)).toEqual({ scores: [21, 21], winners: [0] });
  });

  test("tie-break: equal totals and equal final-round scores → both seats win", () => {
    // seat 0: 7 tricks → 6 + 0 treasure; seat 1: 6 tricks → 3 + 3 treasure (already in its score)
    const r = finish(finalTrick([6, 6], { scores: [15, 18], treasure: [0, 3] }));
    expect(fox.outcome(r.state)).toEqual({ scores: [21, 21], winners: [0, 1] });
  });

  test("winnersOf: higher total, then final round (treasure + trick points), then both", () => {
    const last = (tp: [number, number], tr: [number, number]): FoxRoundResult => ({ tricks: [0, 0], trickPoints: tp, treasure: tr, totals: [0, 0] });
    expect(winnersOf([22, 21], last([0, 6], [0, 0]))).toEqual([0]);
    expect(winnersOf([21, 25], last([6, 0], [0, 0]))).toEqual([1]);
    expect(winnersOf([21, 21], last([1, 0], [0, 2]))).toEqual([1]);
    expect(winnersOf([21, 21], last([2, 1], [0, 1]))).toEqual([0, 1]);
  });

  test("options.targetScore sets the target", () => {
    const s = start(fillDeal({ decree: "4M" }), 0, 35);
    expect(fox.view(s, 0).target).toBe(35);
    expect(act(s, 1, play(s.hands[1][0])).state.target).toBe(35);
  });
});
