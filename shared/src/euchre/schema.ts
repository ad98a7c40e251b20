/**
 * Euchre's option specs (§3) and the shape of its actions (§5) for input from the outside world.
 * Shape only: legality is the engine's to judge, with a clear reason.
 */
import { z } from "zod";
import type { OptionSpec } from "../core/options";
import { CARD_PATTERN } from "./cards";
import type { EuchreAction } from "./types";

export const euchreOptionSpecs: readonly OptionSpec[] = [
  { key: "targetScore", label: "Target score", kind: "int", default: 10, min: 1, max: 99, presets: [5, 10, 11] },
  { key: "stickTheDealer", label: "Stick the dealer", kind: "bool", default: false },
  { key: "defendAlone", label: "Defend alone", kind: "bool", default: true },
];

const card = z.string().regex(CARD_PATTERN, "not a Euchre card code (9 T J Q K A, then S H D C)");

export const euchreActionSchema: z.ZodType<EuchreAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("orderUp"), alone: z.boolean().optional() }),
  z.object({ type: z.literal("call"), suit: z.enum(["S", "H", "D", "C"]), alone: z.boolean().optional() }),
  z.object({ type: z.literal("discard"), cards: z.array(card) }),
  z.object({ type: z.literal("defendAlone") }),
  z.object({ type: z.literal("play"), card }),
]);
