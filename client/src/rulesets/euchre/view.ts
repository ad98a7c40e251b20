/**
 * The Euchre view as the renderer reads it: the rules package's `EuchreView`, typed end to end (no reader of its own).
 */
import type { EuchreView } from "@salon/shared/euchre/types";
import { viewOf, type GameView } from "@salon/shared/views";

/** The table's EuchreView (shared/src/euchre/types.ts), as the server sent it and the view store completed it; null before the first deal. */
export function readEuchreView(snapshot: { game: GameView | null }): EuchreView | null {
  return viewOf(snapshot, "euchre");
}
