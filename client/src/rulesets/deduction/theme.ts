/** What differs between the deduction games besides their catalog: colours and the deal's extra cards. */

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
}

export const defaultTheme: DeductionTheme = { night: 0x101a33, day: 0x1d4a33, title: "" };
