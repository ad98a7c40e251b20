/** Scoring and game end (§7, rulings 13-14). */
import { euchre } from "./index";
import { handPoints } from "./resolve";
import { craft, fillDeal, pass, play, playOut, run, start } from "./testkit";

describe("§7 points per hand", () => {
  test("§7 makers take 3 or 4 → makers +1 (alone or not; ruling 13)", () => {
    expect(handPoints(0, 3, false, false)).toEqual([1, 0]);
    expect(handPoints(1, 4, false, false)).toEqual([0, 1]);
    expect(handPoints(1, 3, true, false)).toEqual([0, 1]);
    expect(handPoints(0, 4, true, true)).toEqual([1, 0]);
  });
  test("§7 a march (5, not alone) → makers +2", () => expect(handPoints(0, 5, false, false)).toEqual([2, 0]));
  test("§7 a lone march → makers +4", () => expect(handPoints(1, 5, true, false)).toEqual([0, 4]));
  test("§7 euchred (t ≤ 2) → defenders +2", () => {
    expect(handPoints(0, 2, false, false)).toEqual([0, 2]);
    expect(handPoints(1, 0, true, false)).toEqual([2, 0]);
  });
  test("§7 euchred by a lone defender → defenders +4", () => expect(handPoints(0, 1, true, true)).toEqual([0, 4]));
});

describe("§7 totals and game end", () => {
  // Seat 0 holds every trump but one: ordering up spades alone, he marches.
  const strong = fillDeal({ hands: ["JS JC AS KS QS", "9H TH JH QH KH", "AH 9D TD JD QD", "KD AD 9C TC QC"], upcard: "9S", kitty: "TS KC AC" });
  test("§7 scores are per seat [A,B,A,B] and change only when a hand ends", () => {
    let s = run(start(strong, 3), [
      [0, { type: "orderUp", alone: false }],
      [3, { type: "discard", cards: ["9S"] }],
    ]).state;
    expect(euchre.scores(s)).toEqual([0, 0, 0, 0]);
    s = run(s, [[0, play("JS")]]).state;
    expect(euchre.scores(s)).toEqual([0, 0, 0, 0]);
    const done = playOut(s).state;
    const pts = done.results[0].points;
    expect(euchre.scores(done)).toEqual([pts[0], pts[1], pts[0], pts[1]]);
    expect(done.results[0].tricks[0] + done.results[0].tricks[1]).toBe(5);
  });
  test("§7 a lone march of seat 0 scores 4 for team A", () => {
    // prettier-ignore
    const s = run(start(strong, 3), [[0, { type: "orderUp", alone: true }], [3, { type: "discard", cards: ["9S"] }], [1, pass], [3, pass]]).state;
    const done = playOut(s).state;
    expect(done.results[0].tricks).toEqual([5, 0]);
    expect(euchre.scores(done)).toEqual([4, 0, 4, 0]);
  });
  test("§7/ruling 14 reaching targetScore at the end of a hand ends the game; winners are the team", () => {
    // prettier-ignore
    const s = run(start(strong, 3, { targetScore: 4 }), [[0, { type: "orderUp", alone: true }], [3, { type: "discard", cards: ["9S"] }], [1, pass], [3, pass]]).state;
    const done = playOut(s);
    expect(euchre.phase(done.state)).toBe("over");
    expect(euchre.outcome(done.state)).toEqual({ scores: [4, 0, 4, 0], winners: [0, 2] });
    expect(done.events.map((e) => e.type).slice(-2)).toEqual(["hand", "over"]);
    expect(euchre.toAct(done.state)).toEqual([]);
    expect(euchre.apply(done.state, 0, pass)).toEqual({ ok: false, error: "The game is over", code: "game_over" });
  });
  test("§7 below the target the next hand is dealt by dealer+1", () => {
    // prettier-ignore
    const s = run(start([strong, strong], 3, { targetScore: 5 }), [[0, { type: "orderUp", alone: true }], [3, { type: "discard", cards: ["9S"] }], [1, pass], [3, pass]]).state;
    const done = playOut(s).state;
    expect(done.phase).toBe("bid1");
    expect(done.dealer).toBe(0);
    expect(done.turn).toBe(1);
    expect(euchre.outcome(done)).toBeNull();
  });
  test("ruling 14: the game cannot end mid-hand even past the target in tricks", () => {
    const base = run(start(strong, 3, { targetScore: 1 }), [
      [0, { type: "orderUp", alone: false }],
      [3, { type: "discard", cards: ["9S"] }],
    ]).state;
    const s = craft(base, { scores: [0, 0] });
    // prettier-ignore
    const mid = run(s, [[0, play("JS")], [1, play("9H")], [2, play("AH")], [3, play("KD")]]).state;
    expect(mid.tricks[0]).toBe(1);
    expect(euchre.outcome(mid)).toBeNull();
  });
});
