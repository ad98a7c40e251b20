/** What the lobby shows of a table (`GET /api/rooms`): the room's matchmaking metadata. */
import type { TableState } from "../schema";

export interface TableListing {
  ruleset: string;
  tableName: string;
  seats: number;
  players: number;
  bots: number;
  spectators: number;
  status: string;
  open: boolean;
}

export function listing(state: TableState): TableListing {
  const seats = state.seats;
  return {
    ruleset: state.ruleset,
    tableName: state.tableName,
    seats: seats.length,
    players: seats.filter((s) => s.kind === "human").length,
    bots: seats.filter((s) => s.kind === "bot").length,
    spectators: state.spectators,
    status: state.status,
    open: seats.some((s) => s.kind === "empty"),
  };
}

/** The listing when it differs from the one last saved (`last`, as text): a card play leaves it alone, so the
 * room saves it (a Redis write when several processes share the lobby) only when the lobby would see a change. */
export function changedListing(state: TableState, last: string): { meta: TableListing; text: string } | null {
  const meta = listing(state);
  const text = JSON.stringify(meta);
  return text === last ? null : { meta, text };
}
