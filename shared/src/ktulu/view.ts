/**
 * What each viewer may know (§8 "Information"), as a `DeductionView` (core/deduction.ts). Players: their own
 * character, faction mates (non-town), what their powers taught them, public news; the statuette's holder only
 * as the rules let them know it; at night only their own step. Moderator: everything. Spectators: public only.
 */
import type { DeductionBallot, DeductionLine, DeductionScriptStep, DeductionSeatView } from "../core/deduction";
import { wirePhrase, type Phrase } from "../core/phrase";
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { DAY_BALLOTS } from "./day";
import { nest, phrase } from "./english";
import { canAdvance, legalActions } from "./flow";
import { STEP_TITLES } from "./names";
import { nightShapes, title } from "./night";
import type { KtuluPhraseCode } from "./phrases";
import type { KtuluState, KtuluView } from "./types";
import { fac, shownFaction, when } from "./util";

/** Whether this viewer knows who holds the statuette now. */
function knowsHolder(s: KtuluState, viewer: Viewer): boolean {
  if (viewer === "moderator" || s.phase === "over") return true;
  // Dead players keep their past knowledge but see only public information from then on (§8).
  if (typeof viewer !== "number" || s.holder < 0 || s.status[viewer] !== "alive") return false;
  if (s.planted) return s.planted.by === viewer;
  if (viewer === s.holder) return true;
  const f = fac(s, viewer);
  return f !== "town" && f === fac(s, s.holder);
}

export function view(s: KtuluState, viewer: Viewer): JsonObject {
  const mod = viewer === "moderator";
  const me = typeof viewer === "number" ? viewer : null;
  const over = s.phase === "over";
  const cur = s.cur;
  const night = s.phase === "night";
  const hiddenTonight = (i: number) => night && !mod && (s.diedTonight.includes(i) || s.escapedTonight.includes(i));
  const acting = mod || (me !== null && !!cur && (cur.actors.includes(me) || (cur.id === "discussion" && s.status[me] === "alive")));
  const holderKnown = knowsHolder(s, viewer);
  const seats: DeductionSeatView[] = s.status.map((st, i) => {
    const dealt = s.roles.length > 0;
    const hidden = hiddenTonight(i);
    const pub = !hidden && s.revealed.includes(i);
    const knowsRole = dealt && (mod || over || pub || (me !== null && s.knowRole[me].includes(i)));
    const knowsFac = knowsRole || (dealt && me !== null && s.knowFaction[me].includes(i));
    const marks: string[] = [];
    if (dealt && holderKnown && s.holder === i) marks.push("statuette");
    if (pub && st === "alive") marks.push("revealed");
    if (pub && s.roles[i] === "mayor") marks.push("mayor");
    const role = (r: string) => me !== null && s.roles[me] === r;
    if (s.jailed.includes(i) && (!night || mod || role("sheriff"))) marks.push("jailed");
    if (s.protect.includes(i) && (!night || mod || role("bodyguard"))) marks.push("protected");
    if (night && s.asleep.includes(i) && st === "alive" && (mod || me === i)) marks.push("asleep");
    if (s.poisoned === i && (mod || role("shamaness"))) marks.push("poisoned");
    if (s.bonds.some(([b, x]) => x === i && (mod || me === b || me === x))) marks.push("bound");
    if (mod && s.planted && s.holder === i) marks.push("planted");
    if (mod && s.possess === i) marks.push("possessed");
    if (mod && s.track === i) marks.push("tracked");
    const d = s.day;
    if (d?.duel && (d.duel.a === i || d.duel.b === i)) marks.push("dueling");
    if (d?.searched.includes(i)) marks.push("searched");
    if (d?.sentenced === i) marks.push("sentenced");
    if (cur?.id === "discussion" && d?.ready.includes(i)) marks.push("ready");
    const out: DeductionSeatView = {
      seat: i,
      status: hidden ? "alive" : st,
      role: knowsRole ? s.roles[i] : null,
      faction: knowsFac ? fac(s, i) : null,
      marks,
    };
    if (mod) out.notes = notes(s, i);
    return out;
  });
  const showStep = !night || acting;
  const step = over ? "over" : s.phase === "setup" ? "setup" : night ? (showStep && cur ? cur.id : "night") : (cur?.id ?? "day");
  const stepTitle = over ? "Game over" : s.phase === "setup" ? STEP_TITLES.setup : night && !showStep ? when(s) : `${when(s)} — ${title(cur?.id ?? "")}`;
  const legal = mod ? legalActions(s, "moderator") : me !== null ? legalActions(s, me) : [];
  const log = s.log
    .filter((l) => l.to === null || mod || (me !== null && l.to.includes(me)))
    .map((l): DeductionLine => ({ when: l.when, ...wirePhrase(toldAs(l, me))!, ...(l.to === null ? {} : { private: true }) }));
  const v: KtuluView = {
    phase: s.phase,
    round: s.round,
    step,
    stepTitle,
    mode: s.opts.moderator,
    seats,
    me,
    legal,
    log,
    ballot: ballot(s, viewer),
  };
  if (mod) v.script = script(s);
  if (over) v.winner = s.winner;
  if (mod) v.canAdvance = canAdvance(s);
  // The faction known to hold the statuette (§8: faction changes are announced at dawn; the moderator sees it live).
  if (s.roles.length) v.statuetteFaction = mod ? shownFaction(s) : s.shown;
  return v as unknown as JsonObject;
}

