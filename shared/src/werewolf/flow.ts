/**
 * The step machine (§5, §6, §7): opening steps in the page's order, skipping the ones with nobody or
 * nothing to act, closing them (auto mode: when every owed decision is in; human mode: on `advance`),
 * the deaths with heartbreak, the hunter's shot, the badge and the win check. Works on a draft.
 */
import type { Phrase, PhraseParams } from "../core/phrase";
import { agreeable, huntingWolves, isMixedCouple, living, partner, poisonTargets, seatOf, seerTargets, voteTargets, wolfDecision } from "./rules";
import type { WerewolfPhraseCode } from "./phrases";
import { BALLOT_PHRASE, joined, part, phrase, potionsChoice, tallyPart } from "./speak";
import type { Ballot, Cause, WerewolfState } from "./state";
import type { BallotKind, StepId } from "./types";

export const NIGHT_ONE: StepId[] = ["thief", "cupid", "lovers", "seer", "littleGirl", "werewolves", "witch"];
export const NIGHT_LATER: StepId[] = ["seer", "littleGirl", "werewolves", "witch"];

export function nightOrder(round: number): StepId[] {
  return round === 1 ? NIGHT_ONE : NIGHT_LATER;
}

export function when(d: WerewolfState): string {
  if (d.phase === "setup") return "Setup";
  if (d.phase === "over") return "End";
  return `${d.phase === "night" ? "Night" : "Day"} ${d.round}`;
}

/** Logs a phrase for `to` (null: everyone). */
function say(d: WerewolfState, code: WerewolfPhraseCode, params?: PhraseParams, to: number[] | null = null): void {
  d.log.push({ when: when(d), ...phrase(code, params), to });
}

/** Seats owing a decision if the night step `id` runs now; null when the step is skipped (§5). */
function nightActors(d: WerewolfState, id: StepId): number[] | null {
  const one = (role: string): number => {
    const p = seatOf(d, role);
    return p >= 0 && d.alive[p] ? p : -1;
  };
  switch (id) {
    case "thief": {
      const p = one("thief");
      return d.round === 1 && p >= 0 && d.center.length === 2 ? [p] : null;
    }
    case "cupid": {
      const p = one("cupid");
      return d.round === 1 && p >= 0 ? [p] : null;
    }
    case "lovers":
      return d.round === 1 && d.lovers.length === 2 ? [] : null;
    case "seer": {
      const p = one("seer");
      return p >= 0 && seerTargets(d, p).length > 0 ? [p] : null;
    }
    case "littleGirl": {
      const p = one("littleGirl");
      return p >= 0 ? [p] : null;
    }
    case "werewolves":
      return agreeable(d).length > 0 ? huntingWolves(d) : null;
    case "witch": {
      const p = one("witch");
      if (p < 0) return null;
      const usable = (d.poisonLeft && poisonTargets(d, p).length > 0) || (d.healLeft && d.victim >= 0);
      return usable ? [p] : null;
    }
    default:
      return null;
  }
}

export function startNight(d: WerewolfState, round: number): void {
  d.phase = "night";
  d.round = round;
  d.victim = -1;
  d.healed = false;
  d.poisoned = -1;
  d.spied = false;
  d.wolfChoice = Array<number>(d.n).fill(-1);
  d.witchChoice = null;
  d.script = [];
  d.ballot = null;
  say(d, "nightFalls", { n: round });
  openNightFrom(d, 0);
}

/** Opens the first night step from `index` that runs; after the last one, dawn. */
function openNightFrom(d: WerewolfState, index: number): void {
  const order = nightOrder(d.round);
  for (let i = index; i < order.length; i++) {
    const actors = nightActors(d, order[i]);
    if (actors === null) {
      d.script.push({ id: order[i], status: "skipped", actors: [], choice: null, result: null });
      continue;
    }
    openStep(d, order[i], actors);
    return;
  }
  dawn(d);
}

