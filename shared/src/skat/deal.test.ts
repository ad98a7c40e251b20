/** §4 the deal pattern, §7.5 beer's end and the sitting-out dealer, §5.5 kontra on null, §9.11/9.13. */
import { SKAT_DECK } from "./cards";
import { dealCards } from "./deal";
import { skat } from "./index";
import { settleGame } from "./score";
import type { SkatState } from "./state";
import { act, bid, cards, declare, fillDeal, pass, run, start } from "./testkit";

test("§4 a shuffled deck is dealt 3 each from Forehand, 2 to the skat, then 4 each, then 3 each", () => {
  const d = dealCards(SKAT_DECK, 3, 0); // FH 1, MH 2, RH 0
  expect(d.hands[1].slice(0, 3)).toEqual(SKAT_DECK.slice(0, 3));
  expect(d.hands[2].slice(0, 3)).toEqual(SKAT_DECK.slice(3, 6));
  expect(d.hands[0].slice(0, 3)).toEqual(SKAT_DECK.slice(6, 9));
  expect(d.skat).toEqual(SKAT_DECK.slice(9, 11));
  expect(d.hands[1].slice(3, 7)).toEqual(SKAT_DECK.slice(11, 15));
  expect(d.hands[0].slice(7)).toEqual(SKAT_DECK.slice(29, 32));
  const d4 = dealCards(SKAT_DECK, 4, 2); // the dealer (2) gets nothing
  expect(d4.hands[2]).toEqual([]);
  expect(d4.hands[3].slice(0, 3)).toEqual(SKAT_DECK.slice(0, 3));
});

const settle = (s: SkatState, fields: Partial<SkatState>) => {
  const d = { ...s, ...fields } as any;
  settleGame(d);
  return d as SkatState;
};

test("§7.5/§9.13 beer with 4 seats: a won game costs both defenders and the sitting-out dealer V; reaching −limit ends the game", () => {
  const deal = fillDeal(4, 0, { hands: { 1: "JC JS AC TC KC QC 9C 8C 7C 7S" }, skat: "7D 8D" });
  let s = run(start(deal, { scoring: "beer", beerLimit: 40 }, 4, 0), [
    [2, pass],
    [3, pass],
    [1, bid(18)],
  ]);
  s = act(s, 1, declare("clubs", { hand: true }));
  const after = settle(s, { taken: [[], cards("AH TH AS TS AD TD KH"), [], []], tricks: [0, 6, 2, 2] });
  expect(after.scores).toEqual([-48, 0, -48, -48]);
  expect(after.phase).toBe("over");
  expect(skat.outcome(after)).toEqual({ scores: [-48, 0, -48, -48], winners: [1], losers: [0, 2, 3] });
});

test("§7.5 tournament and plain games end after `deals` deals", () => {
  const s = run(start([fillDeal(3, 0, {}), fillDeal(3, 1, {})], { deals: 2, scoring: "plain" }), [
    [2, pass],
    [0, pass],
    [1, pass],
    [0, pass],
    [1, pass],
    [2, pass],
  ]);
  expect(s.rows).toHaveLength(2);
  expect(s.phase).toBe("over");
  expect(skat.outcome(s)?.winners).toEqual([0, 1, 2]);
});

test("§5.5 kontra is allowed on null; §9.11 it multiplies the result, never the comparison with the bid", () => {
  let s = run(start(fillDeal(3, 0, {}), { kontra: "re" }), [
    [2, pass],
    [0, bid(23)],
    [1, pass],
    [0, declare("null", { hand: true })],
  ]);
  s = act(s, 1, { type: "kontra" });
  s = act(s, 0, { type: "pass" });
  const lost = settle(s, { tricks: [1, 0, 0] });
  const row = lost.rows[lost.rows.length - 1];
  expect(row).toMatchObject({ kontra: 2, entry: -140, breakdown: { value: 35, overbid: false } });
});
