/** Seats and viewers (contract: seats are 0..n-1 clockwise; viewers add "spectator" and "moderator"). */

export type Seat = number;
export type Viewer = Seat | "spectator" | "moderator";
/**
 * Who sends an action: a seat, or the moderator (Ktulu's Manitou, Werewolf's game master) in rulesets that
 * declare `moderated`. An automatic moderator is the server itself acting on the moderator's behalf.
 */
export type Actor = Seat | "moderator";
export const MODERATOR = "moderator" as const;

/** The next seat clockwise: "left of X". */
export function leftOf(seat: Seat, seats: number): Seat {
  return (seat + 1) % seats;
}

export function isSeat(viewer: Viewer): viewer is Seat {
  return typeof viewer === "number";
}

/** True when `x` is a whole seat number in 0..seats-1. */
export function isSeatIndex(x: unknown, seats: number): x is Seat {
  return typeof x === "number" && Number.isInteger(x) && x >= 0 && x < seats;
}
