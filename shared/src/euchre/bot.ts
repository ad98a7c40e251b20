/**
 * The Euchre bot (issue 13): bids, goes alone and discards by hand strength (bidding-bot.ts), plays cards
 * by search over worlds built from its own view. The dealer's discard goes face down: the others see that
 * it happened, not the card; every other action is public.
 */
import { cardBot } from "../core/card-bot";
import { euchrePolicy } from "./policy";
import type { Action, AnyRuleset, JsonObject } from "../core/ruleset";
import { euchreBid } from "./bidding-bot";
import { euchreAction } from "./legal";
import type { EuchreView } from "./types";
import { sampleWorld } from "./worlds";

export function euchreCandidates(view: JsonObject): Action[] {
  const v = view as unknown as EuchreView;
  return (v.legal ?? []).map((x) => euchreAction(v.phase, x)).filter((a): a is NonNullable<typeof a> => a !== null);
}

export const euchreBot = (rules: AnyRuleset) =>
  cardBot(rules, {
    search: { sample: sampleWorld },
    strongPolicy: euchrePolicy as never,
    candidates: euchreCandidates,
    judge: (input) => (input.view.phase === "play" ? undefined : (euchreBid(input.view as unknown as EuchreView, input.seat) ?? undefined)),
    see: (action, actor, viewer) => (action.type === "discard" && actor !== viewer ? { type: "discard", cards: [] } : action),
  });
