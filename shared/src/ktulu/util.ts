/** Small helpers over a Ktulu state (the engine mutates a private copy inside `apply`, never the caller's). */
import { randInt } from "../core/rng";
import type { Action, Json } from "../core/ruleset";
import type { Phrase, PhraseParams } from "../core/phrase";
import { phrase } from "./english";
import type { KtuluPhraseCode } from "./phrases";
import { ROLE_FACTION, ROLE_RANK, type Faction } from "./roles";
import type { KtuluState } from "./types";

export const fac = (s: KtuluState, x: number): Faction => ROLE_FACTION[s.roles[x]];
export const alive = (s: KtuluState, x: number) => x >= 0 && s.status[x] === "alive";
export const awake = (s: KtuluState, x: number) => alive(s, x) && !s.asleep.includes(x);
export const living = (s: KtuluState) => s.status.flatMap((st, i) => (st === "alive" ? [i] : []));
export const others = (s: KtuluState, x: number) => living(s).filter((y) => y !== x);
/** The seat holding a (unique) character, or -1. */
export const seatOf = (s: KtuluState, role: string) => s.roles.indexOf(role);

/** Living members of a faction, highest-ranked first (§2: list order, then the lower seat). */
export function members(s: KtuluState, f: string, onlyAwake = false): number[] {
  return living(s)
    .filter((x) => fac(s, x) === f && (!onlyAwake || awake(s, x)))
    .sort((a, b) => ROLE_RANK[s.roles[a]] - ROLE_RANK[s.roles[b]] || a - b);
}
export const leader = (s: KtuluState, f: string): number => members(s, f, true)[0] ?? -1;

export const used = (s: KtuluState, key: string) => s.uses[key] ?? 0;
export const use = (s: KtuluState, key: string) => void (s.uses[key] = used(s, key) + 1);

export function when(s: KtuluState): string {
  return s.phase === "night" ? `Night ${s.round}` : s.phase === "day" ? `Day ${s.round}` : s.phase === "setup" ? "Setup" : "End";
}
/** A log line: the phrase `code` (with `params`) for everyone (`to` null) or for the listed seats only. */
export const say = (s: KtuluState, code: KtuluPhraseCode, params?: PhraseParams, to: number[] | null = null) =>
  void s.log.push({ ...phrase(code, params), when: when(s), to });

export function learnRole(s: KtuluState, viewer: number, x: number): void {
  if (!s.knowRole[viewer].includes(x)) s.knowRole[viewer].push(x);
  learnFaction(s, viewer, x);
}
export function learnFaction(s: KtuluState, viewer: number, x: number): void {
  if (!s.knowFaction[viewer].includes(x)) s.knowFaction[viewer].push(x);
}

/** §4: the next 75 % roll from the deal's `rolls`, then the rng. */
export function roll(s: KtuluState): boolean {
  let r: boolean;
  if (s.rolls.length > 0) r = s.rolls.shift() as boolean;
  else {
    const [x, next] = randInt(s.rng, 4);
    s.rng = next;
    r = x < 3;
  }
  s.rollsUsed.push(r);
  return r;
}

/** The faction the public believes holds the statuette: a planted one still counts for its planter (§8). */
export function shownFaction(s: KtuluState): string {
  return fac(s, s.planted ? s.planted.by : s.holder);
}
/** Checks (search, take, audit, detector...) see a planted statuette as X's (§6.6). */
export const holderFaction = (s: KtuluState) => fac(s, s.holder);
/** Dawn wins, signals, scraping and riding ignore a planted statuette. */
export const trulyHolds = (s: KtuluState, f: string) => !s.planted && fac(s, s.holder) === f;

/** The game ends: `why` is a reason phrase, said inside the public end line. */
export function end(s: KtuluState, winner: string | null, why: Phrase): void {
  if (s.phase === "over") return;
  s.phase = "over";
  s.winner = winner;
  s.cur = null;
  const line = winner ? phrase("end", { why, faction: winner }) : phrase("endNobody", { why });
  s.log.push({ ...line, when: "End", to: null });
}

/**
 * §6.2 a change of holder: Luke's track, then Kaszabara's possession, each redirect once (owner alive); receiving
 * it ends a planting; a change of the faction holding it is news at dawn (faction names only).
 */
export function setHolder(s: KtuluState, to: number, plant = false): void {
  const before = shownFaction(s);
  let dest = to;
  if (!plant) {
    const luke = seatOf(s, "luckyLuke");
    if (s.track !== null && s.track === dest && alive(s, luke)) ((dest = luke), (s.track = null));
    const kasz = seatOf(s, "kaszabara");
    if (s.possess !== null && s.possess === dest && alive(s, kasz)) ((dest = kasz), (s.possess = null));
  }
  s.holder = dest;
  s.planted = null;
  const after = shownFaction(s);
  if (after !== before) {
    if (!s.gained.includes(after)) s.gained.push(after);
    const news = phrase("statuetteMoved", { faction: before, faction2: after });
    if (s.phase === "night") s.dawn.push(news);
    else s.log.push({ ...news, when: when(s), to: null });
  }
}