/** Makes `id` the current step, tells its actors what the step shows them, and closes it at once if due. */
function openStep(d: WerewolfState, id: StepId, owed: number[]): void {
  d.step = id;
  d.owed = owed.slice();
  d.decided = [];
  d.choiceText = null;
  if (id === "thief") {
    // the thief step runs only with exactly two middle cards
    say(d, "middleCards", { role: d.center[0], role2: d.center[1] }, owed);
  } else if (id === "lovers") {
    const [a, b] = d.lovers;
    say(d, "inLove", { seat: b }, [a]);
    say(d, "inLove", { seat: a }, [b]);
    d.loversTold = true;
  } else if (id === "witch") {
    if (d.victim >= 0) say(d, "victimIs", { seat: d.victim }, owed);
    else say(d, "noVictim", undefined, owed);
  }
  if (d.mode === "auto" && complete(d)) closeStep(d);
}

/** True when every owed decision of the current step is in (the werewolves: all agree). */
export function complete(d: WerewolfState): boolean {
  if (d.step === "werewolves") return wolfDecision(d) >= 0;
  if (d.ballot && d.ballot.open) return d.ballot.voters.every((v) => d.ballot!.votes[v] >= 0);
  return d.owed.every((p) => d.decided.includes(p));
}

/** True when a missing decision is mandatory, so the moderator's `advance` must wait (§5). */
export function mandatoryMissing(d: WerewolfState): string | null {
  switch (d.step) {
    case "thief":
      return !d.decided.length && d.center.every((r) => r === "werewolf") ? "the thief must take a werewolf card" : null;
    case "cupid":
      return d.decided.length ? null : "cupid has not named the lovers";
    case "werewolves":
      return wolfDecision(d) >= 0 ? null : "the werewolves have not agreed on a victim";
    case "badge":
      return d.decided.length ? null : "the dead sheriff has not passed the badge";
    case "election":
    case "electionRunoff":
    case "vote":
    case "runoff":
      return complete(d) ? null : "not everybody has voted";
    case "setup":
      return d.rng || d.plan ? null : "assign the roles";
    default:
      return null;
  }
}

/** Ends the current step with what was decided (missing optional decisions are passes) and moves on. */
export function closeStep(d: WerewolfState): void {
  const id = d.step;
  const actors = d.owed.slice();
  const record = (choice: Phrase | null, result: Phrase | null = null) => d.script.push({ id, status: "done", actors, choice, result });
  if (d.phase === "night") {
    if (id === "werewolves") {
      d.victim = wolfDecision(d);
      record(phrase("choiceDevour", { seat: d.victim }));
    } else if (id === "witch") {
      const c = d.witchChoice;
      if (c) {
        if (c.heal) {
          d.healed = true;
          d.healLeft = false;
        }
        if (c.poison >= 0) {
          d.poisoned = c.poison;
          d.poisonLeft = false;
        }
      }
      record(potionsChoice(c));
    } else if (id === "thief" || id === "cupid" || id === "seer" || id === "littleGirl" || id === "lovers") {
      record(d.choiceText ?? (id === "lovers" ? phrase("loversTold", { seat: d.lovers[0], seat2: d.lovers[1] }) : phrase("choicePass")));
    }
    const order = nightOrder(d.round);
    openNightFrom(d, order.indexOf(id) + 1);
    return;
  }
  if (d.ballot && d.ballot.open) {
    closeBallot(d);
    return;
  }
  if (id === "hunter") {
    const hunter = d.pendingHunter;
    const target = d.shot ?? -1;
    d.pendingHunter = -1;
    d.shot = null;
    record(target >= 0 ? phrase("choiceShoot", { seat: target }) : phrase("choicePass"));
    if (target >= 0) {
      say(d, "hunterShoots", { seat: hunter, seat2: target });
      killSet(d, [target], "shot");
    } else {
      say(d, "hunterHolds", { seat: hunter });
    }
    continueChain(d);
    return;
  }
  if (id === "badge") {
    const to = d.badgeTo ?? -1;
    const from = d.sheriff;
    d.pendingBadge = false;
    d.badgeTo = null;
    d.sheriff = to;
    record(phrase("choiceBadge", { seat: to }));
    say(d, "badgePassed", { seat: from, seat2: to });
    continueChain(d);
  }
}

