/** §7.2 matadors and values, §7.3 overbid, §7.4/7.5 entries, §10 the page's worked examples. */
import { standing, settleGame } from "./score";
import type { SkatState } from "./state";
import { act, bid, cards, declare, fillDeal, pass, pickUp, discard, run, start } from "./testkit";
import type { SkatRow, SkatOptions } from "./types";
import { matadors, settleValue } from "./value";

const facts = (twelve: string, points: number, declarerTricks = 5, tricksPlayed = 10, bidValue = 18, grandValue = 24) => ({
  twelve: cards(twelve),
  points,
  declarerTricks,
  tricksPlayed,
  bid: bidValue,
  grandValue,
});
const decl = (game: any, f: Partial<{ hand: boolean; schneider: boolean; schwarz: boolean; ouvert: boolean }> = {}) => ({
  game,
  hand: false,
  schneider: false,
  schwarz: false,
  ouvert: false,
  ...f,
});

test("§7.2 matadors: with n counts held trumps from the top; without n counts missing ones", () => {
  expect(matadors(cards("JC JS JH AH 7C"), "hearts")).toEqual({ with: true, tops: 3 });
  expect(matadors(cards("JC JS JH JD AH TH KH 7C"), "hearts")).toEqual({ with: true, tops: 7 });
  expect(matadors(cards("JD AH 7C"), "hearts")).toEqual({ with: false, tops: 3 });
  expect(matadors(cards("7C 8C 9S"), "hearts")).toEqual({ with: false, tops: 11 });
  expect(matadors(cards("AH 7C"), "grand")).toEqual({ with: false, tops: 4 });
  expect(matadors(cards("JC JS JH JD"), "grand")).toEqual({ with: true, tops: 4 });
});

test("§10 seed: hearts with 2, picked up, 61+ → 3 × 10 = 30", () => {
  const r = settleValue(decl("hearts"), facts("JC JS AH 7C", 70));
  expect(r).toMatchObject({ won: true, breakdown: { with: true, tops: 2, multiplier: 3, value: 30 } });
});

test("§10 seed: clubs without 1, hand, schneider won → 4 × 12 = 48", () => {
  const r = settleValue(decl("clubs", { hand: true }), facts("JS JH AC", 95));
  expect(r).toMatchObject({ won: true, breakdown: { with: false, tops: 1, schneider: true, multiplier: 4, value: 48 } });
});

test("§10 seed: grand with 3, picked up → 96, or 80 with grandValue 20", () => {
  expect(settleValue(decl("grand"), facts("JC JS JH AH", 70)).breakdown.value).toBe(96);
  expect(settleValue(decl("grand"), facts("JC JS JH AH", 70, 5, 10, 18, 20)).breakdown.value).toBe(80);
});

test("§10 seed: hearts with 1, hand, schneider announced and made → 5 × 10 = 50", () => {
  const r = settleValue(decl("hearts", { hand: true, schneider: true }), facts("JC JH JD AH", 95, 9));
  expect(r).toMatchObject({ won: true, breakdown: { tops: 1, multiplier: 5, value: 50 } });
});

test("§10 seed: clubs with 2 → 36; the same as a lost hand game → 48, entry −96", () => {
  expect(settleValue(decl("clubs"), facts("JC JS AC", 70)).breakdown.value).toBe(36);
  const lost = settleValue(decl("clubs", { hand: true }), facts("JC JS AC", 50));
  expect(lost).toMatchObject({ won: false, breakdown: { value: 48 } });
});

test("§9.9 P = 60 loses, P = 61 wins; lost with P ≤ 30 counts schneider, no trick at all schwarz", () => {
  expect(settleValue(decl("spades"), facts("JC AS", 60)).won).toBe(false);
  expect(settleValue(decl("spades"), facts("JC AS", 61)).won).toBe(true);
  expect(settleValue(decl("spades"), facts("JC AS", 30, 2)).breakdown).toMatchObject({ schneider: true, schwarz: false, multiplier: 3 });
  expect(settleValue(decl("spades"), facts("JC AS", 0, 0)).breakdown).toMatchObject({ schneider: true, schwarz: true, multiplier: 4 });
  expect(settleValue(decl("spades"), facts("JC AS", 120, 10)).breakdown).toMatchObject({ schneider: true, schwarz: true, multiplier: 4 });
});

test("§9.10 announced schneider reached with 61..89 is lost, the value still counts schneider and announced", () => {
  const r = settleValue(decl("diamonds", { hand: true, schneider: true }), facts("JC AD", 75));
  expect(r).toMatchObject({ won: false, breakdown: { multiplier: 5, value: 45 } });
});