/** §6.1 take: if X holds it (planted included) the taker gets it. */
export function take(s: KtuluState, x: number, taker: number): boolean {
  if (s.holder !== x || taker < 0 || taker === x) return false;
  setHolder(s, taker);
  return true;
}

/** Death by day or night; counts Runaway deaths for their escapes (§6.7). */
export function die(s: KtuluState, x: number): void {
  s.status[x] = "dead";
  if (!s.revealed.includes(x)) s.revealed.push(x);
  if (fac(s, x) === "runaways") s.runawayDeaths++;
}

/** §6.1 kill attempt: fails silently on a jailed or protected (bodyguard alive) player. Returns whether X died. */
export function kill(s: KtuluState, x: number, killer: number): boolean {
  if (!alive(s, x)) return false;
  if (s.jailed.includes(x)) return false;
  if (s.protect.includes(x) && alive(s, seatOf(s, "bodyguard"))) return false;
  die(s, x);
  s.diedTonight.push(x);
  if (!s.asleep.includes(x)) s.asleep.push(x);
  s.dawn.push({ ...phrase("died", { seat: x, role: s.roles[x] }), death: x });
  if (s.holder === x) setHolder(s, killer);
  return true;
}

/** Day death (poison, duel, hanging): the holder dying by day hands the town the game (§6.9). */
export function dayDeath(s: KtuluState, x: number, how: "diedOfPoison" | "hanged" | "diedInDuel"): void {
  if (!alive(s, x)) return;
  die(s, x);
  say(s, how, { seat: x, role: s.roles[x] });
  if (s.holder === x) end(s, "town", phrase("diedHolding", { seat: x }));
  else aliveChecks(s);
}

/** §6.8 the checks that apply at any time: nobody alive, only Indians alive. */
export function aliveChecks(s: KtuluState): void {
  const l = living(s);
  if (l.length === 0) end(s, null, phrase("nobodyAlive"));
  else if (l.every((x) => fac(s, x) === "indians")) end(s, "indians", phrase("onlyIndiansAlive"));
}

/** A bound player may not aim at his binder (§6.11). */
export const binders = (s: KtuluState, x: number) => s.bonds.filter(([, b]) => b === x).map(([a]) => a);

// --- action shapes ----------------------------------------------------------------------------

/** What a seat may send in a step: an action type (and power), an optional seat field, extra field variants. */
export interface Shape {
  type: string;
  power?: string;
  field?: "target" | "targets" | "loser";
  from?: number[];
  min?: number;
  max?: number;
  variants?: Record<string, Json>[];
}

const LIST_CAP = 400;

function combos(from: number[], k: number, out: number[][], cap: number, start = 0, acc: number[] = []): void {
  if (out.length >= cap) return;
  if (acc.length === k) return void out.push(acc.slice());
  for (let i = start; i < from.length && out.length < cap; i++) {
    acc.push(from[i]);
    combos(from, k, out, cap, i + 1, acc);
    acc.pop();
  }
}

/** Every action a shape allows (multi-seat choices are capped at a few hundred; `matches` accepts them all). */
export function enumerate(sh: Shape): Action[] {
  const base = (): Action => (sh.power ? { type: sh.type, power: sh.power } : { type: sh.type });
  const vs = sh.variants ?? [{}];
  const out: Action[] = [];
  if (sh.field === "targets") {
    const sets: number[][] = [];
    for (let k = sh.min ?? 1; k <= (sh.max ?? 1); k++) combos(sh.from ?? [], k, sets, LIST_CAP);
    for (const t of sets.slice(0, LIST_CAP)) out.push({ ...base(), targets: t });
  } else if (sh.field) {
    for (const x of sh.from ?? []) for (const v of vs) out.push({ ...base(), [sh.field]: x, ...v });
  } else for (const v of vs) out.push({ ...base(), ...v });
  return out;
}

/** Whether an action fits a shape exactly (no stray fields). */
export function matches(sh: Shape, a: Action): boolean {
  if (a.type !== sh.type) return false;
  if ((a.power ?? undefined) !== sh.power) return false;
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) if (k !== "type" && k !== "power" && k !== "for" && k !== sh.field) extra[k] = v;
  if (sh.field === "targets") {
    const t = a.targets;
    if (!Array.isArray(t) || new Set(t).size !== t.length) return false;
    if (t.length < (sh.min ?? 1) || t.length > (sh.max ?? 1)) return false;
    if (!t.every((x) => (sh.from ?? []).includes(x as number))) return false;
  } else if (sh.field) {
    if (!(sh.from ?? []).includes(a[sh.field] as number)) return false;
  }
  const vs = sh.variants ?? [{}];
  return vs.some((v) => Object.keys(v).length === Object.keys(extra).length && Object.entries(v).every(([k, x]) => extra[k] === x));
}

/** A choice for the moderator's script: the action, said as its button label ("Kill seat 4"). */
export const choicePhrase = (a: Action): Phrase => phrase("chose", { action: { ...a } });
