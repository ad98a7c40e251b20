/**
 * Kierki (rules of record: docs/rules/kierki.md) as a `Ruleset`: a pure engine for 3 or 4 seats.
 */
import { turnTakingReaders } from "../core/turn-readers";
import type { AnyRuleset, Json, Ruleset } from "../core/ruleset";
import { kierkiBot } from "./bot";
import { apply } from "./apply";
import { kierkiDerived } from "./derive";
import { legalActions } from "./legal";
import { kierkiActionSchema, kierkiOptionSpecs } from "./schema";
import { setup } from "./setup";
import { trickCount, type KierkiState } from "./state";
import type { KierkiAction, KierkiOptions } from "./types";
import { view } from "./view";

export type { KierkiState } from "./state";
export { kierkiAction } from "./legal";
export * from "./types";

/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const kierkiEngine = {
  id: "kierki",
  name: "Kierki",
  blurb: "Polish King for 3 or 4: six deals of avoiding tricks, hearts, queens, kings and the K♥, then optional positive deals.",
  minSeats: 3,
  defaultSeats: 4,
  maxSeats: 4,
  options: kierkiOptionSpecs,
  actionSchema: kierkiActionSchema,
  setup,
  legalActions,
  apply,
  view,
  ...turnTakingReaders<KierkiState>(),
  handsDone: (s: KierkiState) => s.results.length,
  trick: { id: (s: KierkiState) => (s.phase === "play" ? s.dealNo * 100 + s.trickNo : null), perDeal: (seats: number) => trickCount(seats) },
  derived: kierkiDerived,
  deals: (s: KierkiState) => s.used.map((d): Json => ({ hands: d.hands.map((h) => h.slice()) })),
} satisfies Ruleset<KierkiState, KierkiAction, KierkiOptions>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot out.
export const kierki = /* @__PURE__ */ Object.assign({}, kierkiEngine, { bot: /* @__PURE__ */ kierkiBot(kierkiEngine as unknown as AnyRuleset) });
