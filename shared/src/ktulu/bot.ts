/**
 * Ktulu's automatic players (issue 13, part 3), from their own view only (core/deduction-bot.ts): they aim
 * kills, searches, hangings and duel votes at known enemies first and never at their faction mates; they
 * look at seats they do not know; they guard and revive friends; they give the statuette to a faction
 * mate; they challenge only a known enemy, and are otherwise ready when the discussion may end. Strong
 * searchers also read which seats were searched in vain.
 */
import { deductionBot, type Intent } from "../core/deduction-bot";
import type { DeductionView } from "../core/deduction";
import type { Action } from "../core/ruleset";

const HARM = new Set([
  "kill",
  "shoot",
  "roulette",
  "poison",
  "rob",
  "steal",
  "jail",
  "blackmail",
  "drink",
  "seduce",
  "possess",
  "interrogate",
  "search",
  "escape",
  "clean",
  "master",
  "play",
]);
const HELP = new Set(["protect", "revive", "gift", "keep"]);
const LEARN = new Set(["confess", "look", "detect", "read", "trance", "track", "visit", "audit"]);

function intent(a: Action, view: DeductionView): Intent {
  if (a.type === "vote" || a.type === "judge" || a.type === "challenge") return "harm";
  if (a.type === "revive") return "help";
  if (a.type !== "nightAction" || typeof a.power !== "string") return "neutral";
  if (HARM.has(a.power)) return "harm";
  if (HELP.has(a.power)) return "help";
  if (LEARN.has(a.power)) return "learn";
  void view;
  return "neutral";
}

function bonus(a: Action, view: DeductionView, relation: (p: number) => "self" | "friend" | "enemy" | "unknown"): number {
  const candidates = view.ballot?.candidates ?? [];
  switch (a.type) {
    case "ready":
      return 1.5; // a challenge must beat this: only a known enemy is worth a duel
    case "accept":
      return 0.2;
    case "challenge":
      return -2;
    case "vote":
      // "shall we hang?": yes unless a friend (or oneself) stands searched
      if (typeof a.hang === "boolean") return candidates.some((c) => relation(c) === "self" || relation(c) === "friend") ? (a.hang ? -5 : 1) : a.hang ? 1 : 0;
      return 0;
    case "pardon":
      return candidates.some((c) => relation(c) === "friend" || relation(c) === "self") ? 2 : -1;
    case "pass":
      return 0.1;
    default:
      return 0;
  }
}

/** Seats searched without finding the statuette since the last public news of it changing faction. */
export function searchedEmpty(view: DeductionView): Set<number> {
  let out = new Set<number>();
  for (const line of view.log) {
    if (line.private) continue;
    if (line.code === "statuetteMoved") out = new Set();
    if (line.code === "searchNotFound" && Array.isArray(line.params?.seats)) for (const x of line.params.seats) out.add(x);
  }
  return out;
}

/**
 * Level strong: a found statuette wins the game for the town (§5), and the log tells which seats were searched
 * in vain since it last changed faction. A careful town searcher looks elsewhere; every other faction, which
 * loses when it is found, votes to search where it is not.
 */
export function careful(view: DeductionView): (a: Action) => number {
  const empty = searchedEmpty(view);
  const town = view.seats[view.me ?? -1]?.faction === "town";
  return (a) => {
    if (a.type !== "vote" || !Array.isArray(a.targets) || (view.ballot?.kind !== "search" && view.ballot?.kind !== "search.runoff")) return 0;
    let score = 0;
    const n = view.seats.length;
    for (const t of a.targets) {
      if (typeof t !== "number") continue;
      if (empty.has(t)) score += town ? -2 : 2;
      // Between seats it knows nothing about, the town agrees on one order, read off the public day number:
      // its votes then fall on the same seats instead of scattering under the other factions' votes.
      if (town) score += (0.1 * ((t * 7 + view.round * 5) % n)) / n;
    }
    return score;
  };
}

export const ktuluBot = deductionBot({ intent, bonus, strong: careful });
