/**
 * Helpers for the Krendzu tests only (not used by the engine): deals from short strings, acting with
 * checks, refusals that must change nothing.
 */
import { cards, mustSetup, testkitFor } from "../core/testkit";
import { cellMap } from "./board";
import { krendzu } from "./index";
import type { KrendzuState } from "./state";
import type { KrendzuAction, KrendzuOptions, KrendzuView } from "./types";

export { cards } from "../core/testkit";

/** A match from explicit hands (one string per seat, per tour). */
export function start(hands: string[] | string[][], options: Partial<KrendzuOptions>, dealer = 0): KrendzuState {
  const tours = (Array.isArray(hands[0]) ? hands : [hands]) as string[][];
  const deal = tours.map((t) => ({ hands: t.map(cards) }));
  return mustSetup(krendzu, { seats: tours[0].length, options: options as KrendzuOptions, dealer, deal });
}

export const place = (card: string, x: number, y: number): KrendzuAction => ({ type: "place", card, x, y });
export const two = (a: string, ax: number, ay: number, b: string, bx: number, by: number): KrendzuAction => ({
  type: "placeMany",
  cards: [
    { card: a, x: ax, y: ay },
    { card: b, x: bx, y: by },
  ],
});
export const skip: KrendzuAction = { type: "skip" };

export const { run, refuse } = testkitFor(krendzu);

/** A cell map from rows of text, top row first: "6D 8D .. QD" with ".." for empty; y counts down from `top`. */
export function grid(rows: string[], top = 0): Map<string, string> {
  const placed: { card: string; x: number; y: number }[] = [];
  rows.forEach((row, i) =>
    row.split(/\s+/).forEach((c, x) => {
      if (c !== ".." && c !== "") placed.push({ card: c, x, y: top - i });
    }),
  );
  return cellMap(placed);
}

/**
 * A view of a two-player tour for the bot's tests: seat 0 attacks, seat 1 defends, `seat` to act with `hand`;
 * `over` sets the rest (the board, the tour, the hand counts, what is legal).
 */
export function tourView(hand: string[], seat: number, over: Partial<Record<keyof KrendzuView, unknown>>): KrendzuView {
  return {
    phase: "play",
    tour: 0,
    tours: 2,
    dealer: 0,
    threeMode: "loneAttacks",
    attackerCards: 12,
    defenderCards: 13,
    sides: ["attack", "defend"],
    turn: seat,
    opening: false,
    handCounts: [hand.length, hand.length],
    board: [],
    combos: [],
    tourResults: [],
    scores: [0, 0],
    lastAction: null,
    winners: [],
    hand,
    legal: seat === 0 ? ["place"] : ["place", "placeMany", "skip"],
    ...over,
  } as unknown as KrendzuView;
}
