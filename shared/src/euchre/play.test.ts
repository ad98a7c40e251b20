/** Trump and bowers, following suit and trick resolution (§5 play, §6, rulings 4-6 and 12). */
import { effectiveSuit, sortHand, strength } from "./cards";
import { euchre } from "./index";
import { followable } from "./legal";
import { trickWinner } from "./resolve";
import { call, craft, fillDeal, pass, play, refuse, run, start } from "./testkit";

const tw = (trump: string, ...cs: string[]) =>
  trickWinner(
    cs.map((card, seat) => ({ seat, card })),
    trump,
  );

describe("§5 trump and bowers", () => {
  test("§5 the jack of trump is the right bower, the same-colour jack the left bower, both trump", () => {
    expect(effectiveSuit("JH", "H")).toBe("H");
    expect(effectiveSuit("JD", "H")).toBe("H");
    expect(effectiveSuit("JC", "S")).toBe("S");
    expect(effectiveSuit("JS", "C")).toBe("C");
    expect(effectiveSuit("JS", "H")).toBe("S");
    expect(effectiveSuit("AD", "H")).toBe("D");
  });
  test("§5 trump order right > left > A > K > Q > T > 9", () => {
    const order = ["JH", "JD", "AH", "KH", "QH", "TH", "9H"].map((c) => strength(c, "H"));
    expect(order.slice().sort((a, b) => b - a)).toEqual(order);
    expect(new Set(order).size).toBe(7);
  });
  test("§5 other suits A > K > Q > J > T > 9", () => {
    const order = ["AS", "KS", "QS", "JS", "TS", "9S"].map((c) => strength(c, "H"));
    expect(order.slice().sort((a, b) => b - a)).toEqual(order);
  });
  test("§5 hand order for display: trumps together with the bowers on top", () => {
    expect(sortHand(["9D", "AH", "JD", "QC", "JH"], "H")).toEqual(["JH", "JD", "AH", "QC", "9D"]);
  });
});

describe("§5 following suit", () => {
  test("§5 a seat holding the led effective suit must play it; otherwise any card", () => {
    expect(followable(["AS", "9S", "KH"], "QS", "H")).toEqual(["AS", "9S"]);
    expect(followable(["KH", "9D"], "QS", "H")).toEqual(["KH", "9D"]);
    expect(followable(["KH", "9D"], undefined, "H")).toEqual(["KH", "9D"]);
  });
  test("ruling 4: a led left bower is a trump lead: follow with trump if held", () => {
    expect(followable(["9S", "AC", "KC"], "JC", "S")).toEqual(["9S"]);
  });
  test("ruling 4: a right-bower lead asks for the left bower too (it is trump)", () => {
    expect(followable(["JD", "AD", "9C"], "JH", "H")).toEqual(["JD"]);
  });
  test("ruling 5: a seat whose only card of the left bower's printed suit is the left bower is void in that suit", () => {
    expect(followable(["JD", "9S", "KC"], "AD", "H")).toEqual(["JD", "9S", "KC"]);
  });
  test("ruling 6: the left bower does not follow its printed suit; it is legal there only when void", () => {
    expect(followable(["JD", "9D", "KC"], "AD", "H")).toEqual(["9D"]);
  });
  test("§5 a card that breaks the follow-suit rule, or is not held, is refused in play", () => {
    const deal = fillDeal({ hands: ["9S TS JS QS KS", "AS 9H TH JH QH"], upcard: "JC" });
    // prettier-ignore
    const s = run(start(deal, 3), [[0, pass], [1, pass], [2, pass], [3, pass], [0, call("H")], [0, play("9S")]]).state;
    expect(refuse(s, 1, play("9H"))).toBe("You must follow the led suit (spades)");
    expect(refuse(s, 1, play("9C"))).toBe("That card is not in your hand");
    expect(euchre.legalActions(s, 1)).toEqual([play("AS")]);
  });
});

