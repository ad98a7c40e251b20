/**
 * Werewolf's option specs (§3) and the shape of its actions (§5), for input from the outside world.
 * Shape only: whether a target is legal now is the engine's to judge.
 */
import { z } from "zod";
import { moderatorOption } from "../core/deduction";
import type { OptionSpec } from "../core/options";
import { werewolfCatalog } from "./catalog";
import type { WerewolfAction } from "./types";

/** The special roles a table may add, named as the catalog names them. */
const SPECIAL_ROLES = ["seer", "witch", "hunter", "cupid", "littleGirl", "thief"];

export const werewolfOptionSpecs: readonly OptionSpec[] = [
  moderatorOption("A person"),
  { key: "sheriff", label: "Elect a sheriff", kind: "bool", default: true },
  {
    key: "roles",
    label: "Special roles",
    kind: "list",
    default: ["seer", "witch", "hunter", "cupid"],
    items: SPECIAL_ROLES.map((r) => ({ value: r, label: werewolfCatalog.roles[r].name })),
  },
  { key: "werewolves", label: "Werewolves (0: a quarter)", kind: "int", default: 0, min: 0, max: 8 },
];

const seat = z.number().int().min(0).max(63);
const forSeat = { for: seat.optional() };

export const werewolfActionSchema: z.ZodType<WerewolfAction> = z.union([
  z.object({ type: z.literal("nightAction"), power: z.literal("swap"), index: z.number().int(), ...forSeat }),
  z.object({ type: z.literal("nightAction"), power: z.literal("link"), targets: z.array(seat).max(2), ...forSeat }),
  z.object({ type: z.literal("nightAction"), power: z.literal("see"), target: seat, ...forSeat }),
  z.object({ type: z.literal("nightAction"), power: z.literal("spy"), ...forSeat }),
  z.object({ type: z.literal("nightAction"), power: z.literal("devour"), target: seat, ...forSeat }),
  z.object({ type: z.literal("nightAction"), power: z.literal("catch"), ...forSeat }),
  z.object({ type: z.literal("nightAction"), power: z.literal("potions"), heal: z.boolean(), poison: seat.nullable(), ...forSeat }),
  z.object({ type: z.literal("pass"), ...forSeat }),
  z.object({ type: z.literal("vote"), target: seat, ...forSeat }),
  z.object({ type: z.literal("shoot"), target: seat, ...forSeat }),
  z.object({ type: z.literal("passBadge"), target: seat, ...forSeat }),
  z.object({ type: z.literal("advance") }),
  z.object({ type: z.literal("assignRoles"), roles: z.array(z.string().max(20)).max(24), center: z.array(z.string().max(20)).max(2).optional() }),
]);
