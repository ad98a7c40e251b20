/** Ktulu's data shapes: options (§3), the deal (§4), actions (§5) and the engine state. */
import type { DeductionScriptStep, DeductionView } from "../core/deduction";
import type { Phrase } from "../core/phrase";
import type { Action } from "../core/ruleset";
import type { Rng } from "../core/rng";

export interface KtuluOptions {
  moderator: "auto" | "human";
  searchesPerDay: number;
  shipNight: number;
  duelsPerDay: number;
  openChecks: boolean;
  /** Character ids for a random deal; empty = the page's table (§2). */
  composition: string[];
  /** Ours: the automatic moderator ends a day's discussion after this many seconds. */
  discussionSeconds: number;
}

/**
 * §4 deal. `setup: true` (ours) = the roles were given in the setup phase: a replay starts in `setup` and the
 * moderator's `advance` deals exactly these roles.
 */
export interface KtuluDeal {
  roles?: string[];
  rolls?: boolean[];
  setup?: boolean;
}

/** Every action is a small JSON object; the engine checks the fields against the open step. */
export type KtuluAction = Action;

export type SeatStatus = "alive" | "dead" | "escaped";

/**
 * One log line, a phrase (issue 14: the client says its code in the reader's language); `to` null = public, else
 * the seats that may read it (the moderator reads all). Lines from snapshots older than phrases have no `code`.
 */
export interface Line extends Phrase {
  when: string;
  to: number[] | null;
}

/** The open step: who may choose, what they chose. */
export interface Cur {
  id: string;
  actors: number[];
  choices: Record<string, Action>;
  mandatory: boolean;
}

/** A step of Manitou's script, in the shared deduction view's shape. */
export type ScriptEntry = DeductionScriptStep;

export interface Duel {
  a: number;
  b: number;
  dying: number[];
  /** Judges still to be asked (judge, then drunk judge). */
  judges: number[];
}

export interface DayState {
  ready: number[];
  accepted: number;
  duel: Duel | null;
  /** Search slots and the runoff in progress. */
  k: number;
  taken: number[];
  runoff: { group: number[]; r: number } | null;
  searched: number[];
  sentenced: number | null;
  poisonDone: boolean;
}

export interface ClosedBallot {
  kind: string;
  title: string;
  candidates: number[];
  tally: { choice: number | string; votes: number; voters: number[] | null }[];
}

export interface KtuluState {
  n: number;
  opts: KtuluOptions;
  phase: "setup" | "night" | "day" | "over";
  round: number;
  roles: string[];
  /** Roles the setup phase's `advance` deals (from a deal with `setup: true`). */
  setupRoles: string[] | null;
  /** The roles were assigned during the setup phase (so `deals()` says `setup: true`). */
  setupAssigned: boolean;
  status: SeatStatus[];
  rng: Rng;
  rolls: boolean[];
  rollsUsed: boolean[];
  holder: number;
  /** The faction publicly known to hold the statuette (as of the last announcement). */
  shown: string;
  planted: { by: number; night: number } | null;
  uses: Record<string, number>;
  /** [binder, bound] pairs (seducer, blackmailer). */
  bonds: [number, number][];
  /** Seats whose character is public. */
  revealed: number[];
  /** Per seat: seats whose character / faction it knows. */
  knowRole: number[][];
  knowFaction: number[][];
  log: Line[];
  order: string[];
  si: number;
  cur: Cur | null;
  asleep: number[];
  jailed: number[];
  protect: number[];
  lastProtect: { seat: number; night: number } | null;
  diedTonight: number[];
  escapedTonight: number[];
  /** Dawn news in night order; a death line names its seat so a revival can drop it. */
  dawn: (Phrase & { death?: number })[];
  gained: string[];
  track: number | null;
  possess: number | null;
  poisoned: number | null;
  signals: number;
  hits: number;
  portions: number;
  runawayDeaths: number;
  escapeDue: boolean;
  master: number | null;
  pointed: number[];
  interrogated: number | null;
  script: ScriptEntry[];
  day: DayState | null;
  lastBallot: ClosedBallot | null;
  winner: string | null;
}

/** What `view(state, viewer)` sends: the shared deduction view (core/deduction.ts) and two keys of Ktulu's own. */
export interface KtuluView extends DeductionView {
  /** The moderator: whether the step may be closed now (no mandatory decision missing). */
  canAdvance?: boolean;
  /** Once roles are dealt: the faction known to hold the statuette (the moderator sees it live, others from the dawn news). */
  statuetteFaction?: string;
}
