/**
 * Skat (rules of record: docs/rules/skat.md) as a `Ruleset`: a pure engine for 3 or 4 seats
 * (with 4 the dealer sits each deal out).
 */
import type { AnyRuleset, Json, Ruleset } from "../core/ruleset";
import { skatBot } from "./bot";
import { apply } from "./apply";
import { legalActions, toAct } from "./legal";
import { skatActionSchema, skatOptionSpecs } from "./schema";
import { setup } from "./setup";
import type { SkatState } from "./state";
import type { SkatAction, SkatOptions } from "./types";
import { view } from "./view";

export type { SkatState } from "./state";
export * from "./types";
export { bidLadder, nextBid } from "./ladder";
export { sortHand, trumpOrder, SKAT_DECK } from "./cards";
export { declarationKey, declareAction } from "./legal";

/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const skatEngine = {
  id: "skat",
  name: "Skat",
  blurb: "Bid, pick up the skat and play alone against two: suit, grand and null, scored on a tournament list.",
  minSeats: 3,
  maxSeats: 4,
  options: skatOptionSpecs,
  actionSchema: skatActionSchema,
  setup,
  legalActions,
  apply,
  view,
  outcome: (s: SkatState) => (s.phase === "over" ? { scores: s.scores.slice(), winners: s.winners.slice(), losers: s.losers.slice() } : null),
  phase: (s: SkatState) => s.phase,
  scores: (s: SkatState) => s.scores.slice(),
  toAct,
  handsDone: (s: SkatState) => s.rows.length,
  // A kontra is given during play: still the same trick.
  trick: {
    id: (s: SkatState) => (s.phase === "play" || s.phase === "kontra" ? s.dealNo * 100 + s.tricks.reduce((a, b) => a + b, 0) : null),
    perDeal: () => 10,
  },
  deals: (s: SkatState) => s.used.map((d): Json => ({ hands: d.hands.map((h) => h.slice()), skat: d.skat.slice() })),
} satisfies Ruleset<SkatState, SkatAction, Partial<SkatOptions>>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot out.
export const skat = /* @__PURE__ */ Object.assign({}, skatEngine, { bot: /* @__PURE__ */ skatBot(skatEngine as unknown as AnyRuleset) });