describe("§6 trick resolution", () => {
  test("§6 the highest trump wins if any trump was played", () => {
    expect(tw("H", "AS", "9H", "KS", "TH")).toBe(3);
    expect(tw("H", "AS", "AH", "JD", "9S")).toBe(2);
    expect(tw("H", "AH", "JD", "JH", "KH")).toBe(2);
  });
  test("§6 without trump, the highest card of the led effective suit wins; off-suit cards never win", () => {
    expect(tw("H", "QS", "KS", "AC", "9S")).toBe(1);
    expect(tw("H", "9C", "AS", "AD", "KS")).toBe(0);
  });
  test("§6 a led left bower wins over the trump ace", () => {
    expect(tw("S", "JC", "AS", "AC", "KS")).toBe(0);
  });
  test("§6 the winner leads the next trick; the trick counts for the team", () => {
    const deal = fillDeal({ hands: ["9S TS JS QS KS", "AS 9H TH JH QH"], upcard: "JC" });
    // prettier-ignore
    const s = run(start(deal, 3), [[0, pass], [1, pass], [2, pass], [3, pass], [0, call("H")]]).state;
    const t = run(s, [
      [0, play("9S")],
      [1, play("AS")],
      [
        2,
        euchre.legalActions(
          run(s, [
            [0, play("9S")],
            [1, play("AS")],
          ]).state,
          2,
        )[0],
      ],
    ]).state;
    const last = run(t, [[3, euchre.legalActions(t, 3)[0]]]);
    const winner = last.events.find((e) => e.type === "trick")!.winner as number;
    expect(last.state.turn).toBe(winner);
    expect(last.state.tricks[winner % 2]).toBe(1);
  });
});

describe("§5 lone hands in play", () => {
  const deal = fillDeal({ hands: ["9S TS JS QS KS", "AS 9H TH JH QH", "KH AH 9D TD JD"], upcard: "JC" });
  test("§5 a trick has as many cards as seats playing (3 with a lone maker), play skips the partner", () => {
    // prettier-ignore
    const s = run(start(deal, 3), [[0, pass], [1, pass], [2, { type: "orderUp", alone: true }], [3, { type: "discard", cards: ["JC"] }], [3, pass], [1, pass]]).state;
    expect(s.out).toEqual([0]);
    expect(s.turn).toBe(1);
    const a = run(s, [[1, play("AS")]]).state;
    expect(a.turn).toBe(2);
    const a2 = run(a, [[2, euchre.legalActions(a, 2)[0]]]).state;
    expect(a2.turn).toBe(3);
    const b = run(a2, [[3, euchre.legalActions(a2, 3)[0]]]);
    expect(b.events.some((e) => e.type === "trick")).toBe(true);
    expect(b.state.lastTrick).toHaveLength(3);
  });
  test("§5 the first lead skips a sitting-out dealer+1", () => {
    // prettier-ignore
    const s = run(start(deal, 0), [[1, pass], [2, pass], [3, { type: "orderUp", alone: true }], [0, { type: "discard", cards: ["9S"] }], [0, pass], [2, pass]]).state;
    expect(s.out).toEqual([1]);
    expect(s.leader).toBe(2);
  });
  test("ruling 12: lone maker against lone defender: two seats head to head, 2-card tricks", () => {
    // prettier-ignore
    const s = run(start(deal, 0), [[1, pass], [2, { type: "orderUp", alone: true }], [3, pass], [1, { type: "defendAlone" }]]).state;
    expect(s.out.slice().sort()).toEqual([0, 3]);
    expect(s.turn).toBe(1);
    const t = run(s, [[1, euchre.legalActions(s, 1)[0]]]).state;
    expect(t.turn).toBe(2);
    const u = run(t, [[2, euchre.legalActions(t, 2)[0]]]);
    expect(u.events.some((e) => e.type === "trick")).toBe(true);
  });
  test("§5 the last finished trick stays until the next trick's first card", () => {
    const base = start(deal, 0);
    const s = craft(base, { phase: "play", trump: "S", turn: 1, leader: 1, trick: [], lastTrick: [{ seat: 0, card: "9C" }], lastWinner: 0 });
    expect(euchre.view(s, 2).lastTrick).toHaveLength(1);
    const t = run(s, [[1, play("AS")]]).state;
    expect(t.lastTrick).toEqual([]);
    expect(euchre.view(t, 2).lastWinner).toBe(-1);
  });
});
