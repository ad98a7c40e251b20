/**
 * The Fox's option specs (§3) and the shape of its actions (§5) for input from the outside world.
 * Shape only: whether the card is held or legal is the engine's to judge, with a clear reason.
 */
import { z } from "zod";
import type { OptionSpec } from "../core/options";
import { CARD_PATTERN } from "./deck";
import type { FoxAction } from "./types";

export const foxOptionSpecs: readonly OptionSpec[] = [
  { key: "targetScore", label: "Target score", kind: "int", default: 21, min: 1, max: 999, presets: [16, 21, 35] },
];

const card = z.string().regex(CARD_PATTERN, "not a Fox card code (1..11 then B, K or M)");

export const foxActionSchema: z.ZodType<FoxAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card }),
  z.object({ type: z.literal("exchange"), card }),
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("discard"), cards: z.array(card) }),
]);
