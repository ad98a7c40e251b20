/** Why a card may not be played, as the player's screen says it (fox.md §5 "Follower's legal cards"; rulings 8, 11, 12). */
import { sortCards } from "./deck";
import { cardReason } from "./reason";

const hand = (s: string) => sortCards(s.split(" "));

describe("§5 following", () => {
  test("a follower holding the led suit must follow it; the reason names the led suit", () => {
    expect(cardReason(hand("2K 9K 3B"), ["4K"], "3B")).toEqual({ code: "follow", suit: "K" });
    expect(cardReason(hand("2K 9K 3B"), ["4K"], "9K")).toBeNull();
  });

  test("the leader and a void follower have no constraint", () => {
    expect(cardReason(hand("2K 9K 3B"), [], "3B")).toBeNull();
    expect(cardReason(hand("2K 9K 3B"), ["4M"], "3B")).toBeNull();
  });

  test("the Monarch led: only the 1 and the highest card of the suit", () => {
    const h = hand("1K 4K 8K 3B");
    expect(cardReason(h, ["11K"], "4K")).toEqual({ code: "monarch", suit: "K" });
    expect(cardReason(h, ["11K"], "3B")).toEqual({ code: "monarch", suit: "K" });
    expect(cardReason(h, ["11K"], "1K")).toBeNull();
    expect(cardReason(h, ["11K"], "8K")).toBeNull();
  });

  test("ruling 11: an 11 not led is an ordinary card; ruling 8: a 9 keeps its printed suit", () => {
    expect(cardReason(hand("1K 4K 8K 3B"), ["5K"], "4K")).toBeNull();
    expect(cardReason(hand("4K 9B"), ["5K"], "9B")).toEqual({ code: "follow", suit: "K" });
  });
});
