/**
 * Werewolf (rules of record: docs/rules/werewolf.md) as a moderated `Ruleset` for 5..24 seats, with an
 * automatic or a human moderator.
 */
import type { Json, Ruleset } from "../core/ruleset";
import { apply } from "./apply";
import { werewolfBot } from "./bot";
import { legalActions, toAct } from "./legal";
import { werewolfActionSchema, werewolfOptionSpecs } from "./schema";
import { setup } from "./setup";
import type { WerewolfState } from "./state";
import type { WerewolfAction, WerewolfOptions } from "./types";
import { needsModerator } from "./lobby";
import { view } from "./view";

export type { WerewolfState } from "./state";
export * from "./types";
export { werewolfCatalog } from "./catalog";

function outcome(s: WerewolfState) {
  if (s.phase !== "over") return null;
  const winners = s.win.flatMap((w, p) => (w ? [p] : []));
  return { scores: s.win.map((w) => (w ? 1 : 0)), winners, winner: s.winner, win: s.win.slice() };
}

/** The engine without its bot: what a browser needs to replay a record (the bot stays on the server). */
export const werewolfEngine = {
  id: "werewolf",
  name: "Werewolf",
  blurb: "A village hunts the werewolves hidden among it; at night the wolves hunt back.",
  minSeats: 5,
  defaultSeats: 8,
  maxSeats: 24,
  options: werewolfOptionSpecs,
  actionSchema: werewolfActionSchema,
  moderated: true,
  needsModerator,
  setup,
  legalActions,
  apply,
  view,
  outcome,
  phase: (s: WerewolfState) => s.phase,
  scores: (s: WerewolfState) => s.win.map((w) => (s.phase === "over" && w ? 1 : 0)),
  toAct,
  handsDone: (s: WerewolfState) => (s.phase === "over" ? 1 : 0),
  /**
   * The record's `deal`: [deal] for a dealt game (auto mode deals it at once; human mode replays it through
   * the moderator's setup `advance`), [] when the moderator assigned the roles (the action holds them). A
   * human-mode game that was given its deal up front gives the bare deal object, which starts at night 1.
   */
  deals: (s: WerewolfState): Json[] => {
    if (!s.dealt) return [];
    const deal: { [k: string]: Json } = { roles: s.dealt.roles.slice() };
    if (s.dealt.center.length) deal.center = s.dealt.center.slice();
    if (s.dealtBy === "assigned") return [];
    if (s.dealtBy === "given" && s.mode === "human") return deal as unknown as Json[];
    return [deal];
  },
} satisfies Ruleset<WerewolfState, WerewolfAction, WerewolfOptions>;

// Pure, so that a bundle that takes only the engine (the browser's replay viewer) leaves the bot out.
export const werewolf = /* @__PURE__ */ Object.assign({}, werewolfEngine, { bot: werewolfBot }) satisfies Ruleset<
  WerewolfState,
  WerewolfAction,
  WerewolfOptions
>;
