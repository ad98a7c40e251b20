/**
 * The bridge view as the renderer reads it: the rules package's `BridgeView` (shared/src/bridge/types.ts),
 * typed end to end, with the hands a viewer does not see as null and its legal list empty; and the words the
 * table uses for seats, pairs, vulnerability and scoring.
 */
import { readHandRecord } from "@salon/shared/bridge/hand-record";
import type { HandRecord } from "@salon/shared/bridge/par";
import type { JsonObject } from "@salon/shared/core/ruleset";
import type { BridgeView as SentBridgeView, Scoring, Vul } from "@salon/shared/bridge/types";
import { viewOf, type GameView } from "@salon/shared/views";
import { t } from "../../i18n/i18n";

/** Hands this viewer does not see are null; `legal` is empty when it has nothing to do. */
export type BridgeView = Omit<SentBridgeView, "hand" | "dummyHand" | "declarerHand" | "hands" | "legal"> & {
  /** Each finished deal's hand record (double-dummy table and par), null while the server computes it (the server adds it beside the engine's view). */
  analyses: (HandRecord | null)[];
  hand: string[] | null;
  dummyHand: string[] | null;
  declarerHand: string[] | null;
  hands: string[][] | null;
  legal: string[];
};

/** The table's bridge view; null before the first deal. */
export function readBridgeView(snapshot: { game: GameView | null; view?: JsonObject | null }): BridgeView | null {
  const v = viewOf(snapshot, "bridge");
  const analyses = snapshot.view?.analyses;
  return (
    v && {
      ...v,
      analyses: Array.isArray(analyses) ? analyses.map(readHandRecord) : [],
      hand: v.hand ?? null,
      dummyHand: v.dummyHand ?? null,
      declarerHand: v.declarerHand ?? null,
      hands: v.hands ?? null,
      legal: v.legal ?? [],
    }
  );
}

const SEAT_KEYS = ["north", "east", "south", "west"];
const LETTER_KEYS = ["letterN", "letterE", "letterS", "letterW"];

/** A seat's name in the reader's language ("North"); "" for no seat. */
export function seatName(seat: number): string {
  const key = SEAT_KEYS[seat];
  return key ? t(`bridge.${key}`) : "";
}

/** A seat's compact letter in the reader's language ("N"); "" for no seat. */
export function seatLetter(seat: number): string {
  const key = LETTER_KEYS[seat];
  return key ? t(`bridge.${key}`) : "";
}

/** A partnership's short label: side 0 "N-S", side 1 "E-W". */
export function pairName(side: number): string {
  return t(side === 0 ? "bridge.pairNS" : "bridge.pairEW");
}

/** Who is vulnerable, as a score-sheet cell ("None", "N-S", "E-W", "Both"). */
export function vulShort(vul: Vul): string {
  if (vul === "ns") return pairName(0);
  if (vul === "ew") return pairName(1);
  return t(vul === "both" ? "bridge.vulBoth" : "bridge.vulNone");
}

const SCORING_KEYS: Record<Scoring, string> = { rubber: "scoringRubber", chicago: "scoringChicago", duplicate: "scoringDuplicate", impHcp: "scoringImpHcp" };

/** The scoring method's name ("Rubber", "IMPs vs HCP"). */
export function scoringName(s: Scoring): string {
  return SCORING_KEYS[s] ? t(`bridge.${SCORING_KEYS[s]}`) : s;
}
