/**
 * Helpers for the Kierki tests only (not used by the engine): deals from the cards that matter, acting
 * with checks, crafted positions, seeded random play.
 */
import { cards, mustSetup, policyFor, testkitFor } from "../core/testkit";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import type { GameEvent } from "../core/ruleset";
import { deckFor } from "./deck";
import { kierki } from "./index";
import { DEFAULT_OPTIONS } from "./setup";
import type { KierkiState } from "./state";
import type { KierkiAction, KierkiDeal, KierkiOptions } from "./types";

export { craft } from "../core/testkit";

/** A full deal from the cards that matter: the named cards are placed, the rest fill the hands in seat order. */
export function fillDeal(spec: string[], n = 4): KierkiDeal {
  const hands = Array.from({ length: n }, (_, i) => cards(spec[i] ?? ""));
  const used = new Set(hands.flat());
  const size = n === 3 ? 17 : 13;
  for (const c of deckFor(n).filter((x) => !used.has(x))) hands.find((h) => h.length < size)!.push(c);
  return { hands };
}

export function start(deal: KierkiDeal | KierkiDeal[], opts: Partial<KierkiOptions> = {}, dealer = 3, n = 4): KierkiState {
  return mustSetup(kierki, { seats: n, options: { ...DEFAULT_OPTIONS, ...opts }, dealer, deal });
}

export const play = (card: string): KierkiAction => ({ type: "play", card });
export const trump = (suit: string): KierkiAction => ({ type: "trump", suit });
export const pass: KierkiAction = { type: "pass" };

const kit = testkitFor(kierki);
export const { act, refuse } = kit;

/** Plays cards in turn order from whoever is on turn: "7D 2H AD KH". */
export function playCards(s: KierkiState, text: string): { state: KierkiState; events: GameEvent[] } {
  return kit.runInTurn(s, cards(text).map(play), (t) => t.turn);
}

/** Plays seeded random legal moves while `goOn` holds; returns the final state and the actions. */
export function randomGame(
  s: KierkiState,
  seed: string | number,
  goOn: (s: KierkiState) => boolean = (t) => t.phase !== "over",
  each?: (s: KierkiState) => void,
): { state: KierkiState; actions: { seat: number; action: KierkiAction }[]; events: GameEvent[] } {
  let policy: Rng = policyFor(seed);
  const actions: { seat: number; action: KierkiAction }[] = [];
  const events: GameEvent[] = [];
  while (goOn(s) && s.turn >= 0) {
    each?.(s);
    const legal = kierki.legalActions(s, s.turn);
    const [i, next] = randInt(policy, legal.length);
    policy = next;
    const seat = s.turn;
    const r = act(s, seat, legal[i]);
    actions.push({ seat, action: legal[i] });
    events.push(...r.events);
    s = r.state;
  }
  each?.(s);
  return { state: s, actions, events };
}

export function seeded(seed: string | number, opts: Partial<KierkiOptions> = {}, n = 4, dealer = 0): KierkiState {
  return mustSetup(kierki, { seats: n, options: { ...DEFAULT_OPTIONS, ...opts }, dealer, rng: rngFromSeed(seed) });
}
