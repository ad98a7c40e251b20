/**
 * Helpers for the Kierki tests only (not used by the engine): deals from the cards that matter, acting
 * with checks, crafted positions, seeded random play.
 */
import { mustApply, mustRefuse } from "../core/testkit";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import type { GameEvent } from "../core/ruleset";
import { deckFor } from "./deck";
import { kierki } from "./index";
import { DEFAULT_OPTIONS } from "./setup";
import type { KierkiState } from "./state";
import type { KierkiAction, KierkiDeal, KierkiOptions } from "./types";

export function cards(text: string): string[] {
  return text.split(/\s+/).filter((c) => c.length > 0);
}

/** A full deal from the cards that matter: the named cards are placed, the rest fill the hands in seat order. */
export function fillDeal(spec: string[], n = 4): KierkiDeal {
  const hands = Array.from({ length: n }, (_, i) => cards(spec[i] ?? ""));
  const used = new Set(hands.flat());
  const size = n === 3 ? 17 : 13;
  for (const c of deckFor(n).filter((x) => !used.has(x))) hands.find((h) => h.length < size)!.push(c);
  return { hands };
}

export function start(deal: KierkiDeal | KierkiDeal[], opts: Partial<KierkiOptions> = {}, dealer = 3, n = 4): KierkiState {
  const r = kierki.setup({ seats: n, options: { ...DEFAULT_OPTIONS, ...opts }, dealer, deal });
  if (!r.ok) throw new Error(`setup refused: ${r.error}`);
  return r.value;
}

export const play = (card: string): KierkiAction => ({ type: "play", card });
export const trump = (suit: string): KierkiAction => ({ type: "trump", suit });
export const pass: KierkiAction = { type: "pass" };

export function act(s: KierkiState, seat: number, action: KierkiAction): { state: KierkiState; events: GameEvent[] } {
  return mustApply(kierki, s, seat, action);
}

/** Plays cards in turn order from whoever is on turn: "7D 2H AD KH". */
export function playCards(s: KierkiState, text: string): { state: KierkiState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const c of cards(text)) {
    const r = act(s, s.turn, play(c));
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export function refuse(s: KierkiState, seat: number, action: KierkiAction): string {
  return mustRefuse(kierki, s, seat, action);
}

/** A state with some fields replaced, for positions deep in a deal (e.g. trick 13). */
export function craft(base: KierkiState, fields: Partial<KierkiState>): KierkiState {
  return { ...base, ...fields };
}

/** Plays seeded random legal moves while `goOn` holds; returns the final state and the actions. */
export function randomGame(
  s: KierkiState,
  seed: string | number,
  goOn: (s: KierkiState) => boolean = (t) => t.phase !== "over",
  each?: (s: KierkiState) => void,
): { state: KierkiState; actions: { seat: number; action: KierkiAction }[]; events: GameEvent[] } {
  let policy: Rng = rngFromSeed(`policy:${seed}`);
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
  const r = kierki.setup({ seats: n, options: { ...DEFAULT_OPTIONS, ...opts }, dealer, rng: rngFromSeed(seed) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
