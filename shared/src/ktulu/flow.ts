/**
 * Ktulu's flow: setup (§4), the night loop and dawn (§5, §6.8), and the `Ruleset` entry points apply / legalActions /
 * toAct / timeout, for both moderator modes. `apply` works on a private deep copy, so states stay immutable.
 */
import { fail, failWith, ok, type Result } from "../core/result";
import { rngFromSeed, shuffle } from "../core/rng";
import type { Action, Applied, SetupInput } from "../core/ruleset";
import type { Actor } from "../core/seats";
import { closeDay, dayShapes, discussionAct, finishSearch, openRunoff, startDay, strikePoison } from "./day";
import { resolveNight, runAuto } from "./effects";
import { factionDecision, isAuto, isFactionStep, nightShapes, NIGHT, NIGHT0, openNight, title } from "./night";
import { compositionProblem, FACTIONS, recommended } from "./roles";
import type { KtuluDeal, KtuluOptions, KtuluState } from "./types";
import { nest, phrase } from "./english";
import { aliveChecks, alive, shownFaction, choicePhrase, end, enumerate, fac, living, matches, members, say, trulyHolds, type Shape } from "./util";

export const DEFAULT_OPTIONS: KtuluOptions = {
  moderator: "auto",
  searchesPerDay: 2,
  shipNight: 3,
  duelsPerDay: 2,
  openChecks: false,
  composition: [],
  discussionSeconds: 240,
};

export function setup(input: SetupInput<Partial<KtuluOptions>>): Result<KtuluState> {
  const n = input.seats;
  if (n < 5 || n > 29) return fail("Ktulu takes 5 to 29 players");
  const opts: KtuluOptions = { ...DEFAULT_OPTIONS, ...input.options };
  const raw = Array.isArray(input.deal) ? input.deal[0] : input.deal; // a record's deals come as a list
  const deal = (raw ?? null) as KtuluDeal | null;
  if (deal !== null) {
    if (typeof deal !== "object" || Array.isArray(deal)) return fail("a Ktulu deal is an object { roles, rolls }");
    if (deal.roles !== undefined && !(Array.isArray(deal.roles) && deal.roles.every((r) => typeof r === "string")))
      return fail("deal.roles must list character ids");
    if (deal.rolls !== undefined && !(Array.isArray(deal.rolls) && deal.rolls.every((r) => typeof r === "boolean")))
      return fail("deal.rolls must list true/false");
  }
  const s: KtuluState = {
    n,
    opts,
    phase: "setup",
    round: 0,
    roles: [],
    setupRoles: null,
    setupAssigned: false,
    status: Array(n).fill("alive"),
    rng: input.rng ?? rngFromSeed("ktulu"),
    rolls: (deal?.rolls ?? []).slice(),
    rollsUsed: [],
    holder: -1,
    shown: "bandits",
    planted: null,
    uses: {},
    bonds: [],
    revealed: [],
    knowRole: [],
    knowFaction: [],
    log: [],
    order: [],
    si: 0,
    cur: null,
    asleep: [],
    jailed: [],
    protect: [],
    lastProtect: null,
    diedTonight: [],
    escapedTonight: [],
    dawn: [],
    gained: [],
    track: null,
    possess: null,
    poisoned: null,
    signals: 0,
    hits: 0,
    portions: 0,
    runawayDeaths: 0,
    escapeDue: false,
    master: null,
    pointed: [],
    interrogated: null,
    script: [],
    day: null,
    lastBallot: null,
    winner: null,
  };
  if (deal?.roles && !(deal.setup && opts.moderator === "human")) {
    const why = compositionProblem(deal.roles, n);
    if (why) return fail(why);
    begin(s, deal.roles.slice());
    return ok(s);
  }
  if (deal?.roles) {
    const why = compositionProblem(deal.roles, n);
    if (why) return fail(why);
    s.setupRoles = deal.roles.slice();
  }
  const comp = opts.composition.length ? opts.composition : recommended(n);
  const why = compositionProblem(comp, n);
  if (why) return fail(why);
  if (opts.moderator === "human") return ok(s); // the moderator assigns the characters (§4)
  begin(s, dealRoles(s));
  return ok(s);
}

/** A random deal of the composition (or the deal's setup roles). */
function dealRoles(s: KtuluState): string[] {
  if (s.setupRoles) return s.setupRoles.slice();
  const comp = s.opts.composition.length ? s.opts.composition : recommended(s.n);
  const [roles, rng] = shuffle(s.rng, comp);
  s.rng = rng;
  return roles;
}

/** §4: characters dealt; the statuette goes to the highest-ranked bandit; non-town players meet their faction. */
function begin(s: KtuluState, roles: string[]): void {
  s.roles = roles;
  s.knowRole = roles.map((_, i) => [i]);
  s.knowFaction = roles.map((_, i) => [i]);
  s.holder = members(s, "bandits")[0];
  roles.forEach((r, i) => {
    say(s, "youAre", { role: r, faction: fac(s, i) }, [i]);
    if (fac(s, i) === "town") return;
    const mates = roles.flatMap((_, j) => (fac(s, j) === fac(s, i) ? [j] : []));
    for (const j of mates) {
      s.knowRole[i].includes(j) || s.knowRole[i].push(j);
      s.knowFaction[i].includes(j) || s.knowFaction[i].push(j);
    }
    const list = nest(
      mates.filter((j) => j !== i).map((j) => phrase("mate", { seat: j, role: roles[j] })),
      "list",
    );
    if (list) say(s, "yourFaction", { mates: list }, [i]);
  });
  say(s, "youHold", undefined, [s.holder]);
  startNight(s);
}

