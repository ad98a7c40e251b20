/**
 * Automatic players for the social-deduction rulesets (issue 13, part 3), over the shared DeductionView.
 * A bot knows what its seat's view shows and nothing else: its own role, the seats whose faction it has
 * learned (faction mates, a seer's looks, the dead), its lover. It scores each legal action by what the
 * action does to its targets: harming a known enemy is best, harming a friend (a faction mate, the lover)
 * is never done, learning about an unknown seat is worth a night. Easy bots keep choosing at random.
 */
import type { BotInput, BotLevel, RulesetBot } from "./bot";
import type { DeductionSeatView, DeductionView } from "./deduction";
import { randInt, type Rng } from "./rng";
import type { Action } from "./ruleset";

/** What an action means for the seats it names. */
export type Intent = "harm" | "help" | "learn" | "neutral";

export interface DeductionBotParts {
  /** The intent of `action` in this view (its type, its power, the open ballot's kind). */
  intent(action: Action, view: DeductionView): Intent;
  /** Extra score for an action, e.g. agreeing with one's pack, or a small preference between no-target actions. */
  bonus?(action: Action, view: DeductionView, relation: (seat: number) => Relation): number;
  /**
   * Level strong only: what a careful player reads from the public record besides (a game's own inference),
   * built once per decision and added to each action's score.
   */
  strong?(view: DeductionView, relation: (seat: number) => Relation): (action: Action) => number;
}

export type Relation = "self" | "friend" | "enemy" | "unknown";

const SCORE: Record<Exclude<Intent, "neutral">, Record<Relation, number>> = {
  harm: { self: -10, friend: -6, enemy: 4, unknown: 1 },
  help: { self: 2, friend: 4, enemy: -6, unknown: 0.5 },
  learn: { self: -5, friend: -1, enemy: -1, unknown: 2 },
};

/** The seats an action names, in any of the shapes the two engines use. */
export function targetsOf(a: Action): number[] {
  const out: number[] = [];
  for (const key of ["target", "loser", "poison"]) if (typeof a[key] === "number") out.push(a[key] as number);
  if (Array.isArray(a.targets)) for (const t of a.targets) if (typeof t === "number") out.push(t);
  return out;
}

/** How seat `p` stands to the viewer, from the view alone. */
export function relationIn(view: DeductionView): (p: number) => Relation {
  const me = view.me ?? -1;
  const mine: DeductionSeatView | undefined = view.seats[me];
  const lover = mine?.marks.includes("lover") ?? false;
  return (p) => {
    if (p === me) return "self";
    const seat = view.seats[p];
    if (!seat || !mine) return "unknown";
    if (lover && seat.marks.includes("lover")) return "friend";
    if (seat.faction === null || mine.faction === null) return "unknown";
    return seat.faction === mine.faction ? "friend" : "enemy";
  };
}

export function scoreAction(a: Action, view: DeductionView, parts: DeductionBotParts, relation: (p: number) => Relation): number {
  const intent = parts.intent(a, view);
  let score = parts.bonus?.(a, view, relation) ?? 0;
  if (intent === "neutral") return score;
  const table = SCORE[intent];
  for (const t of targetsOf(a)) score += table[relation(t)];
  return score;
}

export function deductionBot(parts: DeductionBotParts): RulesetBot {
  return {
    // Night actions are secret and votes reach the view as tallies: what a seat learns is in its view.
    see: () => null,
    decide(input: BotInput, level: BotLevel, rng: Rng): [Action | null, Rng] {
      const view = input.view as unknown as DeductionView;
      const legal = (view.legal ?? []).filter((a) => a.for === undefined);
      if (legal.length === 0) return [null, rng];
      if (level === "easy") {
        const [i, next] = randInt(rng, legal.length);
        return [legal[i], next];
      }
      const relation = relationIn(view);
      const careful = level === "strong" ? parts.strong?.(view, relation) : undefined;
      const scores = legal.map((a) => scoreAction(a, view, parts, relation) + (careful?.(a) ?? 0));
      const top = Math.max(...scores);
      const best = legal.filter((_, i) => scores[i] >= top - 1e-9);
      const [i, next] = randInt(rng, best.length);
      return [best[i], next];
    },
  };
}