/** Dawn (§5, §6): the victim unless healed and the poisoned die together; the dawn list has no causes. */
function dawn(d: WerewolfState): void {
  d.phase = "day";
  d.script = [];
  const dying: { seat: number; cause: Cause }[] = [];
  if (d.victim >= 0 && !d.healed) dying.push({ seat: d.victim, cause: "devoured" });
  if (d.poisoned >= 0 && d.poisoned !== d.victim) dying.push({ seat: d.poisoned, cause: "poisoned" });
  else if (d.poisoned >= 0 && d.healed) dying.push({ seat: d.poisoned, cause: "poisoned" });
  d.then = "day";
  if (dying.length === 0) {
    say(d, "dawnNobody");
  } else {
    // In seat order: the list must not tell the victim from the poisoned or the heart-broken (§8).
    const all = withHeartbreak(
      d,
      dying.map((x) => x.seat),
    ).sort((a, b) => a - b);
    if (all.length === 1) say(d, "dawnDead", { seat: all[0], role: d.roles[all[0]] });
    else say(d, "dawnDeadMany", { dead: joined(all.map((p) => part("seatRole", { seat: p, role: d.roles[p] }))) });
    killMany(d, dying, false);
  }
  if ((d.phase as string) !== "over") continueChain(d);
}

/** The set plus each dying lover's living partner (§6.1). */
function withHeartbreak(d: WerewolfState, seats: number[]): number[] {
  const all = [...new Set(seats)];
  for (const p of all.slice()) {
    const q = partner(d, p);
    if (q >= 0 && d.alive[q] && !all.includes(q)) all.push(q);
  }
  return all;
}

/** A day death (vote, shot): announced with its cause, then §6. */
export function killSet(d: WerewolfState, seats: number[], cause: "vote" | "shot"): void {
  for (const p of seats) say(d, cause === "vote" ? "votedOut" : "shotDead", { seat: p, role: d.roles[p] });
  killMany(
    d,
    seats.map((seat) => ({ seat, cause })),
    true,
  );
}

/** §6.1–3: one set of deaths at once, heartbreak, the hunter's due shot, the badge, the win check. */
function killMany(d: WerewolfState, dying: { seat: number; cause: Cause }[], announce: boolean): void {
  const at = when(d);
  const set = dying.slice();
  for (const x of dying) {
    const q = partner(d, x.seat);
    if (q >= 0 && d.alive[q] && !set.some((y) => y.seat === q)) {
      set.push({ seat: q, cause: "heartbreak" });
      if (announce) say(d, "heartbreak", { seat: q, role: d.roles[q] });
    }
  }
  for (const x of set) {
    d.alive[x.seat] = false;
    d.deaths.push({ seat: x.seat, cause: x.cause, when: at });
    if (d.roles[x.seat] === "hunter" && (x.cause === "devoured" || x.cause === "vote")) d.pendingHunter = x.seat;
    if (x.seat === d.sheriff) d.pendingBadge = true;
  }
  checkWin(d);
}

/** §7: nobody alive, a mixed couple alone, no werewolf, or only werewolves. */
export function checkWin(d: WerewolfState): void {
  const alive = living(d);
  let winner: WerewolfState["winner"] | undefined;
  if (alive.length === 0) winner = null;
  else if (isMixedCouple(d) && alive.length === 2 && alive.every((p) => d.lovers.includes(p))) winner = "lovers";
  else if (!alive.some((p) => d.roles[p] === "werewolf")) winner = "villagers";
  else if (alive.every((p) => d.roles[p] === "werewolf")) winner = "werewolves";
  if (winner === undefined) return;
  const mixed = isMixedCouple(d);
  d.winner = winner;
  d.win = d.roles.map((r, p) => {
    if (winner === "lovers") return d.lovers.includes(p);
    if (winner === null) return false;
    if (mixed && d.lovers.includes(p)) return false;
    return winner === "villagers" ? r !== "werewolf" : r === "werewolf";
  });
  d.phase = "over";
  d.step = "over";
  d.owed = [];
  d.decided = [];
  d.pendingHunter = -1;
  d.pendingBadge = false;
  if (d.ballot) d.ballot.open = false;
  d.log.push({ when: "End", ...(winner === null ? phrase("nobodyWins") : phrase("won", { faction: winner })), to: null });
}

