/** Why a card may not be played, as the player's screen says it (euchre.md §5 "Trump and bowers", rulings 4-6). */
import { cardReason } from "./reason";

describe("following with the bowers (trump hearts: the J♦ is the left bower)", () => {
  test("a follower holding the led suit is told to follow it", () => {
    expect(cardReason(["AS", "9C", "KH"], "QS", "H", "9C")).toEqual({ code: "follow", suit: "S" });
    expect(cardReason(["AS", "9C", "KH"], "QS", "H", "AS")).toBeNull();
  });

  test("ruling 4: a led left bower is a trump lead", () => {
    expect(cardReason(["KH", "AS"], "JD", "H", "AS")).toEqual({ code: "bowerLed", trump: "H" });
    expect(cardReason(["KH", "AS"], "JD", "H", "KH")).toBeNull();
  });

  test("ruling 6: the left bower does not follow its printed suit", () => {
    expect(cardReason(["JD", "9D", "AS"], "KD", "H", "JD")).toEqual({ code: "leftBower", suit: "D", trump: "H" });
  });

  test("ruling 5: holding only the left bower of the led suit is being void in it", () => {
    expect(cardReason(["JD", "AS"], "KD", "H", "AS")).toBeNull();
    expect(cardReason(["JD", "AS"], "KD", "H", "JD")).toBeNull();
  });

  test("a trump lead asks for trump, the left bower included", () => {
    expect(cardReason(["JD", "AS"], "9H", "H", "AS")).toEqual({ code: "follow", suit: "H" });
    expect(cardReason(["JD", "AS"], "9H", "H", "JD")).toBeNull();
  });

  test("nothing led: no reason", () => {
    expect(cardReason(["JD", "AS"], undefined, "H", "AS")).toBeNull();
  });
});
