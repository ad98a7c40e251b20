/** Setup, options and deals (§3, §4). */
import { parseOptions } from "../core/options";
import { rngFromSeed } from "../core/rng";
import { euchre } from "./index";
import { fillDeal, pass, run, start } from "./testkit";

const deal = fillDeal({ hands: ["9S TS JS QS KS"], upcard: "AH" });

describe("§3 options", () => {
  test("§3 defaults: targetScore 10, stickTheDealer false, defendAlone true", () => {
    expect(parseOptions(euchre.options, undefined)).toEqual({ ok: true, value: { targetScore: 10, stickTheDealer: false, defendAlone: true } });
  });
});

describe("§4 deal", () => {
  test("§2/§4 4 seats only; each seat 5 cards, an upcard and a 3-card kitty covering the 24 cards", () => {
    expect(euchre.setup({ seats: 3, options: {} as never, dealer: 0, deal }).ok).toBe(false);
    const s = start(deal, 0);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.upcard).toBe("AH");
    expect(s.kitty).toHaveLength(3);
    expect(euchre.deals(s)).toEqual([deal]);
  });
  test("§4 a deal that does not cover the 24 cards exactly once is refused", () => {
    const twice = { ...deal, upcard: deal.hands[0][0] };
    const r = euchre.setup({ seats: 4, options: { targetScore: 10, stickTheDealer: false, defendAlone: true }, dealer: 0, deal: twice });
    expect(r.ok === false && /appears twice/.test(r.error)).toBe(true);
    const short = { ...deal, kitty: deal.kitty.slice(0, 2) };
    expect(euchre.setup({ seats: 4, options: { targetScore: 10, stickTheDealer: false, defendAlone: true }, dealer: 0, deal: short }).ok).toBe(false);
  });
  test("§4 the record's dealer deals hand 0 and bid1 starts at his left", () => {
    const s = start(deal, 2);
    expect([s.dealer, s.turn, s.phase]).toEqual([2, 3, "bid1"]);
  });
  test("§4 a single deal object counts as a list of one; with none left the state waits in `deal`", () => {
    const allPass = [1, 2, 3, 0, 1, 2, 3, 0].map((x) => [x, pass] as [number, typeof pass]);
    const s = run(start(deal, 0), allPass).state;
    expect(s.phase).toBe("deal");
    expect(euchre.toAct(s)).toEqual([]);
    for (const seat of [0, 1, 2, 3]) expect(euchre.legalActions(s, seat)).toEqual([]);
    expect(euchre.outcome(s)).toBeNull();
  });
  test("§4/ruling 9 dealer of hand h is (dealer + h) % 4, thrown-in hands included", () => {
    let s = start([deal, deal, deal, deal, deal], 3);
    const dealers: number[] = [];
    for (let h = 0; h < 5; h++) {
      dealers.push(s.dealer);
      const d = s.dealer;
      s = run(
        s,
        [1, 2, 3, 4, 1, 2, 3, 4].map((i) => [(d + i) % 4, pass]),
      ).state;
    }
    expect(dealers).toEqual([3, 0, 1, 2, 3]);
  });
  test("§4 a seeded game deals shuffles and records them in the deal format", () => {
    const s = euchre.setup({ seats: 4, options: { targetScore: 10, stickTheDealer: false, defendAlone: true }, dealer: 1, rng: rngFromSeed(7) });
    if (!s.ok) throw new Error(s.error);
    const [d] = euchre.deals(s.value) as { hands: string[][]; upcard: string; kitty: string[] }[];
    expect([...d.hands.flat(), d.upcard, ...d.kitty].sort()).toEqual(
      [...euchre.deals(start(deal)).flatMap((x: any) => [...x.hands.flat(), x.upcard, ...x.kitty])].sort(),
    );
  });
});
