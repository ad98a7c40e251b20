/** Ktulu's option specs (§3) and the shape of actions from the outside world (§5): shape only, not legality. */
import { z } from "zod";
import { moderatorOption } from "../core/deduction";
import type { OptionSpec } from "../core/options";
import { ROLE_NAMES } from "./names";
import { ALL_ROLES } from "./roles";
import type { KtuluAction } from "./types";

export const ktuluOptionSpecs: readonly OptionSpec[] = [
  moderatorOption("A person (Manitou)"),
  { key: "searchesPerDay", label: "Searches per day", kind: "int", default: 2, min: 1, max: 3 },
  { key: "shipNight", label: "First night the bandits may sail", kind: "int", default: 3, min: 0, max: 20 },
  { key: "duelsPerDay", label: "Duels per day", kind: "int", default: 2, min: 0, max: 5 },
  { key: "openChecks", label: "Open checks (targets of checks public at dawn)", kind: "bool", default: false },
  {
    key: "composition",
    label: "Characters (empty: the recommended table)",
    kind: "list",
    default: [],
    repeat: true,
    max: 29,
    items: ALL_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] })),
  },
  { key: "discussionSeconds", label: "Automatic moderator: discussion time (s)", kind: "int", default: 240, min: 1, max: 3600, presets: [120, 240, 600] },
];

const seat = z.number().int().min(0).max(63);
export const ktuluActionSchema: z.ZodType<KtuluAction> = z
  .object({
    type: z.string().min(1).max(32),
    for: seat.optional(),
    power: z.string().max(32).optional(),
    target: seat.optional(),
    targets: z.array(seat).max(8).optional(),
    take: z.boolean().optional(),
    cooperate: z.boolean().optional(),
    hang: z.boolean().optional(),
    loser: seat.optional(),
    mode: z.enum(["runoff", "drop"]).optional(),
    faction: z.string().max(16).nullable().optional(),
    roles: z.array(z.string().max(32)).max(64).optional(),
  })
  .strict() as unknown as z.ZodType<KtuluAction>;
