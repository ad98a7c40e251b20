/**
 * The Fox bot (issue 13): every decision (card, Fox exchange, Woodcutter discard) by search over worlds built
 * from its own view. The opponent's Woodcutter discard goes face down, so a seat sees that it happened but
 * not the card; every other action is public.
 */
import { cardBot } from "../core/card-bot";
import { foxPolicy } from "./policy";
import type { Action, AnyRuleset, JsonObject } from "../core/ruleset";
import type { FoxView } from "./types";
import { sampleWorld } from "./worlds";

export function foxCandidates(view: JsonObject): Action[] {
  const v = view as unknown as FoxView;
  const legal = v.legal ?? [];
  switch (v.phase) {
    case "exchange":
      return legal.map((x) => (x === "pass" ? { type: "pass" } : { type: "exchange", card: x }));
    case "discard":
      return legal.map((card) => ({ type: "discard", cards: [card] }));
    default:
      return legal.map((card) => ({ type: "play", card }));
  }
}

export const foxBot = (rules: AnyRuleset) =>
  cardBot(rules, {
    search: { sample: sampleWorld },
    strongPolicy: foxPolicy as never,
    candidates: foxCandidates,
    see: (action, actor, viewer) => (action.type === "discard" && actor !== viewer ? { type: "discard", cards: [] } : action),
  });
