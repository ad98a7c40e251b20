/** Test helpers for Werewolf: scripted games from a deal, random games from a seed. */
import { mustApply, mustSetup } from "../core/testkit";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import type { Actor } from "../core/seats";
import { werewolf, type WerewolfState } from ".";
import type { WerewolfAction, WerewolfDeal, WerewolfOptions } from "./types";

export const AUTO: WerewolfOptions = { moderator: "auto", sheriff: true, roles: ["seer", "witch", "hunter", "cupid"], werewolves: 0 };

export function start(roles: string[], opts: Partial<WerewolfOptions> = {}, center?: string[]): WerewolfState {
  const deal: WerewolfDeal = { roles, ...(center ? { center } : {}) };
  return mustSetup(werewolf, { seats: roles.length, options: { ...AUTO, ...opts }, dealer: 0, deal });
}

/** Applies the actions in order, throwing on a refusal (with its index). */
export function play(s: WerewolfState, ...moves: [Actor, WerewolfAction][]): WerewolfState {
  moves.forEach(([actor, a], i) => {
    s = mustApply(werewolf, s, actor, a, ` (move ${i}, step ${s.step})`).state;
  });
  return s;
}

export function refused(s: WerewolfState, actor: Actor, a: WerewolfAction): string {
  const r = werewolf.apply(s, actor, a);
  if (r.ok) throw new Error(`expected a refusal of ${JSON.stringify(a)}`);
  return r.error;
}

export const devour = (target: number): WerewolfAction => ({ type: "nightAction", power: "devour", target });
export const vote = (target: number): WerewolfAction => ({ type: "vote", target });
export const pass: WerewolfAction = { type: "pass" };

/** Every living seat votes as listed (voter → target). */
export function votes(s: WerewolfState, map: Record<number, number>): WerewolfState {
  return play(s, ...Object.entries(map).map(([v, t]): [Actor, WerewolfAction] => [Number(v), vote(t)]));
}

/** The special roles of random game `g`: all six, the four classic ones, or the little girl, the thief and the hunter, in turn. */
export function rolesOfGame(g: number): string[] {
  if (g % 3 === 0) return ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"];
  return g % 3 === 1 ? ["seer", "witch", "hunter", "cupid"] : ["littleGirl", "thief", "hunter"];
}

/** A random game: random legal actions of a random actor owing one, until it ends (bounded). */
export function randomGame(
  seats: number,
  options: WerewolfOptions,
  seed: string,
  keep = false,
): { state: WerewolfState; moves: number; trace: WerewolfState[]; actions: { seat: Actor; action: WerewolfAction }[] } {
  let rng: Rng = rngFromSeed(seed);
  let s = mustSetup(werewolf, { seats, options, dealer: 0, rng: rngFromSeed(`deal-${seed}`) });
  const trace: WerewolfState[] = [];
  const actions: { seat: Actor; action: WerewolfAction }[] = [];
  let moves = 0;
  while (s.phase !== "over") {
    if (moves++ > 20000) throw new Error(`game ${seed} did not end`);
    const who = werewolf.toAct(s);
    if (who.length === 0) throw new Error(`nobody can act in ${s.phase}/${s.step} (${seed})`);
    let i: number;
    [i, rng] = randInt(rng, who.length);
    const legal = werewolf.legalActions(s, who[i]);
    let j: number;
    [j, rng] = randInt(rng, legal.length);
    const res = werewolf.apply(s, who[i], legal[j]);
    if (!res.ok) throw new Error(`legal action refused: ${res.error} (${JSON.stringify(legal[j])} at ${s.step}, ${seed})`);
    if (keep) trace.push(s);
    actions.push({ seat: who[i], action: legal[j] });
    werewolf.view(s, "moderator");
    s = res.value.state;
  }
  return { state: s, moves, trace, actions };
}
