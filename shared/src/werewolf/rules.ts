/**
 * Who may target whom (§5, §9): the sets every legal list and every refusal is built from.
 */
import type { Ballot, WerewolfState } from "./state";
import { TEAM_OF_ROLE, type Team } from "./types";

export function living(s: WerewolfState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.n; i++) if (s.alive[i]) out.push(i);
  return out;
}

/** The seat holding `role` (alive or not), -1 none. Specials are unique (our deal ruling). */
export function seatOf(s: WerewolfState, role: string): number {
  return s.roles.indexOf(role as never);
}

/** The lover's partner, -1 when `p` is not a lover. */
export function partner(s: WerewolfState, p: number): number {
  if (s.lovers.length !== 2) return -1;
  return s.lovers[0] === p ? s.lovers[1] : s.lovers[1] === p ? s.lovers[0] : -1;
}

export function livingWolves(s: WerewolfState): number[] {
  return living(s).filter((i) => s.roles[i] === "werewolf");
}

/** §5.6, §9.4: living, not a werewolf, not the sender's lover. */
export function devourTargets(s: WerewolfState, p: number): number[] {
  const lover = partner(s, p);
  return living(s).filter((x) => s.roles[x] !== "werewolf" && x !== lover);
}

/** `catch` exists only after a spy this night, and not against the sender's lover (§1: no deadly choice on the partner). */
export function canCatch(s: WerewolfState, p: number): boolean {
  const girl = seatOf(s, "littleGirl");
  return s.spied && girl >= 0 && s.alive[girl] && partner(s, p) !== girl;
}

/**
 * The werewolves who take part in the choice: every living werewolf with a legal choice. One whose lover
 * is the only prey has none and does not take part, as a voter with no legal choice does not vote (our
 * ruling; otherwise the step could never close).
 */
export function huntingWolves(s: WerewolfState): number[] {
  return livingWolves(s).filter((w) => devourTargets(s, w).length > 0 || canCatch(s, w));
}

/**
 * The choices every hunting werewolf could make alike (seats, CATCH as -2). Only one werewolf can be
 * barred from a seat (his lover), and he hunts only with another choice left, so this is empty only when
 * no werewolf hunts: then the step is skipped.
 */
export function agreeable(s: WerewolfState): number[] {
  const wolves = huntingWolves(s);
  if (wolves.length === 0) return [];
  let common = devourTargets(s, wolves[0]);
  for (const w of wolves.slice(1)) {
    const t = new Set(devourTargets(s, w));
    common = common.filter((x) => t.has(x));
  }
  if (wolves.every((w) => canCatch(s, w))) common.push(-2);
  return common;
}

/** The seat the hunting werewolves agreed on (CATCH resolved to the girl), or -1 while they disagree. */
export function wolfDecision(s: WerewolfState): number {
  const wolves = huntingWolves(s);
  if (wolves.length === 0) return -1;
  const first = s.wolfChoice[wolves[0]];
  if (first === -1 || !wolves.every((w) => s.wolfChoice[w] === first)) return -1;
  return first === -2 ? seatOf(s, "littleGirl") : first;
}

export function poisonTargets(s: WerewolfState, witch: number): number[] {
  const lover = partner(s, witch);
  return living(s).filter((x) => x !== lover);
}

export function seerTargets(s: WerewolfState, seer: number): number[] {
  return living(s).filter((x) => x !== seer);
}

export function shootTargets(s: WerewolfState, hunter: number): number[] {
  const lover = partner(s, hunter);
  return living(s).filter((x) => x !== lover);
}

/** §5 day: the election allows oneself; the vote and runoff neither oneself nor the partner. */
export function voteTargets(s: WerewolfState, b: Pick<Ballot, "kind" | "candidates">, voter: number): number[] {
  if (b.kind === "election" || b.kind === "electionRunoff") return b.candidates.slice();
  const lover = partner(s, voter);
  return b.candidates.filter((x) => x !== voter && x !== lover);
}

/** A seat's team now: a mixed couple's members are `lovers` (§2). */
export function teamOf(s: WerewolfState, p: number): Team {
  const own = TEAM_OF_ROLE[s.roles[p]];
  const q = partner(s, p);
  if (q >= 0 && (s.roles[p] === "werewolf") !== (s.roles[q] === "werewolf")) return "lovers";
  return own;
}

export function isMixedCouple(s: WerewolfState): boolean {
  return s.lovers.length === 2 && (s.roles[s.lovers[0]] === "werewolf") !== (s.roles[s.lovers[1]] === "werewolf");
}

/** "seat 3" as people read it (1-based, like the rest of the project's messages). */
export function seatName(p: number): string {
  return `seat ${p + 1}`;
}

export const ROLE_LABEL: Record<string, string> = {
  villager: "villager",
  werewolf: "werewolf",
  seer: "seer",
  thief: "thief",
  cupid: "cupid",
  hunter: "hunter",
  littleGirl: "little girl",
  witch: "witch",
};
