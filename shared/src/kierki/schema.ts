/**
 * Kierki's option specs (§3) and the shape of its actions (§5) for input from the outside world.
 */
import { z } from "zod";
import type { OptionSpec } from "../core/options";
import { CARD_PATTERN } from "./deck";
import type { KierkiAction } from "./types";

export const kierkiOptionSpecs: readonly OptionSpec[] = [
  {
    key: "sixthDeal",
    label: "Deal 6 penalises",
    kind: "choice",
    default: "last",
    choices: [
      { value: "last", label: "the last trick" },
      { value: "lastTwo", label: "the last two tricks" },
      { value: "seventhAndLast", label: "the 7th and the last trick" },
      { value: "thirdAndSeventh", label: "the 3rd and 7th tricks" },
      { value: "thirdAndEighth", label: "the 3rd and 8th tricks" },
    ],
  },
  { key: "robber", label: "Deal 7: the robber (every penalty at once)", kind: "bool", default: false },
  {
    key: "positive",
    label: "Positive deals",
    kind: "choice",
    default: "none",
    choices: [
      { value: "none", label: "none" },
      { value: "trumps", label: "trump deals (one per player)" },
      { value: "lottery", label: "the lottery" },
      { value: "both", label: "trump deals, then the lottery" },
    ],
  },
  { key: "lotteryDeals", label: "Lottery deals (1, or one per player)", kind: "int", default: 1, min: 1, max: 4, presets: [1, 3, 4] },
  { key: "kingOfHeartsDiscard", label: "Deal 5: K♥ must be shed when void", kind: "bool", default: false },
  { key: "endEarly", label: "End a deal when no penalty is left", kind: "bool", default: true },
];

const card = z.string().regex(CARD_PATTERN, "not a card code (rank 2-9 T J Q K A, then S H D C)");

export const kierkiActionSchema: z.ZodType<KierkiAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card }),
  z.object({ type: z.literal("trump"), suit: z.enum(["S", "H", "D", "C"]) }),
  z.object({ type: z.literal("pass") }),
]);
