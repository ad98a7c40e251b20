/**
 * The nights (§5 tables, §6): which step opens, what its actors may send, and what a decision does.
 * Steps resolve one at a time in the listed order; each effect is final before the next step opens.
 */
import type { Action } from "../core/ruleset";
import { FACTION_NAMES } from "./names";
import { ROLE_RANK } from "./roles";
import type { Cur, KtuluState } from "./types";
import {
  alive, awake, binders, choiceText, end, fac, facName, holderFaction, kill, leader, learnFaction, learnRole, living,
  members, others, roleName, roll, say, seatOf, setHolder, take, trulyHolds, use, used, who, type Shape,
} from "./util";
import { STEP_TITLES } from "./names";

export const NIGHT0 = ["sheriff.jail", "courtesan.visit", "seducer.seduce", "pastor.confess", "blackmailer.blackmail", "bandits.keep"];
export const NIGHT = [
  "luke.ride", "luke.search", "luke.kill", "luke.track", "luke.info", "sheriff.jail", "pastor.confess", "drunkard.drink",
  "drunkJudge.drink", "bodyguard.protect", "taxCollector.audit", "executioner.kill", "gambler.roulette", "bandits.rob",
  "thief.steal", "cardSharp.play", "avenger.kill", "bandits.keep", "indians.kill", "indians.kill2", "loneCoyote.kill",
  "warrior.kill", "burningRage.kill", "shaman.trance", "shamaness.poison", "eagleEye.look", "silentFoot.plant",
  "silentFoot.retrieve", "indians.keep", "ufos.search", "greenTentacle.kill", "purpleSucker.steal", "detector.detect",
  "mindEater.read", "ufos.keep", "ufos.signal", "runaways.escape", "runaways.search", "bondsman.master", "bondsman.steal",
  "cleaner.clean", "runaways.keep", "runaways.scrape", "gods.shoot", "nameless.shoot", "kaszabara.possess",
  "banner.interrogate", "banner.answer", "nameless.gift", "gods.keep", "doctor.revive",
];
const AUTO = new Set(["luke.ride", "luke.info", "ufos.signal", "runaways.scrape"]);
const FACTION_STEPS = new Set(["bandits.rob", "indians.kill", "indians.kill2", "ufos.search", "runaways.escape", "runaways.search", "gods.shoot"]);
const MANDATORY = new Set([
  "luke.search", "sheriff.jail", "courtesan.visit", "seducer.seduce", "pastor.confess", "blackmailer.blackmail",
  "bodyguard.protect", "indians.kill", "indians.kill2", "ufos.search", "detector.detect", "mindEater.read",
  "runaways.escape", "runaways.search", "bondsman.master", "cleaner.clean", "gods.shoot", "kaszabara.possess", "banner.answer",
]);
/** Uses per game ("once", "twice"); the key is the step id. */
const LIMIT: Record<string, number> = {
  "luke.kill": 1, "luke.track": 1, "drunkard.drink": 2, "drunkJudge.drink": 2, "taxCollector.audit": 1, "executioner.kill": 1,
  "gambler.roulette": 1, "thief.steal": 1, "cardSharp.play": 1, "avenger.kill": 1, "warrior.kill": 1, "shaman.trance": 1,
  "shamaness.poison": 1, "eagleEye.look": 1, "greenTentacle.kill": 1, "purpleSucker.steal": 1, "bondsman.steal": 2,
  "nameless.shoot": 1, "doctor.revive": 1,
};
/** Powers that aim a kill (a bound player may not aim them at his binder, §6.11). */
const KILLS = new Set(["kill", "roulette", "shoot"]);
const NO_TARGET = new Set(["taxCollector.audit", "eagleEye.look", "silentFoot.retrieve", "bondsman.steal", "banner.answer"]);

export const isKeep = (id: string) => id.endsWith(".keep");
export const isFactionStep = (id: string) => FACTION_STEPS.has(id);
export const isAuto = (id: string) => AUTO.has(id);
export const powerOf = (id: string) => (id === "indians.kill2" ? "kill" : id.split(".")[1]);
const ownerOf = (id: string) => id.split(".")[0];
/** The character acting in an individual step ("luke" steps belong to Lucky Luke). */
const roleOf = (id: string) => (ownerOf(id) === "luke" ? "luckyLuke" : ownerOf(id));
export const title = (id: string) => STEP_TITLES[id] ?? id;

