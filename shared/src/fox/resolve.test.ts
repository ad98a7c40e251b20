/** Trick resolution (§6): trump, led suit, the Witch (9) incl. rulings 9 and 10, and §10 examples 1-2. */
import { fox } from "./index";
import { leadWins } from "./resolve";
import { fillDeal, play, run, start } from "./testkit";

describe("§6 ordinary resolution", () => {
  test("§6.3: a higher card of the led suit wins; a lower one or another non-trump suit loses", () => {
    expect(leadWins("6K", "8K", "M")).toBe(false);
    expect(leadWins("6K", "2K", "M")).toBe(true);
    expect(leadWins("6K", "11B", "M")).toBe(true);
  });

  test("§6.2: any trump beats any non-trump; between trumps the higher wins", () => {
    expect(leadWins("11K", "1M", "M")).toBe(false);
    expect(leadWins("1M", "11K", "M")).toBe(true);
    expect(leadWins("4M", "10M", "M")).toBe(false);
    expect(leadWins("10M", "4M", "M")).toBe(true);
  });
});

describe("§6.1 Witch (9)", () => {
  test("a lone non-trump 9 beats any trump ranked 1-8 and loses to a trump ranked 10-11", () => {
    for (let r = 1; r <= 8; r++) {
      expect(leadWins("9B", `${r}M`, "M")).toBe(true);
      expect(leadWins(`${r}M`, "9B", "M")).toBe(false);
    }
    for (const r of [10, 11]) {
      expect(leadWins("9B", `${r}M`, "M")).toBe(false);
      expect(leadWins(`${r}M`, "9B", "M")).toBe(true);
    }
  });

  test("a non-trump 9 that is led beats a higher card of its own suit", () => {
    expect(leadWins("9B", "10B", "M")).toBe(true);
    expect(leadWins("9B", "11B", "M")).toBe(true);
  });

  test("a lone 9 from a void follower beats the led card unless it is a trump ranked 10 or 11", () => {
    for (const led of ["11K", "1K", "10K", "8M", "1M"]) expect(leadWins(led, "9B", "M")).toBe(false);
    for (const led of ["10M", "11M"]) expect(leadWins(led, "9B", "M")).toBe(true);
  });

  test("ruling 9: two 9s — neither counts as trump; a trump 9 wins, else the 9 of the led suit", () => {
    expect(leadWins("9B", "9K", "M")).toBe(true);
    expect(leadWins("9B", "9M", "M")).toBe(false);
    expect(leadWins("9M", "9B", "M")).toBe(true);
    expect(leadWins("9K", "9B", "M")).toBe(true);
  });

  test("ruling 10: a lone trump 9 is just a trump", () => {
    expect(leadWins("9M", "10M", "M")).toBe(false);
    expect(leadWins("9M", "8M", "M")).toBe(true);
    expect(leadWins("8K", "9M", "M")).toBe(false);
    expect(leadWins("10M", "9M", "M")).toBe(true);
    expect(leadWins("9M", "11K", "M")).toBe(true);
  });

  test("the Witch acts only at resolution: a 9 is never a trump for following (covered with ruling 8 in follow tests)", () => {
    const s = start(fillDeal({ hands: ["9B", "2B 1M 1K 2K 3K 4K 5K 6K 7K 8K 9K 10K 11K"], decree: "4M" }), 1);
    const t = run(s, [[0, play("9B")]]).state;
    expect(fox.legalActions(t, 1)).toEqual([{ type: "play", card: "2B" }]);
  });
});

describe("§10 worked examples (resolution)", () => {
  test("example 1: decree 4M, seat 1 leads 9B, seat 0 holds 2B 10B and plays 10B — the lone 9 wins", () => {
    const deal = {
      hands: [
        ["2B", "10B", "1K", "2K", "3K", "4K", "5K", "6K", "7K", "8K", "9K", "10K", "11K"],
        ["9B", "1B", "3B", "4B", "5B", "6B", "7B", "8B", "11B", "1M", "2M", "3M", "5M"],
      ] as [string[], string[]],
      deck: ["6M", "7M", "8M", "9M", "10M", "11M"],
      decree: "4M",
    };
    let s = start(deal, 0);
    s = run(s, [[1, play("9B")]]).state;
    expect(fox.legalActions(s, 0)).toEqual([
      { type: "play", card: "2B" },
      { type: "play", card: "10B" },
    ]);
    s = run(s, [[0, play("10B")]]).state;
    expect([s.lastTrick, s.lastWinner, s.tricks]).toEqual([["9B", "10B"], 1, [0, 1]]);
  });

  const ex2 = fillDeal({
    hands: ["8M 10M", "9K 1K 1B 2B 3B 4B 5B 6B 7B 8B 9B 10B 11B"],
    deck: "3M 5M 6M 7M 9M 11M",
    decree: "4M",
  });

  test("example 2: trump M, seat 0 leads 8M, void seat 1 plays 9K — the lone 9 counts as trump and wins", () => {
    // prettier-ignore
    const s = run(start(ex2, 1), [[0, play("8M")], [1, play("9K")]]).state;
    expect(s.lastWinner).toBe(1);
  });

  test("example 2: had seat 0 led 10M, seat 0 would win", () => {
    // prettier-ignore
    const s = run(start(ex2, 1), [[0, play("10M")], [1, play("9K")]]).state;
    expect(s.lastWinner).toBe(0);
  });
});
