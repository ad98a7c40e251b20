/**
 * The refusals every seated card game gives before it looks at an action, in this order: there is no such
 * seat, the game is over, the next deal has not been dealt yet. Written once so their codes and messages stay
 * the same across games; each game then checks its own turn rules.
 */
import { failWith, type Failure } from "./result";

/**
 * Why `seat` cannot act at all at a table of `seats` in `phase`, or null. `dealt` names what waits to be dealt
 * ("hand", "round", "deal", "tour"); `game` what ends ("game", "match").
 */
export function seatGate(phase: string, seat: number, seats: number, dealt: string, game = "game"): Failure | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) return failWith("bad_seat", `There is no seat ${seat}`, { seat });
  if (phase === "over") return failWith("game_over", `The ${game} is over`);
  if (phase === "deal") return { ok: false, error: `Nobody can act: the next ${dealt} has not been dealt` };
  return null;
}
