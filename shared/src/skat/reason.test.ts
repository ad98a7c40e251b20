/** Why a card may not be played, as the player's screen says it (skat.md §5.6: following by class). */
import { cardReason } from "./reason";

describe("§5.6 following by class", () => {
  const hand = ["JC", "JD", "AH", "7H", "KS", "TD"];

  test("a plain suit led: follow it, the reason names the suit", () => {
    expect(cardReason(hand, "QS", "clubs", "AH")).toEqual({ code: "follow", suit: "S" });
    expect(cardReason(hand, "QS", "clubs", "KS")).toBeNull();
  });

  test("a jack is a trump, never a card of its printed suit (suit, grand, Ramsch)", () => {
    expect(cardReason(hand, "AD", "hearts", "JD")).toEqual({ code: "jackIsTrump", suit: "D" });
    expect(cardReason(hand, "AD", "grand", "JD")).toEqual({ code: "jackIsTrump", suit: "D" });
    expect(cardReason(hand, "AD", "ramsch", "JD")).toEqual({ code: "jackIsTrump", suit: "D" });
    expect(cardReason(hand, "AD", "hearts", "TD")).toBeNull();
  });

  test("trump led in a suit game: any trump, jacks and the trump suit alike", () => {
    expect(cardReason(hand, "JS", "hearts", "KS")).toEqual({ code: "followTrump", suit: "H" });
    expect(cardReason(hand, "9H", "hearts", "JC")).toBeNull();
    expect(cardReason(hand, "JS", "hearts", "7H")).toBeNull();
  });

  test("a jack led in grand or Ramsch: only a jack follows", () => {
    expect(cardReason(hand, "JS", "grand", "AH")).toEqual({ code: "followJacks" });
    expect(cardReason(hand, "JS", "ramsch", "JD")).toBeNull();
  });

  test("null: jacks are plain cards of their suit", () => {
    expect(cardReason(hand, "QD", "null", "JD")).toBeNull();
    expect(cardReason(hand, "QD", "null", "AH")).toEqual({ code: "follow", suit: "D" });
    expect(cardReason(hand, "JS", "null", "AH")).toEqual({ code: "follow", suit: "S" });
  });
});
