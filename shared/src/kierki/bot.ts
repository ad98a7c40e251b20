/**
 * The Kierki bot (issue 13): names trump by hand strength, plays cards (tricks and the lottery) by search
 * over worlds built from its own view. Every Kierki action is public, so a seat sees all of them.
 */
import { cardBot } from "../core/card-bot";
import { kierkiPolicy } from "./policy";
import type { Action, AnyRuleset, JsonObject } from "../core/ruleset";
import { kierkiTrump } from "./trump-bot";
import type { KierkiView } from "./types";
import { sampleWorld } from "./worlds";

/** The seat's legal actions from its view's compact `legal` list. */
export function kierkiCandidates(view: JsonObject): Action[] {
  const v = view as unknown as KierkiView;
  const legal = v.legal ?? [];
  if (v.phase === "trump") return legal.map((suit) => ({ type: "trump", suit }));
  return legal.map((x) => (x === "pass" ? { type: "pass" } : { type: "play", card: x }));
}

export const kierkiBot = (rules: AnyRuleset) =>
  cardBot(rules, {
    search: { sample: sampleWorld },
    strongPolicy: kierkiPolicy as never,
    candidates: kierkiCandidates,
    judge: (input) => (input.view.phase === "trump" ? (kierkiTrump(input.view as unknown as KierkiView, input.seat) ?? undefined) : undefined),
  });
