/**
 * Who sits where on screen, for every card table: the viewer's own seat, the seat drawn at the bottom, the
 * seats' names and each seat's spot counted clockwise from the bottom. Each renderer used to work this out
 * itself; one home keeps the tables agreeing (a replay's viewer sits where it played in all of them).
 */
import { t } from "../i18n/i18n";
import type { TableSnapshot } from "../net/snapshot";

export interface Viewer {
  /** My seat, or null when watching or moderating. */
  me: number | null;
  /** The seat drawn at the bottom: mine; for an all-seeing viewer (a finished game's replay) the seat it played; else `fallback`. */
  bottom: number;
}

/** The viewer's seat and the bottom seat at a table of `seats` (a seat outside it counts as none). */
export function viewerSeats(snap: TableSnapshot, seats: number, fallback = 0): Viewer {
  const you = snap.you;
  const seat = you && you.seat !== null && you.seat >= 0 && you.seat < seats ? you.seat : null;
  const me = you?.role === "player" ? seat : null;
  const watched = you?.role === "moderator" ? seat : null;
  return { me, bottom: me ?? watched ?? fallback };
}

const numbered = (seat: number): string => t("aids.seat", { n: seat + 1 });

/** A seat's name as the table shows it: its player's, or for an empty or nameless seat `unnamed` ("Seat 3"). */
export function seatName(snap: TableSnapshot, seat: number, unnamed: (seat: number) => string = numbered): string {
  const s = snap.seats[seat];
  return !s || s.kind === "empty" || !s.name ? unnamed(seat) : s.name;
}

/** The names of seats 0 … seats-1 (`seatName`). */
export function seatNames(snap: TableSnapshot, seats: number): string[] {
  return Array.from({ length: seats }, (_, i) => seatName(snap, i));
}

/** Where `seat` sits on screen: 0 at the bottom, then clockwise (at four seats 1 left, 2 top, 3 right). */
export function spotOf(seat: number, bottom: number, seats: number): number {
  return (seat - bottom + seats) % seats;
}