function ballot(s: KtuluState, viewer: Viewer): DeductionBallot | null {
  const cur = s.cur;
  const me = typeof viewer === "number" ? viewer : null;
  const mod = viewer === "moderator";
  if (cur && s.phase === "day" && DAY_BALLOTS.has(cur.id)) {
    const d = s.day!;
    const candidates =
      cur.id === "duel.vote"
        ? [d.duel!.a, d.duel!.b]
        : cur.id === "hangVote"
          ? d.searched.slice()
          : cur.id === "search.runoff"
            ? d.runoff!.group.slice()
            : cur.id === "search"
              ? cur.actors.slice()
              : [];
    return { kind: cur.id, title: title(cur.id), open: true, candidates, tally: tally(cur.actors, cur.choices), mine: mine(cur.choices, me) };
  }
  // A faction's night choice: its members (and the moderator) see each other's choices (§8).
  if (cur && s.phase === "night" && cur.actors.length > 1 && (mod || (me !== null && cur.actors.includes(me)))) {
    const sh = nightShapes(s, cur, cur.actors[0]).find((x) => x.field === "target");
    return {
      kind: "faction",
      title: title(cur.id),
      open: true,
      candidates: sh?.from?.slice() ?? [],
      tally: tally(cur.actors, cur.choices),
      mine: mine(cur.choices, me),
    };
  }
  const last = s.lastBallot;
  if (!last) return null;
  let m: number | string | null = null;
  if (me !== null) for (const t of last.tally) if (t.voters?.includes(me)) m = t.choice;
  return {
    kind: last.kind,
    title: title(last.kind),
    open: false,
    candidates: last.candidates.slice(),
    tally: last.tally.map((t) => ({ ...t, voters: t.voters?.slice() ?? null })),
    mine: m,
  };
}

function choiceKey(a: { [k: string]: unknown }): number | string {
  if (typeof a.target === "number") return a.target;
  if (Array.isArray(a.targets)) return (a.targets as number[]).join(",");
  if (typeof a.hang === "boolean") return a.hang ? "yes" : "no";
  return String(a.type === "nightAction" ? a.power : a.type);
}

function tally(actors: number[], choices: Record<string, { [k: string]: unknown }>): DeductionBallot["tally"] {
  const m = new Map<number | string, number[]>();
  for (const x of actors) {
    const a = choices[x];
    if (!a) continue;
    const keys: (number | string)[] = Array.isArray(a.targets) ? (a.targets as number[]) : [choiceKey(a)];
    for (const k of keys) m.set(k, [...(m.get(k) ?? []), x]);
  }
  return [...m.entries()].map(([choice, voters]) => ({ choice, votes: voters.length, voters }));
}

