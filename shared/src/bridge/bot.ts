/**
 * The bridge bot (issue 13): calls by the simple natural system of docs/bridge-bidding.md (bidding.ts),
 * plays the declarer's and dummy's cards and the defenders' by search over worlds built from its own view,
 * valuing each world by exact double-dummy play once few enough tricks are left.
 * It never claims or concedes. As a defender it accepts a claim only when it holds double-dummy
 * (claim-answer.ts: the claim shows the declarer's hand, so a defender knows every card); as the declarer it
 * accepts concessions. It alerts and explains its system's artificial calls (alerts.ts); what it learns of
 * the others' actions is what its seat may know (`seeBridgeAction`: no partner's alerts, nobody's questions).
 */
import { cardBot } from "../core/card-bot";
import { bridgePolicy } from "./policy";
import type { RulesetBot } from "../core/bot";
import type { Action, AnyRuleset, JsonObject } from "../core/ruleset";
import { botExplanation, seeBridgeAction } from "./alerts";
import { callFromView } from "./auction";
import { chooseCall } from "./bidding";
import { claimHolds } from "./claim-answer";
import { ddFinish, type EndgameOptions } from "./endgame";
import { sampleWorld } from "./worlds";

/**
 * Card play: worlds valued by exact double-dummy play (endgame.ts) once at most `root` tricks are left, and
 * before that by playouts with the trick policy that switch to exact play at `playout` tricks. Node limits
 * keep one world cheap (the TypeScript solver needs thousands of nodes at 8 tricks, millions at 13), and a
 * small `minWorlds` (worlds sampled whatever the step budget) keeps a decision within its time (normal
 * ≤ 150 ms, strong ≤ 600 ms; the previous limits took seconds). Measured on the DD-cold contracts of
 * `npm run bots:dd`. Strong's edge over normal is more worlds: with 7 it won 63 % of 90 duplicate pairs
 * (95 % CI 52–72), with 4 only 55 % (45–65); its p99 stays at 440 ms.
 */
const NORMAL_PLAY: EndgameOptions = { root: 8, playout: 5, exactTricks: 6, nodesPerStep: 6, worldLimit: 4000, solveLimit: 6000 };
const STRONG_PLAY: EndgameOptions = { root: 9, playout: 5, exactTricks: 6, nodesPerStep: 6, worldLimit: 10_000, solveLimit: 12_000 };
/** One playout per world and candidate: exact values need no repeats, and more worlds beat more playouts. */
const BUDGETS = {
  normal: { worlds: 120, playoutsPerMove: 1, maxPlayouts: 1600, maxSteps: 12_000, minWorlds: 3 },
  strong: { worlds: 400, playoutsPerMove: 1, maxPlayouts: 6400, maxSteps: 80_000, minWorlds: 7 },
};

const CARD = /^[2-9TJQKA][SHDC]$/;

/**
 * The actions worth weighing for `seat` with this view. A defender answering the declarer's claim has one:
 * accept when the claim holds double-dummy, else reject (claim-answer.ts).
 */
export function bridgeCandidates(view: JsonObject, seat?: number): Action[] {
  const v = view as { phase?: string; legal?: string[] };
  const legal = v.legal ?? [];
  if (v.phase === "auction") return legal.map((x) => ({ type: "call", call: callFromView(x) }));
  if (v.phase === "claim") {
    const names: Record<string, string> = { accept: "acceptClaim", reject: "rejectClaim" };
    const answers = legal.map((x) => ({ type: names[x] ?? x }));
    if (seat !== undefined && answers.some((a) => a.type === "acceptClaim")) return [{ type: claimHolds(view, seat) ? "acceptClaim" : "rejectClaim" }];
    return answers;
  }
  return legal.filter((x) => CARD.test(x)).map((card) => ({ type: "play", card }));
}

export const bridgeBot = (rules: AnyRuleset): RulesetBot => {
  const inner = cardBotOf(rules);
  return {
    see: inner.see,
    // The easy level calls at random: it says so when asked (alerts.ts), so a question never waits on a bot.
    decide(input, level, rng) {
      const [action, next] = inner.decide(input, level, rng);
      if (action?.type === "call" && action.code === undefined) return [{ ...action, code: "random" }, next];
      return [action, next];
    },
  };
};

const cardBotOf = (rules: AnyRuleset) =>
  cardBot(rules, {
    search: { sample: sampleWorld, policy: bridgePolicy as never, finish: ddFinish(rules, NORMAL_PLAY) as never },
    strongPolicy: bridgePolicy as never,
    strongFinish: ddFinish(rules, STRONG_PLAY) as never,
    budgets: BUDGETS,
    candidates: bridgeCandidates,
    see: seeBridgeAction,
    judge(input) {
      const v = input.view as { phase?: string; legal?: string[] };
      if (v.phase === "auction") {
        // The call, alerted and explained as the system says (alerts.ts): the server sends codes, not sentences.
        const call = chooseCall(input.view as never, input.seat);
        const view = input.view as { calls?: string[]; dealer?: number };
        const said = botExplanation((view.calls ?? []).map(callFromView), view.dealer ?? 0, input.seat, call);
        return { type: "call", call, ...said };
      }
      // a claim's answer is the one candidate (bridgeCandidates); the declarer accepts a concession
      if (v.phase === "claim") return bridgeCandidates(input.view).find((a) => a.type === "acceptConcession");
      return undefined;
    },
  });
