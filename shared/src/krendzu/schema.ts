/**
 * Krendzu's option specs (§3), the page's recommended hand sizes, and the shape of its actions (§5) for
 * input from the outside world. Shape only: whether a card is held or a cell free is the engine's to judge.
 */
import { z } from "zod";
import type { OptionSpec } from "../core/options";
import { CARD_PATTERN } from "./deck";
import type { KrendzuAction, ThreeMode } from "./types";

/**
 * 0 stands for "the page's recommendation for this table" (the first preset below), because the lobby
 * offers one form for every seat count; any other value is the agreed count.
 */
export const krendzuOptionSpecs: readonly OptionSpec[] = [
  { key: "tours", label: "Tours (even; 0 = 2, or 6 with 3 players)", kind: "int", default: 0, min: 0, max: 40, presets: [2, 4, 6] },
  {
    key: "threeMode",
    label: "Three players",
    kind: "choice",
    default: "loneAttacks",
    choices: [
      { value: "loneAttacks", label: "One attacks, two defend" },
      { value: "loneDefends", label: "One defends, two attack" },
    ],
  },
  { key: "attackerCards", label: "Cards per attacker (0 = recommended)", kind: "int", default: 0, min: 0, max: 35, presets: [7, 8, 12, 13, 14] },
  { key: "defenderCards", label: "Cards per defender (0 = recommended)", kind: "int", default: 0, min: 0, max: 35, presets: [7, 8, 13, 14, 15, 16, 17] },
];

/** The page's recommendations (§3), first one = the default: [attacker, defender] cards each. */
export function recommendedSizes(n: number, threeMode: ThreeMode): [number, number][] {
  if (n === 2)
    return [
      [12, 13],
      [12, 14],
      [13, 14],
      [13, 15],
      [14, 15],
      [14, 16],
    ];
  if (n === 4) return [[7, 8]];
  return threeMode === "loneAttacks"
    ? [
        [12, 7],
        [13, 7],
      ]
    : [
        [7, 15],
        [8, 17],
      ];
}

export function defaultTours(n: number): number {
  return n === 3 ? 6 : 2;
}

const card = z.string().regex(CARD_PATTERN, "not a Krendzu card code (6..9, T, J, Q, K, A then S, H, D or C)");
const coord = z.number().int().min(-1000).max(1000);
const placement = z.object({ card, x: coord, y: coord });

export const krendzuActionSchema: z.ZodType<KrendzuAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("place"), card, x: coord, y: coord }),
  z.object({ type: z.literal("placeMany"), cards: z.array(placement).max(4) }),
  z.object({ type: z.literal("skip") }),
]);