function mine(choices: Record<string, { [k: string]: unknown }>, me: number | null): number | string | null {
  if (me === null || !choices[me]) return null;
  return choiceKey(choices[me]);
}

function script(s: KtuluState): DeductionScriptStep[] {
  const out: DeductionScriptStep[] = s.script.map((e) => ({
    ...e,
    actors: e.actors.slice(),
    choice: wirePhrase(e.choice),
    result: wirePhrase(e.result),
  }));
  const cur = s.cur;
  if (cur) {
    // What each member chose so far ("seat 1: Kill seat 4; seat 2: Kill seat 5").
    const c = Object.entries(cur.choices).map(([x, a]) => phrase("choiceBy", { seat: Number(x), action: { ...a } }));
    out.push({ id: cur.id, title: title(cur.id), status: "current", actors: cur.actors.slice(), choice: nest(c, "choices"), result: null });
  }
  if (s.phase === "night") for (const id of s.order.slice(s.si)) out.push({ id, title: title(id), status: "next", actors: [], choice: null, result: null });
  return out;
}

/** Moderator notes per seat: powers used, bonds, the planted statuette, counters. */
function notes(s: KtuluState, i: number): Phrase[] {
  const out: Phrase[] = [];
  const r = s.roles[i];
  if (!r) return out;
  // Uses are kept by step id ("drunkard.drink"; Luke's steps are "luke.*"), the judges' as "<role>.judge".
  const owner = r === "luckyLuke" ? "luke" : r;
  for (const [k, n] of Object.entries(s.uses)) {
    const [who, power] = k.split(".");
    if (who !== owner) continue;
    out.push(power === "judge" ? phrase("judgedDuel") : phrase("powerUsed", { action: { type: "nightAction", power }, n }));
  }
  for (const [b, x] of s.bonds) if (x === i) out.push(phrase("boundBySeat", { seat: b }));
  if (s.holder === i) out.push(s.planted ? phrase("plantedBy", { seat: s.planted.by }) : phrase("holdsStatuette"));
  if (s.poisoned === i) out.push(phrase("poisonedNote"));
  if (r === "bodyguard" && s.lastProtect) out.push(phrase("lastProtected", { seat: s.lastProtect.seat }));
  if (r === "bondsman" && s.master !== null) out.push(phrase("masterIs", { seat: s.master }));
  const f = fac(s, i);
  if (f === "ufos" && s.signals) out.push(phrase("signals", { n: s.signals }));
  if (f === "gods" && s.hits) out.push(phrase("hits", { n: s.hits }));
  if (f === "runaways") out.push(phrase(s.escapeDue ? "runawayCountsEscapeDue" : "runawayCounts", { portions: s.portions, deaths: s.runawayDeaths }));
  return out;
}

/** The private lines told in the second person ("You are bound by..."), as whom they were told to is named for others. */
const TOLD_TO: Partial<Record<KtuluPhraseCode, KtuluPhraseCode>> = {
  youAre: "toYouAre",
  yourFaction: "toYourFaction",
  youHold: "toYouHold",
  courtesanClient: "toCourtesanClient",
  courtesanVisited: "toCourtesanVisited",
  boundBy: "toBoundBy",
  detectorYouHold: "toDetectorYouHold",
  detectorFromYou: "toDetectorFromYou",
  detectorToYou: "toDetectorToYou",
  bannerInterrogates: "toBannerInterrogates",
  givenStatuette: "toGivenStatuette",
};

/**
 * A log line as `reader` reads it: as told when it is one of the seats it was told to (or a public line);
 * otherwise (the moderator) in the third person, naming the seats it was told to.
 */
function toldAs(l: KtuluState["log"][number], reader: number | null): Phrase {
  const to = TOLD_TO[l.code as KtuluPhraseCode];
  if (!to || !l.to || l.to.length === 0 || (reader !== null && l.to.includes(reader))) return l;
  return phrase(to, { ...(l.params ?? {}), seatTo: l.to.length === 1 ? l.to[0] : l.to.slice() });
}
