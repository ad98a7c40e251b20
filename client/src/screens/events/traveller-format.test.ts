/**
 * The travellers' formatting (docs/events.md, "Results"): a contract of level L needs 6 + L tricks (bridge rules
 * of record §5.1, §7.1: "made" at 6 + level, an overtrick or undertrick for each trick above or below); doubled and
 * redoubled contracts keep their X / XX; a board passed out has no contract; a PBN Deal lists the hands from
 * the seat it names, clockwise (§4, the board's hands as the PBN hand record carries them).
 */
import { contractShown, dealHands, figure, nsScore, resultLine, resultShown } from "./traveller-format";

describe("a table's contract and result", () => {
  test("§7.1 made exactly, overtricks and undertricks", () => {
    expect(resultLine("4S", 10)).toBe("4♠ =");
    expect(resultLine("3NT", 7)).toBe("3NT −2");
    expect(resultLine("3NTX", 7)).toBe("3NT X −2");
    expect(resultLine("1C", 9)).toBe("1♣ +2");
    expect(resultLine("6HXX", 12)).toBe("6♥ XX =");
    expect(resultLine("7D", 6)).toBe("7♦ −7");
    expect(resultShown("2H", 13)).toBe("+5");
  });

  test("a board passed out has no contract and no result line", () => {
    expect(contractShown("")).toBeNull();
    expect(resultLine("", 0)).toBeNull();
  });
});

describe("figures", () => {
  test("matchpoints and IMPs: whole, fractions to two places, a true minus", () => {
    expect(figure(4)).toBe("4");
    expect(figure(3.5)).toBe("3.5");
    expect(figure(4 / 3)).toBe("1.33");
    expect(figure(-2.25)).toBe("−2.25");
    expect(figure(0)).toBe("0");
  });

  test("North-South scores keep their sign", () => {
    expect(nsScore(420)).toBe("420");
    expect(nsScore(-100)).toBe("−100");
  });
});

describe("a board's hand record", () => {
  test("§4 the PBN deal from North: four hands by seat, spades first, T as 10", () => {
    const hands = dealHands("N:AKQ.JT9.876.5432 JT98.AKQ.5432.76 765.8765.AKQ.JT9 432.432.JT9.AKQ8");
    expect(hands).toEqual([
      ["AKQ", "J109", "876", "5432"],
      ["J1098", "AKQ", "5432", "76"],
      ["765", "8765", "AKQ", "J109"],
      ["432", "432", "J109", "AKQ8"],
    ]);
  });

  test("a deal written from another seat lands on the same seats; a void stays empty", () => {
    const hands = dealHands("E:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
    expect(hands![1]).toEqual(["AKQJ1098765432", "", "", ""]);
    expect(hands![0]).toEqual(["", "", "", "AKQJ1098765432"]);
  });

  test("a malformed deal is refused", () => {
    expect(dealHands("X:AKQ")).toBeNull();
    expect(dealHands("N:AKQ.JT9.876 - - -")).toBeNull();
  });
});
