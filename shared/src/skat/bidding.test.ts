/** §5.1 bidding dialogue, §2 positions, §5.7 all-pass, §9 rulings 1–4. */
import { skat } from "./index";
import { bidLadder } from "./ladder";
import { act, bid, fillDeal, hold, pass, refuse, run, start } from "./testkit";

const deal3 = (dealer = 0) => fillDeal(3, dealer, {});

test("§5.1 the default ladder is exactly the page's list", () => {
  expect(bidLadder(24).join(" ")).toBe(
    "18 20 22 23 24 27 30 33 35 36 40 44 45 46 48 50 54 55 59 60 63 66 70 72 77 80 81 84 88 90 96 99 100 108 110 117 120 121 126 130 132 135 140 143 144 150 153 154 156 160 162 165 168 170 176 180 187 192 198 204 216 240 264",
  );
});

test("§5.1 with grandValue 20, 240 and 264 are not on the ladder but 200 and 220 are", () => {
  const l = bidLadder(20);
  expect(l).not.toContain(240);
  expect(l).not.toContain(264);
  expect(l).toContain(200);
  expect(l).toContain(220);
});

test("§2 three seats: FH left of the dealer, MH next, RH is the dealer; MH opens the bidding", () => {
  const s = start(deal3(1), {}, 3, 1);
  expect([s.fh, s.mh, s.rh]).toEqual([2, 0, 1]);
  expect(s.phase).toBe("bidding");
  expect(skat.toAct(s)).toEqual([0]);
});

test("§2 four seats: the dealer sits out (no cards, no actions)", () => {
  const s = start(fillDeal(4, 0, {}), {}, 4, 0);
  expect([s.fh, s.mh, s.rh]).toEqual([1, 2, 3]);
  expect(s.hands[0]).toEqual([]);
  expect(skat.legalActions(s, 0)).toEqual([]);
  expect(refuse(s, 0, pass)).toMatch(/sits/);
});

test("§5.1 stage 1 then stage 2: MH asks FH, RH asks the survivor, the last one holding is declarer", () => {
  let s = start(deal3());
  // dealer 0: FH 1, MH 2, RH 0
  // prettier-ignore
  s = run(s, [[2, bid(18)], [1, hold], [2, bid(20)], [1, pass]]);
  expect(s.stage).toBe(2);
  expect([s.bidder, s.listener, s.turn]).toEqual([0, 2, 0]);
  // §9.2 the value carries over: RH must say more than 20
  expect(refuse(s, 0, bid(20))).toMatch(/more than 20/);
  // prettier-ignore
  s = run(s, [[0, bid(22)], [2, hold], [0, pass]]);
  expect(s.phase).toBe("skat");
  expect(s.declarer).toBe(2);
  expect(s.bidValue).toBe(22);
});

test("§9.1 a listener never bids, a bidder never holds; values off the ladder are refused", () => {
  let s = start(deal3());
  expect(refuse(s, 2, hold)).toMatch(/only the listener holds/);
  for (const v of [19, 21, 25, 17]) expect(refuse(s, 2, bid(v))).toMatch(/not a value on the bid ladder/);
  s = act(s, 2, bid(18));
  expect(refuse(s, 1, bid(20))).toMatch(/listener never bids/);
  expect(refuse(s, 0, pass)).toMatch(/not your turn/);
});

test("§5.1 jump bids are allowed", () => {
  const s = act(start(deal3()), 2, bid(48));
  expect(s.value).toBe(48);
});

test("§9.3 FH who held is declarer at the value he held when the others pass", () => {
  // prettier-ignore
  const s = run(start(deal3()), [[2, bid(18)], [1, hold], [2, pass], [0, pass]]);
  expect(s.declarer).toBe(1);
  expect(s.bidValue).toBe(18);
});

test("§5.1 listener passes in stage 2: RH is declarer at his last value", () => {
  // prettier-ignore
  const s = run(start(deal3()), [[2, pass], [0, bid(18)], [1, pass]]);
  expect(s.declarer).toBe(0);
  expect(s.bidValue).toBe(18);
});

test("§5.1 stage 3: MH and RH pass without a bid, FH may bid any value and declares", () => {
  let s = run(start(deal3()), [
    [2, pass],
    [0, pass],
  ]);
  expect(s.stage).toBe(3);
  expect(s.turn).toBe(1);
  s = act(s, 1, bid(18));
  expect(s.declarer).toBe(1);
  expect(s.bidValue).toBe(18);
  expect(s.phase).toBe("skat");
});

test("§5.7/§9.4 three passes with redeal: the deal scores 0, counts, and the dealer rotates", () => {
  // prettier-ignore
  const s = run(start([deal3(0), deal3(1)], { deals: 5 }), [[2, pass], [0, pass], [1, pass]]);
  expect(s.rows).toHaveLength(1);
  expect(s.rows[0].kind).toBe("passed");
  expect(s.scores).toEqual([0, 0, 0]);
  expect(s.dealer).toBe(1);
  expect(s.phase).toBe("bidding");
});

test("§4 when the deal list runs out the engine waits in phase deal with nobody to act", () => {
  // prettier-ignore
  const s = run(start(deal3(0), { deals: 5 }), [[2, pass], [0, pass], [1, pass]]);
  expect(s.phase).toBe("deal");
  expect(skat.toAct(s)).toEqual([]);
  expect(skat.outcome(s)).toBeNull();
});

test("§5.7 three passes with Ramsch: play with no declarer, FH leads", () => {
  // prettier-ignore
  const s = run(start(deal3(), { allPass: "ramsch" }), [[2, pass], [0, pass], [1, pass]]);
  expect(s.phase).toBe("play");
  expect(s.ramsch).toBe(true);
  expect(s.declarer).toBe(-1);
  expect(s.turn).toBe(1);
});
