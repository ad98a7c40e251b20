/** Why a card may not be played, as the player's screen says it (kierki.md §5.1, §5.4; rulings 1, 5, 10). */
import { cardReason, lotteryReason } from "./reason";

const rules = (kind: "tricks" | "hearts" | "kingHearts" | "robber" | "trumps", kingOfHeartsDiscard = false) => ({ kind, kingOfHeartsDiscard });

describe("§5.1 trick play", () => {
  const hand = ["AS", "7S", "KH", "2H", "5C"];

  test("a player who holds the led suit must follow it; the reason names the suit led", () => {
    expect(cardReason(hand, ["QS"], rules("tricks"), "KH")).toEqual({ code: "follow", suit: "S" });
    expect(cardReason(hand, ["QS"], rules("tricks"), "7S")).toBeNull();
  });

  test("deals 2, 5 and 7 ban leading a heart while holding another suit", () => {
    for (const kind of ["hearts", "kingHearts", "robber"] as const) expect(cardReason(hand, [], rules(kind), "2H")).toEqual({ code: "heartLead" });
    expect(cardReason(hand, [], rules("tricks"), "2H")).toBeNull();
    expect(cardReason(["KH", "2H"], [], rules("hearts"), "2H")).toBeNull();
  });

  test("ruling 1: the ban is the leader's only; a void follower may shed a heart", () => {
    expect(cardReason(hand, ["QD"], rules("hearts"), "2H")).toBeNull();
  });

  test("ruling 5: with kingOfHeartsDiscard, a void holder of the K♥ in deal 5 must play it", () => {
    expect(cardReason(hand, ["QD"], rules("kingHearts", true), "5C")).toEqual({ code: "kingHearts" });
    expect(cardReason(hand, ["QD"], rules("kingHearts", true), "KH")).toBeNull();
  });
});

describe("§5.4 lottery", () => {
  const hand = ["8D", "TD", "5S", "3C"];

  test("the first card of the deal may be any card", () => {
    expect(lotteryReason(hand, [], "", 4, "5S")).toBeNull();
  });

  test("only the next rank above or below a row, or a new row's base-rank card, fits", () => {
    const rows = [{ suit: "D", low: "9D", high: "9D" }];
    expect(lotteryReason(hand, rows, "9", 4, "8D")).toBeNull();
    expect(lotteryReason(hand, rows, "9", 4, "TD")).toBeNull();
    expect(lotteryReason(hand, rows, "9", 4, "5S")).toEqual({ code: "lottery" });
  });

  test("ruling 10: three players, base rank 2: the clubs row opens with the 3C", () => {
    const rows = [{ suit: "D", low: "2D", high: "2D" }];
    expect(lotteryReason(hand, rows, "2", 3, "3C")).toBeNull();
    expect(lotteryReason(hand, rows, "2", 4, "3C")).toEqual({ code: "lottery" });
  });
});