/** Seats `a` may aim this step's power at (null: the power takes no target). */
function targets(s: KtuluState, id: string, a: number): number[] | null {
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
    const variants =
      power === "shoot" ? [{ take: true }, { take: false }] : id === "banner.answer" ? [{ cooperate: true }, { cooperate: false }] : undefined;
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
    case "gambler.roulette": return s.round >= 2;
    case "bandits.rob": return holderFaction(s) !== "bandits";
    case "indians.kill2": return fac(s, s.planted ? s.planted.by : s.holder) === "indians"; // §9.7, planted counts
    case "loneCoyote.kill": { const m = members(s, "indians", true); return m.length === 1 && m[0] === a; }
    case "burningRage.kill": return s.gained.includes("indians");
    case "silentFoot.plant": return s.holder === a && !s.planted;
    case "silentFoot.retrieve": return !!s.planted && s.planted.by === a && s.planted.night < s.round;
    case "runaways.escape": return s.escapeDue;
    case "bondsman.steal": return s.master !== null && alive(s, s.master);
    case "nameless.gift": return s.holder === a && !s.planted;
    case "doctor.revive": return s.diedTonight.length > 0;
    default: return true;
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
  return top === undefined ? null : cur.choices[top] ?? null;
}
const key = (a: Action) => JSON.stringify([a.type, a.power ?? null, a.target ?? null, a.take ?? null]);

/** Runs an automatic step (§5 A rows); returns the script's result text. */
export function runAuto(s: KtuluState, id: string): string | null {
  const luke = seatOf(s, "luckyLuke");
  if (id === "luke.ride") {
    s.track = null; // his turn: last night's track ends
    if (alive(s, luke) && trulyHolds(s, "luke")) {
      end(s, "luke", "Lucky Luke rides away with the statuette.");
      return "Luke rides away";
    }
    return null;
  }
  if (id === "luke.info") {
    if (!alive(s, luke)) return null;
    say(s, `The statuette is held by ${who(s, s.holder)}.`, [luke]);
    return `Luke learns: ${who(s, s.holder)}`;
  }
  if (id === "ufos.signal") {
    const m = members(s, "ufos");
    if (m.length === 0 || !trulyHolds(s, "ufos")) return null;
    s.signals++;
    say(s, `The UFOs send signal ${s.signals} of 3.`, m);
    if (s.signals >= 3) end(s, "ufos", "The UFOs sent their third signal.");
    return `signal ${s.signals}`;
  }
  if (id === "runaways.scrape") {
    const m = members(s, "runaways");
    if (m.length === 0 || !trulyHolds(s, "runaways")) return null;
    s.portions++;
    if (s.portions >= s.runawayDeaths + 1) s.escapeDue = true;
    say(s, `The Runaways scrape a portion of gold (${s.portions}).${s.escapeDue ? " An escape is due next night." : ""}`, m);
    return `portion ${s.portions}${s.escapeDue ? ", escape due" : ""}`;
  }
  return null;
}

/**
 * Resolves a closed step's decision. `again` asks the step to reopen for the same actor (the gambler points
 * again after a non-town player).
 */
