/**
 * Projects the game's views into the synced state (docs/protocol.md, "Synced state"): the public view for
 * everyone, what each seat's view adds for that seat only, what the moderator's view adds for moderators.
 */
import type { StateView } from "@colyseus/schema";
import type { AnyRuleset, Viewer } from "@salon/shared";
import type { Game } from "../game";
import { viewDelta, writeDoc } from "../projection";
import type { TableState } from "../schema";

export function syncViews(
  state: TableState,
  rules: AnyRuleset,
  game: Game,
  viewsBySeat: readonly StateView[][],
  modView: StateView | null,
): void {
  // Keys that clients recompute from their own view (legal moves, whose turn) are not sent.
  const skip = rules.derived;
  const view = (viewer: Viewer) => rules.view(game.state, viewer);
  const pub = view("spectator");
  writeDoc(state.pub, pub, [], skip);
  state.seats.forEach((seat, i) => writeDoc(seat.priv, viewDelta(view(i), pub, skip), viewsBySeat[i] ?? []));
  if (state.moderator && state.mod && modView) writeDoc(state.mod.doc, viewDelta(view("moderator"), pub, skip), [modView]);
}
