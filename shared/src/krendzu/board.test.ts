/** The board (§5 "Board"): edge adjacency on an unbounded grid, the opening cell, the frontier. */
import { cellMap, cellRefusal, frontier } from "./board";

const board = (...ps: [string, number, number][]) => ps.map(([card, x, y]) => ({ card, x, y }));

describe("§5 placing a card", () => {
  test("§5 the very first card of a tour goes to (0,0) and nowhere else", () => {
    const empty = cellMap([]);
    expect(cellRefusal(empty, 0, 0)).toBeNull();
    expect(cellRefusal(empty, 1, 0)).toBe("The opening card goes to (0,0)");
    expect(frontier([])).toEqual([[0, 0]]);
  });

  test("§5 neighbours share an edge: (x±1, y) and (x, y±1)", () => {
    const cells = cellMap(board(["7H", 0, 0]));
    for (const [x, y] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      expect(cellRefusal(cells, x, y)).toBeNull();
    }
  });

  test("ruling 2: a cell touching the board only at a corner is refused", () => {
    const cells = cellMap(board(["7H", 0, 0]));
    for (const [x, y] of [
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ]) {
      expect(cellRefusal(cells, x, y)).toBe(`Cell (${x},${y}) touches no card by an edge`);
    }
    expect(cellRefusal(cells, 2, 0)).toMatch(/touches no card/);
  });

  test("§5 an occupied cell is refused", () => {
    const cells = cellMap(board(["7H", 0, 0], ["9H", 1, 0]));
    expect(cellRefusal(cells, 1, 0)).toBe("Cell (1,0) is taken");
  });

  test("ruling 1: the board grows in any direction, negative coordinates included", () => {
    const cells = cellMap(board(["7H", 0, 0], ["9H", -1, 0], ["6S", -1, -1]));
    expect(cellRefusal(cells, -2, 0)).toBeNull();
    expect(cellRefusal(cells, -1, -2)).toBeNull();
    expect(cellRefusal(cells, 0, -1)).toBeNull();
  });

  test("§5 the frontier is every empty cell with an occupied edge neighbour, each once", () => {
    const b = board(["7H", 0, 0], ["9H", 1, 0]);
    const f = frontier(b)
      .map(([x, y]) => `${x},${y}`)
      .sort();
    expect(f).toEqual(["-1,0", "0,-1", "0,1", "1,-1", "1,1", "2,0"].sort());
    const cells = cellMap(b);
    for (const [x, y] of frontier(b)) expect(cellRefusal(cells, x, y)).toBeNull();
  });
});
