/** Helpers for the Skat tests only: deals from short strings, acting with checks, crafted positions. */
import { cards, mustSetup, testkitFor } from "../core/testkit";
import { skat } from "./index";
import { SKAT_DECK } from "./cards";
import type { SkatState } from "./state";
import type { SkatAction, SkatDeal, SkatOptions } from "./types";

export { cards } from "../core/testkit";

/**
 * A full deal from the cards that matter: named cards are placed, the rest of the deck (in C S H D order,
 * 7..A) fills the active hands in seat order, then the skat. `hands` by seat; the 4-seat dealer gets [].
 */
export function fillDeal(seats: number, dealer: number, spec: { hands?: Record<number, string>; skat?: string }): SkatDeal {
  const hands: string[][] = Array.from({ length: seats }, (_, i) => cards(spec.hands?.[i] ?? ""));
  const skatCards = cards(spec.skat ?? "");
  const used = new Set([...hands.flat(), ...skatCards]);
  const rest = SKAT_DECK.filter((c) => !used.has(c));
  for (let seat = 0; seat < seats; seat++) {
    if (seats === 4 && seat === dealer) continue;
    while (hands[seat].length < 10) hands[seat].push(rest.shift()!);
  }
  while (skatCards.length < 2) skatCards.push(rest.shift()!);
  return { hands, skat: skatCards };
}

export function start(deal: SkatDeal | SkatDeal[], opts: Partial<SkatOptions> = {}, seats = 3, dealer = 0): SkatState {
  return mustSetup(skat, { seats, options: opts, dealer, deal });
}

export const bid = (value: number): SkatAction => ({ type: "bid", value });
export const hold: SkatAction = { type: "hold" };
export const pass: SkatAction = { type: "pass" };
export const pickUp: SkatAction = { type: "pickUpSkat" };
export const discard = (a: string, b: string): SkatAction => ({ type: "discard", cards: [a, b] });
export const play = (card: string): SkatAction => ({ type: "play", card });
export const declare = (game: string, flags: { hand?: boolean; schneider?: boolean; schwarz?: boolean; ouvert?: boolean } = {}): SkatAction =>
  ({ type: "declare", game, ...flags }) as SkatAction;

const kit = testkitFor(skat);
export const { refuse } = kit;

/** Skat's tests follow the state only: acting returns the next state. */
export const act = (s: SkatState, seat: number, a: SkatAction): SkatState => kit.act(s, seat, a).state;
export const run = (s: SkatState, steps: [number, SkatAction][]): SkatState => kit.run(s, steps).state;

/** Plays the legal card chosen by `pick` (default: the first legal card) for whoever is on turn until `until` holds. */
export function playOut(s: SkatState, until: (s: SkatState) => boolean, pick: (legal: string[], s: SkatState) => string = (l) => l[0]): SkatState {
  let guard = 0;
  while (!until(s)) {
    const seat = s.turn;
    const legal = skat.legalActions(s, seat).flatMap((a) => (a.type === "play" ? [a.card] : []));
    if (legal.length === 0) throw new Error(`seat ${seat} cannot play in phase ${s.phase}`);
    s = act(s, seat, play(pick(legal, s)));
    if (++guard > 40) throw new Error("play did not stop");
  }
  return s;
}
