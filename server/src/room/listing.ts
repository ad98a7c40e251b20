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