export function startNight(s: KtuluState): void {
  s.phase = "night";
  s.cur = null;
  s.day = null;
  s.lastBallot = null;
  s.order = s.round === 0 ? NIGHT0 : NIGHT;
  s.si = 0;
  s.script = [];
  Object.assign(s, {
    asleep: [],
    jailed: [],
    protect: [],
    diedTonight: [],
    escapedTonight: [],
    dawn: [],
    gained: [],
    pointed: [],
    master: null,
    interrogated: null,
  });
  advanceNight(s);
}

/** Opens the next night step that is not skipped, running automatic ones; after the last one, dawn. */
function advanceNight(s: KtuluState): void {
  while (s.si < s.order.length) {
    const id = s.order[s.si++];
    if (isAuto(id)) {
      const r = runAuto(s, id);
      s.script.push({ id, title: title(id), status: r === null ? "skipped" : "done", actors: [], choice: null, result: r });
      if (s.phase === "over") return;
      continue;
    }
    const cur = openNight(s, id);
    if (cur) {
      s.cur = cur;
      return;
    }
    s.script.push({ id, title: title(id), status: "skipped", actors: [], choice: null, result: null });
  }
  dawn(s);
}

function closeNight(s: KtuluState): void {
  const cur = s.cur!;
  const d = (isFactionStep(cur.id) ? factionDecision(s, cur) : cur.choices[cur.actors[0]]) ?? { type: "pass" };
  const r = resolveNight(s, cur, d);
  s.script.push({ id: cur.id, title: title(cur.id), status: "done", actors: cur.actors.slice(), choice: choicePhrase(d), result: r.result });
  if (s.phase === "over") return;
  if (r.again) {
    s.cur = { id: cur.id, actors: cur.actors.slice(), choices: {}, mandatory: true };
    return;
  }
  s.cur = null;
  advanceNight(s);
}

/** §6.8 dawn: the night's public news, then the checks in order, then the day. */
function dawn(s: KtuluState): void {
  s.cur = null;
  const day = `Day ${s.round + 1}`;
  for (const { death: _, ...news } of s.dawn) s.log.push({ ...news, when: day, to: null });
  for (const x of s.diedTonight) if (!s.revealed.includes(x)) s.revealed.push(x);
  if (s.dawn.length === 0) s.log.push({ ...phrase("quietNight"), when: day, to: null });
  s.diedTonight = [];
  s.escapedTonight = [];
  s.shown = shownFaction(s);
  aliveChecks(s);
  if (s.phase === "over") return;
  if (s.round >= s.opts.shipNight && trulyHolds(s, "bandits")) return end(s, "bandits", phrase("banditsSail"));
  if (trulyHolds(s, "town")) return end(s, "town", phrase("townHoldsAtDawn"));
  startDay(s, startNight);
}

// --- entry points ---------------------------------------------------------------------------------

/** Seats that owe a decision in the open step. */
export function owing(s: KtuluState): number[] {
  const cur = s.cur;
  if (!cur || s.phase === "over" || s.phase === "setup") return [];
  if (cur.id === "discussion") return living(s).filter((x) => !s.day!.ready.includes(x));
  return cur.actors.filter((x) => !cur.choices[x]);
}

function shapesFor(s: KtuluState, x: number): Shape[] {
  const cur = s.cur;
  if (!cur) return [];
  return s.phase === "night" ? nightShapes(s, cur, x) : dayShapes(s, cur, x);
}

/** Human mode: the moderator may close the step now (§5: not while a mandatory decision is missing). */
export function canAdvance(s: KtuluState): boolean {
  if (s.phase === "setup") return true;
  const cur = s.cur;
  if (!cur || s.phase === "over") return false;
  if (cur.id === "search.tie") return false;
  if (s.phase === "night") {
    if (!cur.mandatory) return true;
    return isFactionStep(cur.id) ? factionDecision(s, cur) !== null : !!cur.choices[cur.actors[0]];
  }
  if (cur.id === "discussion") return true;
  if (["search", "search.runoff", "hangQuestion", "hangVote", "duel.answer"].includes(cur.id)) return owing(s).length === 0;
  return true;
}

export function toAct(s: KtuluState): Actor[] {
  if (s.phase === "over") return [];
  if (s.opts.moderator === "human") {
    const out: Actor[] = owing(s);
    if (canAdvance(s) || s.cur?.id === "search.tie") out.push("moderator");
    return out;
  }
  return owing(s);
}

