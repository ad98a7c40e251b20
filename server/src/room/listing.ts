/** What the lobby shows of a table (`GET /api/rooms`): the room's matchmaking metadata. */
import type { TableSummary } from "@salon/shared/api";
import type { TableModel } from "./table-model";

export interface TableListing extends TableSummary {
  /** Nobody is at this running game (lifecycle.ts): the lobby does not list it. */
  paused: boolean;
}

/**
 * The listing when it differs from the one last saved (`last`): a card play leaves it alone, so the room
 * saves it (a Redis write when several processes share the lobby) only when the lobby would see a change.
 * Counted in one pass and compared field by field: this runs on every card played.
 */
export function changedListing(model: TableModel, last: TableListing | null, paused = false): TableListing | null {
  let players = 0;
  let bots = 0;
  let open = false;
  for (const seat of model.seats) {
    const kind = seat.kind;
    if (kind === "human") players++;
    else if (kind === "bot") bots++;
    else if (kind === "empty") open = true;
  }
  const { ruleset, tableName, spectators, status } = model;
  const seats = model.seats.length;
  if (
    last &&
    last.players === players &&
    last.bots === bots &&
    last.open === open &&
    last.spectators === spectators &&
    last.status === status &&
    last.seats === seats &&
    last.tableName === tableName &&
    last.ruleset === ruleset &&
    last.paused === paused
  )
    return null;
  return { ruleset, tableName, seats, players, bots, spectators, status, open, paused };
}
