/**
 * What the strong Krendzu bot knows, from its view alone (§8): the board, its hand, the cards it has not
 * seen (in other hands or set aside, §4) and how many cards each side still holds (public, §9.12). And the
 * open fours it sees: fours of three cards whose empty cell some card could still fill to complete them.
 */
import { decodePlaced } from "./board";
import { DECK } from "./deck";
import { CARD_NO, completes, gridOf, type Grid, type Need } from "./threats";
import type { KrendzuView } from "./types";

export interface Seen {
  g: Grid;
  hand: number[];
  /** Cards the bot has not seen: in other hands or set aside. */
  unseen: number[];
  /** Cards held by the other seats of the attacking side, and of the defending side. */
  attackers: number;
  defenders: number;
}

export function seenFrom(v: KrendzuView, seat: number): Seen {
  const hand = (v.hand ?? []).map((c) => CARD_NO.get(c) as number);
  const board = v.board.map(decodePlaced);
  const known = new Set<number>([...hand, ...board.map((p) => CARD_NO.get(p.card) as number)]);
  const unseen = DECK.map((_, i) => i).filter((i) => !known.has(i));
  const count = (side: string) => v.handCounts.reduce((sum, k, p) => sum + (p !== seat && v.sides[p] === side ? k : 0), 0);
  return { g: gridOf(board), hand, unseen, attackers: count("attack"), defenders: count("defend") };
}

/** A cell and the needs of the fours of three cards through it that some card of a pool would complete. */
export interface Open {
  cell: number;
  needs: Need[];
}

/** The open cells (a card may go there now, §5) with at least one four that a card of `pool` would complete. */
export function openFours(g: Grid, pool: readonly number[]): Open[] {
  const out: Open[] = [];
  for (const cell of g.frontier()) {
    const needs = g.needsAt(cell).filter((n) => pool.some((c) => completes(n, c)));
    if (needs.length > 0) out.push({ cell, needs });
  }
  return out;
}

/**
 * The same for cells that touch the board only at a corner (§9.2): nobody may fill them yet, but the first
 * card on one of their edge neighbours opens them.
 */
export function latentFours(g: Grid, pool: readonly number[]): Open[] {
  const out: Open[] = [];
  for (const cell of g.near()) {
    if (g.open(cell)) continue;
    const needs = g.needsAt(cell).filter((n) => pool.some((c) => completes(n, c)));
    if (needs.length > 0) out.push({ cell, needs });
  }
  return out;
}

/** How many cards of `pool` would complete some four through the cell. */
export function completers(needs: readonly Need[], pool: readonly number[]): number {
  let n = 0;
  for (const c of pool) if (needs.some((need) => completes(need, c))) n++;
  return n;
}
