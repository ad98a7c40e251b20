/** The lottery (§5.4, rulings §9.9-§9.11) and the worked example of §10. */
import { kierki } from "./index";
import { act, craft, fillDeal, pass, play, randomGame, refuse, seeded, start } from "./testkit";
import type { KierkiState } from "./state";
import type { KierkiOptions } from "./types";

/** The lottery deal (index 6 with positive "lottery"), dealer 0 (first dealer 2), with the given hands. */
function lottery(hands: string[][], opts: Partial<KierkiOptions> = {}, fields: Partial<KierkiState> = {}, n = 4): KierkiState {
  const base = start(fillDeal([], n), { positive: "lottery", ...opts }, n === 4 ? 2 : 0, n);
  const dealNo = base.sequence.indexOf("lottery");
  const dealer = (base.firstDealer + dealNo) % n;
  return craft(base, { dealNo, dealer, phase: "lottery", leader: (dealer + 1) % n, turn: (dealer + 1) % n, hands, rng: null, ...fields });
}
const legal = (s: KierkiState, seat = s.turn) => kierki.view(s, seat).legal as string[];
const rows = (s: KierkiState) => kierki.view(s, "spectator").rows;

describe("§5.4 lottery", () => {
  test("§10 worked example: dealer 0, seat 1 opens 8D; seat 2 may play 9D or 8S; seat 3 with only 2C KH must pass", () => {
    // prettier-ignore
    const s = lottery([["7D", "AS"], ["8D", "3C"], ["9D", "8S", "4C"], ["2C", "KH"]]);
    expect([s.dealer, s.turn]).toEqual([0, 1]);
    const t = act(s, 1, play("8D")).state;
    expect(kierki.view(t, 0).base).toBe("8");
    expect(legal(t).sort()).toEqual(["8S", "9D"]);
    const u = act(t, 2, play("8S")).state;
    expect(legal(u)).toEqual(["pass"]);
    expect(refuse(u, 3, play("2C"))).toMatch(/does not fit/);
    const w = act(u, 3, pass).state;
    expect(kierki.view(w, "spectator").passes).toEqual([0, 0, 0, 1]);
    expect(w.turn).toBe(0);
    expect(rows(w)).toEqual([
      { suit: "S", low: "8S", high: "8S" },
      { suit: "D", low: "8D", high: "8D" },
    ]);
  });

  test("§5.4 a pass while holding a playable card is refused", () => {
    // prettier-ignore
    const s = act(lottery([["7D", "AS"], ["8D", "3C"], ["9D", "8S", "4C"], ["2C", "KH"]]), 1, play("8D")).state;
    expect(refuse(s, 2, pass)).toBe("You cannot pass while you hold a card that fits the rows");
  });

  test("§9.9 the first card can have any rank (A or 2), and a row started at A only grows downwards", () => {
    // prettier-ignore
    const s = lottery([["KS", "AD"], ["AS", "3C"], ["2S", "QS", "4C"], ["2C", "KH"]]);
    const t = act(s, 1, play("AS")).state;
    expect(kierki.view(t, 0).base).toBe("A");
    // seat 2: the next spade down is KS (not held), and 2S does not wrap round above the A
    expect(legal(t)).toEqual(["pass"]);
    const u = act(act(t, 2, pass).state, 3, pass).state;
    expect(legal(u)).toEqual(["KS", "AD"]);
    const w = act(u, 0, play("KS")).state;
    expect(rows(w)).toEqual([{ suit: "S", low: "KS", high: "AS" }]);
    // a row started at 2 only grows upwards; the 2 of another suit opens its row
    // prettier-ignore
    const two = act(lottery([["3S", "AD"], ["2S", "3C"], ["4S", "QS", "4C"], ["2C", "KH"]]), 1, play("2S")).state;
    expect(kierki.view(two, "spectator").base).toBe("2");
    expect(legal(two)).toEqual(["pass"]);
    expect(legal(act(two, 2, pass).state)).toEqual(["2C"]);
  });

  test("§5.4 playable: the base-rank card of a new suit, or one above the top / below the bottom of a row", () => {
    // prettier-ignore
    const s = lottery([["7H", "8H", "TD", "7D"], ["8D", "3C"], ["6D", "8S", "4C"], ["2C", "KH"]], {}, { turn: 0 });
    const t = act(s, 0, play("7D")).state;
    expect(legal(t)).toEqual(["8D"]);
    expect(legal(craft(t, { turn: 0 }))).toEqual(["7H"]);
    expect(legal(craft(t, { turn: 2 }))).toEqual(["6D"]);
    const u = act(craft(t, { turn: 0 }), 0, play("7H")).state;
    expect(legal(craft(u, { turn: 0 }))).toEqual(["8H"]);
    expect(refuse(craft(u, { turn: 0 }), 0, play("TD"))).toMatch(/does not fit/);
  });

  test("§9.10 with 3 players and base rank 2 the clubs row opens with 3C", () => {
    // prettier-ignore
    const s = lottery([["2S", "5S"], ["2H", "3C"], ["4C", "2D"]], {}, {}, 3);
    expect(s.turn).toBe(1);
    const t = act(s, 1, play("2H")).state;
    expect(legal(t)).toEqual(["2D"]);
    expect(legal(craft(t, { turn: 0 }))).toEqual(["2S"]);
    expect(legal(craft(t, { turn: 1 }))).toEqual(["3C"]);
    const u = act(craft(t, { turn: 1 }), 1, play("3C")).state;
    expect(legal(craft(u, { turn: 2 })).sort()).toEqual(["2D", "4C"]);
  });

  test("§5.4 going out: first 800, second 500, the deal ends at once (§9.11); the out seat is skipped", () => {
    const s = lottery([["9D"], ["8D", "3C"], ["7D", "TD"], ["2C", "KH"]]);
    const t = act(s, 1, play("8D")).state;
    const u = act(t, 2, play("7D")).state;
    const v = act(u, 3, pass).state;
    const w = act(v, 0, play("9D")).state;
    expect(kierki.view(w, "spectator").out).toEqual([0]);
    expect(w.points).toEqual([800, 0, 0, 0]);
    expect(w.turn).toBe(1);
    const x = act(act(w, 1, pass).state, 2, play("TD")).state;
    // seat 2 is out second: the game (its last deal) is over, seat 1 and 3 score nothing for their cards
    expect(x.points).toEqual([800, 0, 500, 0]);
    expect(x.phase).toBe("over");
    expect(x.results[x.results.length - 1]).toEqual({ kind: "lottery", points: [800, 0, 500, 0] });
  });

  test("§5.4 prizes: 200/125 per lottery with 4 lotteries; 3 players 790/485, or 250/175 each of 3", () => {
    const steps = (s: KierkiState, moves: [number, string][]) =>
      moves.reduce((t, [seat, m]) => act(t, seat, m === "pass" ? pass : play(m)).state, s).results.at(-1)?.points;
    const four = lottery([["9D"], ["8D", "TD"], ["7D", "2C"], ["KH"]], { lotteryDeals: 4 });
    // prettier-ignore
    expect(steps(four, [[1, "8D"], [2, "7D"], [3, "pass"], [0, "9D"], [1, "TD"]])).toEqual([200, 125, 0, 0]);
    const three = (opts: Partial<KierkiOptions>) => lottery([["9D"], ["8D", "TD"], ["7D", "3C"]], opts, {}, 3);
    // prettier-ignore
    const moves: [number, string][] = [[1, "8D"], [2, "7D"], [0, "9D"], [1, "TD"]];
    expect(steps(three({}), moves)).toEqual([790, 485, 0]);
    expect(steps(three({ lotteryDeals: 3 }), moves)).toEqual([250, 175, 0]);
  });
});

describe("§5.4 a turn in which nobody can play cannot happen", () => {
  test("§5.4 in random lotteries (3 and 4 players) a full round of passes never occurs, and every lottery ends with two out", () => {
    for (const n of [3, 4]) {
      for (let g = 0; g < 6; g++) {
        const s0 = seeded(`lot${n}-${g}`, { positive: "lottery", lotteryDeals: n }, n, g % n);
        let passesInRow = 0;
        let most = 0;
        const { state, events } = randomGame(s0, `lot${n}-${g}`, undefined, (s) => {
          // each state follows one action: count the passes since the last card
          passesInRow = s.phase === "lottery" && s.lastMove?.pass ? passesInRow + 1 : 0;
          if (s.phase === "lottery") expect(passesInRow).toBeLessThan(n - s.out.length);
          most = Math.max(most, passesInRow);
        });
        expect(most).toBeGreaterThan(0);
        expect(events.filter((e) => e.type === "out")).toHaveLength(2 * n);
        expect(state.phase).toBe("over");
      }
    }
  });
});
