/**
 * `view(state, viewer)` (§8) in the shared deduction shape (core/deduction.ts), plus a few keys of its own:
 * `composition`, `centerCount`, `center`, `sheriff`, `healUsed`, `poisonUsed`, `victim`, `wolves`,
 * `lovers`, `outcome`. Every field holds only what this viewer may know.
 */
import type { DeductionBallot, DeductionLine, DeductionScriptStep, DeductionSeatView } from "../core/deduction";
import { wirePhrase, type Phrase } from "../core/phrase";
import type { JsonObject } from "../core/ruleset";
import type { Viewer } from "../core/seats";
import { ballotTitle, nightOrder, tally } from "./flow";
import { legalActions } from "./legal";
import type { WerewolfPhraseCode } from "./phrases";
import { partner, teamOf } from "./rules";
import { joined, part, phrase } from "./speak";
import type { Line, WerewolfState } from "./state";
import { TEAM_OF_ROLE, type StepId, type WerewolfView } from "./types";

const STEP_TITLE: Record<StepId, string> = {
  setup: "the moderator deals the roles",
  thief: "the thief looks at the middle cards",
  cupid: "cupid names the lovers",
  lovers: "the lovers meet",
  seer: "the seer looks at a card",
  littleGirl: "the little girl may spy",
  werewolves: "the werewolves choose a victim",
  witch: "the witch may use her potions",
  hunter: "the hunter may shoot",
  badge: "the dying sheriff passes the badge",
  election: "the town elects a sheriff",
  electionRunoff: "the sheriff runoff",
  vote: "the town votes",
  runoff: "the runoff vote",
  over: "game over",
};

export function stepTitle(s: WerewolfState): string {
  if (s.phase === "setup") return `Setup — ${STEP_TITLE.setup}`;
  if (s.phase === "over") return s.winner ? `Game over — the ${s.winner} win` : "Game over — nobody wins";
  return `${s.phase === "night" ? "Night" : "Day"} ${s.round} — ${STEP_TITLE[s.step]}`;
}

export function view(s: WerewolfState, viewer: Viewer): JsonObject {
  const mod = viewer === "moderator";
  const over = s.phase === "over";
  const all = mod || over;
  const me = typeof viewer === "number" ? viewer : null;
  const wolfViewer = me !== null && s.roles[me] === "werewolf";
  const aliveMe = me !== null && s.alive[me];
  const knowsLovers = all || (me !== null && (me === s.cupid || (s.loversTold && s.lovers.includes(me))));
  const wolfStep = s.phase === "night" && s.step === "werewolves";

  const seats: DeductionSeatView[] = [];
  for (let p = 0; p < s.n; p++) {
    let role: string | null = null;
    let faction: string | null = null;
    if (s.roles.length) {
      const known = s.known.filter((k) => k.by === me && k.seat === p);
      if (all) {
        role = s.roles[p];
        faction = teamOf(s, p);
      } else if (p === me || !s.alive[p] || (wolfViewer && s.roles[p] === "werewolf")) {
        role = s.roles[p];
        faction = TEAM_OF_ROLE[s.roles[p]];
        // A werewolf lover knows whether the partner is one of them, so knows a mixed couple.
        if (p === me && wolfViewer && s.loversTold && partner(s, p) >= 0) faction = teamOf(s, p);
      } else if (known.length) {
        role = known[known.length - 1].role;
        faction = TEAM_OF_ROLE[known[known.length - 1].role];
      }
    }
    const marks: string[] = [];
    if (p === s.sheriff) marks.push("sheriff");
    if (knowsLovers && s.lovers.includes(p)) marks.push("lover");
    if (s.phase === "night" && s.victim === p && (mod || (aliveMe && me === s.owed[0] && s.step === "witch"))) marks.push("victim");
    if (mod && s.phase === "night" && s.witchChoice) {
      if (s.witchChoice.heal && s.victim === p) marks.push("healed");
      if (s.witchChoice.poison === p) marks.push("poisoned");
    }
    const seat: DeductionSeatView = { seat: p, status: s.alive[p] ? "alive" : "dead", role, faction, marks };
    if (mod) seat.notes = notes(s, p);
    seats.push(seat);
  }

  const visible = (to: number[] | null) => all || to === null || (me !== null && to.includes(me));
  const log: DeductionLine[] = s.log.filter((l) => visible(l.to)).map((l) => logLine(l, l.to !== null && !over, me));

  // At night only the moderator and the seats the step wakes see which step it is (core/deduction.ts): the
  // step sequence would tell where the cards are (no thief step: the thief card is in the middle).
  const awake = mod || (me !== null && s.owed.includes(me) && s.alive[me]);
  const hideStep = s.phase === "night" && !awake;
  const v: WerewolfView = {
    phase: s.phase,
    round: s.round,
    step: hideStep ? "night" : s.step,
    stepTitle: hideStep ? `Night ${s.round}` : stepTitle(s),
    mode: s.mode,
    seats: seats,
    me,
    legal: viewer === "spectator" ? [] : legalActions(s, viewer),
    log: log,
    ballot: ballotView(s, viewer),
    composition: composition(s),
    centerCount: s.center.length,
    center: all || (me !== null && s.step === "thief" && s.owed.includes(me) && !s.decided.includes(me)) ? s.center.slice() : null,
    sheriff: s.sheriff >= 0 ? s.sheriff : null,
    healUsed: !s.healLeft,
    poisonUsed: !s.poisonLeft,
    victim: s.phase === "night" && s.victim >= 0 && (mod || (aliveMe && s.step === "witch" && s.owed.includes(me!))) ? s.victim : null,
    wolves:
      (mod || (wolfViewer && aliveMe)) && wolfStep
        ? s.roles.flatMap((r, p) => (r === "werewolf" && s.alive[p] ? [{ seat: p, choice: s.wolfChoice[p] === -2 ? "catch" : s.wolfChoice[p] }] : []))
        : [],
    lovers: knowsLovers && s.lovers.length === 2 ? s.lovers.slice() : null,
  };
  if (mod) v.script = script(s);
  if (over) {
    v.winner = s.winner;
    v.win = s.win.slice();
  }
  return v as unknown as JsonObject;
}

