/** §5.1 auction and the §9 rulings on calls, contract and declarer. */
import { bridge } from "./index";
import { callRefusal, contractOf, legalCalls } from "./auction";
import { act, calls, contract, roundRobinDeal, start } from "./testkit";

const seq = (t: string) => t.split(" ").map((c) => (c === "p" ? "pass" : c));
/** Is the last call of `t` (from dealer N) legal after the ones before it? */
const legalLast = (t: string) => {
  const c = seq(t);
  return callRefusal(c.slice(0, -1), 0, c[c.length - 1]) === null;
};

describe("§5.1 calls", () => {
  test("§9.1 legal: 1S p p X, 1S X XX, 1S X p p XX", () => {
    expect(legalLast("1S p p X")).toBe(true);
    expect(legalLast("1S X XX")).toBe(true);
    expect(legalLast("1S X p p XX")).toBe(true);
  });
  test("§9.1 refused: double of partner's bid, redouble of partner's double, double of a redouble, XX without X", () => {
    expect(legalLast("1S p X")).toBe(false);
    expect(legalLast("1S X p XX")).toBe(false);
    expect(legalLast("1S X XX X")).toBe(false);
    expect(legalLast("1S XX")).toBe(false);
    expect(legalLast("1S p p XX")).toBe(false);
    expect(legalLast("X")).toBe(false);
  });
  test("§9.3 insufficient bids are refused: 2D then 2C or 2D; partner's bid may be overcalled", () => {
    expect(legalLast("2D 2C")).toBe(false);
    expect(legalLast("2D 2D")).toBe(false);
    expect(legalLast("2D p 2H")).toBe(true);
    expect(legalLast("2D p 2NT")).toBe(true);
    expect(legalLast("7NT 7NT")).toBe(false);
  });
  test("§9.2 a new bid cancels X: 1H X 1S is undoubled and can be doubled again", () => {
    expect(contractOf(seq("1H X 1S p p p"), 0)).toMatchObject({ level: 1, strain: "S", doubled: 0 });
    expect(contractOf(seq("1H X 1S X p p p"), 0)).toMatchObject({ doubled: 1 });
    expect(contractOf(seq("1H X XX p p p"), 0)).toMatchObject({ doubled: 2, declarer: 0 });
  });
  test("§5.1 the bidding box after 1S by N for E: pass, X, then 1NT upward", () => {
    expect(legalCalls(["1S"], 0).slice(0, 4)).toEqual(["pass", "X", "1NT", "2C"]);
    expect(legalCalls(["1S"], 0)).toHaveLength(2 + 31);
    expect(legalCalls([], 0)).toHaveLength(1 + 35);
  });
  test("§9.4 declarer: N 1H, S raises to 4H → N declares; the first of the side to name the strain", () => {
    expect(contractOf(seq("1H p 4H p p p"), 0)!.declarer).toBe(0);
    expect(contractOf(seq("1C 1H 2C 2H p p p"), 0)!.declarer).toBe(1);
    expect(contractOf(seq("1C p 1NT p 3NT p p p"), 0)!.declarer).toBe(2);
    // Dealer E: calls start at seat 1.
    expect(contractOf(seq("p 1S p 2S p p p"), 1)!.declarer).toBe(2);
  });
});

describe("§5.1 through the engine", () => {
  test("§5.1 only the seat on turn calls; the dealer calls first", () => {
    const s = start({}, [roundRobinDeal()], 2);
    expect(s.turn).toBe(2);
    expect(bridge.apply(s, 3, { type: "call", call: "pass" })).toEqual({ ok: false, error: "It is not your turn", code: "not_your_turn" });
    expect(bridge.toAct(s)).toEqual([2]);
  });
  test("§5.1 three passes after a bid end the auction; the opening leader is declarer's left", () => {
    let s = start({}, [roundRobinDeal()], 0);
    s = calls(s, "1S X XX p p p");
    expect(s.phase).toBe("play");
    expect(s.contract).toEqual({ level: 1, strain: "S", doubled: 2, declarer: 0 });
    expect(s.turn).toBe(1);
    expect(bridge.apply(s, 1, { type: "call", call: "pass" })).toEqual({ ok: false, error: "The auction is over" });
  });
  test("§7.3 four passes: passed out, nothing scored, next dealer deals (rubber)", () => {
    let s = start({}, [roundRobinDeal(), roundRobinDeal(1)], 0);
    s = calls(s, "p p p p");
    expect([s.phase, s.dealer, s.dealNo, s.totals]).toEqual(["auction", 1, 1, [0, 0]]);
    expect(s.results[0]).toMatchObject({ contract: "", score: 0 });
  });
  test("§7.4 Chicago passed out: the same dealer redeals with the same vulnerability, not counted", () => {
    let s = start({ scoring: "chicago" }, [roundRobinDeal(), roundRobinDeal(1), roundRobinDeal(2)], 0);
    s = contract(s, 0, "1C");
    s = act(s, 1, { type: "play", card: s.hands[1][0] });
    s = act(s, 0, { type: "claim", tricks: 7 });
    s = act(act(s, 1, { type: "acceptClaim" }), 3, { type: "acceptClaim" });
    expect([s.dealer, s.vul]).toEqual([1, "ns"]);
    s = calls(s, "p p p p");
    expect([s.dealer, s.vul, s.counted, s.dealNo]).toEqual([1, "ns", 1, 2]);
  });
  test("§7.5 duplicate passed out: the board counts with 0 to both", () => {
    let s = start({ scoring: "duplicate", boards: 1 }, [roundRobinDeal()], 0);
    s = calls(s, "p p p p");
    expect(bridge.outcome(s)).toEqual({ scores: [0, 0, 0, 0], winners: [], net: 0 });
  });
  test("§4 a bad deal is refused at setup", () => {
    const d = roundRobinDeal();
    d.hands[0][0] = d.hands[1][0];
    const r = bridge.setup({ seats: 4, options: {} as never, dealer: 0, deal: d });
    expect(r.ok === false && /twice/.test(r.error)).toBe(true);
  });
  test("§4 when the deal list runs out: phase deal, nobody to act, not over", () => {
    let s = start({}, [roundRobinDeal()], 0);
    s = calls(s, "p p p p");
    expect([s.phase, bridge.toAct(s), bridge.outcome(s)]).toEqual(["deal", [], null]);
  });
});