test("§7.1 announced schwarz needs all ten tricks; ouvert adds schneider, schwarz, announced and ouvert", () => {
  const c = decl("grand", { hand: true, schneider: true, schwarz: true, ouvert: true });
  const r = settleValue(c, facts("JC AS", 120, 10));
  // with 1, game, hand, schneider, announced, schwarz, announced, ouvert = 8
  expect(r).toMatchObject({ won: true, breakdown: { multiplier: 8, value: 192 } });
  expect(settleValue(c, facts("JC AS", 100, 9)).won).toBe(false);
});

test("§7.2 null values 23 / 35 / 46 / 59; null is won iff the declarer takes no trick", () => {
  expect(settleValue(decl("null"), facts("", 0, 0)).breakdown.value).toBe(23);
  expect(settleValue(decl("null", { hand: true }), facts("", 0, 0)).breakdown.value).toBe(35);
  expect(settleValue(decl("null", { ouvert: true }), facts("", 0, 0)).breakdown.value).toBe(46);
  expect(settleValue(decl("null", { hand: true, ouvert: true }), facts("", 0, 0)).breakdown.value).toBe(59);
  expect(settleValue(decl("null"), facts("", 0, 1, 1)).won).toBe(false);
  expect(settleValue(decl("null"), facts("", 0, 0)).won).toBe(true);
});

test("§7.3 overbid: lost even with 61+, valued at the smallest multiple of the base reaching the bid", () => {
  const r = settleValue(decl("spades", { hand: true }), facts("JC JH JD", 74, 5, 10, 44));
  expect(r).toMatchObject({ won: false, breakdown: { overbid: true, multiplier: 3, plain: 33, value: 44 } });
  // never less than the achieved m
  const r2 = settleValue(decl("diamonds"), facts("JC JS JH JD AD TD", 70, 5, 10, 60));
  expect(r2.breakdown).toMatchObject({ multiplier: 7, plain: 63, overbid: false, value: 63 });
});

test("§7.3 schneider won in play lifts the value to the bid: not overbid", () => {
  const r = settleValue(decl("spades", { hand: true }), facts("JC JH JD", 95, 8, 10, 44));
  expect(r).toMatchObject({ won: true, breakdown: { overbid: false, value: 44 } });
});

/** A state in play after a declaration; `fields` craft the tricks taken. Returns the settled row and state. */
function settled(s: SkatState, fields: Partial<SkatState>): { row: SkatRow; state: SkatState } {
  const d = { ...s, ...fields } as any;
  settleGame(d);
  return { row: d.rows[d.rows.length - 1], state: d };
}

// dealer 0 with 3 seats: FH 1, MH 2, RH 0
const overbidDeal = fillDeal(3, 0, {
  hands: { 0: "JH JD AS TS KS QS 9S 8S 7S AC", 1: "JS AH TH KH QH 9H 8H 7H AD TD" },
  skat: "JC 7C",
});

test("§10 overbid example: spades hand at 44 with JC in the skat, P = 74 → −88 − 50 = −138, defenders +40", () => {
  // prettier-ignore
  let s = run(start(overbidDeal), [[2, pass], [0, bid(44)], [1, pass]]);
  expect(s.declarer).toBe(0);
  s = act(s, 0, declare("spades", { hand: true }));
  const taken = cards("AC TC AH TH AD TD KC QC JD"); // 72 + the skat's 2 = 74
  const { row, state } = settled(s, { taken: [taken, [], []], tricks: [3, 4, 3] });
  expect(row.points).toEqual([74, 46]);
  expect(row.breakdown).toMatchObject({ with: true, tops: 1, multiplier: 3, plain: 33, overbid: true, value: 44 });
  expect(row.entry).toBe(-88);
  expect(state.scores).toEqual([-138, 40, 40]);
});

test("§10 overbid example: with P ≥ 90 the same game is won, +44 + 50", () => {
  // prettier-ignore
  let s = run(start(overbidDeal), [[2, pass], [0, bid(44)], [1, pass]]);
  s = act(s, 0, declare("spades", { hand: true }));
  const taken = cards("AC TC AH TH AD TD AS TS KC QC KH KD"); // 92 + 2
  const { row, state } = settled(s, { taken: [taken, [], []], tricks: [6, 2, 2] });
  expect(row.won).toBe(true);
  expect(state.scores).toEqual([94, 0, 0]);
});

test("§10 diamonds with 1, picked up, one trick, P = 6, kontra + re → 108; lost −216 − 50, defenders +40", () => {
  const deal = fillDeal(3, 0, { hands: { 0: "JC JH AD TD KD QD 9D 8D 7D 7S" }, skat: "7H 8H" });
  // prettier-ignore
  let s = run(start(deal, { kontra: "re" }), [[2, pass], [0, bid(18)], [1, pass], [0, pickUp], [0, discard("7H", "8H")], [0, declare("diamonds")]]);
  s = act(s, 1, { type: "kontra" });
  s = act(s, 0, { type: "re" });
  expect(s.kontra).toBe(2);
  const { row, state } = settled(s, { taken: [cards("7S KH 7C"), [], []], tricks: [1, 5, 4] });
  expect(row.points[0]).toBe(4);
  expect(row.breakdown).toMatchObject({ tops: 1, multiplier: 3, value: 27 });
  expect(row.kontra).toBe(4);
  expect(row.entry).toBe(-216);
  expect(state.scores).toEqual([-266, 40, 40]);
});

