/** Trick play (§5.1, §5.3, §6) and the rulings on leading hearts and the K♥ (§9.1-§9.5, §9.8). */
import { kierki } from "./index";
import { trickWinner } from "./apply";
import { act, craft, fillDeal, play, playCards, randomGame, refuse, seeded, start, trump } from "./testkit";
import type { DealKind } from "./types";
import type { KierkiState } from "./state";
import { NEGATIVE_KINDS } from "./types";

const KINDS: DealKind[] = [...NEGATIVE_KINDS, "robber"];

/** A position in deal `kind` (4 players, dealer 3, so seat 0 leads) with the given hands. */
function at(kind: DealKind, hands: string[][], opts: Parameters<typeof start>[1] = {}, fields: Partial<KierkiState> = {}): KierkiState {
  const seq: DealKind[] = [...NEGATIVE_KINDS, "robber", "trumps"];
  const base = start(fillDeal([]), { robber: true, positive: "trumps", ...opts }, 3);
  const dealNo = seq.indexOf(kind);
  return craft(base, {
    dealNo,
    sequence: seq,
    hands,
    phase: kind === "trumps" ? "trump" : "play",
    turn: (3 + dealNo + 1) % 4,
    leader: (3 + dealNo + 1) % 4,
    dealer: (3 + dealNo) % 4,
    trickNo: 13 - hands[0].length,
    ...fields,
  });
}
const legal = (s: KierkiState, seat = s.turn) => kierki.legalActions(s, seat).map((a) => (a as { card: string }).card);

describe("§5.1 trick play", () => {
  test("§5.1 must follow the led suit, but need not play higher", () => {
    // prettier-ignore
    const s = at("queens", [["5S", "2H"], ["3S", "AS", "4H"], ["KD", "2D"], ["QC", "3C"]], {}, { turn: 0, leader: 0 });
    const t = act(s, 0, play("5S")).state;
    expect(legal(t)).toEqual(["3S", "AS"]);
    expect(refuse(t, 1, play("4H"))).toBe("You must follow suit: play one of your spades");
    const u = act(t, 1, play("3S")).state;
    // void in spades: anything
    expect(legal(u).sort()).toEqual(["2D", "KD"]);
  });

  test("§5.1 play is clockwise and the trick's winner leads the next one", () => {
    // prettier-ignore
    const s = at("queens", [["5S", "2H"], ["3S", "4H"], ["AS", "2D"], ["QC", "3C"]], {}, { turn: 0, leader: 0 });
    expect(refuse(s, 1, play("3S"))).toBe("It is not your turn");
    const t = playCards(s, "5S 3S AS QC").state;
    expect([t.turn, t.leader, t.lastWinner]).toEqual([2, 2, 2]);
  });

  test("§6 the highest card of the led suit wins; off-suit cards never win outside trump deals", () => {
    expect(trickWinner(["7D", "2H", "AD", "KH"], 0, 4, "")).toBe(2);
    expect(trickWinner(["2C", "AS", "AH", "AD"], 1, 4, "")).toBe(1);
    expect(trickWinner(["9S", "TS", "2S"], 2, 3, "")).toBe(0);
  });

  test("§5.1 ban on leading hearts in deals 2, 5 and 7 while holding a non-heart; none in 1, 3, 4, 6 (§9.3)", () => {
    for (const kind of KINDS) {
      // prettier-ignore
      const s = at(kind, [["4H", "9H", "QS"], ["2S", "3S", "4S"], ["5S", "6S", "7S"], ["8S", "9S", "TS"]]);
      const seat = s.turn;
      const hands = s.hands.slice();
      hands[seat] = ["4H", "9H", "QS"];
      const t = craft(s, { hands });
      const banned = kind === "hearts" || kind === "kingHearts" || kind === "robber";
      expect(legal(t)).toEqual(banned ? ["QS"] : ["4H", "9H", "QS"]);
      if (banned) expect(refuse(t, seat, play("4H"))).toBe("You may not lead a heart in this deal while you hold a card of another suit");
      else expect(act(t, seat, play("4H")).state.trick).toEqual(["4H"]);
    }
  });

  test("§9.2 a leader holding only hearts in deals 2, 5, 7 may lead one", () => {
    for (const kind of ["hearts", "kingHearts", "robber"] as DealKind[]) {
      // prettier-ignore
      const s = at(kind, [["4H", "9H"], ["2S", "3S"], ["5S", "6S"], ["8S", "9S"]]);
      const hands = s.hands.slice();
      hands[s.turn] = ["4H", "9H"];
      expect(legal(craft(s, { hands }))).toEqual(["4H", "9H"]);
    }
  });

  test("§9.1 the ban is only on the leader: anyone void may shed a heart", () => {
    // prettier-ignore
    const s = at("hearts", [["2S", "3D"], ["4H", "9H"], ["5S", "6S"], ["8S", "9S"]], {}, { turn: 0, leader: 0 });
    const t = act(s, 0, play("2S")).state;
    expect(legal(t)).toEqual(["4H", "9H"]);
    expect(act(t, 1, play("9H")).state.trick).toEqual(["2S", "9H"]);
  });

  test("§5.1 kingOfHeartsDiscard: in deal 5 a holder of KH who cannot follow must play it", () => {
    // prettier-ignore
    const hands = [["2S", "3D"], ["KH", "9H", "2C"], ["5S", "6S"], ["8S", "9S"]];
    const s = at("kingHearts", hands, { kingOfHeartsDiscard: true }, { turn: 0, leader: 0 });
    const t = act(s, 0, play("2S")).state;
    expect(legal(t)).toEqual(["KH"]);
    expect(refuse(t, 1, play("2C"))).toBe("You cannot follow suit, so you must play the K♥ (deal 5 rule)");
    // §9.4 without the option the holder may keep it
    const u = act(at("kingHearts", hands, {}, { turn: 0, leader: 0 }), 0, play("2S")).state;
    expect(legal(u).sort()).toEqual(["2C", "9H", "KH"]);
    // only in deal 5
    const w = act(at("queens", hands, { kingOfHeartsDiscard: true }, { turn: 0, leader: 0 }), 0, play("2S")).state;
    expect(legal(w)).toHaveLength(3);
  });

  test("§9.5 with kingOfHeartsDiscard, when hearts are led the holder just follows suit (any heart)", () => {
    // prettier-ignore
    const s = at("kingHearts", [["2H", "3D"], ["KH", "9H", "2C"], ["5S", "6S"], ["8S", "9S"]], { kingOfHeartsDiscard: true }, { turn: 0, leader: 0 });
    // seat 0 holds a non-heart, so it may not lead 2H: give it hearts only
    const t = act(craft(s, { hands: [["2H"], ...s.hands.slice(1)] }), 0, play("2H")).state;
    expect(legal(t).sort()).toEqual(["9H", "KH"]);
  });

  test("§5.1 kingOfHeartsDiscard: the heart ban still stops the holder leading KH while he holds a non-heart", () => {
    // prettier-ignore
    const s = at("kingHearts", [["KH", "2C"], ["9H", "3C"], ["5S", "6S"], ["8S", "9S"]], { kingOfHeartsDiscard: true }, { turn: 0, leader: 0 });
    expect(legal(s)).toEqual(["2C"]);
  });
});

