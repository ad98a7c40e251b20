/**
 * The nights (§5 tables, §6): which step opens and what its actors may send; what a decision does is in
 * effects.ts. Steps resolve one at a time in the listed order; each effect is final before the next step opens.
 */
import type { Action } from "../core/ruleset";
import { ROLE_RANK } from "./roles";
import type { Cur, KtuluState } from "./types";
import { alive, awake, binders, fac, holderFaction, living, members, others, seatOf, used, type Shape } from "./util";
import { STEP_TITLES } from "./names";

export const NIGHT0 = ["sheriff.jail", "courtesan.visit", "seducer.seduce", "pastor.confess", "blackmailer.blackmail", "bandits.keep"];
export const NIGHT = [
  "luke.ride",
  "luke.search",
  "luke.kill",
  "luke.track",
  "luke.info",
  "sheriff.jail",
  "pastor.confess",
  "drunkard.drink",
  "drunkJudge.drink",
  "bodyguard.protect",
  "taxCollector.audit",
  "executioner.kill",
  "gambler.roulette",
  "bandits.rob",
  "thief.steal",
  "cardSharp.play",
  "avenger.kill",
  "bandits.keep",
  "indians.kill",
  "indians.kill2",
  "loneCoyote.kill",
  "warrior.kill",
  "burningRage.kill",
  "shaman.trance",
  "shamaness.poison",
  "eagleEye.look",
  "silentFoot.plant",
  "silentFoot.retrieve",
  "indians.keep",
  "ufos.search",
  "greenTentacle.kill",
  "purpleSucker.steal",
  "detector.detect",
  "mindEater.read",
  "ufos.keep",
  "ufos.signal",
  "runaways.escape",
  "runaways.search",
  "bondsman.master",
  "bondsman.steal",
  "cleaner.clean",
  "runaways.keep",
  "runaways.scrape",
  "gods.shoot",
  "nameless.shoot",
  "kaszabara.possess",
  "banner.interrogate",
  "banner.answer",
  "nameless.gift",
  "gods.keep",
  "doctor.revive",
];
const AUTO = new Set(["luke.ride", "luke.info", "ufos.signal", "runaways.scrape"]);
const FACTION_STEPS = new Set(["bandits.rob", "indians.kill", "indians.kill2", "ufos.search", "runaways.escape", "runaways.search", "gods.shoot"]);
const MANDATORY = new Set([
  "luke.search",
  "sheriff.jail",
  "courtesan.visit",
  "seducer.seduce",
  "pastor.confess",
  "blackmailer.blackmail",
  "bodyguard.protect",
  "indians.kill",
  "indians.kill2",
  "ufos.search",
  "detector.detect",
  "mindEater.read",
  "runaways.escape",
  "runaways.search",
  "bondsman.master",
  "cleaner.clean",
  "gods.shoot",
  "kaszabara.possess",
  "banner.answer",
]);
/** Uses per game ("once", "twice"); the key is the step id. */
export const LIMIT: Record<string, number> = {
  "luke.kill": 1,
  "luke.track": 1,
  "drunkard.drink": 2,
  "drunkJudge.drink": 2,
  "taxCollector.audit": 1,
  "executioner.kill": 1,
  "gambler.roulette": 1,
  "thief.steal": 1,
  "cardSharp.play": 1,
  "avenger.kill": 1,
  "warrior.kill": 1,
  "shaman.trance": 1,
  "shamaness.poison": 1,
  "eagleEye.look": 1,
  "greenTentacle.kill": 1,
  "purpleSucker.steal": 1,
  "bondsman.steal": 2,
  "nameless.shoot": 1,
  "doctor.revive": 1,
};
/** Powers that aim a kill (a bound player may not aim them at his binder, §6.11). */
const KILLS = new Set(["kill", "roulette", "shoot"]);
const NO_TARGET = new Set(["taxCollector.audit", "eagleEye.look", "silentFoot.retrieve", "bondsman.steal", "banner.answer"]);

export const isKeep = (id: string) => id.endsWith(".keep");
export const isFactionStep = (id: string) => FACTION_STEPS.has(id);
export const isAuto = (id: string) => AUTO.has(id);
export const powerOf = (id: string) => (id === "indians.kill2" ? "kill" : id.split(".")[1]);
export const ownerOf = (id: string) => id.split(".")[0];
/** The character acting in an individual step ("luke" steps belong to Lucky Luke). */
const roleOf = (id: string) => (ownerOf(id) === "luke" ? "luckyLuke" : ownerOf(id));
export const title = (id: string) => STEP_TITLES[id] ?? id;