test("§10 four seats: spades hand without 3, P = 13 → 66, lost −132 − 50; both defenders and the dealer +30", () => {
  // dealer 0 sits out: FH 1, MH 2, RH 3
  const deal = fillDeal(4, 0, { hands: { 1: "JD AS TS KS QS 9S 8S 7S 7H 8H", 2: "JC JS JH AC TC KC QC 9C 8C 7C" }, skat: "7D 8D" });
  // prettier-ignore
  let s = run(start(deal, {}, 4, 0), [[2, pass], [3, pass], [1, bid(18)]]);
  expect(s.declarer).toBe(1);
  s = act(s, 1, declare("spades", { hand: true }));
  const { row, state } = settled(s, { taken: [[], cards("TS QS 7H"), [], []], tricks: [0, 1, 5, 4] });
  expect(row.points[0]).toBe(13);
  expect(row.breakdown).toMatchObject({ with: false, tops: 3, multiplier: 6, value: 66 });
  expect(row.entry).toBe(-132);
  expect(state.scores).toEqual([30, -182, 30, 30]);
});

test("§7.5 plain scoring: only the declarer's entry; a lost hand clubs with 2 is −96", () => {
  const deal = fillDeal(3, 0, { hands: { 0: "JC JS AC TC KC QC 9C 8C 7C 7S" }, skat: "7D 8D" });
  // prettier-ignore
  let s = run(start(deal, { scoring: "plain" }), [[2, pass], [0, bid(18)], [1, pass]]);
  s = act(s, 0, declare("clubs", { hand: true }));
  const { row, state } = settled(s, { taken: [cards("AH TH AS KS"), [], []], tricks: [2, 4, 4] });
  expect(row.points[0]).toBe(36);
  expect(row.breakdown?.value).toBe(48);
  expect(state.scores[0]).toBe(-96);
  expect(state.scores.slice(1)).toEqual([0, 0]);
});

test("§7.5 beer: a won game costs each other seat V, a lost one the declarer 2V", () => {
  const deal = fillDeal(3, 0, { hands: { 0: "JC JS AC TC KC QC 9C 8C 7C 7S" }, skat: "7D 8D" });
  // prettier-ignore
  let s = run(start(deal, { scoring: "beer" }), [[2, pass], [0, bid(18)], [1, pass]]);
  s = act(s, 0, declare("clubs", { hand: true }));
  const won = settled(s, { taken: [cards("AH TH AS TS AD TD KH"), [], []], tricks: [6, 2, 2] });
  expect(won.row.won).toBe(true);
  expect(won.state.scores).toEqual([0, -48, -48]);
  const lost = settled(s, { taken: [cards("AH TH AS TS"), [], []], tricks: [2, 4, 4] });
  expect(lost.row.won).toBe(false);
  expect(lost.state.scores[0]).toBe(-96);
  expect(lost.state.scores.slice(1)).toEqual([0, 0]);
});

test("§10 seed tournament table: Seeger (won − lost)·50 and Fabian 40 per other's loss → 738 / 720 / 300", () => {
  const rows: SkatRow[] = [];
  const add = (declarer: number, won: boolean, entry: number) => {
    const delta = [0, 0, 0];
    delta[declarer] = entry;
    const bonus = [0, 0, 0].map((_, i) => (i === declarer ? (won ? 50 : -50) : won ? 0 : 40));
    rows.push({
      n: rows.length + 1,
      dealer: 0,
      kind: "game",
      declarer,
      bid: 18,
      contract: null,
      breakdown: null,
      won,
      points: [],
      tricks: [],
      kontra: 1,
      entry,
      delta,
      bonus,
      totals: [],
      durchmarsch: false,
      jungfrau: false,
    });
  };
  for (let i = 0; i < 8; i++) add(0, true, 18);
  add(0, true, 20);
  add(0, false, -68);
  add(0, false, -68);
  for (let i = 0; i < 4; i++) add(1, true, 20);
  for (let i = 0; i < 10; i++) add(2, true, 44);
  for (let i = 0; i < 9; i++) add(2, false, -30);
  const opts: SkatOptions = { scoring: "tournament", deals: 36, beerLimit: 501, grandValue: 24, kontra: "off", allPass: "redeal" };
  const st = standing({ seats: 3, opts, rows } as unknown as SkatState);
  expect(st.map((x) => [x.won, x.lost, x.games, x.seeger, x.fabian, x.total])).toEqual([
    [9, 2, 28, 350, 360, 738],
    [4, 0, 80, 200, 440, 720],
    [10, 9, 170, 50, 80, 300],
  ]);
});
