/** What each viewer sees (§8): own hand only, the dealer's own discard, never the kitty, the upcard while up. */
import { euchre } from "./index";
import { discard, fillDeal, orderUp, pass, refuse, run, start } from "./testkit";
import type { EuchreState } from "./state";

const deal = fillDeal({ hands: ["9S TS JS QS KS", "AS 9H TH JH QH", "KH AH 9D TD JD", "QD KD AD 9C TC"], upcard: "JC", kitty: "QC KC AC" });
const CODE = /\b[9TJQKA][SHDC]\b/g;
const codesIn = (x: unknown): Set<string> => new Set(JSON.stringify(x).match(CODE) ?? []);

/** Cards `viewer` may not know in `s`: the other hands (of cards not played), the kitty, the discard, a face-down upcard. */
function hidden(s: EuchreState, viewer: number | "spectator"): Set<string> {
  const out = new Set<string>([...s.kitty]);
  s.hands.forEach((h, i) => i !== viewer && h.forEach((c) => out.add(c)));
  if (s.discarded && viewer !== s.dealer) out.add(s.discarded);
  if (s.upcardState === "down") out.add(s.upcard);
  return out;
}

function leakFree(s: EuchreState): void {
  for (const v of [0, 1, 2, 3, "spectator"] as const) {
    const seen = codesIn(euchre.view(s, v));
    const bad = [...hidden(s, v)].filter((c) => seen.has(c));
    expect(bad).toEqual([]);
  }
}

describe("§8 information", () => {
  test("§8 each seat sees its own hand; nobody sees the kitty; the upcard is public while face up", () => {
    const s = start(deal, 0);
    expect(euchre.view(s, 1).hand).toEqual(expect.arrayContaining(["AS", "9H", "TH", "JH", "QH"]));
    expect(euchre.view(s, "spectator").hand).toBeUndefined();
    expect(euchre.view(s, 2).upcard).toBe("JC");
    leakFree(s);
  });
  test("§8 the dealer sees his own discard; nobody else does; the picked-up card is shown only to him", () => {
    const s = run(start(deal, 0), [
      [1, orderUp()],
      [0, discard("9S")],
    ]).state;
    expect(euchre.view(s, 0).discarded).toBe("9S");
    for (const v of [1, 2, 3, "spectator"] as const) expect(euchre.view(s, v).discarded).toBeUndefined();
    expect(euchre.view(s, 1).upcard).toBe("");
    expect(euchre.view(s, 1).upSuit).toBe("C");
    expect(euchre.view(s, 0).hand).toContain("JC");
    leakFree(s);
  });
  test("§8 a seat that sits out sees its own cards; nobody else does, its partner included", () => {
    // prettier-ignore
    const s = run(start(deal, 0), [[1, pass], [2, pass], [3, orderUp(true)], [0, discard("9S")], [0, pass], [2, pass]]).state;
    expect(s.out).toEqual([1]);
    expect(euchre.view(s, 1).hand).toHaveLength(5);
    const partner = codesIn(euchre.view(s, 3));
    expect(s.hands[1].filter((c) => partner.has(c))).toEqual([]);
    expect(euchre.view(s, "spectator").out).toEqual([1]);
    leakFree(s);
  });
  test("§8 after bid1 passes the upcard is turned down: only its suit stays public", () => {
    // prettier-ignore
    const s = run(start(deal, 0), [[1, pass], [2, pass], [3, pass], [0, pass]]).state;
    expect(euchre.view(s, "spectator").upcard).toBe("");
    expect(euchre.view(s, "spectator").upSuit).toBe("C");
    leakFree(s);
  });
  test("§8 public: bids in order, trump, maker, lone flags, tricks per team, scores, hand sizes", () => {
    // prettier-ignore
    const s = run(start(deal, 0), [[1, pass], [2, orderUp(true)], [3, pass], [1, { type: "defendAlone" }]]).state;
    const v = euchre.view(s, "spectator");
    expect(v.bids).toEqual([
      { seat: 1, round: 1, type: "pass" },
      { seat: 2, round: 1, type: "orderUp", alone: true },
      { seat: 3, round: 3, type: "pass" },
      { seat: 1, round: 3, type: "defendAlone" },
    ]);
    expect([v.trump, v.maker, v.alone, v.defender, v.out]).toEqual(["C", 2, true, 1, [0, 3]]);
    expect(v.handCounts).toEqual([5, 5, 5, 5]);
    expect(v.tricks).toEqual([0, 0]);
    expect(v.scores).toEqual([0, 0, 0, 0]);
    expect(v.upcard).toBe("JC"); // ruling 2: face up, out of play
  });
  test("§8 the moderator sees everything", () => {
    const s = run(start(deal, 0), [
      [1, orderUp()],
      [0, discard("9S")],
    ]).state;
    const v = euchre.view(s, "moderator");
    expect(v.kitty).toEqual(["QC", "KC", "AC"]);
    expect(v.discard).toBe("9S");
    expect((v.hands as string[][]).flat()).toHaveLength(20);
  });
  test("§5 refusals never name a card the acting seat cannot see", () => {
    const s = run(start(deal, 0), [
      [1, orderUp()],
      [0, discard("9S")],
    ]).state;
    for (const seat of [1, 2, 3]) {
      for (const c of ["9S", ...s.kitty, ...s.hands[(seat + 1) % 4]]) {
        const why = refuse(s, seat, { type: "play", card: c });
        expect(why).not.toContain(c);
      }
    }
  });
});
