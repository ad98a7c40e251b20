/**
 * Whether the table offers Suggest to this viewer (docs/protocol.md, "Table options", `hint`): to every seated
 * player when the creator turned it on, and with `"bots"` (Salon's default) only to a player whose every other
 * seat holds a bot — the server refuses the rest. DOM-free.
 */
import type { SeatInfo } from "../../net/snapshot";

export function suggestOffered(hint: unknown, seats: readonly Pick<SeatInfo, "kind">[], me: number | null): boolean {
  if (me === null) return false;
  if (hint === true) return true;
  return hint === "bots" && seats.every((s, i) => i === me || s.kind === "bot");
}