describe("§5.3 trump deals", () => {
  // deal 8 of the sequence (index 7): dealer (3 + 7) % 4 = 2, so seat 3 names trump
  const trumpDeal = (): KierkiState =>
    at("trumps", [
      ["2S", "3S"],
      ["AS", "2H"],
      ["5S", "6S"],
      ["4S", "3H"],
    ]);

  test("§5.3 the declarer (dealer+1) must name a suit first, then leads", () => {
    const s = trumpDeal();
    expect(s.phase).toBe("trump");
    expect(s.turn).toBe(3);
    expect(kierki.legalActions(s, 3)).toEqual(["S", "H", "D", "C"].map((suit) => ({ type: "trump", suit })));
    expect(refuse(s, 3, play("4S"))).toBe("First name the trump suit");
    expect(refuse(s, 0, trump("H"))).toBe("It is not your turn");
    expect(kierki.apply(s, 3, { type: "trump", suit: "N" } as never).ok).toBe(false);
    const t = act(s, 3, trump("H")).state;
    expect([t.phase, t.trump, t.turn, t.leader]).toEqual(["play", "H", 3, 3]);
  });

  test("§5.3 the highest trump wins, the winner gains 25; §9.8 a void player need not trump", () => {
    const t = act(trumpDeal(), 3, trump("H")).state;
    // seat 1 is void in spades: it may trump with 2H or discard 7D
    // prettier-ignore
    const u = craft(t, { hands: [["2S", "3S"], ["2H", "7D"], ["5S", "6S"], ["4S", "3H"]] });
    const v = act(u, 3, play("4S")).state;
    const w = act(v, 0, play("2S")).state;
    expect(legal(w).sort()).toEqual(["2H", "7D"]);
    const x = playCards(w, "2H 5S").state;
    expect(x.lastWinner).toBe(1);
    expect(x.points).toEqual([0, 25, 0, 0]);
    expect(x.scores[1] - t.scores[1]).toBe(25);
    // discarding instead of trumping is allowed, and then the led suit wins
    const y = playCards(act(u, 3, play("4S")).state, "2S 7D 5S").state;
    expect(y.lastWinner).toBe(2);
  });

  test("§5.3 there is no ban on leading hearts in a trump deal", () => {
    const t = act(trumpDeal(), 3, trump("S")).state;
    expect(legal(t).sort()).toEqual(["3H", "4S"]);
    expect(trickWinner(["3H", "2S", "AH", "KH"], 0, 4, "S")).toBe(1);
  });

  test("§5.3 with one trump deal per player and the dealer moving left, every seat names trump exactly once", () => {
    for (const n of [3, 4]) {
      const { events, state } = randomGame(seeded(`trumps${n}`, { positive: "trumps" }, n, 1), `trumps${n}`);
      expect(
        events
          .filter((e) => e.type === "trump")
          .map((e) => e.seat)
          .sort(),
      ).toEqual(Array.from({ length: n }, (_, i) => i));
      // all 13 (17) tricks of a trump deal are played: 25 × tricks × seats given out per deal
      for (const r of state.results.filter((x) => x.kind === "trumps")) expect(r.points.reduce((a, b) => a + b, 0)).toBe(25 * (n === 3 ? 17 : 13));
    }
  });
});
