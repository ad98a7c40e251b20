/**
 * The Fox in the Forest (rules of record: docs/rules/fox.md) as a `Ruleset`: a pure engine for 2 seats.
 */
import { turnTakingReaders } from "../core/turn-readers";
import type { AnyRuleset, Json, Ruleset } from "../core/ruleset";
import { foxBot } from "./bot";
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

/** `satisfies` keeps the narrow types (a Fox turn is always a seat) for the Fox's own tests and tools. */
/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const foxEngine = {
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
  ...turnTakingReaders<FoxState>(),
  handsDone: (s: FoxState) => s.rounds.length,
  // Powers (exchange, discard) happen inside a trick: the trick stays the same until its second card.
  trick: {
    id: (s: FoxState) => (s.phase === "play" || s.phase === "exchange" || s.phase === "discard" ? s.rounds.length * 100 + s.tricks[0] + s.tricks[1] : null),
    perDeal: () => 13,
  },
  derived: foxDerived,
  deals: (s: FoxState) => s.used.map((d): Json => ({ hands: [d.hands[0].slice(), d.hands[1].slice()], deck: d.deck.slice(), decree: d.decree })),
} satisfies Ruleset<FoxState, FoxAction, FoxOptions>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot out.
export const fox = /* @__PURE__ */ Object.assign({}, foxEngine, { bot: /* @__PURE__ */ foxBot(foxEngine as unknown as AnyRuleset) });
