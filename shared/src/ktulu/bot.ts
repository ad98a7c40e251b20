/**
 * Ktulu's automatic players (issue 13, part 3), from their own view only (core/deduction-bot.ts): they aim
 * kills, searches, hangings and duel votes at known enemies first and never at their faction mates; they
 * look at seats they do not know; they guard and revive friends; they give the statuette to a faction
 * mate; they challenge only a known enemy, and are otherwise ready when the discussion may end.
 */
import { deductionBot, type Intent } from "../core/deduction-bot";
import type { DeductionView } from "../core/deduction";
import type { Action } from "../core/ruleset";

const HARM = new Set(["kill", "shoot", "roulette", "poison", "rob", "steal", "jail", "blackmail", "drink", "seduce", "possess", "interrogate", "search", "escape", "clean", "master", "play"]);
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

export const ktuluBot = deductionBot({ intent, bonus });
