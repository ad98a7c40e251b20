/**
 * The Euchre bot (issue 13). Level normal bids, goes alone and discards by hand strength (bidding-bot.ts)
 * and plays cards by search over worlds built from its own view. Level strong takes every decision by
 * search: bids, going alone, defending alone and the discard valued over worlds that read the bidding,
 * finished by the heuristic bidder and double-dummy play (bid-search.ts), and cards valued double dummy
 * (play-search.ts). The dealer's discard goes face down: the others see that it happened, not the card;
 * every other action is public.
 */
import type { RulesetBot } from "../core/bot";
import { cardBot } from "../core/card-bot";
import type { Action, AnyRuleset, JsonObject } from "../core/ruleset";
import { searchBid } from "./bid-search";
import { euchreBid } from "./bidding-bot";
import { viewActions } from "./legal";
import { searchPlay } from "./play-search";
import { euchrePolicy } from "./policy";
import type { EuchreView } from "./types";
import { sampleWorld } from "./worlds";

export function euchreCandidates(view: JsonObject): Action[] {
  return viewActions(view as unknown as EuchreView);
}

export const euchreBot = (rules: AnyRuleset): RulesetBot => {
  const base = cardBot(rules, {
    search: { sample: sampleWorld },
    strongPolicy: euchrePolicy as never,
    candidates: euchreCandidates,
    judge: (input) => (input.view.phase === "play" ? undefined : (euchreBid(input.view as unknown as EuchreView, input.seat) ?? undefined)),
    see: (action, actor, viewer) => (action.type === "discard" && actor !== viewer ? { type: "discard", cards: [] } : action),
  });
  return {
    see: base.see,
    decide(input, level, rng) {
      // strong: its own searches; whatever they leave (nothing to decide, no world dealt) goes to the card bot
      if (level === "strong") {
        const [action, next] = (input.view as unknown as EuchreView).phase === "play" ? searchPlay(rules, input, rng) : searchBid(rules, input, rng);
        if (action) return [action, next];
      }
      return base.decide(input, level, rng);
    },
  };
};
