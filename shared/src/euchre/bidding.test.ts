/** Bidding (§5 bid1, discard, bid2, defend) and the rulings about it (§9). */
import { euchre } from "./index";
import { call, defendAlone, discard, fillDeal, orderUp, pass, play, refuse, run, start } from "./testkit";

const deal = fillDeal({ hands: ["9S TS JS QS KS", "AS 9H TH JH QH", "KH AH 9D TD JD", "QD KD AD 9C TC"], upcard: "JC", kitty: "QC KC AC" });
const allPass = [0, 1, 2, 3].map((i) => [(1 + i) % 4, pass] as [number, typeof pass]);

describe("§5 bid1", () => {
  test("§5 bid1 starts left of the dealer and goes dealer+1, +2, +3, dealer", () => {
    let s = start(deal, 2);
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.turn);
      s = run(s, [[s.turn, pass]]).state;
    }
    expect(order).toEqual([3, 0, 1, 2]);
    expect(s.phase).toBe("bid2");
  });

  test("§5 bid1 offers pass, order up and order up alone; others are not asked after an order up", () => {
    const s = start(deal, 0);
    expect(euchre.legalActions(s, 1)).toEqual([pass, orderUp(false), orderUp(true)]);
    expect(euchre.legalActions(s, 2)).toEqual([]);
    const after = run(s, [[1, orderUp()]]).state;
    expect(after.phase).toBe("discard");
    expect(after.turn).toBe(0);
    expect(after.trump).toBe("C");
    expect(after.maker).toBe(1);
  });

  test("§5 orderUp without `alone` means not alone", () => {
    const s = run(start(deal, 0), [[1, { type: "orderUp" }]]).state;
    expect(s.alone).toBe(false);
    expect(s.out).toEqual([]);
  });

  test("§5/ruling 1 the dealer may pick up himself, alone or not, and may discard the upcard", () => {
    // prettier-ignore
    const s = run(start(deal, 0), [[1, pass], [2, pass], [3, pass], [0, orderUp(true)]]).state;
    expect(s.phase).toBe("discard");
    expect(s.out).toEqual([2]);
    expect(s.hands[0]).toContain("JC");
    const d = run(s, [[0, discard("JC")]]).state;
    expect(d.hands[0]).not.toContain("JC");
    expect(d.discarded).toBe("JC");
    expect(d.phase).toBe("defend");
  });

  test("ruling 2: the dealer's partner alone → the dealer sits out, nobody picks up, upcard stays face up out of play", () => {
    const s = run(start(deal, 0), [
      [1, pass],
      [2, orderUp(true)],
    ]).state;
    expect(s.out).toEqual([0]);
    expect(s.upcardState).toBe("dead");
    expect(s.hands[0]).toHaveLength(5);
    expect(s.phase).toBe("defend");
    expect(euchre.view(s, "spectator").upcard).toBe("JC");
  });

  test("ruling 3: the dealer's partner not alone → the dealer picks up and discards as usual", () => {
    const s = run(start(deal, 0), [
      [1, pass],
      [2, orderUp()],
    ]).state;
    expect(s.phase).toBe("discard");
    expect(s.turn).toBe(0);
    expect(s.hands[0]).toHaveLength(6);
  });

  test("§5 four passes → bid2 with the upcard turned down, starting at dealer+1", () => {
    const s = run(start(deal, 0), allPass).state;
    expect(s.phase).toBe("bid2");
    expect(s.upcardState).toBe("down");
    expect(s.turn).toBe(1);
    expect(euchre.view(s, 1).upcard).toBe("");
    expect(euchre.view(s, 1).upSuit).toBe("C");
  });
});

describe("§5 discard", () => {
  const s = run(start(deal, 0), [[1, orderUp()]]).state;
  test("§5 discard: exactly one of the dealer's 6 cards, then play starts at dealer+1", () => {
    expect(euchre.legalActions(s, 0)).toHaveLength(6);
    expect(refuse(s, 0, { type: "discard", cards: [] })).toBe("Discard exactly one card from your hand");
    expect(refuse(s, 0, { type: "discard", cards: ["9S", "TS"] })).toBe("Discard exactly one card from your hand");
    expect(refuse(s, 0, discard("AS"))).toBe("That card is not in your hand");
    expect(refuse(s, 0, play("9S"))).toMatch(/discard/);
    const d = run(s, [[0, discard("9S")]]).state;
    expect(d.hands[0]).toHaveLength(5);
    expect(d.phase).toBe("play");
    expect(d.turn).toBe(1);
  });
});

