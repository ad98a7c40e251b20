/**
 * Bridge option specs (§3) and the shape of its actions (§5) for input from the outside world.
 * Shape only: legality is the engine's to judge, with a clear reason.
 */
import { z } from "zod";
import type { OptionSpec } from "../core/options";
import { CARD_PATTERN } from "./cards";
import { cleanExplanation } from "./alerts";
import { EXPLAIN_CODES, EXPLAIN_MAX, type BridgeAction } from "./types";

export const bridgeOptionSpecs: readonly OptionSpec[] = [
  {
    key: "scoring",
    label: "Scoring",
    kind: "choice",
    default: "rubber",
    choices: [
      { value: "rubber", label: "Rubber" },
      { value: "chicago", label: "Chicago" },
      { value: "duplicate", label: "Duplicate (boards)" },
      { value: "impHcp", label: "IMPs vs HCP expectation" },
    ],
  },
  { key: "rubbers", label: "Rubbers (rubber)", kind: "int", default: 1, min: 1, max: 20, presets: [1, 2, 3] },
  { key: "rounds", label: "Rounds of 4 deals (Chicago, IMP)", kind: "int", default: 1, min: 1, max: 20, presets: [1, 2, 4] },
  { key: "boards", label: "Boards (duplicate)", kind: "int", default: 4, min: 1, max: 128, presets: [4, 8, 16, 32] },
  { key: "firstBoard", label: "First board number", kind: "int", default: 1, min: 1, max: 999 },
  {
    key: "chicagoVul",
    label: "Chicago deals 2-3 vulnerable",
    kind: "choice",
    default: "nonDealer",
    choices: [
      { value: "nonDealer", label: "Non-dealer side" },
      { value: "dealer", label: "Dealer side (ACBL)" },
    ],
  },
  {
    key: "vulnerability",
    label: "Vulnerability",
    kind: "choice",
    default: "auto",
    choices: [
      { value: "auto", label: "By the method" },
      { value: "none", label: "None" },
      { value: "ns", label: "N-S" },
      { value: "ew", label: "E-W" },
      { value: "both", label: "Both" },
    ],
  },
  { key: "honors", label: "Honors (rubber)", kind: "bool", default: true },
  { key: "claims", label: "Claims", kind: "bool", default: true },
];

const card = z.string().regex(CARD_PATTERN, "not a bridge card code (rank 2-9 T J Q K A, then S H D C)");

/** An explanation, cleaned as it is stored (the record keeps what people saw); the engine judges what is left. */
const explanation = z
  .string()
  .max(EXPLAIN_MAX * 8, `an explanation is at most ${EXPLAIN_MAX} characters`)
  .transform((raw) => cleanExplanation(raw));
const code = z.enum(EXPLAIN_CODES);
/** A call's position in the current auction (an auction has at most 319 calls). */
const callIndex = z.number().int().min(0).max(400);

export const bridgeActionSchema: z.ZodType<BridgeAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("call"), call: z.string().max(4), alert: z.boolean().optional(), explain: explanation.optional(), code: code.optional() }),
  z.object({ type: z.literal("ask"), call: callIndex }),
  z.object({ type: z.literal("explain"), call: callIndex, explain: explanation.optional(), code: code.optional(), alert: z.boolean().optional() }),
  z.object({ type: z.literal("play"), card }),
  z.object({ type: z.literal("claim"), tricks: z.number().int().min(0).max(13) }),
  z.object({ type: z.literal("acceptClaim") }),
  z.object({ type: z.literal("rejectClaim") }),
  z.object({ type: z.literal("concede"), tricks: z.number().int().min(0).max(13) }),
  z.object({ type: z.literal("acceptConcession") }),
  z.object({ type: z.literal("rejectConcession") }),
]);
