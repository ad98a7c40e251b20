/**
 * Helpers for the Fox tests only (not used by the engine): building deals from short strings, acting
 * with checks, and random-legal play from a seeded policy.
 */
import { mustApply, mustRefuse } from "../core/testkit";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import type { GameEvent } from "../core/ruleset";
import { FOX_DECK } from "./deck";
import { fox } from "./index";
import type { FoxState } from "./state";
import type { FoxAction, FoxDeal } from "./types";

/** "1B 2B 10K" → ["1B", "2B", "10K"]. */
export function cards(text: string): string[] {
  return text.split(/\s+/).filter((c) => c.length > 0);
}

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
  const r = fox.setup({ seats: 2, options: { targetScore }, dealer, deal });
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

export const play = (card: string): FoxAction => ({ type: "play", card });
export const exchange = (card: string): FoxAction => ({ type: "exchange", card });
export const pass: FoxAction = { type: "pass" };
export const discard = (...cs: string[]): FoxAction => ({ type: "discard", cards: cs });

/** Applies an action that must be accepted. */
export function act(s: FoxState, seat: number, action: FoxAction): { state: FoxState; events: GameEvent[] } {
  return mustApply(fox, s, seat, action);
}

/** Applies several accepted actions in turn, returning the last state and all events. */
export function run(s: FoxState, steps: [number, FoxAction][]): { state: FoxState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, a] of steps) {
    const r = act(s, seat, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Applies an action that must be refused, checks the state did not change, and returns the reason. */
export function refuse(s: FoxState, seat: number, action: FoxAction): string {
  return mustRefuse(fox, s, seat, action);
}

/** A state with some fields replaced, for positions deep in a round (e.g. trick 13). */
export function craft(base: FoxState, fields: Partial<FoxState>): FoxState {
  return { ...base, ...fields };
}

/** One random legal step chosen by `policy`; returns null when nobody can act. */
export function randomStep(
  s: FoxState,
  policy: Rng,
): { state: FoxState; events: GameEvent[]; policy: Rng; seat: number; action: FoxAction } | null {
  const who = fox.toAct(s);
  if (who.length === 0) return null;
  const seat = who[0];
  const legal = fox.legalActions(s, seat);
  const [i, next] = randInt(policy, legal.length);
  const r = act(s, seat, legal[i]);
  return { ...r, policy: next, seat, action: legal[i] };
}

export function policyFor(seed: string | number): Rng {
  return rngFromSeed(`policy:${seed}`);
}
