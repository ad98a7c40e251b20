/** Ktulu (rules of record: docs/rules/ktulu.md) as a moderated `Ruleset` for 5..29 seats. */
import type { Json, Ruleset } from "../core/ruleset";
import { ktuluBot } from "./bot";
import { apply, legalActions, setup, timeout, toAct } from "./flow";
import { ktuluActionSchema, ktuluOptionSpecs } from "./schema";
import type { KtuluAction, KtuluOptions, KtuluState } from "./types";
import { needsModerator } from "./lobby";
import { view } from "./view";

export type { KtuluState, KtuluOptions, KtuluDeal, KtuluAction } from "./types";
export { ktuluCatalog } from "./catalog";

function outcome(s: KtuluState) {
  if (s.phase !== "over") return null;
  const win = s.roles.map((_, i) => s.winner !== null && roleFaction(s, i) === s.winner);
  const scores = win.map((w) => (w ? 1 : 0));
  return { scores, winners: win.flatMap((w, i) => (w ? [i] : [])), winner: s.winner, win };
}
import { fac as roleFaction } from "./util";

/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const ktuluEngine = {
  id: "ktulu",
  name: "Ktulu",
  blurb: "Town, bandits, Indians and more fight over a statuette by night and by day; a moderator (or the server) runs it.",
  minSeats: 5,
  defaultSeats: 12,
  maxSeats: 29,
  options: ktuluOptionSpecs,
  actionSchema: ktuluActionSchema,
  setup,
  legalActions,
  apply,
  view,
  outcome,
  phase: (s: KtuluState) => s.phase,
  scores: (s: KtuluState) => outcome(s)?.scores ?? s.status.map(() => 0),
  toAct,
  handsDone: (s: KtuluState) => (s.phase === "over" ? 1 : 0),
  deals: (s: KtuluState): Json[] =>
    s.roles.length === 0 ? [] : [{ roles: s.roles.slice(), rolls: [...s.rollsUsed, ...s.rolls], ...(s.setupAssigned ? { setup: true } : {}) }],
  moderated: true,
  needsModerator,
  timeout,
} satisfies Ruleset<KtuluState, KtuluAction, KtuluOptions>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot out.
export const ktulu = /* @__PURE__ */ Object.assign({}, ktuluEngine, { bot: ktuluBot }) satisfies Ruleset<KtuluState, KtuluAction, KtuluOptions>;
