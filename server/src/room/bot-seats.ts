/** Bots in seats: a bot sits down with a name and a level; a seat must hold a bot to change or remove it. */
import type { BotLevel } from "@salon/shared";
import type { SeatModel } from "./table-model";
import { Refusal } from "./refusals";

const BOT_NAMES = ["Ada", "Bede", "Cleo", "Dara", "Emil", "Fenna", "Gus", "Hana"];

/** Seats a bot of `level` at the empty seat `s` (number `seat`). */
export function seatBot(s: SeatModel, seat: number, level: BotLevel): void {
  if (s.kind !== "empty") throw new Refusal("seat_taken", `Seat ${seat + 1} is taken`, { seat });
  s.kind = "bot";
  s.level = level;
  s.name = `${BOT_NAMES[seat % BOT_NAMES.length]} (bot)`;
  s.connected = true;
}

/** The seat, when a bot sits in it. */
export function botIn(s: SeatModel, seat: number): SeatModel {
  if (s.kind !== "bot") throw new Refusal("bad_seat", `Seat ${seat + 1} has no bot`, { seat });
  return s;
}
