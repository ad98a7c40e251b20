/**
 * The Werewolf game state: plain data. `apply` works on a deep copy (`draft`) and returns it, so no
 * state is ever changed after it was returned. Holds every secret (roles, the middle, night choices, the
 * rng), so only `view` may leave the engine.
 */
import type { Phrase } from "../core/phrase";
import type { Rng } from "../core/rng";
import type { BallotKind, Mode, Role, StepId, Team, WerewolfDeal, WerewolfPhase } from "./types";

/**
 * A log line, a phrase (core/phrase.ts: code, params, English text); `to` lists the seats that may read it
 * (null: everyone). The moderator reads all. Lines of states saved before phrases have no `code`.
 */
export interface Line extends Phrase {
  when: string;
  to: number[] | null;
}

export interface Ballot {
  kind: BallotKind;
  candidates: number[];
  /** Seats owing a vote (living, with at least one legal choice). */
  voters: number[];
  /** Vote per voter seat (index = seat, -1: not yet). */
  votes: number[];
  open: boolean;
  /** Set when closed: the chosen seat, or -1 on a tie / nobody. */
  result: number;
  /** Whose vote counts 2 (the sheriff in `vote`/`runoff`), -1 none. */
  double: number;
}

export type Cause = "devoured" | "poisoned" | "vote" | "shot" | "heartbreak";

export interface Death {
  seat: number;
  cause: Cause;
  when: string;
}

/** Something a seat learned: the seer's results, the little girl's spying (role as learned). */
export interface Known {
  by: number;
  seat: number;
  role: Role;
}

/** A finished or skipped step of the current phase, for the moderator's script. */
export interface ScriptDone {
  id: StepId;
  status: "done" | "skipped";
  actors: number[];
  /** Phrases; a plain string in states saved before phrases. */
  choice: Phrase | null;
  result: Phrase | null;
}

export interface WerewolfState {
  n: number;
  mode: Mode;
  sheriffOption: boolean;
  phase: WerewolfPhase;
  /** Night / day number (from 1); 0 in setup. */
  round: number;
  step: StepId;
  /** Current role per seat (a thief who swapped holds his new role). Empty in setup. */
  roles: Role[];
  /** The middle cards (current: the thief card after a swap), [] when the deck has no thief. */
  center: Role[];
  /** The deal as dealt (for the record and the end of game). */
  dealt: { roles: Role[]; center: Role[] } | null;
  /** How the deal came: given to setup, drawn by the moderator's `advance` in setup, or assigned. */
  dealtBy: "given" | "advance" | "assigned" | null;
  alive: boolean[];
  /** [a, b] once cupid linked them. */
  lovers: number[];
  /** The seat that played cupid, -1 none. */
  cupid: number;
  /** True once the lovers step ran: from then on each lover knows the partner. */
  loversTold: boolean;
  sheriff: number;
  electionDone: boolean;
  healLeft: boolean;
  poisonLeft: boolean;
  /** This night: the werewolves' victim, the witch's heal and poison target, whether the girl spied. */
  victim: number;
  healed: boolean;
  poisoned: number;
  spied: boolean;
  /** Per seat: the werewolf's current choice (NONE, CATCH or a seat). */
  wolfChoice: number[];
  /** The witch's decision waiting for the step to close (human mode may still be waiting). */
  witchChoice: { heal: boolean; poison: number } | null;
  /** The hunter's / dead sheriff's decision: seat, NONE for a pass, null while undecided. */
  shot: number | null;
  badgeTo: number | null;
  /** The current step's decision as a phrase, for the moderator's script (a string in older states). */
  choiceText: Phrase | null;
  /** Seats owed a decision in the current step, and those that gave it. */
  owed: number[];
  decided: number[];
  ballot: Ballot | null;
  lastBallot: Ballot | null;
  /** Dead hunter owed a shot, -1 none; whether the dead sheriff still has to pass the badge. */
  pendingHunter: number;
  pendingBadge: boolean;
  /** Where play goes once the deaths' decisions are done. */
  then: "day" | "night";
  deaths: Death[];
  known: Known[];
  log: Line[];
  script: ScriptDone[];
  winner: Team | null;
  /** Per seat win flags, set when over. */
  win: boolean[];
  /** Shuffles for a setup `advance`; null without one. Never shown. */
  rng: Rng | null;
  /** A deal waiting for the moderator's `advance` in setup (records of such games). */
  plan: WerewolfDeal | null;
  /** The options' deck recipe, for a random deal drawn in setup. */
  specials: string[];
  wolves: number;
}

/**
 * A copy to build the next state on: every array and record copied one level down (what `apply` writes
 * into), spelled out so the compiler checks that no field is forgotten. Not structuredClone: its objects
 * come from another realm under jest's sandbox, and it is slower.
 */
export function draft(s: WerewolfState): WerewolfState {
  const ballot = (b: Ballot | null): Ballot | null => (b ? { ...b, candidates: b.candidates.slice(), voters: b.voters.slice(), votes: b.votes.slice() } : null);
  const open = ballot(s.ballot);
  return {
    n: s.n,
    mode: s.mode,
    sheriffOption: s.sheriffOption,
    phase: s.phase,
    round: s.round,
    step: s.step,
    roles: s.roles.slice(),
    center: s.center.slice(),
    dealt: s.dealt,
    dealtBy: s.dealtBy,
    alive: s.alive.slice(),
    lovers: s.lovers.slice(),
    cupid: s.cupid,
    loversTold: s.loversTold,
    sheriff: s.sheriff,
    electionDone: s.electionDone,
    healLeft: s.healLeft,
    poisonLeft: s.poisonLeft,
    victim: s.victim,
    healed: s.healed,
    poisoned: s.poisoned,
    spied: s.spied,
    wolfChoice: s.wolfChoice.slice(),
    witchChoice: s.witchChoice ? { ...s.witchChoice } : null,
    shot: s.shot,
    badgeTo: s.badgeTo,
    choiceText: s.choiceText,
    owed: s.owed.slice(),
    decided: s.decided.slice(),
    ballot: open,
    // the closed ballot is often both: keep them one object
    lastBallot: s.lastBallot === s.ballot ? open : s.lastBallot,
    pendingHunter: s.pendingHunter,
    pendingBadge: s.pendingBadge,
    then: s.then,
    deaths: s.deaths.slice(),
    known: s.known.slice(),
    log: s.log.slice(),
    script: s.script.slice(),
    winner: s.winner,
    win: s.win.slice(),
    rng: s.rng,
    plan: s.plan,
    specials: s.specials,
    wolves: s.wolves,
  };
}
