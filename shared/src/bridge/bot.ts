/**
 * The bridge bot (issue 13): calls by the simple natural system of docs/bridge-bidding.md (bidding.ts),
 * plays the declarer's and dummy's cards and the defenders' by search over worlds built from its own view.
 * It never claims or concedes, and accepts claims and concessions. Every bridge action is public.
 */
import { cardBot } from "../core/card-bot";
import { bridgePolicy, bridgeRandom } from "./policy";
import type { Action, AnyRuleset, JsonObject } from "../core/ruleset";
import { callFromView } from "./auction";
import { chooseCall } from "./bidding";
import { sampleWorld } from "./worlds";

const CARD = /^[2-9TJQKA][SHDC]$/;

export function bridgeCandidates(view: JsonObject): Action[] {
  const v = view as { phase?: string; legal?: string[] };
  const legal = v.legal ?? [];
  if (v.phase === "auction") return legal.map((x) => ({ type: "call", call: callFromView(x) }));
  if (v.phase === "claim") {
    const names: Record<string, string> = { accept: "acceptClaim", reject: "rejectClaim" };
    return legal.map((x) => ({ type: names[x] ?? x }));
  }
  return legal.filter((x) => CARD.test(x)).map((card) => ({ type: "play", card }));
}

export const bridgeBot = (rules: AnyRuleset) =>
  cardBot(rules, {
    search: { sample: sampleWorld, policy: bridgeRandom as never },
    strongPolicy: bridgePolicy as never,
    candidates: bridgeCandidates,
    judge(input) {
      const v = input.view as { phase?: string; legal?: string[] };
      if (v.phase === "auction") return { type: "call", call: chooseCall(input.view as never, input.seat) };
      if (v.phase === "claim") return bridgeCandidates(input.view).find((a) => a.type === "acceptClaim" || a.type === "acceptConcession");
      return undefined;
    },
  });