export function resolveNight(s: KtuluState, cur: Cur, d: Action): { result: string; again?: boolean } {
  const id = cur.id;
  if (d.type === "pass") return { result: "no action" };
  const a = isFactionStep(id) ? leader(s, ownerOf(id)) : cur.actors[0];
  const x = typeof d.target === "number" ? d.target : -1;
  if (LIMIT[id] !== undefined && !(id === "gambler.roulette" && s.pointed.length > 0)) use(s, id);
  const openCheck = (what: string) => s.opts.openChecks && s.dawn.push({ text: `The ${what} checked ${who(s, x)}.` });
  const died = (ok: boolean) => (ok ? `${who(s, x)} dies` : `${who(s, x)} survives`);
  switch (id) {
    case "luke.search": case "ufos.search": case "runaways.search": case "bandits.rob": case "thief.steal": case "purpleSucker.steal":
      return { result: take(s, x, a) ? "takes the statuette" : "nothing found" };
    case "luke.kill": case "executioner.kill": case "avenger.kill": case "warrior.kill": case "greenTentacle.kill":
    case "loneCoyote.kill": case "burningRage.kill": case "indians.kill": case "indians.kill2":
      return { result: died(kill(s, x, a)) };
    case "luke.track": s.track = x; return { result: `tracking ${who(s, x)}` };
    case "sheriff.jail": {
      s.jailed.push(x);
      if (!s.asleep.includes(x)) s.asleep.push(x);
      s.dawn.push({ text: `The sheriff jailed ${who(s, x)}.` });
      return { result: take(s, x, a) ? "takes the statuette" : "jailed" };
    }
    case "courtesan.visit":
      learnRole(s, a, x);
      say(s, `Your client ${who(s, x)} is the ${roleName(s.roles[x])}.`, [a]);
      learnRole(s, x, a);
      say(s, `The courtesan visited you: she is ${who(s, a)}.`, [x]);
      return { result: `${who(s, x)} is the ${roleName(s.roles[x])}` };
    case "seducer.seduce": case "blackmailer.blackmail":
      s.bonds.push([a, x]);
      learnRole(s, x, a);
      say(s, `You are bound by the ${roleName(s.roles[a])}, ${who(s, a)}.`, [x]);
      return { result: `${who(s, x)} is bound` };
    case "pastor.confess":
      learnFaction(s, a, x);
      say(s, `${who(s, x)} belongs to the ${facName(fac(s, x))}.`, [a]);
      openCheck("pastor");
      return { result: facName(fac(s, x)) };
    case "drunkard.drink": case "drunkJudge.drink":
      if (!s.asleep.includes(x)) s.asleep.push(x);
      s.dawn.push({ text: `The ${id === "drunkard.drink" ? "drunkard" : "drunk judge"} got ${who(s, x)} drunk.` });
      return { result: `${who(s, x)} sleeps` };
    case "bodyguard.protect":
      s.protect.push(x);
      s.lastProtect = { seat: x, night: s.round };
      s.dawn.push({ text: `The bodyguard protected ${who(s, x)}.` });
      return { result: `${who(s, x)} protected` };
    case "taxCollector.audit": case "eagleEye.look": {
      const text = id === "taxCollector.audit" && fac(s, s.holder) === "luke" ? "hidden" : who(s, s.holder);
      say(s, `The statuette: ${text}.`, [a]);
      return { result: text };
    }
    case "gambler.roulette": {
      s.pointed.push(x);
      s.dawn.push({ text: `The gambler pointed at ${who(s, x)}.` });
      if (fac(s, x) === "town") return { result: `${who(s, x)} is town: ${kill(s, a, x) ? "the gambler dies" : "the gambler survives"}` };
      const r = died(kill(s, x, a));
      const again = alive(s, a) && (targets(s, id, a) ?? []).length > 0;
      return { result: r, again };
    }
    case "cardSharp.play": {
      if (!s.asleep.includes(x)) s.asleep.push(x);
      const won = take(s, x, a);
      s.dawn.push({ text: won ? "The card sharp played the statuette's holder." : `The card sharp played ${who(s, x)}.` });
      return { result: won ? "wins the statuette" : `${who(s, x)} sleeps` };
    }
    case "shaman.trance": case "mindEater.read": case "bondsman.master":
      if (id === "bondsman.master") s.master = x;
      learnRole(s, a, x);
      say(s, `${who(s, x)} is the ${roleName(s.roles[x])}.`, [a]);
      if (id !== "bondsman.master") openCheck(id === "shaman.trance" ? "shaman" : "mind eater");
      return { result: roleName(s.roles[x]) };
    case "shamaness.poison": s.poisoned = x; return { result: `${who(s, x)} poisoned` };
    case "silentFoot.plant":
      setHolder(s, x, true);
      s.planted = { by: a, night: s.round };
      return { result: `planted on ${who(s, x)}` };
    case "silentFoot.retrieve": s.holder = a; s.planted = null; return { result: "retrieved" };
    case "detector.detect": {
      const h = s.holder;
      let text: string;
      if (h === x) text = `${who(s, x)} holds it`;
      else if (h === a) text = "you hold it";
      else text = between(a, x, h, s.n) ? `between you and ${who(s, x)} (fromYou)` : `between ${who(s, x)} and you (toYou)`;
      say(s, `Detector: ${text}.`, [a]);
      openCheck("detector");
      return { result: text };
    }
    case "runaways.escape": {
      s.status[x] = "escaped";
      s.escapedTonight.push(x);
      s.dawn.push({ text: `${who(s, x)} escaped.` });
      s.portions = 0;
      s.runawayDeaths = 0;
      s.escapeDue = false;
      const rest = members(s, "runaways");
      if (rest.length === 0) {
        end(s, "runaways", "The last Runaway escaped.");
        return { result: "the last runaway escapes" };
      }
      if (s.holder === x) setHolder(s, members(s, "runaways", true)[0] ?? rest[0]);
      return { result: `${who(s, x)} escapes` };
    }
    case "bondsman.steal": return { result: take(s, s.master as number, a) ? "takes the statuette" : "nothing" };
    case "cleaner.clean": {
      const ts = d.targets as number[];
      const found = ts.includes(s.holder);
      say(s, `Cleaner: ${found ? "one of" : "none of"} ${ts.map((t) => who(s, t)).join(", ")} ${found ? "holds" : "hold"} the statuette.`, [a]);
      return { result: found ? "found" : "not found" };
    }
    case "gods.shoot": case "nameless.shoot": {
      const gain = id === "gods.shoot" ? leader(s, "gods") : a;
      const gods = members(s, "gods");
      if (roll(s)) {
        if (s.holder !== x) return { result: "hit, no statuette" };
        s.hits++;
        say(s, `The gods hit the statuette (${s.hits} of 3).`, gods);
        if (s.hits >= 3) {
          end(s, "gods", "The gods hit the statuette a third time.");
          return { result: "third hit" };
        }
        if (d.take) take(s, x, gain);
        return { result: `hit ${s.hits}` };
      }
      return { result: `misfire: ${died(kill(s, x, gain))}` };
    }
    case "kaszabara.possess":
      if (roll(s)) {
        // Ours: "X's statuette goes to him" — held now, it goes at once; else the next one given to X is redirected.
        if (take(s, x, a)) return { result: `${who(s, x)} possessed: takes the statuette` };
        s.possess = x;
        return { result: `${who(s, x)} possessed` };
      }
      return { result: "possession failed" };
    case "banner.interrogate":
      s.interrogated = x;
      learnRole(s, x, a);
      say(s, `Banner (${who(s, a)}) interrogates you in a nightmare.`, [x]);
      return { result: `${who(s, x)} interrogated` };
    case "banner.answer": {
      const banner = seatOf(s, "banner");
      s.interrogated = null;
      if (d.cooperate) {
        learnRole(s, banner, a);
        const near = [a, nearest(s, a, 1), nearest(s, a, -1)];
        const holds = near.includes(s.holder);
        say(s, `${who(s, a)} is the ${roleName(s.roles[a])}; the statuette is ${holds ? "" : "not "}with ${who(s, a)} or the nearest neighbours.`, [banner]);
        return { result: "cooperates" };
      }
      return { result: `refuses: ${kill(s, a, banner) ? "dies" : "survives"}` };
    }
    case "nameless.gift":
      setHolder(s, x);
      say(s, "You were given the statuette.", [s.holder]);
      return { result: `given to ${who(s, x)}` };
    case "doctor.revive":
      s.status[x] = "alive";
      s.diedTonight = s.diedTonight.filter((y) => y !== x);
      s.dawn = s.dawn.filter((l) => l.death !== x);
      if (fac(s, x) === "runaways") s.runawayDeaths = Math.max(0, s.runawayDeaths - 1);
      return { result: `${who(s, x)} revived` };
    default:
      if (isKeep(id)) {
        setHolder(s, x);
        return { result: `kept by ${who(s, s.holder)}` };
      }
      return { result: choiceText(d) };
  }
}

/** Strictly between `from` and `to` clockwise (§6.5: all seats count, dead ones too). */
function between(from: number, to: number, h: number, n: number): boolean {
  for (let y = (from + 1) % n; y !== to; y = (y + 1) % n) if (y === h) return true;
  return false;
}

function nearest(s: KtuluState, x: number, dir: 1 | -1): number {
  for (let k = 1; k < s.n; k++) {
    const y = (x + dir * k + s.n * k) % s.n;
    if (alive(s, y)) return y;
  }
  return x;
}

export { FACTION_NAMES };
