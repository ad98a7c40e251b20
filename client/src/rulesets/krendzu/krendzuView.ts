/**
 * Reading a Krendzu view (shared/src/krendzu/types.ts, `KrendzuView`) out of the merged JSON, with safe
 * defaults for anything missing, so the renderer never trips over a partial state.
 */
import type { JsonObject } from "@salon/shared/core/ruleset";
import { decodePlaced } from "@salon/shared/krendzu/board";
import { valuesText } from "@salon/shared/krendzu/combos";
import { suitOf } from "@salon/shared/krendzu/deck";
import type { Combo, Four, KrendzuPhase, KrendzuView, LastAction, Placed, Side, TourResult } from "@salon/shared/krendzu/types";
import { language, t } from "../../i18n/i18n";

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);
const objs = (v: unknown): JsonObject[] =>
  Array.isArray(v) ? v.filter((x): x is JsonObject => !!x && typeof x === "object" && !Array.isArray(x)) : [];
const phases: KrendzuPhase[] = ["play", "deal", "over"];

export interface ReadView extends KrendzuView {
  /** The board decoded from its strings. */
  placed: Placed[];
}

export function readKrendzuView(raw: JsonObject | null): ReadView | null {
  if (!raw || Object.keys(raw).length === 0) return null;
  const board = strs(raw.board);
  const view: ReadView = {
    phase: phases.includes(raw.phase as KrendzuPhase) ? (raw.phase as KrendzuPhase) : "deal",
    tour: num(raw.tour, 0),
    tours: num(raw.tours, 2),
    dealer: num(raw.dealer, 0),
    threeMode: raw.threeMode === "loneDefends" ? "loneDefends" : "loneAttacks",
    attackerCards: num(raw.attackerCards, 0),
    defenderCards: num(raw.defenderCards, 0),
    sides: strs(raw.sides).map((s): Side => (s === "attack" ? "attack" : "defend")),
    turn: num(raw.turn, -1),
    opening: raw.opening === true,
    handCounts: nums(raw.handCounts),
    board,
    placed: board.map(decodePlaced),
    combos: objs(raw.combos).map((c) => c as unknown as Combo),
    tourResults: objs(raw.tourResults).map((t) => t as unknown as TourResult),
    scores: nums(raw.scores),
    lastAction: raw.lastAction && typeof raw.lastAction === "object" ? (raw.lastAction as unknown as LastAction) : null,
    winners: nums(raw.winners),
  };
  if (Array.isArray(raw.hand)) view.hand = strs(raw.hand);
  if (Array.isArray(raw.legal)) view.legal = strs(raw.legal);
  return view;
}

/** A seat as the table names it: "You" for me, else the player's name, else "Seat n". */
export function seatLabel(seat: number, names: string[], me: number | null): string {
  return seat === me ? t("seats.you") : names[seat] ?? t("aids.seat", { n: seat + 1 });
}

/** Names joined in the chosen language: "A and B" (`short`: "A & B"). */
export function joinNames(names: string[], short = false): string {
  return new Intl.ListFormat(language(), { type: "conjunction", style: short ? "short" : "long" }).format(names);
}

/** A combination as a person reads it: "all diamonds", "A=5, 6, 7, 8", "all hearts; 6, 7, 8, 9". */
export function comboText(c: Four): string {
  const parts: string[] = [];
  if (c.suit && c.cards.length > 0) parts.push(t(`krendzu.all${suitOf(c.cards[0])}`));
  if (c.values) parts.push(valuesText(c.cards, c.values));
  return parts.join("; ");
}
