/**
 * Skat's option specs (§3) and the shape of its actions (§5) for input from the outside world.
 * Shape only: whether a move is legal now is the engine's to judge, with a clear reason.
 */
import { z } from "zod";
import type { OptionSpec } from "../core/options";
import { CARD_PATTERN } from "./cards";
import type { SkatAction } from "./types";

export const skatOptionSpecs: readonly OptionSpec[] = [
  {
    key: "scoring",
    label: "Scoring",
    kind: "choice",
    default: "tournament",
    choices: [
      { value: "tournament", label: "Tournament list (Seeger–Fabian)" },
      { value: "plain", label: "Plain game values" },
      { value: "beer", label: "Beer skat (minus only)" },
    ],
  },
  { key: "deals", label: "Deals (tournament/plain; 0 = 36 for 3, 48 for 4 seats)", kind: "int", default: 0, min: 0, max: 400, presets: [0, 3, 12, 36, 48] },
  { key: "beerLimit", label: "Beer limit", kind: "int", default: 501, min: 1, max: 100000, presets: [301, 501] },
  { key: "grandValue", label: "Grand base value (24, or 20 at home)", kind: "int", default: 24, min: 20, max: 24, presets: [24, 20] },
  {
    key: "kontra",
    label: "Kontra",
    kind: "choice",
    default: "off",
    choices: [
      { value: "off", label: "Off" },
      { value: "re", label: "Kontra and re" },
      { value: "sup", label: "Kontra, re and sup" },
    ],
  },
  {
    key: "allPass",
    label: "When all pass",
    kind: "choice",
    default: "redeal",
    choices: [
      { value: "redeal", label: "Redeal" },
      { value: "ramsch", label: "Ramsch" },
    ],
  },
];

const card = z.string().regex(CARD_PATTERN, "not a Skat card code (7..A then C, S, H or D)");
const game = z.enum(["clubs", "spades", "hearts", "diamonds", "grand", "null"]);

export const skatActionSchema: z.ZodType<SkatAction> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bid"), value: z.number().int() }),
  z.object({ type: z.literal("hold") }),
  z.object({ type: z.literal("pass") }),
  z.object({ type: z.literal("pickUpSkat") }),
  z.object({ type: z.literal("discard"), cards: z.array(card) }),
  z.object({
    type: z.literal("declare"),
    game,
    hand: z.boolean().optional(),
    schneider: z.boolean().optional(),
    schwarz: z.boolean().optional(),
    ouvert: z.boolean().optional(),
  }),
  z.object({ type: z.literal("kontra") }),
  z.object({ type: z.literal("re") }),
  z.object({ type: z.literal("sup") }),
  z.object({ type: z.literal("play"), card }),
]);
