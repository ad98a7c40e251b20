/** Why a card may not be played, as the player's screen says it (bridge.md §5.2: following, Law 44). */
import { cardReason } from "./reason";

describe("§5.2 following (Law 44)", () => {
  const hand = ["AS", "7S", "KH", "2C"];

  test("a hand holding the led suit is told to follow it, naming the suit led", () => {
    expect(cardReason(hand, ["QS"], "KH")).toEqual({ code: "follow", suit: "S" });
    expect(cardReason(hand, ["QS", "3S"], "2C")).toEqual({ code: "follow", suit: "S" });
  });

  test("a card of the led suit, any card on the lead or when void, has no reason against it", () => {
    expect(cardReason(hand, ["QS"], "7S")).toBeNull();
    expect(cardReason(hand, [], "2C")).toBeNull();
    expect(cardReason(hand, ["QD"], "KH")).toBeNull();
  });
});
