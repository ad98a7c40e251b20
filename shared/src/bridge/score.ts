/**
 * Scoring (§7): the deal score table of 7.1, honors (7.3), vulnerability per method (7.3–7.7), the
 * expected score by high-card points and the IMP scale (7.6).
 */
import { hcp, suitOf } from "./cards";
import type { Contract, Strain, Vul } from "./types";

/** The parts of a deal's score (7.1). Made: the declaring side's items; defeated: `under` to the defenders. */
export interface ScoreParts {
  made: boolean;
  /** Contract trick points T (doubling included). */
  trick: number;
  over: number;
  insult: number;
  slam: number;
  /** Game (300/500) or partscore (50) premium; 0 when `premiums` is off (rubber). */
  premium: number;
  /** Undertrick penalty, credited to the defenders. */
  under: number;
  /** Net for the declaring side: positive when made, −under when defeated. */
  total: number;
}

/** Contract trick points for `level` tricks in `strain`, undoubled. */
function baseTrickPoints(level: number, strain: Strain): number {
  if (strain === "C" || strain === "D") return 20 * level;
  if (strain === "H" || strain === "S") return 30 * level;
  return 40 + 30 * (level - 1);
}

/** Undertrick penalty for `down` tricks (7.1, modern scale). */
export function undertricks(down: number, doubled: 0 | 1 | 2, vul: boolean): number {
  if (down <= 0) return 0;
  if (doubled === 0) return down * (vul ? 100 : 50);
  let p = 0;
  for (let i = 1; i <= down; i++) {
    if (vul) p += i === 1 ? 200 : 300;
    else p += i === 1 ? 100 : i <= 3 ? 200 : 300;
  }
  return doubled === 2 ? 2 * p : p;
}

/** The deal score of 7.1 for a contract taking `tricks` tricks (declaring side's view). */
export function dealScore(c: Pick<Contract, "level" | "strain" | "doubled">, tricks: number, vul: boolean, premiums: boolean): ScoreParts {
  const need = 6 + c.level;
  if (tricks < need) {
    const under = undertricks(need - tricks, c.doubled, vul);
    return { made: false, trick: 0, over: 0, insult: 0, slam: 0, premium: 0, under, total: -under };
  }
  const mult = c.doubled === 2 ? 4 : c.doubled === 1 ? 2 : 1;
  const trick = baseTrickPoints(c.level, c.strain) * mult;
  const extra = tricks - need;
  const overEach = c.doubled === 0 ? (c.strain === "C" || c.strain === "D" ? 20 : 30) : (vul ? 200 : 100) * (c.doubled === 2 ? 2 : 1);
  const over = extra * overEach;
  const insult = c.doubled === 2 ? 100 : c.doubled === 1 ? 50 : 0;
  const slam = c.level === 6 ? (vul ? 750 : 500) : c.level === 7 ? (vul ? 1500 : 1000) : 0;
  const premium = !premiums ? 0 : trick >= 100 ? (vul ? 500 : 300) : 50;
  return { made: true, trick, over, insult, slam, premium, under: 0, total: trick + over + insult + slam + premium };
}

/** Honors (7.3) for a contract in `strain` on the original deal: [NS, EW]. */
export function honorsOf(hands: readonly (readonly string[])[], strain: Strain): [number, number] {
  const out: [number, number] = [0, 0];
  hands.forEach((hand, seat) => {
    if (strain === "NT") {
      if (hand.filter((c) => c.charAt(0) === "A").length === 4) out[seat % 2] += 150;
      return;
    }
    const n = hand.filter((c) => suitOf(c) === strain && "AKQJT".includes(c.charAt(0))).length;
    if (n === 5) out[seat % 2] += 150;
    else if (n === 4) out[seat % 2] += 100;
  });
  return out;
}

/** Duplicate board vulnerability by board number (7.5), cycle of 16. */
const BOARD_VUL: readonly Vul[] = ["none", "ns", "ew", "both", "ns", "ew", "both", "none", "ew", "both", "none", "ns", "both", "none", "ns", "ew"];
export function boardVul(board: number): Vul {
  return BOARD_VUL[(((board - 1) % 16) + 16) % 16];
}

/** Chicago / impHcp vulnerability (7.4) for the deal at position `c` of the round, dealt by `dealer`. */
export function chicagoVul(c: number, dealer: number, rule: "nonDealer" | "dealer"): Vul {
  const k = c % 4;
  if (k === 0) return "none";
  if (k === 3) return "both";
  const dealerSide = dealer % 2 === 0 ? "ns" : "ew";
  const other = dealerSide === "ns" ? "ew" : "ns";
  return rule === "dealer" ? dealerSide : other;
}

export function isVul(vul: Vul, side: 0 | 1): boolean {
  return vul === "both" || (side === 0 ? vul === "ns" : vul === "ew");
}

export function vulOf(ns: boolean, ew: boolean): Vul {
  return ns ? (ew ? "both" : "ns") : ew ? "ew" : "none";
}

/** Expected score by the reference side's HCP (7.6), [NV, V]. */
const EXPECTED: Record<number, [number, number]> = {
  20: [0, 0],
  21: [50, 50],
  22: [70, 70],
  23: [110, 110],
  24: [200, 290],
  25: [300, 440],
  26: [350, 520],
  27: [400, 600],
  28: [430, 630],
  29: [460, 660],
  30: [490, 690],
  31: [600, 900],
  32: [700, 1050],
  33: [900, 1350],
  34: [1000, 1500],
  35: [1100, 1650],
  36: [1200, 1800],
};
export function expectedScore(refHcp: number, vul: boolean): number {
  const row = refHcp >= 37 ? [1300, 1950] : (EXPECTED[refHcp] ?? [0, 0]);
  return vul ? row[1] : row[0];
}

/** Lower bounds of each IMP step (7.6): |D| ≥ IMP_STEPS[k−1] earns at least k IMPs. */
const IMP_STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
export function impsFor(diff: number): number {
  const a = Math.abs(diff);
  let k = 0;
  while (k < IMP_STEPS.length && a >= IMP_STEPS[k]) k++;
  return diff < 0 && k > 0 ? -k : k;
}

/**
 * IMPs for NS on one deal against the HCP expectation (7.6). `nsScore`: the deal score from NS's view.
 * Returns the reference side's HCP facts too, for the summary.
 */
export function impHcp(hands: readonly (readonly string[])[], vul: Vul, nsScore: number): { hcpNS: number; expected: number; imps: number } {
  const hcpNS = hcp(hands[0]) + hcp(hands[2]);
  const refSide: 0 | 1 = hcpNS >= 20 ? 0 : 1;
  const refHcp = refSide === 0 ? hcpNS : 40 - hcpNS;
  const expected = hcpNS === 20 ? 0 : expectedScore(refHcp, isVul(vul, refSide));
  const r = refSide === 0 ? nsScore : -nsScore;
  const imps = impsFor(r - expected);
  return { hcpNS, expected, imps: refSide === 0 ? imps : -imps };
}
