/**
 * What differs between the deduction games besides their catalog: colours, the deal's extra cards, and
 * lines drawn from the engine's own view keys (beyond the shared `DeductionView`).
 */
import type { DeductionView } from "@salon/shared/core/deduction";
import type { Action } from "@salon/shared/core/ruleset";
import type { GameView } from "@salon/shared/views";

/** A line for the phone's "What you know" card; `secret` ones are highlighted like private log lines. */
export interface DeductionHint {
  text: string;
  secret: boolean;
}

export interface DeductionTheme {
  /** Background colours of the calm stage behind the console / phone. */
  night: number;
  day: number;
  /** One emoji-free word shown on the stage ("Werewolf", "Ktulu"). */
  title: string;
  /**
   * Extra face-down cards of a deal (Werewolf's two middle cards with a thief): how many, and whether the
   * composition in the builder needs them. Absent: the deal is one role per seat.
   */
  center?: { count: number; filler: string; needed(roles: string[], center: string[]): boolean };
  /** Game-specific facts from the viewer's whole view (what the thief sees in the middle, the pack's picks). */
  hints?(snapshot: { game: GameView | null }, names: (seat: number) => string): DeductionHint[];
  /**
   * The game's catalogue section ("ktulu", "werewolf"), usually its id: the names of its roles, factions,
   * marks, steps and ballots by id (`<words>.role_<id>`, `faction_`, `goal_`, `power_`, `mark_`, `step_`,
   * `ballot_`; dots in ids become "_"), and its own wording of a shared text (`<words>.<key>` before
   * `deduction.<key>`). A missing key falls back to the engine's English name.
   */
  words: string;
  /** The step line in the reader's language, built from the view's ids; null keeps the engine's `stepTitle`. */
  stepTitle?(view: DeductionView): string | null;
  /** A button label for one action in the reader's language; null keeps the catalog's English label. */
  describe?(action: Action, names: (seat: number) => string): string | null;
}

export const defaultTheme: DeductionTheme = { night: 0x101a33, day: 0x1d4a33, title: "", words: "" };
