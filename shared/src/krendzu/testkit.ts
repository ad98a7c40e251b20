/**
 * Helpers for the Krendzu tests only (not used by the engine): deals from short strings, acting with
 * checks, refusals that must change nothing.
 */
import { mustApply, mustRefuse } from "../core/testkit";
import type { GameEvent } from "../core/ruleset";
import { cellMap } from "./board";
import { krendzu } from "./index";
import type { KrendzuState } from "./state";
import type { KrendzuAction, KrendzuOptions } from "./types";

/** "7H 9H KS" → ["7H", "9H", "KS"]. */
export function cards(text: string): string[] {
  return text.split(/\s+/).filter((c) => c.length > 0);
}

/** A match from explicit hands (one string per seat, per tour). */
export function start(hands: string[] | string[][], options: Partial<KrendzuOptions>, dealer = 0): KrendzuState {
  const tours = (Array.isArray(hands[0]) ? hands : [hands]) as string[][];
  const deal = tours.map((t) => ({ hands: t.map(cards) }));
  const r = krendzu.setup({ seats: tours[0].length, options: options as KrendzuOptions, dealer, deal });
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
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

/** Applies actions that must all be accepted; returns the last state and every event. */
export function run(s: KrendzuState, steps: [number, KrendzuAction][]): { state: KrendzuState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, a] of steps) {
    const r = mustApply(krendzu, s, seat, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Applies an action that must be refused, checks nothing changed, and returns the reason. */
export function refuse(s: KrendzuState, seat: number, action: KrendzuAction): string {
  return mustRefuse(krendzu, s, seat, action);
}

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
