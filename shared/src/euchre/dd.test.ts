/**
 * The double-dummy solver of level strong (dd.ts) against plain minimax over the engine (§5 play: follow
 * the led effective suit, rulings 4-6; §6 trick resolution; §7 points).
 */
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import { ddMakerTricks, ddPoints } from "./dd";
import { euchre } from "./index";
import type { EuchreState } from "./state";
import { call, discard, fillDeal, orderUp, pass, run, start } from "./testkit";

/** The makers' tricks with perfect play, by trying every legal card with the engine itself. */
function minimax(s: EuchreState): number {
  const makers = s.maker % 2;
  const maximize = s.turn % 2 === makers;
  let best = maximize ? -1 : 99;
  for (const a of euchre.legalActions(s, s.turn)) {
    const r = euchre.apply(s, s.turn, a);
    if (!r.ok) throw new Error(r.error);
    const next = r.value.state;
    const v = next.results.length > s.results.length ? next.results[next.results.length - 1].tricks[makers] : minimax(next);
    best = maximize ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** A random position in play: random bids (so lone hands and lone defenders come up) and `plays` cards. */
function position(seed: string, plays: number): EuchreState | null {
  const made = euchre.setup({ seats: 4, options: {}, dealer: 0, rng: rngFromSeed(seed) });
  if (!made.ok) throw new Error(made.error);
  let s = made.value;
  let rng: Rng = rngFromSeed(`${seed}:moves`);
  let left = plays;
  while (s.results.length === 0 && (s.phase !== "play" || left-- > 0)) {
    const legal = euchre.legalActions(s, s.turn);
    let i: number;
    [i, rng] = randInt(rng, legal.length);
    const r = euchre.apply(s, s.turn, legal[i]);
    if (!r.ok) throw new Error(r.error);
    s = r.value.state;
  }
  return s.phase === "play" && s.results.length === 0 ? s : null;
}

describe("Euchre double-dummy solver (§5 play, §6)", () => {
  it("agrees with minimax over the engine from many positions, tricks in progress and lone hands included", () => {
    let checked = 0;
    let midTrick = 0;
    for (let g = 0; g < 80; g++) {
      const s = position(`dd${g}`, 4 + (g % 6));
      if (!s) continue;
      expect(ddMakerTricks(s)).toBe(minimax(s));
      checked++;
      if (s.trick.length > 0) midTrick++;
    }
    expect(checked).toBeGreaterThan(50);
    expect(midTrick).toBeGreaterThan(20);
  });

  it("gives the makers every trick with the five top trumps (right, left, A, K, Q of trump)", () => {
    // Dealer 3, seat 0 calls hearts in round 2 holding JH JD AH KH QH; seat 0 leads.
    const deal = fillDeal({ hands: ["JH JD AH KH QH", "AS KS QS JS TS", "AC KC QC JC TC", "AD KD QD TD 9D"], upcard: "9S" });
    let s = start(deal, 3);
    // prettier-ignore
    s = run(s, [[0, pass], [1, pass], [2, pass], [3, pass], [0, call("H")]]).state;
    expect(s.phase).toBe("play");
    expect(ddMakerTricks(s)).toBe(5);
    expect(ddPoints(s)).toEqual([2, 0]); // a march (§7)
  });

  it("counts a lone maker's march as 4 and a lone defender's euchre as 4 (§7)", () => {
    const deal = fillDeal({ hands: ["JH JD AH KH QH", "AS KS QS JS TS", "AC KC QC JC TC", "AD KD QD TD 9D"], upcard: "9H" });
    // prettier-ignore
    const s = run(start(deal, 3), [[0, orderUp(true)], [3, discard("9D")], [1, pass], [3, pass]]).state;
    expect(s.phase).toBe("play");
    expect(s.out).toEqual([2]);
    expect(ddPoints(s)).toEqual([4, 0]);
    // Seat 1 makes spades alone with a weak hand against a lone defender holding the bowers: euchred, +4.
    const weak = fillDeal({ hands: ["JS JC AS AD AH", "9S TS AC KC QC", "KS QS KD QD TD", "9C TC 9D 9H TH"], upcard: "KH" });
    // prettier-ignore
    const t = run(start(weak, 0), [[1, pass], [2, pass], [3, pass], [0, pass], [1, call("S", true)], [2, pass], [0, { type: "defendAlone" }]]).state;
    expect(t.phase).toBe("play");
    expect(ddPoints(t)).toEqual([4, 0]);
  });
});
