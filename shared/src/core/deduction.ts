/**
 * The view shape shared by the moderated social-deduction rulesets (Ktulu, Werewolf), so that one
 * moderator console and one phone screen draw both. Each engine's `view(state, viewer)` returns a
 * `DeductionView` (it may add keys of its own) holding only what that viewer may know; the catalog of
 * roles and factions is static and ships with the engine (`DeductionCatalog`), not over the wire.
 */
import type { OptionSpec } from "./options";
import type { Phrase } from "./phrase";
import type { Action } from "./ruleset";

export type DeductionPhase = "setup" | "night" | "day" | "over";

export interface DeductionSeatView {
  seat: number;
  status: "alive" | "dead" | "escaped";
  /** Character / role id when this viewer knows it (own seat, faction mates, revealed, moderator), else null. */
  role: string | null;
  /** Faction id when this viewer knows it, else null. */
  faction: string | null;
  /**
   * Markers this viewer may see, as ids the catalog names: public ones (`sheriff`, `mayor`, `statuette` once the
   * rules announce its holder, `revealed`) and private or moderator ones (`jailed`, `protected`, `asleep`,
   * `lover`, `poisoned`, `statuette` for those who know). Order does not matter.
   */
  marks: string[];
  /** Moderator only: one-line facts per seat (used powers, potions left, counters), as phrases. Absent otherwise. */
  notes?: Phrase[];
}

/** One line of the game's log, as a phrase (core/phrase.ts); players get the public lines and their own private ones. */
export interface DeductionLine extends Phrase {
  /** "Night 1", "Day 2", "Setup". */
  when: string;
  /** Present (true) on lines only this viewer (or the moderator) may read. */
  private?: boolean;
}

/** A ballot (search, hanging, elimination, election, duel), with what the rules let this viewer see of it. */
export interface DeductionBallot {
  /** Ballot kind id, e.g. "vote", "sheriff", "search", "hangQuestion", "duel". */
  kind: string;
  title: string;
  open: boolean;
  /** Candidates (seats); for yes/no questions, empty. */
  candidates: number[];
  /** Per candidate (or "yes"/"no"/"abstain"): votes counted (weights applied) and, when public, who voted. */
  tally: { choice: number | string; votes: number; voters: number[] | null }[];
  /** This viewer's current vote, if it has cast one. */
  mine: number | string | null;
}

/** A step of the moderator's script (the night order, then the day's steps). */
export interface DeductionScriptStep {
  id: string;
  title: string;
  status: "done" | "current" | "next" | "skipped";
  /** Seats that act in this step. */
  actors: number[];
  /** What they chose ("kill seat 4"), once known, as a phrase (core/phrase.ts). */
  choice: Phrase | null;
  /** What it caused ("seat 4 is protected: nobody dies"), as a phrase. */
  result: Phrase | null;
}

export interface DeductionView {
  phase: DeductionPhase;
  /** Night or day number as the rules count them (Ktulu nights from 0, Werewolf from 1). */
  round: number;
  /** Step id; at night a player who does not act sees only "night" (rules: not who owes decisions). */
  step: string;
  /** The step for people, safe for this viewer: "Night 2 — the Indians choose". */
  stepTitle: string;
  mode: "auto" | "human";
  seats: DeductionSeatView[];
  /** The viewer's own seat, or null for spectators and the moderator. */
  me: number | null;
  /** Actions this viewer may send now; the moderator's include `advance` and acting `for` a seat. */
  legal: Action[];
  log: DeductionLine[];
  /** The open ballot, else the last closed one while its result is news, else null. */
  ballot: DeductionBallot | null;
  /** Moderator only: the night's script and the day's steps, the current one marked. */
  script?: DeductionScriptStep[];
  /** Set when the game is over: the winning faction id (null: nobody / a draw). */
  winner?: string | null;
}

export interface DeductionRoleInfo {
  name: string;
  faction: string;
  /** What the role does, in one or two sentences, for the role card. */
  power: string;
}

/** Static names and texts of an engine's roles, factions and marks (shipped with the engine). */
export interface DeductionCatalog {
  roles: Record<string, DeductionRoleInfo>;
  factions: Record<string, { name: string; goal: string; color: number }>;
  marks: Record<string, string>;
  /** The page's recommended composition for n players (role ids, one per seat), for the composition builder. */
  recommended(players: number): string[];
  /** A button label for one of the viewer's legal actions, e.g. "Kill Ann (seat 3)". */
  describe(action: Action, seatName: (seat: number) => string): string;
}

/**
 * A catalog's `describe` words for the actions its tables name: fixed words (`said`), or a verb before the
 * target's name (`aimed`); any other action by its own name. One home for the games' simple labels.
 */
export function actionWords(said: Record<string, string>, aimed: Record<string, string>, key: string, target: string): string {
  if (Object.hasOwn(said, key)) return said[key];
  if (Object.hasOwn(aimed, key)) return `${aimed[key]} ${target}`;
  return key;
}

/** The moderated games' first option: who moderates, the server on its own or a person (`person`: the game's words for them). */
export function moderatorOption(person: string): OptionSpec {
  return {
    key: "moderator",
    label: "Moderator",
    kind: "choice",
    default: "auto",
    choices: [
      { value: "auto", label: "Automatic" },
      { value: "human", label: person },
    ],
  };
}
