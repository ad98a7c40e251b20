/** Card values (§2) and combinations (§6): every valuation case of the page, suits, overlaps, counted once. */
import { combosThrough, judgeFour, progression, valuesText } from "./combos";
import { cards, grid } from "./testkit";

const prog = (text: string) => progression(cards(text));
const cells4: [number, number][] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [3, 0],
];

describe("§2 values and §6 progressions", () => {
  test.each([
    ["AS AH 9D QC", [1, 5, 9, 13]],
    ["JS 9H 6D QC", [12, 9, 6, 3]],
    ["AS 6H 7D 8C", [5, 6, 7, 8]],
    ["QC JH AC TS", [13, 12, 11, 10]],
  ])("ruling 4: %s is a combination with values %j", (four, values) => {
    expect(prog(four)).toEqual(values);
  });

  test("ruling 4: K, Q, J, A is 14, 13, 12, 11 or 4, 3, 2, 1", () => {
    const v = prog("KS QH JD AC");
    expect([JSON.stringify([14, 13, 12, 11]), JSON.stringify([4, 3, 2, 1])]).toContain(JSON.stringify(v));
  });

  // Each figure value of §2 carries a progression on its own.
  test.each([
    ["J = 2", "AS JH QD KC", 1, 2],
    ["J = 12", "9S TH AD JC", 3, 12],
    ["Q = 3", "QS 6H 9D JC", 0, 3],
    ["Q = 13", "9S AH QD AC", 2, 13],
    ["K = 4", "KS 6H 8D TC", 0, 4],
    ["K = 14", "8S TH JD KC", 3, 14],
    ["A = 1", "AS JH QD KC", 0, 1],
    ["A = 5", "AS 6H 7D 8C", 0, 5],
    ["A = 11", "8S 9H TD AC", 3, 11],
    ["A = 15", "6S 9H JD AC", 3, 15],
  ])("§2 %s", (_name, four, at, value) => {
    expect(prog(four)![at]).toBe(value);
  });

  test("§6 reading order: a row read backwards is the same progression, negated", () => {
    expect(prog("8C 7D 6H AS")).toEqual([8, 7, 6, 5]);
  });

  test("ruling 3: four cards of one rank are never a combination (difference 0)", () => {
    expect(prog("7S 7H 7D 7C")).toBeNull();
    expect(judgeFour(cells4, cards("7S 7H 7D 7C"))).toBeNull();
    expect(prog("AS AH AD AC")).toBeNull();
  });

  test("§6 a progression needs line order: 6 8 7 9 is not one", () => {
    expect(prog("6S 8H 7D 9C")).toBeNull();
    expect(prog("6S 7H 8D TC")).toBeNull();
  });

  test("ruling 5: Q, 6 grows only one way (3, 6, 9, J=12)", () => {
    expect(prog("QS 6H 9D JC")).toEqual([3, 6, 9, 12]);
    expect(prog("AS QS 6H 9D")).toBeNull();
  });

  test("§6 four of one suit is a combination; suit and progression together is one four", () => {
    const suit = judgeFour(cells4, cards("6D 8D TD QD"))!;
    expect([suit.suit, suit.progression, suit.values]).toEqual([true, false, null]);
    const both = judgeFour(cells4, cards("6H 7H 8H 9H"))!;
    expect([both.suit, both.progression, valuesText(both.cards, both.values!)]).toEqual([true, true, "6, 7, 8, 9"]);
    const four = judgeFour(cells4, cards("AS 6H 7D 8C"))!;
    expect(valuesText(four.cards, four.values!)).toBe("A=5, 6, 7, 8");
  });
});

describe("§6 combinations through a placed card", () => {
  test("ruling 6: filling a hole completes two overlapping fours (6D 8D TD QD JD = 2)", () => {
    const found = combosThrough(grid(["6D 8D TD QD JD"]), 2, 0);
    expect(found.map((f) => f.cards.join(" ")).sort()).toEqual(["6D 8D TD QD", "8D TD QD JD"]);
  });

  test("§6 worked example: KS 6H 7H 8H 9H scores only the four 6H..9H", () => {
    const found = combosThrough(grid(["KS 6H 7H 8H 9H"]), 4, 0);
    expect(found).toHaveLength(1);
    expect(found[0].cards).toEqual(cards("6H 7H 8H 9H"));
  });

  test("ruling 6: one card completes a row and a column at once; values are chosen per four", () => {
    // Column x=3 (top to bottom): JS AD TC, then the card at (3,0). Row y=0: 6S 7D 8C then (3,0).
    const board = grid(["..  ..  ..  JS", "..  ..  ..  AD", "..  ..  ..  TC", "6S  7D  8C  9H"], 3);
    const found = combosThrough(board, 3, 0);
    expect(found.map((f) => valuesText(f.cards, f.values!)).sort()).toEqual(["6, 7, 8, 9", "9, 10, A=11, J=12"].sort());
  });

  test("§6 diagonals both ways count; corners do not make a row", () => {
    const up = grid(["..  ..  ..  9S", "..  ..  8H  ..", "..  7D  ..  ..", "6C  ..  ..  .."], 3);
    expect(combosThrough(up, 0, 0).map((f) => valuesText(f.cards, f.values!))).toEqual(["6, 7, 8, 9"]);
    const down = grid(["6C  ..  ..  ..", "..  7D  ..  ..", "..  ..  8H  ..", "..  ..  ..  9S"], 3);
    expect(combosThrough(down, 3, 0).map((f) => valuesText(f.cards, f.values!))).toEqual(["6, 7, 8, 9"]);
  });

  test("§6 the same ace is 5 in its row and 15 in its column", () => {
    const board = grid(["6C  ..  ..  ..", "9S  ..  ..  ..", "JC  ..  ..  ..", "AH  6S  7D  8H"], 3);
    const found = combosThrough(board, 0, 0);
    expect(found.map((f) => valuesText(f.cards, f.values!)).sort()).toEqual(["A=15, J=12, 9, 6", "A=5, 6, 7, 8"]);
  });

  test("§6 three cards in a line are not a combination yet", () => {
    expect(combosThrough(grid(["6H 7H 8H"]), 2, 0)).toEqual([]);
  });
});
