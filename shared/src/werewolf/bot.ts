/**
 * Werewolf's automatic players (issue 13, part 3), from their own view only (core/deduction-bot.ts): a seer
 * looks at seats she does not know and then votes out a werewolf she has seen; werewolves never vote or
 * devour one of their own and follow their pack's choice so that they agree; lovers spare each other; the
 * witch saves the victim unless it is a known enemy and poisons only a known enemy; the hunter shoots a known
 * enemy first; a dying sheriff passes the badge to a friend. Strong players also read the day's public votes
 * (suspicion.ts).
 */
import { deductionBot, targetsOf, type Intent } from "../core/deduction-bot";
import type { DeductionView } from "../core/deduction";
import type { Action } from "../core/ruleset";
import { carefulScore } from "./suspicion";

function intent(a: Action, view: DeductionView): Intent {
  if (a.type === "vote") return view.ballot && view.ballot.kind.startsWith("election") ? "help" : "harm";
  if (a.type === "shoot") return "harm";
  if (a.type === "passBadge") return "help";
  if (a.type !== "nightAction") return "neutral";
  if (a.power === "devour") return "harm";
  if (a.power === "see") return "learn";
  return "neutral";
}

function bonus(a: Action, view: DeductionView, relation: (p: number) => "self" | "friend" | "enemy" | "unknown"): number {
  const v = view as DeductionView & { wolves?: { seat: number; choice: number | string }[]; victim?: number | null };
  if (a.type === "pass") return 0.1; // no spying, no swapping, no potion without a reason
  if (a.type === "nightAction" && a.power === "devour") {
    // agree with the pack: the target most of the other wolves chose, to close the step
    const others = (v.wolves ?? []).filter((w) => w.seat !== view.me && w.choice === a.target).length;
    return others * 3;
  }
  if (a.type === "nightAction" && a.power === "potions") {
    let score = 0;
    if (a.heal === true && typeof v.victim === "number") score += relation(v.victim) === "enemy" ? -6 : relation(v.victim) === "self" ? 5 : 3;
    if (typeof a.poison === "number") score += relation(a.poison) === "enemy" ? 4 : -4;
    return score;
  }
  if (a.type === "nightAction" && a.power === "link") return targetsOf(a).includes(view.me ?? -1) ? 0.5 : 0;
  return 0;
}

export const werewolfBot = deductionBot({
  intent: (a, view) => (a.type === "nightAction" && a.power === "potions" ? "neutral" : intent(a, view)),
  bonus,
  strong: carefulScore,
});
