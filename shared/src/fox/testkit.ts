/**
 * Helpers for the Fox tests only (not used by the engine): building deals from short strings, acting
 * with checks, and random-legal play from a seeded policy.
 */
import { cards, mustSetup, testkitFor } from "../core/testkit";
import { FOX_DECK } from "./deck";
import { fox } from "./index";
import type { FoxState } from "./state";
import type { FoxAction, FoxDeal } from "./types";

export { craft, policyFor } from "../core/testkit";

/**
 * A full deal from the cards that matter: the named cards are placed, the rest of the deck (in 1B..11M
 * order) fills seat 0's hand, then seat 1's, then the draw deck.
 */
export function fillDeal(spec: { hands?: [string, string]; deck?: string; decree: string }): FoxDeal {
  const hands: [string[], string[]] = [cards(spec.hands?.[0] ?? ""), cards(spec.hands?.[1] ?? "")];
  const deck = cards(spec.deck ?? "");
  const used = new Set([...hands[0], ...hands[1], ...deck, spec.decree]);
  const rest = FOX_DECK.filter((c) => !used.has(c));
  for (const c of rest) {
    if (hands[0].length < 13) hands[0].push(c);
    else if (hands[1].length < 13) hands[1].push(c);
    else deck.push(c);
  }
  return { hands, deck, decree: spec.decree };
}

export function start(deal: FoxDeal | FoxDeal[], dealer = 0, targetScore = 21): FoxState {
  return mustSetup(fox, { seats: 2, options: { targetScore }, dealer, deal });
}

export const play = (card: string): FoxAction => ({ type: "play", card });
export const exchange = (card: string): FoxAction => ({ type: "exchange", card });
export const pass: FoxAction = { type: "pass" };
export const discard = (...cs: string[]): FoxAction => ({ type: "discard", cards: cs });

export const { act, run, refuse, randomStep } = testkitFor(fox);
