/**
 * The Ruleset readers that every game keeping one seat on turn (`turn`, -1 when nobody can act), its `phase`,
 * running `scores` and final `winners` in its state answers the same way; written once so a change to what a
 * finished game reports is made in one place.
 */
import type { Outcome } from "./ruleset";

interface TurnTakingState {
  readonly phase: string;
  readonly turn: number;
  readonly scores: readonly number[];
  readonly winners: readonly number[];
}

export function turnTakingReaders<S extends TurnTakingState>() {
  return {
    outcome: (s: S): Outcome | null => (s.phase === "over" ? { scores: s.scores.slice(), winners: s.winners.slice() } : null),
    phase: (s: S): S["phase"] => s.phase,
    scores: (s: S): number[] => s.scores.slice(),
    toAct: (s: S): number[] => (s.turn >= 0 ? [s.turn] : []),
  };
}
