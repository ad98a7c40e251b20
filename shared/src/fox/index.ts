/**
 * The Fox in the Forest (rules of record: /shared/rules/fox.md) as a `Ruleset`: a pure engine for 2 seats.
 */
import type { Json, Ruleset } from "../core/ruleset";
import { apply } from "./apply";
import { foxDerived } from "./derive";
import { legalActions } from "./legal";
import { foxActionSchema, foxOptionSpecs } from "./schema";
import { setup } from "./setup";
import type { FoxState } from "./state";
import type { FoxAction, FoxOptions } from "./types";
import { view } from "./view";

export type { FoxState } from "./state";
export { foxAction } from "./legal";
export * from "./types";

export const fox: Ruleset<FoxState, FoxAction, FoxOptions> = {
  id: "fox",
  name: "The Fox in the Forest",
  blurb: "Two-player tricks where odd cards have powers: win the most tricks, but not too many.",
  minSeats: 2,
  maxSeats: 2,
  options: foxOptionSpecs,
  actionSchema: foxActionSchema,
  setup,
  legalActions,
  apply,
  view,
  outcome: (s) => (s.phase === "over" ? { scores: [s.scores[0], s.scores[1]], winners: s.winners.slice() } : null),
  phase: (s) => s.phase,
  scores: (s) => [s.scores[0], s.scores[1]],
  toAct: (s) => (s.turn >= 0 ? [s.turn] : []),
  handsDone: (s) => s.rounds.length,
  derived: foxDerived,
  deals: (s) =>
    s.used.map((d): Json => ({ hands: [d.hands[0].slice(), d.hands[1].slice()], deck: d.deck.slice(), decree: d.decree })),
};