/** The roles in play (the whole deck, middle included), as a sorted public list. */
function composition(s: WerewolfState): string[] {
  if (!s.dealt) return [];
  return [...s.dealt.roles, ...s.dealt.center].sort();
}

function ballotView(s: WerewolfState, viewer: Viewer): DeductionBallot | null {
  const b = s.ballot && s.ballot.open ? s.ballot : s.lastBallot;
  if (!b) return null;
  const mod = viewer === "moderator";
  const shown = !b.open || mod;
  const t = tally(b);
  const me = typeof viewer === "number" ? viewer : -1;
  return {
    kind: b.kind,
    title: ballotTitle(b.kind),
    open: b.open,
    candidates: b.candidates.slice(),
    tally: shown ? b.candidates.map((c) => ({ choice: c, votes: t.get(c) ?? 0, voters: b.voters.filter((v) => b.votes[v] === c) })) : [],
    mine: me >= 0 && b.votes[me] >= 0 ? b.votes[me] : null,
  };
}

/**
 * The private lines told in the second person ("You heal Dara (4)."), as whoever else reads them (the
 * moderator; everyone once the game is over) reads them: in the third person, naming who did it.
 */
const TOLD_BY: Partial<Record<WerewolfPhraseCode, WerewolfPhraseCode>> = {
  tookCard: "byTookCard",
  keptThief: "byKeptThief",
  linked: "byLinked",
  inLove: "byInLove",
  seerSaw: "bySeerSaw",
  spied: "bySpied",
  watched: "byWatched",
  healed: "byHealed",
  poisoned: "byPoisoned",
  healedPoisoned: "byHealedPoisoned",
};

/**
 * A log line for the view (core/phrase.ts `wirePhrase`), and `private` when only some seats read it. A line
 * told to some seats reads as told to `reader` when it is one of them, else in the third person.
 */
