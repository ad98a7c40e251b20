/**
 * Contract Bridge (rules of record: docs/rules/bridge.md) as a `Ruleset`: a pure engine for 4 seats
 * with rubber, Chicago, duplicate and IMP-vs-HCP scoring, dummy played by the declarer, and claims.
 * PBN hand records (export and import) live in pbn.ts.
 */
import type { AnyRuleset, Json, Ruleset } from "../core/ruleset";
import { bridgeAnalysis } from "./analysis";
import { bridgeBot } from "./bot";
import { apply } from "./apply";
import { legalActions, toAct } from "./legal";
import { bridgeExports, bridgeImports } from "./pbn-hooks";
import { bridgeActionSchema, bridgeOptionSpecs } from "./schema";
import { setup } from "./setup";
import type { BridgeState } from "./state";
import type { BridgeAction, BridgeOptions } from "./types";
import { view } from "./view";

export type { BridgeState } from "./state";
export * from "./types";

/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const bridgeEngine = {
  id: "bridge",
  name: "Contract Bridge",
  blurb: "The partnership classic: bid a contract, play dummy, score rubber, Chicago, duplicate or IMPs.",
  minSeats: 4,
  maxSeats: 4,
  options: bridgeOptionSpecs,
  actionSchema: bridgeActionSchema,
  // Questions about calls and their explanations come at any time of the deal (alerts.ts).
  anyTurn: ["ask", "explain"],
  setup,
  legalActions,
  apply,
  view,
  outcome: (s: BridgeState) =>
    s.phase === "over" ? { scores: [s.totals[0], s.totals[1], s.totals[0], s.totals[1]], winners: s.winners.slice(), net: s.totals[0] - s.totals[1] } : null,
  phase: (s: BridgeState) => s.phase,
  scores: (s: BridgeState) => [s.totals[0], s.totals[1], s.totals[0], s.totals[1]],
  toAct,
  handsDone: (s: BridgeState) => s.results.length,
  trick: { id: (s: BridgeState) => (s.phase === "play" || s.phase === "claim" ? s.dealNo * 100 + s.played.length : null), perDeal: () => 13 },
  deals: (s: BridgeState) =>
    s.used.map(
      (d): Json => ({
        hands: d.hands.map((h) => h.slice()),
        ...(d.board !== undefined ? { board: d.board } : {}),
        ...(d.dealer !== undefined ? { dealer: d.dealer } : {}),
        ...(d.vul !== undefined ? { vul: d.vul } : {}),
      }),
    ),
  exportFormats: bridgeExports,
  importFormats: bridgeImports,
} satisfies Ruleset<BridgeState, BridgeAction, BridgeOptions>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot and the
// hand record's solver (dealAnalysis, run by the server after each deal) out.
export const bridge = /* @__PURE__ */ Object.assign({}, bridgeEngine, {
  bot: /* @__PURE__ */ bridgeBot(bridgeEngine as unknown as AnyRuleset),
  dealAnalysis: bridgeAnalysis,
});
