/**
 * The step machine (§5, §6, §7): opening steps in the page's order, skipping the ones with nobody or
 * nothing to act, closing them (auto mode: when every owed decision is in; human mode: on `advance`),
 * the deaths with heartbreak, the hunter's shot, the badge and the win check. Works on a draft.
 */
import {
  agreeable,
  huntingWolves,
  isMixedCouple,
  living,
  partner,
  poisonTargets,
  ROLE_LABEL,
  SeatName,
  seatName,
  seatOf,
  seerTargets,
  voteTargets,
  wolfDecision,
} from "./rules";
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

function say(d: WerewolfState, text: string, to: number[] | null = null): void {
  d.log.push({ when: when(d), text, to });
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
  say(d, `Night ${round} falls.`);
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
    say(d, `The middle cards are: ${d.center.map((r) => ROLE_LABEL[r]).join(" and ")}.`, owed);
  } else if (id === "lovers") {
    const [a, b] = d.lovers;
    say(d, `You are in love with ${seatName(b)}.`, [a]);
    say(d, `You are in love with ${seatName(a)}.`, [b]);
    d.loversTold = true;
  } else if (id === "witch") {
    say(d, d.victim >= 0 ? `The werewolves' victim tonight is ${seatName(d.victim)}.` : "The werewolves have no victim tonight.", owed);
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
  const record = (choice: string | null, result: string | null = null) => d.script.push({ id, status: "done", actors, choice, result });
  if (d.phase === "night") {
    if (id === "werewolves") {
      d.victim = wolfDecision(d);
      record(`devour ${seatName(d.victim)}`);
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
      record(c ? [c.heal ? "heal" : "", c.poison >= 0 ? `poison ${seatName(c.poison)}` : ""].filter(Boolean).join(", ") : "pass");
    } else if (id === "thief" || id === "cupid" || id === "seer" || id === "littleGirl" || id === "lovers") {
      record(d.choiceText ?? (id === "lovers" ? `${seatName(d.lovers[0])} and ${seatName(d.lovers[1])} told` : "pass"));
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
    record(target >= 0 ? `shoot ${seatName(target)}` : "pass");
    if (target >= 0) {
      say(d, `The hunter (${seatName(hunter)}) shoots ${seatName(target)}.`);
      killSet(d, [target], "shot");
    } else {
      say(d, `The hunter (${seatName(hunter)}) does not shoot.`);
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
    record(`badge to ${seatName(to)}`);
    say(d, `The dying sheriff (${seatName(from)}) passes the badge to ${seatName(to)}.`);
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
    say(d, "Day breaks: nobody died tonight.");
  } else {
    // In seat order: the list must not tell the victim from the poisoned or the heart-broken (§8).
    const all = withHeartbreak(d, dying.map((x) => x.seat)).sort((a, b) => a - b);
    say(d, `Day breaks: ${all.map((p) => `${seatName(p)} (${ROLE_LABEL[d.roles[p]]})`).join(", ")} ${all.length > 1 ? "were" : "was"} found dead.`);
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
export function killSet(d: WerewolfState, seats: number[], cause: Cause): void {
  for (const p of seats) say(d, `${SeatName(p)} (${ROLE_LABEL[d.roles[p]]}) dies: ${cause === "vote" ? "voted out" : cause === "shot" ? "shot by the hunter" : cause}.`);
  killMany(d, seats.map((seat) => ({ seat, cause })), true);
}

/** §6.1–3: one set of deaths at once, heartbreak, the hunter's due shot, the badge, the win check. */
function killMany(d: WerewolfState, dying: { seat: number; cause: Cause }[], announce: boolean): void {
  const at = when(d);
  const set = dying.slice();
  for (const x of dying) {
    const q = partner(d, x.seat);
    if (q >= 0 && d.alive[q] && !set.some((y) => y.seat === q)) {
      set.push({ seat: q, cause: "heartbreak" });
      if (announce) say(d, `${SeatName(q)} (${ROLE_LABEL[d.roles[q]]}) dies of a broken heart.`);
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
  d.log.push({
    when: "End",
    text: winner === null ? "Nobody is left alive: nobody wins." : `The ${winner} win.`,
    to: null,
  });
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
  const detail = b.candidates
    .filter((c) => (t.get(c) ?? 0) > 0)
    .map((c) => `${seatName(c)}: ${t.get(c)} vote${t.get(c) === 1 ? "" : "s"} (${b.voters.filter((v) => b.votes[v] === c).map((v) => seatName(v) + (v === b.double ? "×2" : "")).join(", ")})`)
    .join("; ");
  say(d, `${BALLOT_TITLE[b.kind]}: ${detail || "no votes"}.`);
  d.script.push({ id: b.kind, status: "done", actors: b.voters.slice(), choice: detail || null, result: b.result >= 0 ? seatName(b.result) : "tie" });
  d.lastBallot = b;
  if (b.kind === "election" || b.kind === "electionRunoff") {
    if (b.result >= 0) {
      d.sheriff = b.result;
      d.electionDone = true;
      say(d, `${SeatName(b.result)} is elected sheriff.`);
      openBallot(d, "vote", living(d));
    } else if (b.kind === "election" && top.length > 1) {
      say(d, "The election is tied: a runoff among the tied.");
      openBallot(d, "electionRunoff", top);
    } else {
      d.electionDone = true;
      say(d, "No sheriff is elected this game.");
      openBallot(d, "vote", living(d));
    }
    return;
  }
  if (b.result >= 0) {
    d.then = "night";
    killSet(d, [b.result], "vote");
    continueChain(d);
  } else if (b.kind === "vote" && top.length > 1) {
    say(d, "The vote is tied: a runoff among the tied.");
    openBallot(d, "runoff", top);
  } else {
    say(d, "Nobody is voted out today.");
    startNight(d, d.round + 1);
  }
}