describe("§5 bid2", () => {
  const s2 = run(start(deal, 0), allPass).state;
  test("§5 bid2 offers pass and every suit but the upcard's, each alone or not", () => {
    expect(euchre.legalActions(s2, 1)).toEqual([pass, call("S"), call("S", true), call("H"), call("H", true), call("D"), call("D", true)]);
  });
  test("ruling 7: calling the upcard's suit in bid2 is refused", () => {
    expect(refuse(s2, 1, call("C"))).toBe("The upcard's suit (clubs) was turned down: name another suit");
  });
  test("§5 bid2 call fixes trump, nobody picks up, play starts", () => {
    const s = run(s2, [
      [1, pass],
      [2, call("D")],
    ]).state;
    expect(s.trump).toBe("D");
    expect(s.maker).toBe(2);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.phase).toBe("play");
    expect(s.turn).toBe(1);
  });
  test("§5 bid2 four passes throw the hand in: nobody scores, dealer+1 deals the next deal (ruling 9)", () => {
    const second = fillDeal({ hands: ["9H TH JH QH KH"], upcard: "AH" });
    const s = run(start([deal, second], 0), [...allPass, ...allPass]).state;
    expect(s.phase).toBe("bid1");
    expect(s.handNo).toBe(1);
    expect(s.dealer).toBe(1);
    expect(s.turn).toBe(2);
    expect(s.upcard).toBe("AH");
    expect(euchre.scores(s)).toEqual([0, 0, 0, 0]);
    expect(s.results[0].thrownIn).toBe(true);
    expect(euchre.handsDone(s)).toBe(1);
  });
  test("ruling 8: with stickTheDealer the dealer may not pass in bid2, but may call (alone too)", () => {
    const s = run(start(deal, 0, { stickTheDealer: true }), [...allPass, [1, pass], [2, pass], [3, pass]]).state;
    expect(s.turn).toBe(0);
    expect(refuse(s, 0, pass)).toBe("Stick the dealer: the dealer must name a trump suit");
    expect(euchre.legalActions(s, 0)).not.toContainEqual(pass);
    expect(euchre.legalActions(s, 0)).toContainEqual(call("S", true));
    const t = run(s, [[0, call("S", true)]]).state;
    expect(t.out).toEqual([2]);
  });
  test("§3 stickTheDealer off: the dealer may pass in bid2", () => {
    const s = run(start(deal, 0), [...allPass, [1, pass], [2, pass], [3, pass]]).state;
    expect(euchre.legalActions(s, 0)).toContainEqual(pass);
  });
});

describe("§5 defend", () => {
  test("§5 defend: asked maker+1 then maker+3; after both pass play begins with four seats less the partner", () => {
    // prettier-ignore
    const s = run(start(deal, 0), [[1, pass], [2, pass], [3, orderUp(true)]]).state;
    expect(s.phase).toBe("discard");
    const d = run(s, [[0, discard("9S")]]).state;
    expect(d.phase).toBe("defend");
    expect(d.turn).toBe(0);
    expect(euchre.legalActions(d, 0)).toEqual([defendAlone, pass]);
    const e = run(d, [[0, pass]]).state;
    expect(e.turn).toBe(2);
    const f = run(e, [[2, pass]]).state;
    expect(f.phase).toBe("play");
    expect(f.out).toEqual([1]);
    expect(f.defender).toBe(-1);
    expect(f.turn).toBe(2); // dealer+1 = 1 sits out, so 2 leads
  });
  test("ruling 11: the first defender asked may defend alone at once (phase ends), his partner sits out", () => {
    // prettier-ignore
    const d = run(start(deal, 0), [[1, pass], [2, pass], [3, orderUp(true)], [0, discard("9S")], [0, defendAlone]]).state;
    expect(d.phase).toBe("play");
    expect(d.out.slice().sort()).toEqual([1, 2]);
    expect(d.defender).toBe(0);
    expect(d.turn).toBe(3);
  });
  test("§3 defendAlone off: a lone maker goes straight to play", () => {
    const s = run(start(deal, 0, { defendAlone: false }), [
      [1, orderUp(true)],
      [0, discard("9S")],
    ]).state;
    expect(s.phase).toBe("play");
  });
  test("§5 no defend phase when the maker is not alone", () => {
    const s = run(start(deal, 0), [
      [1, orderUp(false)],
      [0, discard("9S")],
    ]).state;
    expect(s.phase).toBe("play");
  });
});

describe("§5 refusals", () => {
  const s = start(deal, 0);
  test("§5 acting out of turn is refused", () => expect(refuse(s, 2, pass)).toBe("It is not your turn"));
  test("§5 an action that does not fit the phase is refused", () => {
    expect(refuse(s, 1, call("S"))).toBe("In the first round you may only pass or order the upcard up");
    expect(refuse(s, 1, play("AS"))).toBe("In the first round you may only pass or order the upcard up");
    const s2 = run(s, allPass).state;
    expect(refuse(s2, 1, orderUp())).toBe("In the second round you may only pass or name a trump suit");
    expect(refuse(s2, 1, defendAlone)).toBe("In the second round you may only pass or name a trump suit");
  });
  test("§5/ruling 10 a seat that sits out is never on turn and is refused", () => {
    // prettier-ignore
    const t = run(s, [[1, pass], [2, orderUp(true)], [3, pass], [1, pass]]).state;
    expect(t.out).toEqual([0]);
    expect(euchre.toAct(t)).toEqual([1]);
    expect(refuse(t, 0, play(t.hands[0][0]))).toBe("You sit out this hand");
    expect(euchre.legalActions(t, 0)).toEqual([]);
  });
  test("ruling 10: going alone only with orderUp or call; a partner cannot take over", () => {
    const t = run(s, [
      [1, orderUp(false)],
      [0, discard("9S")],
    ]).state;
    expect(refuse(t, 3, orderUp(true))).toBe("It is not your turn");
    expect(refuse(t, 1, defendAlone)).toBe("Play a card");
    expect(t.alone).toBe(false);
  });
});
