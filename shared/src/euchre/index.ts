/**
 * Euchre (rules of record: docs/rules/euchre.md) as a `Ruleset`: a pure engine for 4 seats in two
 * partnerships (A = seats 0 and 2, B = seats 1 and 3).
 */
import type { AnyRuleset, Json, Ruleset } from "../core/ruleset";
import { euchreBot } from "./bot";
import { apply } from "./apply";
import { euchreDerived } from "./derive";
import { legalActions } from "./legal";
import { euchreActionSchema, euchreOptionSpecs } from "./schema";
import { setup } from "./setup";
import type { EuchreState } from "./state";
import type { EuchreAction, EuchreOptions } from "./types";
import { view } from "./view";

export type { EuchreState } from "./state";
export { euchreAction, followable } from "./legal";
export { effectiveSuit, isLeft, isRight, sortHand, sameColour, EUCHRE_DECK, SUIT_NAMES } from "./cards";
export * from "./types";

const teamScores = (s: EuchreState): number[] => [s.scores[0], s.scores[1], s.scores[0], s.scores[1]];

/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const euchreEngine = {
  id: "euchre",
  name: "Euchre",
  blurb: "Four players in two partnerships: name trump, mind the bowers, take three tricks of five.",
  minSeats: 4,
  maxSeats: 4,
  options: euchreOptionSpecs,
  actionSchema: euchreActionSchema,
  setup,
  legalActions,
  apply,
  view,
  outcome: (s: EuchreState) => (s.phase === "over" ? { scores: teamScores(s), winners: s.winners.slice() } : null),
  phase: (s: EuchreState) => s.phase,
  scores: teamScores,
  toAct: (s: EuchreState) => (s.turn >= 0 ? [s.turn] : []),
  handsDone: (s: EuchreState) => s.results.length,
  trick: { id: (s: EuchreState) => (s.phase === "play" ? s.results.length * 100 + s.tricks[0] + s.tricks[1] : null), perDeal: () => 5 },
  derived: euchreDerived,
  deals: (s: EuchreState) => s.used.map((d): Json => ({ hands: d.hands.map((h) => h.slice()), upcard: d.upcard, kitty: d.kitty.slice() })),
} satisfies Ruleset<EuchreState, EuchreAction, EuchreOptions>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot out.
export const euchre = /* @__PURE__ */ Object.assign({}, euchreEngine, { bot: /* @__PURE__ */ euchreBot(euchreEngine as unknown as AnyRuleset) });
