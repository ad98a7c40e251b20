/**
 * Helpers for the Euchre tests only (not used by the engine): deals from short strings, acting with
 * checks, refusals that must leave the state unchanged, and seeded random-legal play.
 */
import { cards, mustSetup, testkitFor } from "../core/testkit";
import type { GameEvent } from "../core/ruleset";
import { EUCHRE_DECK } from "./cards";
import { euchre } from "./index";
import type { EuchreState } from "./state";
import type { EuchreAction, EuchreDeal, EuchreOptions } from "./types";

export { craft, policyFor } from "../core/testkit";

/**
 * A full deal from the cards that matter: named cards are placed, the rest of the deck (in S H D C, 9..A
 * order) fills hands 0..3 to 5 cards, then the kitty.
 */
export function fillDeal(spec: { hands?: [string?, string?, string?, string?]; upcard: string; kitty?: string }): EuchreDeal {
  const hands = [0, 1, 2, 3].map((i) => cards(spec.hands?.[i] ?? "")) as EuchreDeal["hands"];
  const kitty = cards(spec.kitty ?? "");
  const used = new Set([...hands.flat(), ...kitty, spec.upcard]);
  for (const c of EUCHRE_DECK.filter((x) => !used.has(x))) {
    const h = hands.find((x) => x.length < 5);
    if (h) h.push(c);
    else kitty.push(c);
  }
  return { hands, upcard: spec.upcard, kitty };
}

export function start(deal: EuchreDeal | EuchreDeal[], dealer = 0, options: Partial<EuchreOptions> = {}): EuchreState {
  return mustSetup(euchre, { seats: 4, options: { targetScore: 10, stickTheDealer: false, defendAlone: true, ...options }, dealer, deal });
}

export const pass: EuchreAction = { type: "pass" };
export const orderUp = (alone = false): EuchreAction => ({ type: "orderUp", alone });
export const call = (suit: string, alone = false): EuchreAction => ({ type: "call", suit, alone });
export const discard = (card: string): EuchreAction => ({ type: "discard", cards: [card] });
export const defendAlone: EuchreAction = { type: "defendAlone" };
export const play = (card: string): EuchreAction => ({ type: "play", card });

export const { act, run, refuse, randomStep } = testkitFor(euchre);

/** Plays every remaining card of a hand by each seat's first legal card (the state must be in `play`). */
export function playOut(s: EuchreState): { state: EuchreState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const hand = s.handNo;
  while (s.phase === "play" && s.handNo === hand) {
    const seat = s.turn;
    const r = act(s, seat, euchre.legalActions(s, seat)[0]);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}
