/** The rules page's worked examples (§10), played through the engine and through a game record. */
import { replay } from "../core/record";
import { rulesets } from "../registry";
import { euchre } from "./index";
import { call, defendAlone, discard, fillDeal, orderUp, pass, play, refuse, run, start } from "./testkit";
import type { EuchreAction } from "./types";

describe("§10 worked examples", () => {
  const ex1Deal = fillDeal({
    hands: ["AC KC QC JC QH", "JH JD AH KH 9C", "AD KD QD TD 9D", "TC AS KS QS 9S"],
    upcard: "9H",
    kitty: "TH TS JS",
  });
  const ex1: [number, EuchreAction][] = [
    [0, pass],
    [1, orderUp()],
    [3, discard("TC")],
    [0, play("AC")],
    [1, play("9C")],
    [2, play("9D")],
    [3, play("9S")],
    [0, play("KC")],
    [1, play("JH")],
    [2, play("TD")],
    [3, play("QS")],
    [1, play("JD")],
    [2, play("QD")],
    [3, play("9H")],
    [0, play("QH")],
    [1, play("AH")],
    [2, play("KD")],
    [3, play("KS")],
    [0, play("QC")],
    [1, play("KH")],
    [2, play("AD")],
    [3, play("AS")],
    [0, play("JC")],
  ];

  test("§10 ex.1: seat 1 orders up 9H, dealer 3 picks up and discards TC, seat 0 leads, B takes 4 → [0,1,0,1]", () => {
    let s = start(ex1Deal, 3);
    s = run(s, ex1.slice(0, 2)).state;
    expect(s.phase).toBe("discard");
    expect(s.turn).toBe(3);
    expect(s.hands[3]).toContain("9H");
    expect(s.hands[3]).toHaveLength(6);
    s = run(s, ex1.slice(2, 3)).state;
    expect(s.trump).toBe("H");
    expect(s.phase).toBe("play");
    expect(s.turn).toBe(0);
    const done = run(s, ex1.slice(3));
    // The hand is over: B (makers) took 4, seat 0 the first trick.
    const trickWinners = done.events.filter((e) => e.type === "trick").map((e) => e.winner);
    expect(trickWinners).toEqual([0, 1, 1, 1, 1]);
    expect(euchre.scores(done.state)).toEqual([0, 1, 0, 1]);
    expect(done.state.results[0]).toMatchObject({ maker: 1, tricks: [1, 4], points: [0, 1] });
  });

  test("§10 ex.1 as a game record replays to scores [0,1,0,1]", () => {
    const record = {
      ruleset: "euchre",
      options: { targetScore: 10 },
      seats: 4,
      dealer: 3,
      deal: ex1Deal,
      actions: ex1.map(([seat, action]) => ({ seat, action })),
    };
    const r = replay(rulesets, record).report;
    expect(r).toEqual({ ok: true, phase: "deal", over: false, scores: [0, 1, 0, 1], outcome: null });
  });

  test("§10 ex.2: trump S, seat 2 leads JC (left bower): seat 3 with 9S and AC must play 9S", () => {
    const deal = fillDeal({ hands: [undefined, "TD JD QD KD AD", "JC 9D 9C TC QC", "9S AC 9H TH JH"], upcard: "TS" });
    // prettier-ignore
    let s = run(start(deal, 1), [[2, orderUp()], [1, discard("TD")], [2, play("JC")]]).state;
    expect(s.trump).toBe("S");
    expect(euchre.legalActions(s, 3)).toEqual([play("9S")]);
    expect(refuse(s, 3, play("AC"))).toBe("You must follow suit: trump (spades) was led");
    s = run(s, [[3, play("9S")]]).state;
    expect(s.trick.map((p) => p.card)).toEqual(["JC", "9S"]);
  });

  const ex3Deal = fillDeal({
    hands: ["AC KC QC 9H TH", "JD QS 9D TD QD", "JC TC 9C KD AD", "JH AH KH QH AS"],
    upcard: "9S",
    kitty: "TS JS KS",
  });
  // prettier-ignore
  const ex3Start: [number, EuchreAction][] = [[0, pass], [1, pass], [2, pass], [3, pass], [0, call("H")], [0, play("AC")]];

  test("§10 ex.3: trump H, clubs led; seat 1 (JD, QS, no clubs) may play either; JD wins unless JH is played", () => {
    const s = run(start(ex3Deal, 3), ex3Start).state;
    const legal = euchre.legalActions(s, 1);
    expect(legal).toEqual(expect.arrayContaining([play("JD"), play("QS")]));
    expect(legal).toHaveLength(5);
    // prettier-ignore
    const a = run(s, [[1, play("JD")], [2, play("9C")], [3, play("AH")]]);
    expect(a.events.find((e) => e.type === "trick")?.winner).toBe(1);
    // prettier-ignore
    const b = run(s, [[1, play("JD")], [2, play("9C")], [3, play("JH")]]);
    expect(b.events.find((e) => e.type === "trick")?.winner).toBe(3);
    // prettier-ignore
    const c = run(s, [[1, play("QS")], [2, play("9C")], [3, play("AS")]]);
    expect(c.events.find((e) => e.type === "trick")?.winner).toBe(0);
  });

  test("§10 ex.4: dealer 0, seat 2 alone, seat 3 passes, seat 1 defends alone, seat 1 leads, seat 2 takes 2 → B +4", () => {
    const deal = fillDeal({ hands: [undefined, "JS JC AS 9D TD", "KS AD KD AH KH"], upcard: "9S" });
    let s = run(start(deal, 0), [
      [1, pass],
      [2, orderUp(true)],
    ]).state;
    expect(s.out).toEqual([0]);
    expect(s.hands[0]).toHaveLength(5); // nobody picked up
    expect(s.upcardState).toBe("dead");
    expect(s.phase).toBe("defend");
    expect(s.turn).toBe(3);
    s = run(s, [[3, pass]]).state;
    expect(s.turn).toBe(1);
    s = run(s, [[1, defendAlone]]).state;
    expect(s.out.slice().sort()).toEqual([0, 3]);
    expect(s.phase).toBe("play");
    expect(s.turn).toBe(1);
    const done = run(s, [
      [1, play("JS")],
      [2, play("KS")],
      [1, play("JC")],
      [2, play("AH")],
      [1, play("AS")],
      [2, play("KH")],
      [1, play("9D")],
      [2, play("KD")],
      [2, play("AD")],
      [1, play("TD")],
    ]);
    expect(done.events.filter((e) => e.type === "trick").map((e) => e.winner)).toEqual([1, 1, 1, 2, 2]);
    expect(euchre.scores(done.state)).toEqual([0, 4, 0, 4]);
  });
});
