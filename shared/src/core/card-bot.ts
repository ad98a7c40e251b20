/**
 * A ruleset bot for card games (issue 13), assembled from the ruleset's pieces: its legal moves as the view
 * lists them, its own rules of thumb for decisions that are not card play (bidding, declaring, naming
 * trump), and card play by determinized search over its engine (core/search.ts). Level *easy* keeps the old
 * behaviour (a uniformly random legal move); *normal* and *strong* differ in how much they search.
 */
import type { BotInput, BotLevel, RulesetBot } from "./bot";
import { randInt, type Rng } from "./rng";
import type { Action, AnyRuleset, JsonObject } from "./ruleset";
import type { Actor, Seat } from "./seats";
import { DEFAULT_BUDGETS, searchMove, type Budget, type SearchSpec } from "./search";

export interface CardBotParts<S> {
  search: Omit<SearchSpec<S>, "rules">;
  /**
   * The seat's legal actions, read from its own view (empty when it has nothing to do). Easy bots choose
   * among them at random, so leave out what a random player should never do (Skat's unprompted kontra).
   */
  candidates(view: JsonObject, seat: Seat): Action[];
  /**
   * Decisions taken by rules of thumb rather than search (bidding, declaring), asked first at normal and
   * strong: the action, or undefined to let the search choose among the candidates.
   */
  judge?(input: BotInput, level: BotLevel): Action | undefined;
  /** What a seat saw of another's action (default: everything, as in games where every action is public). */
  see?(action: Action, actor: Actor, viewer: Seat): Action | null;
  budgets?: Partial<Record<Exclude<BotLevel, "easy">, Budget>>;
  /** The playout policy of level strong (core/trick-policy.ts); normal plays its playouts at random. */
  strongPolicy?: SearchSpec<S>["policy"];
  /** Level strong's exact evaluation (SearchSpec.finish), when it differs from `search.finish`. */
  strongFinish?: SearchSpec<S>["finish"];
}

/** The bot of `rules` (the engine it searches with) made of `parts`. */
export function cardBot<S>(rules: AnyRuleset, parts: CardBotParts<S>): RulesetBot {
  const spec: SearchSpec<S> = { ...parts.search, rules };
  let strong: SearchSpec<S> = parts.strongPolicy ? { ...spec, policy: parts.strongPolicy } : spec;
  if (parts.strongFinish) strong = { ...strong, finish: parts.strongFinish };
  return {
    see: parts.see ?? ((action) => action),
    decide(input: BotInput, level: BotLevel, rng: Rng): [Action | null, Rng] {
      const candidates = parts.candidates(input.view, input.seat);
      if (level !== "easy") {
        const judged = parts.judge?.(input, level);
        if (judged) return [judged, rng];
      }
      if (candidates.length === 0) return [null, rng];
      if (level === "easy" || candidates.length === 1) {
        const [i, next] = randInt(rng, candidates.length);
        return [candidates[i], next];
      }
      const budget = parts.budgets?.[level] ?? DEFAULT_BUDGETS[level];
      const [result, next] = searchMove(level === "strong" ? strong : spec, input, candidates, budget, rng);
      return [result.action, next];
    },
  };
}