function logLine(l: Line, secret: boolean, reader: number | null): DeductionLine {
  const by = TOLD_BY[l.code as WerewolfPhraseCode];
  if (by && l.to && l.to.length > 0 && !(reader !== null && l.to.includes(reader))) {
    const said = by === "byWatched" ? phrase(by, { seats: l.to.slice() }) : phrase(by, { ...(l.params ?? {}), seatBy: l.to[0] });
    return { when: l.when, ...wirePhrase(said)!, ...(secret ? { private: true } : {}) };
  }
  return { when: l.when, ...wirePhrase(l)!, ...(secret ? { private: true } : {}) };
}

const DEATH_NOTE: Record<string, WerewolfPhraseCode> = {
  devoured: "noteDevoured",
  poisoned: "notePoisoned",
  vote: "noteVotedOut",
  shot: "noteShot",
  heartbreak: "noteHeartbreak",
};

/** Moderator notes per seat: how it died, what it used. */
function notes(s: WerewolfState, p: number): Phrase[] {
  const out: Phrase[] = [];
  if (!s.roles.length) return out;
  const r = s.roles[p];
  if (s.dealt && s.dealt.roles[p] !== r) out.push(phrase("noteThief", { role: r }));
  if (r === "witch") out.push(phrase(s.healLeft ? (s.poisonLeft ? "notePotionsLeft" : "notePoisonUsed") : s.poisonLeft ? "noteHealUsed" : "notePotionsUsed"));
  if (s.cupid === p && s.lovers.length === 2) out.push(phrase("noteLinked", { seat: s.lovers[0], seat2: s.lovers[1] }));
  for (const k of s.known) if (k.by === p) out.push(phrase("noteKnows", { seat: k.seat, role: k.role }));
  const q = partner(s, p);
  if (q >= 0) out.push(phrase("noteInLove", { seat: q }));
  // every death happens by day ("Day 2"): dawn opens the day before its deaths
  for (const d of s.deaths) if (d.seat === p) out.push(phrase(DEATH_NOTE[d.cause], { n: Number(/\d+/.exec(d.when)?.[0] ?? s.round) }));
  return out;
}

function actorsFor(s: WerewolfState, id: StepId): number[] {
  const role = id === "werewolves" ? "werewolf" : id;
  return s.roles.flatMap((r, p) => (r === role && s.alive[p] ? [p] : []));
}

/** The current phase's script: steps done or skipped, the current one, and the night steps still to come. */
function script(s: WerewolfState): DeductionScriptStep[] {
  const out: DeductionScriptStep[] = s.script.map((x) => ({
    id: x.id,
    title: STEP_TITLE[x.id],
    status: x.status,
    actors: x.actors.slice(),
    choice: wirePhrase(x.choice),
    result: wirePhrase(x.result),
  }));
  if (s.phase === "over") return out;
  out.push({ id: s.step, title: STEP_TITLE[s.step], status: "current", actors: s.owed.slice(), choice: currentChoice(s), result: null });
  if (s.phase === "night") {
    const order = nightOrder(s.round);
    for (const id of order.slice(order.indexOf(s.step) + 1))
      out.push({ id, title: STEP_TITLE[id], status: "next", actors: actorsFor(s, id), choice: null, result: null });
  }
  return out;
}

function currentChoice(s: WerewolfState): Phrase | null {
  if (s.step === "werewolves") {
    const picks = s.roles.flatMap((r, p) =>
      r === "werewolf" && s.alive[p] && s.wolfChoice[p] !== -1
        ? [s.wolfChoice[p] === -2 ? part("wolfPickCatch", { seat: p }) : part("wolfPick", { seat: p, seat2: s.wolfChoice[p] })]
        : [],
    );
    return picks.length ? joined(picks, "list", true) : null;
  }
  if (s.step === "witch" && s.witchChoice) {
    // a witch's choice is potions used (heal, poison or both); passing leaves none
    const { heal, poison } = s.witchChoice;
    return poison >= 0 ? phrase(heal ? "pendingHealPoison" : "pendingPoison", { seat: poison }) : phrase("pendingHeal");
  }
  if (s.step === "hunter" && s.shot !== null) return s.shot >= 0 ? phrase("choiceShoot", { seat: s.shot }) : phrase("choicePass");
  if (s.step === "badge" && s.badgeTo !== null) return phrase("choiceBadge", { seat: s.badgeTo });
  return s.decided.length ? phrase("decided", { seats: s.decided.slice() }) : null;
}