function moderatorPower(s: KtuluState): Action[] {
  const out: Action[] = [];
  if (s.opts.moderator === "auto") return s.cur?.id === "discussion" ? [{ type: "advance" }] : [];
  if (s.phase === "over") return [];
  if (canAdvance(s)) out.push({ type: "advance" });
  if (s.cur?.id === "search.tie") out.push({ type: "resolveTie", mode: "runoff" }, { type: "resolveTie", mode: "drop" });
  if (poisonStrikable(s)) out.push({ type: "strikePoison" });
  if (s.phase !== "setup") {
    const present = FACTIONS.filter((f) => s.roles.some((_, i) => fac(s, i) === f));
    for (const f of present) out.push({ type: "declareWinner", faction: f });
    out.push({ type: "declareWinner", faction: null });
  }
  for (const x of owing(s)) for (const a of seatLegal(s, x)) if (out.length < 400) out.push({ ...a, for: x });
  return out;
}

const poisonStrikable = (s: KtuluState) =>
  s.opts.moderator === "human" && s.phase === "day" && !!s.day && !s.day.poisonDone && s.poisoned !== null && s.cur?.id === "discussion";

function seatLegal(s: KtuluState, x: number): Action[] {
  if (!owing(s).includes(x)) return [];
  return shapesFor(s, x).flatMap(enumerate);
}

export function legalActions(s: KtuluState, actor: Actor): Action[] {
  return actor === "moderator" ? moderatorPower(s) : seatLegal(s, actor);
}

export function apply(s0: KtuluState, actor: Actor, action: Action): Result<Applied<KtuluState>> {
  if (s0.phase === "over") return failWith("game_over", "The game is over");
  const s = JSON.parse(JSON.stringify(s0)) as KtuluState; // plain JSON state: a deep copy (structuredClone would cross realms under jest)
  const why = actor === "moderator" ? moderatorAct(s, action) : seatAct(s, actor, action);
  if (why) return fail(why);
  return ok({ state: s, events: [{ type: "action", seat: actor, action }] });
}

function seatAct(s: KtuluState, x: number, a: Action): string | null {
  if (a.for !== undefined) return "Only the moderator acts for a seat";
  if (x < 0 || x >= s.n) return "No such seat";
  if (s.phase === "setup") return "The characters are not dealt yet";
  const cur = s.cur;
  if (!cur || !alive(s, x)) return "You have nothing to do now";
  if (cur.id === "discussion") {
    if (s.day!.ready.includes(x)) return "You said you are ready";
  } else if (!cur.actors.includes(x)) return "It is not your turn";
  if (!shapesFor(s, x).some((sh) => matches(sh, a))) return "That action does not fit this step";
  if (cur.id === "discussion") {
    discussionAct(s, x, a, startNight);
    return null;
  }
  cur.choices[x] = a;
  if (s.opts.moderator === "auto" && owing(s).length === 0) close(s);
  return null;
}

function close(s: KtuluState): void {
  if (s.phase === "night") closeNight(s);
  else if (s.phase === "day") closeDay(s, startNight);
}

function moderatorAct(s: KtuluState, a: Action): string | null {
  if (s.opts.moderator === "auto") {
    if (a.type !== "advance" || s.cur?.id !== "discussion") return "The automatic moderator only ends the discussion";
    close(s);
    return null;
  }
  if (a.for !== undefined) {
    const x = a.for as number;
    const { for: _, ...rest } = a;
    return seatAct(s, x, rest as Action);
  }
  switch (a.type) {
    case "assignRoles": {
      if (s.phase !== "setup") return "The characters are already dealt";
      const roles = a.roles as string[] | undefined;
      const why = roles ? compositionProblem(roles, s.n) : "assignRoles needs roles";
      if (why) return why;
      s.setupAssigned = true;
      begin(s, roles!.slice());
      return null;
    }
    case "advance": {
      if (s.phase === "setup") {
        s.setupAssigned = true;
        begin(s, dealRoles(s));
        return null;
      }
      if (s.cur?.id === "search.tie") return "Resolve the tie first (runoff or drop)";
      if (!canAdvance(s)) return "A mandatory decision is missing";
      // Missing optional decisions are passes; a missing duel vote is an abstention.
      close(s);
      return null;
    }
    case "resolveTie": {
      if (s.cur?.id !== "search.tie") return "There is no tie to resolve";
      if (a.mode === "runoff") openRunoff(s);
      else if (a.mode === "drop") {
        s.day!.runoff = null;
        finishSearch(s, startNight);
      } else return "mode must be runoff or drop";
      return null;
    }
    case "strikePoison":
      if (!poisonStrikable(s)) return "Nobody is to die of poison now";
      strikePoison(s);
      return null;
    case "declareWinner": {
      const f = a.faction ?? null;
      if (f !== null && !FACTIONS.includes(f as never)) return "Unknown faction";
      if (s.phase === "setup") return "The game has not started";
      end(s, f as string | null, phrase("manitouSettles"));
      return null;
    }
  }
  return "The moderator cannot do that";
}

export function timeout(s: KtuluState): { afterMs: number; action: Action } | null {
  if (s.opts.moderator !== "auto" || s.phase !== "day" || s.cur?.id !== "discussion") return null;
  return { afterMs: s.opts.discussionSeconds * 1000, action: { type: "advance" } };
}

export { strikePoison };
