/**
 * Legal actions (§5): what a seat owes in the current step, and the moderator's `advance` and `for`
 * actions in human mode.
 */
import type { Actor } from "../core/seats";
import { mandatoryMissing } from "./flow";
import { agreeable, canCatch, devourTargets, living, poisonTargets, seerTargets, shootTargets, voteTargets, wolfDecision } from "./rules";
import type { WerewolfState } from "./state";
import type { WerewolfAction } from "./types";

/**
 * True when `p` may act in the current step now. Werewolves may change their choice until they agree
 * (auto mode closes the step then); in human mode their agreed choice stands until the moderator's
 * `advance`, except that the moderator may still change it `for` them (our ruling: the bots and the
 * phones must not undo an agreement the moderator is about to close).
 */
export function mayAct(s: WerewolfState, p: number, byModerator = false): boolean {
  if (s.phase === "over" || !s.owed.includes(p)) return false;
  if (s.step === "werewolves") return byModerator || wolfDecision(s) < 0;
  return !s.decided.includes(p);
}

/** Seat p's actions in the current step, without `for`. */
export function seatActions(s: WerewolfState, p: number, byModerator = false): WerewolfAction[] {
  if (!mayAct(s, p, byModerator)) return [];
  const out: WerewolfAction[] = [];
  switch (s.step) {
    case "thief":
      out.push({ type: "nightAction", power: "swap", index: 0 }, { type: "nightAction", power: "swap", index: 1 });
      if (!s.center.every((r) => r === "werewolf")) out.push({ type: "pass" });
      break;
    case "cupid": {
      const alive = living(s);
      for (let i = 0; i < alive.length; i++)
        for (let j = i + 1; j < alive.length; j++) out.push({ type: "nightAction", power: "link", targets: [alive[i], alive[j]] });
      break;
    }
    case "seer":
      for (const x of seerTargets(s, p)) out.push({ type: "nightAction", power: "see", target: x });
      out.push({ type: "pass" });
      break;
    case "littleGirl":
      out.push({ type: "nightAction", power: "spy" }, { type: "pass" });
      break;
    case "werewolves":
      for (const x of devourTargets(s, p)) out.push({ type: "nightAction", power: "devour", target: x });
      if (canCatch(s, p)) out.push({ type: "nightAction", power: "catch" });
      break;
    case "witch": {
      const heals = s.healLeft && s.victim >= 0 ? [false, true] : [false];
      const poisons: (number | null)[] = [null, ...(s.poisonLeft ? poisonTargets(s, p) : [])];
      for (const heal of heals) for (const poison of poisons) if (heal || poison !== null) out.push({ type: "nightAction", power: "potions", heal, poison });
      out.push({ type: "pass" });
      break;
    }
    case "hunter":
      for (const x of shootTargets(s, p)) out.push({ type: "shoot", target: x });
      out.push({ type: "pass" });
      break;
    case "badge":
      for (const x of living(s)) out.push({ type: "passBadge", target: x });
      break;
    case "election":
    case "electionRunoff":
    case "vote":
    case "runoff":
      if (s.ballot) for (const x of voteTargets(s, s.ballot, p)) out.push({ type: "vote", target: x });
      break;
    default:
      break;
  }
  return out;
}

/** True when the human moderator may close the current step now. */
export function mayAdvance(s: WerewolfState): boolean {
  return s.mode === "human" && s.phase !== "over" && mandatoryMissing(s) === null;
}

export function legalActions(s: WerewolfState, actor: Actor): WerewolfAction[] {
  if (s.phase === "over") return [];
  if (actor !== "moderator") return s.phase === "setup" ? [] : seatActions(s, actor);
  if (s.mode !== "human") return [];
  const out: WerewolfAction[] = [];
  if (mayAdvance(s)) out.push({ type: "advance" });
  // For the seats that still owe a decision (agreed werewolves may still change, but the console offers
  // what is owed; the engine accepts a change `for` them too).
  for (const p of toAct(s)) if (p !== "moderator") for (const a of seatActions(s, p)) out.push({ ...a, for: p } as WerewolfAction);
  return out;
}

/**
 * Who owes an action now (§5): seats still to decide, and the human moderator when `advance` is open.
 * The werewolves owe until they agree; they are listed so that whoever takes the first listed seat (the
 * server's bots do) converges: wolves without a choice first, then those who differ from the lowest
 * living wolf (the "leader"), the leader last, or first when nobody else could ever follow his choice.
 */
export function toAct(s: WerewolfState): Actor[] {
  if (s.phase === "over") return [];
  const out: Actor[] = [];
  if (s.step === "werewolves") {
    if (wolfDecision(s) < 0) out.push(...wolvesOwing(s));
  } else if (s.phase !== "setup") {
    for (const p of s.owed) if (mayAct(s, p)) out.push(p);
  }
  if (mayAdvance(s) || (s.phase === "setup" && s.mode === "human")) out.push("moderator");
  return out;
}

function wolvesOwing(s: WerewolfState): number[] {
  const wolves = s.owed;
  const leader = wolves[0];
  const lead = s.wolfChoice[leader];
  const unchosen = wolves.filter((p) => s.wolfChoice[p] === -1);
  const differ = wolves.filter((p) => p !== leader && s.wolfChoice[p] !== -1 && s.wolfChoice[p] !== lead);
  // Those who already follow the leader come last: every wolf may still change until they all agree.
  const agree = wolves.filter((p) => p !== leader && s.wolfChoice[p] !== -1 && s.wolfChoice[p] === lead);
  if (lead === -1) return [...unchosen, ...differ, ...agree];
  const followable = agreeable(s).includes(lead);
  const rest = [...unchosen, ...differ];
  return followable ? [...rest, leader, ...agree] : [leader, ...rest, ...agree];
}
