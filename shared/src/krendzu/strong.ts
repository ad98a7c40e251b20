/**
 * The strong Krendzu bot (issue 13): judges each move by the whole board it leaves and by what a tour is
 * really won with (§5, §6), from its own view only (seen.ts).
 *
 * A defender places up to two cards a turn, the attacker one; so a defender with cards in hand can block
 * every four the attacker opens unless three open at once, and what scores is mostly what it cannot reach:
 * forks, fours a card will open later, and above all the attacker's last cards once the defenders' hands are
 * empty. The defender (defend.ts) therefore spends cards only to block, skipping otherwise, and weighs each
 * open four by the chance that the attackers hold a completer; the attacker (attack.ts) opens more than the
 * defender can block, keeps its completers, and plans its last cards as a whole (finish.ts).
 */
import { attack } from "./attack";
import { defend } from "./defend";
import { seenFrom } from "./seen";
import type { KrendzuAction, KrendzuView } from "./types";

/** The strong bot's move for `seat` (any move but the opening card, which goes to (0,0) whatever it is). */
export function strongMove(v: KrendzuView, seat: number): KrendzuAction {
  const s = seenFrom(v, seat);
  return v.sides[seat] === "attack" ? attack(s) : defend(v, s);
}
