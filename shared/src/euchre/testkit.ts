/**
 * Helpers for the Euchre tests only (not used by the engine): deals from short strings, acting with
 * checks, refusals that must leave the state unchanged, and seeded random-legal play.
 */
import { mustApply, mustRefuse } from "../core/testkit";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import type { GameEvent } from "../core/ruleset";
import { EUCHRE_DECK } from "./cards";
import { euchre } from "./index";
import type { EuchreState } from "./state";
import type { EuchreAction, EuchreDeal, EuchreOptions } from "./types";

/** "9S TS JS" → ["9S", "TS", "JS"]. */
export function cards(text: string): string[] {
  return text.split(/\s+/).filter((c) => c.length > 0);
}

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
  const r = euchre.setup({ seats: 4, options: { targetScore: 10, stickTheDealer: false, defendAlone: true, ...options }, dealer, deal });
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

export const pass: EuchreAction = { type: "pass" };
export const orderUp = (alone = false): EuchreAction => ({ type: "orderUp", alone });
export const call = (suit: string, alone = false): EuchreAction => ({ type: "call", suit, alone });
export const discard = (card: string): EuchreAction => ({ type: "discard", cards: [card] });
export const defendAlone: EuchreAction = { type: "defendAlone" };
export const play = (card: string): EuchreAction => ({ type: "play", card });

export function act(s: EuchreState, seat: number, action: EuchreAction): { state: EuchreState; events: GameEvent[] } {
  return mustApply(euchre, s, seat, action);
}

export function run(s: EuchreState, steps: [number, EuchreAction][]): { state: EuchreState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [seat, a] of steps) {
    const r = act(s, seat, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Applies an action that must be refused, checks the state did not change, and returns the reason. */
export function refuse(s: EuchreState, seat: number, action: EuchreAction): string {
  return mustRefuse(euchre, s, seat, action);
}

/** A state with some fields replaced, for positions deep in a hand. */
export function craft(base: EuchreState, fields: Partial<EuchreState>): EuchreState {
  return { ...base, ...fields };
}

/** One random legal step chosen by `policy`; null when nobody can act. */
export function randomStep(s: EuchreState, policy: Rng): { state: EuchreState; events: GameEvent[]; policy: Rng; seat: number; action: EuchreAction } | null {
  const who = euchre.toAct(s);
  if (who.length === 0) return null;
  const seat = who[0];
  const legal = euchre.legalActions(s, seat);
  const [i, next] = randInt(policy, legal.length);
  const r = act(s, seat, legal[i]);
  return { ...r, policy: next, seat, action: legal[i] };
}

export function policyFor(seed: string | number): Rng {
  return rngFromSeed(`policy:${seed}`);
}

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
