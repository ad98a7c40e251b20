/** Helpers for the Ktulu tests only: games from a list of characters, acting with checks, random play. */
import { mustApply, mustRefuse, mustSetup, policyFor } from "../core/testkit";
import { randInt, rngFromSeed, type Rng } from "../core/rng";
import type { Action } from "../core/ruleset";
import type { Actor } from "../core/seats";
import { ktulu } from "./index";
import type { KtuluOptions, KtuluState } from "./types";

export function game(roles: string[], options: Partial<KtuluOptions> = {}, rolls?: boolean[]): KtuluState {
  return mustSetup(ktulu, { seats: roles.length, options: { ...options } as KtuluOptions, dealer: 0, deal: { roles, rolls } });
}

export function act(s: KtuluState, actor: Actor, action: Action): KtuluState {
  return mustApply(ktulu, s, actor, action, ` (step ${s.cur?.id})`).state;
}

export function refuse(s: KtuluState, actor: Actor, action: Action): string {
  return mustRefuse(ktulu, s, actor, action);
}

export const na = (power: string, target?: number, extra: Record<string, unknown> = {}): Action =>
  target === undefined ? { type: "nightAction", power, ...extra } : { type: "nightAction", power, target, ...extra };
export const pass: Action = { type: "pass" };

/**
 * A random legal game: seats (and in human mode the moderator, who never declares a winner) act at random.
 * `each` sees every state reached, the first and the last included.
 */
export function randomGame(
  seed: string | number,
  n: number,
  options: Partial<KtuluOptions> = {},
  maxSteps = 60000,
  each?: (s: KtuluState) => void,
): { state: KtuluState; steps: number } {
  let s = mustSetup(ktulu, { seats: n, options: options as KtuluOptions, dealer: 0, rng: rngFromSeed(seed) });
  let policy: Rng = policyFor(seed);
  const pickInt = (k: number) => {
    const [x, next] = randInt(policy, k);
    policy = next;
    return x;
  };
  let steps = 0;
  each?.(s);
  while (s.phase !== "over") {
    if (++steps > maxSteps) throw new Error(`game ${seed} did not end (${s.phase} ${s.round} ${s.cur?.id})`);
    const toAct = ktulu.toAct(s);
    if (toAct.length === 0) throw new Error(`nobody can act: ${s.phase} ${s.cur?.id}`);
    const actor = toAct[pickInt(toAct.length)];
    let legal = ktulu.legalActions(s, actor);
    if (actor === "moderator") {
      // The random Manitou mostly advances; acting for seats is covered by the seats themselves.
      const adv = legal.filter((a) => a.type === "advance" || a.type === "resolveTie" || a.type === "strikePoison");
      legal = adv.length ? adv : legal.filter((a) => a.type !== "declareWinner");
    }
    if (legal.length === 0) throw new Error(`${actor} owes but has no legal action at ${s.cur?.id}`);
    s = act(s, actor, legal[pickInt(legal.length)]);
    each?.(s);
  }
  return { state: s, steps };
}

type Plan = Record<string, Action | ((s: KtuluState, seat: number) => Action)>;

/**
 * Auto mode: plays the open night steps until the night ends (or step `stop` opens). Every owing seat sends the
 * plan's action for the step, else `pass`.
 */
export function night(s: KtuluState, plan: Plan = {}, stop?: string): KtuluState {
  for (let i = 0; i < 200 && s.phase === "night"; i++) {
    const cur = s.cur!;
    if (stop && cur.id === stop) return s;
    const p = plan[cur.id];
    const seat = ktulu.toAct(s).find((x): x is number => x !== "moderator");
    if (seat === undefined) throw new Error(`nobody owes at ${cur.id}`);
    s = act(s, seat, typeof p === "function" ? p(s, seat) : (p ?? pass));
  }
  if (stop && s.cur?.id !== stop) throw new Error(`step ${stop} never opened`);
  return s;
}

/** Auto mode: everyone ready, the given search votes (same for all), hanging question `hang` (default no). */
export function day(s: KtuluState, search: number[], hang = false, hangTarget?: number): KtuluState {
  const everyone = (a: Action) => {
    const id = s.cur?.id;
    for (let i = 0; i < 100 && s.cur?.id === id && ktulu.toAct(s).some((x) => x !== "moderator"); i++) {
      const x = ktulu.toAct(s).find((y): y is number => y !== "moderator")!;
      s = act(s, x, a);
    }
  };
  if (s.cur?.id === "discussion") everyone({ type: "ready" });
  if (s.cur?.id === "search") everyone({ type: "vote", targets: search });
  if (s.cur?.id === "hangQuestion") everyone({ type: "vote", hang });
  if (s.cur?.id === "hangVote") everyone({ type: "vote", target: hangTarget });
  return s;
}

/** Compositions that bring in every optional faction and every controversial character. */
export const WIDE: string[][] = [
  ["sheriff", "doctor", "gambler", "judge", "seducer", "bandLeader", "cardSharp", "chief", "silentFoot", "luckyLuke", "kaszabara", "banner", "nameless"],
  [
    "sheriff",
    "bodyguard",
    "executioner",
    "drunkJudge",
    "insuranceAgent",
    "mayor",
    "bandLeader",
    "blackmailer",
    "thief",
    "chief",
    "loneCoyote",
    "burningRage",
    "bondsman",
    "cleaner",
    "runaway",
    "god",
  ],
  [
    "taxCollector",
    "drunkard",
    "courtesan",
    "pastor",
    "goodGunslinger",
    "bandLeader",
    "badGunslinger",
    "avenger",
    "chief",
    "shamaness",
    "warrior",
    "eagleEye",
    "greatUfo",
    "greenTentacle",
    "detector",
    "mindEater",
    "purpleSucker",
  ],
  ["townsman", "doctor", "bandit", "indian", "runaway", "runaway", "bondsman"],
  ["sheriff", "bandLeader", "silentFoot", "shaman", "luckyLuke", "nameless", "god"],
];