/** Seats `a` may aim this step's power at (null: the power takes no target). */
export function targets(s: KtuluState, id: string, a: number): number[] | null {
  if (NO_TARGET.has(id)) return null;
  const p = powerOf(id);
  let t: number[];
  if (isKeep(id)) t = members(s, ownerOf(id), true).filter((x) => x !== s.holder);
  else if (id === "runaways.escape") t = members(s, "runaways", true);
  else if (id === "gods.shoot" || id === "nameless.shoot") t = living(s);
  else if (isFactionStep(id)) t = living(s).filter((x) => fac(s, x) !== ownerOf(id));
  else if (id === "doctor.revive") t = s.diedTonight.slice();
  else if (id === "banner.interrogate") t = others(s, a).filter((x) => awake(s, x));
  else if (id === "bodyguard.protect") {
    const lp = s.lastProtect;
    t = others(s, a).filter((x) => !(lp && lp.night === s.round - 1 && lp.seat === x));
  } else if (id === "gambler.roulette") t = others(s, a).filter((x) => !s.pointed.includes(x));
  else t = others(s, a);
  if (KILLS.has(p)) {
    const bs = binders(s, a);
    t = t.filter((x) => !bs.includes(x));
  }
  return t;
}

/** What seat `a` may send in night step `id` (its power, and `pass` when the step is optional). */
export function nightShapes(s: KtuluState, cur: Cur, a: number): Shape[] {
  const id = cur.id;
  const power = powerOf(id);
  const out: Shape[] = [];
  const t = targets(s, id, a);
  if (id === "cleaner.clean") {
    out.push({ type: "nightAction", power, field: "targets", from: t ?? [], min: 1, max: Math.ceil(living(s).length / 10) + 1 });
  } else {
    const variants = power === "shoot" ? [{ take: true }, { take: false }] : id === "banner.answer" ? [{ cooperate: true }, { cooperate: false }] : undefined;
    if (t === null) out.push({ type: "nightAction", power, variants });
    else if (t.length > 0) out.push({ type: "nightAction", power, field: "target", from: t, variants });
  }
  if (!cur.mandatory) out.push({ type: "pass" });
  return out;
}

/** The step's actors when it opens now, else null (§5: absent, dead, asleep, spent, condition, no target). */
export function openNight(s: KtuluState, id: string): Cur | null {
  const owner = ownerOf(id);
  const mandatory = MANDATORY.has(id);
  if (id === "kaszabara.possess") s.possess = null; // his next turn: last night's possession ends
  let actors: number[];
  if (isFactionStep(id)) actors = members(s, owner, true);
  else if (isKeep(id)) {
    const m = members(s, owner, true);
    if (s.planted || fac(s, s.holder) !== owner || !awake(s, s.holder) || m.length < 2) return null;
    actors = [m[0]];
  } else if (id === "banner.answer") {
    if (s.interrogated === null || !alive(s, s.interrogated)) return null;
    actors = [s.interrogated];
  } else {
    const a = seatOf(s, roleOf(id));
    if (!awake(s, a)) return null;
    actors = [a];
  }
  if (actors.length === 0) return null;
  if (LIMIT[id] !== undefined && used(s, id) >= LIMIT[id]) return null;
  if (!condition(s, id, actors[0])) return null;
  const cur: Cur = { id, actors, choices: {}, mandatory };
  // No legal target → skipped (a faction step needs a target for its highest-ranked member).
  const t = targets(s, id, actors[0]);
  if (t !== null && t.length === 0) return null;
  return cur;
}

function condition(s: KtuluState, id: string, a: number): boolean {
  switch (id) {
    case "gambler.roulette":
      return s.round >= 2;
    case "bandits.rob":
      return holderFaction(s) !== "bandits";
    case "indians.kill2":
      return fac(s, s.planted ? s.planted.by : s.holder) === "indians"; // §9.7, planted counts
    case "loneCoyote.kill": {
      const m = members(s, "indians", true);
      return m.length === 1 && m[0] === a;
    }
    case "burningRage.kill":
      return s.gained.includes("indians");
    case "silentFoot.plant":
      return s.holder === a && !s.planted;
    case "silentFoot.retrieve":
      return !!s.planted && s.planted.by === a && s.planted.night < s.round;
    case "runaways.escape":
      return s.escapeDue;
    case "bondsman.steal":
      return s.master !== null && alive(s, s.master);
    case "nameless.gift":
      return s.holder === a && !s.planted;
    case "doctor.revive":
      return s.diedTonight.length > 0;
    default:
      return true;
  }
}

/** §5 faction decision: a choice sent by more than half of the awake members, else the highest-ranked one's. */
export function factionDecision(s: KtuluState, cur: Cur): Action | null {
  const voters = cur.actors.filter((x) => awake(s, x));
  const counts = new Map<string, number>();
  for (const x of voters) {
    const c = cur.choices[x];
    if (c) counts.set(key(c), (counts.get(key(c)) ?? 0) + 1);
  }
  for (const x of voters) {
    const c = cur.choices[x];
    if (c && (counts.get(key(c)) ?? 0) * 2 > voters.length) return c;
  }
  const top = voters.slice().sort((p, q) => ROLE_RANK[s.roles[p]] - ROLE_RANK[s.roles[q]] || p - q)[0];
  return top === undefined ? null : (cur.choices[top] ?? null);
}
const key = (a: Action) => JSON.stringify([a.type, a.power ?? null, a.target ?? null, a.take ?? null]);
