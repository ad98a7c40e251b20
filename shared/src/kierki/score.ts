/**
 * Points (§5.2, §5.3, §5.4): the penalty of a finished trick in each negative deal (the robber adds them
 * all up), the trump deals' gain, the lottery prizes, and when a deal may end early.
 */
import { trickCount, type KierkiState } from "./state";
import type { DealKind, KierkiOptions, SixthDeal } from "./types";

/** The tricks (1-based) that deal 6 penalises under `sixthDeal`, and the penalty for each. */
export function sixthDealTricks(sixth: SixthDeal, n: number): { tricks: number[]; each: number } {
  const N = trickCount(n);
  const two = n === 3 ? 70 : 75;
  switch (sixth) {
    case "last":
      return { tricks: [N], each: n === 3 ? 140 : 150 };
    case "lastTwo":
      return { tricks: [N - 1, N], each: two };
    case "seventhAndLast":
      return { tricks: [7, N], each: two };
    case "thirdAndSeventh":
      return { tricks: [3, 7], each: two };
    case "thirdAndEighth":
      return { tricks: [3, 8], each: two };
  }
}

/** What each of the six negative rows of §5.2 charges for one trick (`number` is 1-based). */
function rowPenalty(row: DealKind, cards: readonly string[], number: number, n: number, sixth: SixthDeal): number {
  switch (row) {
    case "tricks":
      return n === 3 ? 15 : 20;
    case "hearts":
      return 20 * cards.filter((c) => c[1] === "H").length;
    case "queens":
      return 60 * cards.filter((c) => c[0] === "Q").length;
    case "kingsJacks":
      return 30 * cards.filter((c) => c[0] === "K" || c[0] === "J").length;
    case "kingHearts":
      return cards.includes("KH") ? (n === 3 ? 140 : 150) : 0;
    case "last": {
      const six = sixthDealTricks(sixth, n);
      return six.tricks.includes(number) ? six.each : 0;
    }
    default:
      return 0;
  }
}

const ROWS: readonly DealKind[] = ["tricks", "hearts", "queens", "kingsJacks", "kingHearts", "last"];

/** The penalty (a positive number of points lost) of trick `number` in a negative deal; the robber sums every row. */
export function trickPenalty(kind: DealKind, cards: readonly string[], number: number, n: number, options: KierkiOptions): number {
  if (kind === "robber") return ROWS.reduce((sum, row) => sum + rowPenalty(row, cards, number, n, options.sixthDeal), 0);
  return rowPenalty(kind, cards, number, n, options.sixthDeal);
}

export const TRUMP_TRICK_GAIN = 25;

export function isNegative(kind: DealKind): boolean {
  return kind !== "trumps" && kind !== "lottery";
}

/** Lottery prizes for the first and second out (§5.4). */
export function lotteryPrizes(n: number, options: KierkiOptions): [number, number] {
  if (options.lotteryDeals === 1) return n === 3 ? [790, 485] : [800, 500];
  return n === 3 ? [250, 175] : [200, 125];
}

/**
 * `endEarly` (§5.2): true when the negative deal in `s` (its counters already updated for the trick
 * just taken) has no penalty left to take. Deals 1 and 7 always run to the last trick.
 */
export function nothingLeft(s: KierkiState, kind: DealKind): boolean {
  switch (kind) {
    case "hearts":
      return s.taken.hearts === 13;
    case "queens":
      return s.taken.queens === 4;
    case "kingsJacks":
      return s.taken.kingsJacks === 8;
    case "kingHearts":
      return s.taken.kh;
    case "last":
      return s.trickNo >= Math.max(...sixthDealTricks(s.options.sixthDeal, s.n).tricks);
    default:
      return false;
  }
}