/** After a set of deaths: the hunter, then the badge, then on to the day or the next night. */
export function continueChain(d: WerewolfState): void {
  if (d.phase === "over") return;
  if (d.pendingHunter >= 0) {
    d.shot = null;
    openStep(d, "hunter", [d.pendingHunter]);
    return;
  }
  if (d.pendingBadge) {
    d.badgeTo = null;
    openStep(d, "badge", [d.sheriff]);
    return;
  }
  if (d.then === "day") startDay(d);
  else startNight(d, d.round + 1);
}

function startDay(d: WerewolfState): void {
  d.then = "night";
  if (d.round === 1 && d.sheriffOption && !d.electionDone) openBallot(d, "election", living(d));
  else openBallot(d, "vote", living(d));
}

const BALLOT_TITLE: Record<BallotKind, string> = {
  election: "Elect the sheriff",
  electionRunoff: "Sheriff runoff",
  vote: "Vote someone out",
  runoff: "Runoff vote",
};

export function ballotTitle(kind: BallotKind): string {
  return BALLOT_TITLE[kind];
}

function openBallot(d: WerewolfState, kind: BallotKind, candidates: number[]): void {
  const voters = living(d).filter((v) => voteTargets(d, { kind, candidates }, v).length > 0);
  const double = (kind === "vote" || kind === "runoff") && d.sheriff >= 0 && d.alive[d.sheriff] ? d.sheriff : -1;
  if (d.ballot && !d.ballot.open) d.lastBallot = d.ballot;
  d.ballot = { kind, candidates, voters, votes: Array<number>(d.n).fill(-1), open: true, result: -1, double };
  openStep(d, kind, voters);
}

/** Weighted totals per candidate. */
export function tally(b: Ballot): Map<number, number> {
  const t = new Map<number, number>(b.candidates.map((c) => [c, 0]));
  for (const v of b.voters) {
    const x = b.votes[v];
    if (x >= 0) t.set(x, (t.get(x) ?? 0) + (v === b.double ? 2 : 1));
  }
  return t;
}

/** Seats with the most votes (none when nobody voted). */
function leaders(b: Ballot): number[] {
  const t = tally(b);
  const max = Math.max(0, ...t.values());
  return max === 0 ? [] : [...t].filter(([, v]) => v === max).map(([c]) => c);
}

function closeBallot(d: WerewolfState): void {
  const b = d.ballot!;
  b.open = false;
  const top = leaders(b);
  b.result = top.length === 1 ? top[0] : -1;
  const t = tally(b);
  const counted = b.candidates.filter((c) => (t.get(c) ?? 0) > 0).map((c) => tallyPart(b, c, t.get(c)!));
  const title = part(BALLOT_PHRASE[b.kind]);
  if (counted.length) say(d, "ballotTally", { ballot: title, votes: joined(counted, "listSemi") });
  else say(d, "ballotNoVotes", { ballot: title });
  const choice = counted.length ? joined(counted, "listSemi", true) : null;
  d.script.push({
    id: b.kind,
    status: "done",
    actors: b.voters.slice(),
    choice,
    result: b.result >= 0 ? phrase("resultSeat", { seat: b.result }) : phrase("resultTie"),
  });
  d.lastBallot = b;
  if (b.kind === "election" || b.kind === "electionRunoff") {
    if (b.result >= 0) {
      d.sheriff = b.result;
      d.electionDone = true;
      say(d, "elected", { seat: b.result });
      openBallot(d, "vote", living(d));
    } else if (b.kind === "election" && top.length > 1) {
      say(d, "electionTied");
      openBallot(d, "electionRunoff", top);
    } else {
      d.electionDone = true;
      say(d, "noSheriff");
      openBallot(d, "vote", living(d));
    }
    return;
  }
  if (b.result >= 0) {
    d.then = "night";
    killSet(d, [b.result], "vote");
    continueChain(d);
  } else if (b.kind === "vote" && top.length > 1) {
    say(d, "voteTied");
    openBallot(d, "runoff", top);
  } else {
    say(d, "nobodyVotedOut");
    startNight(d, d.round + 1);
  }
}
