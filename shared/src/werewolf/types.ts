/**
 * Werewolf (rules of record: docs/rules/werewolf.md): the data shapes shared by the engine, the server,
 * the tests and the renderer.
 */
import type { DeductionView } from "../core/deduction";

export const ROLES = ["villager", "werewolf", "seer", "thief", "cupid", "hunter", "littleGirl", "witch"] as const;
export type Role = (typeof ROLES)[number];
/** The specials a random deal may hold (§3 `roles`); at most one of each in any deal. */
export const SPECIALS = ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"] as const;
export type Special = (typeof SPECIALS)[number];

export type Team = "villagers" | "werewolves" | "lovers";
export type Mode = "auto" | "human";
export type WerewolfPhase = "setup" | "night" | "day" | "over";

/** Night steps in the page's order (§5), then the day's steps. */
export type StepId =
  | "setup"
  | "thief"
  | "cupid"
  | "lovers"
  | "seer"
  | "littleGirl"
  | "werewolves"
  | "witch"
  | "hunter"
  | "badge"
  | "election"
  | "electionRunoff"
  | "vote"
  | "runoff"
  | "over";

export type BallotKind = "election" | "electionRunoff" | "vote" | "runoff";

export interface WerewolfOptions {
  moderator: Mode;
  sheriff: boolean;
  roles: string[];
  /** 0: the page's default, max(1, floor(n/4)). */
  werewolves: number;
}

/** §4: one role per seat, and the two middle cards exactly when the deck holds a thief. */
export interface WerewolfDeal {
  roles: string[];
  center?: string[];
}

/** `for` is only sent by the moderator in human mode (§5). */
export type WerewolfAction =
  | { type: "nightAction"; power: "swap"; index: number; for?: number }
  | { type: "nightAction"; power: "link"; targets: number[]; for?: number }
  | { type: "nightAction"; power: "see"; target: number; for?: number }
  | { type: "nightAction"; power: "spy"; for?: number }
  | { type: "nightAction"; power: "devour"; target: number; for?: number }
  | { type: "nightAction"; power: "catch"; for?: number }
  | { type: "nightAction"; power: "potions"; heal: boolean; poison: number | null; for?: number }
  | { type: "pass"; for?: number }
  | { type: "vote"; target: number; for?: number }
  | { type: "shoot"; target: number; for?: number }
  | { type: "passBadge"; target: number; for?: number }
  | { type: "advance" }
  | { type: "assignRoles"; roles: string[]; center?: string[] };

export const TEAM_OF_ROLE: Record<Role, Team> = {
  villager: "villagers",
  werewolf: "werewolves",
  seer: "villagers",
  thief: "villagers",
  cupid: "villagers",
  hunter: "villagers",
  littleGirl: "villagers",
  witch: "villagers",
};

export function isRole(x: string): x is Role {
  return (ROLES as readonly string[]).includes(x);
}

/** What `view(state, viewer)` sends: the shared deduction view (core/deduction.ts) and Werewolf's own keys (§8). */
export interface WerewolfView extends DeductionView {
  /** The roles in play, one per card (the two middle cards included). */
  composition: string[];
  centerCount: number;
  /** The two middle cards: to the moderator, at the end, and to the thief while choosing. */
  center: string[] | null;
  sheriff: number | null;
  healUsed: boolean;
  poisonUsed: boolean;
  /** Tonight's victim: to the moderator, and to the witch at her step. */
  victim: number | null;
  /** The werewolves' choices at their step (to the moderator and the living wolves): a seat, -1 or "catch". */
  wolves: { seat: number; choice: number | "catch" }[];
  /** The lovers, to whoever knows them. */
  lovers: number[] | null;
  /** At the end: who won, per seat. */
  win?: boolean[];
}
