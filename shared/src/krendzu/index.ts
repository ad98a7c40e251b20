/**
 * Krendzu (rules of record: docs/rules/krendzu.md) as a `Ruleset`: a pure engine for 2-4 seats, cards
 * placed on an open grid instead of tricks.
 */
import { turnTakingReaders } from "../core/turn-readers";
import type { Json, Ruleset } from "../core/ruleset";
import { apply } from "./apply";
import { krendzuBot } from "./bot";
import { legalActions } from "./legal";
import { krendzuActionSchema, krendzuOptionSpecs } from "./schema";
import { setup } from "./setup";
import type { KrendzuState } from "./state";
import type { KrendzuAction, KrendzuOptions } from "./types";
import { view } from "./view";

export type { KrendzuState } from "./state";
export { frontier, cellMap, cellRefusal, decodePlaced, key } from "./board";
export { progression, judgeFour, combosThrough } from "./combos";
export { kindsFor } from "./legal";
export { recommendedSizes } from "./schema";
export * from "./types";

/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const krendzuEngine = {
  id: "krendzu",
  name: "Krendzu",
  blurb: "Four in a row with cards: attackers build suits and progressions on an open grid, defenders block.",
  minSeats: 2,
  maxSeats: 4,
  options: krendzuOptionSpecs,
  actionSchema: krendzuActionSchema,
  setup,
  legalActions,
  apply,
  view,
  ...turnTakingReaders<KrendzuState>(),
  handsDone: (s: KrendzuState) => (s.phase === "over" ? s.tours : s.tour),
  deals: (s: KrendzuState) => s.used.map((d): Json => ({ hands: d.hands.map((h) => h.slice()) })),
} satisfies Ruleset<KrendzuState, KrendzuAction, KrendzuOptions>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot out.
export const krendzu = /* @__PURE__ */ Object.assign({}, krendzuEngine, { bot: krendzuBot }) satisfies Ruleset<KrendzuState, KrendzuAction, KrendzuOptions>;
