/**
 * Shapes of everything a client may send (docs/protocol.md). Checked before anything else runs; zod gives
 * precise, readable refusals without hand-written type guards.
 */
import { z } from "zod";

const name = z.string().trim().min(1, "a name is needed").max(24, "names are at most 24 characters");
const seat = z.number().int().min(0).max(63);

export const createOptions = z.object({
  ruleset: z.string().min(1).max(32),
  name,
  options: z.record(z.unknown()).optional(),
  seats: z.number().int().min(1).max(64).optional(),
  private: z.boolean().optional(),
  botDelayMs: z.number().int().min(0).max(10_000).optional(),
  tableName: z.string().trim().max(40).optional(),
  moderate: z.boolean().optional(),
  /** Table settings beside the rules (docs/protocol.md, "Table options"). */
  table: z
    .object({
      takeover: z.boolean().optional(),
      undo: z.boolean().optional(),
      kibitz: z.enum(["public", "hands", "none"]).optional(),
      kibitzDelay: z.union([z.number().int().min(1).max(30), z.literal("deal")]).optional(),
      spectatorChat: z.boolean().optional(),
      /** A "Suggest" button that shows a player the move the normal bot would make (issue 13). */
      hint: z.boolean().optional(),
      clock: z
        .object({
          seconds: z.number().int().min(1).max(3600),
          reserve: z.number().int().min(0).max(36_000).optional(),
          onTimeout: z.enum(["bot", "away"]).optional(),
          pauseAway: z.boolean().optional(),
        })
        .strict()
        .nullable()
        .optional(),
    })
    .strict()
    .optional(),
  /** Deals from a file in one of the ruleset's import formats (bridge: PBN boards); `pbn` is short for format "pbn". */
  import: z.object({ format: z.string().min(1).max(16), text: z.string().max(1_000_000) }).optional(),
  pbn: z.string().max(1_000_000).optional(),
});
export type CreateOptions = z.infer<typeof createOptions>;

export const joinOptions = z.object({
  name,
  seat: seat.optional(),
  spectate: z.boolean().optional(),
  /** Takes back a seat (or the moderator's chair) with the claim secret its player was given (docs/protocol.md, "Seat claims"). */
  claim: z.object({ seat: z.union([seat, z.literal("moderator")]), secret: z.string().min(1).max(200) }).strict().optional(),
  /** The player's lasting identity secret (docs/protocol.md, "Players"), for history; never shown to others. */
  player: z.string().min(1).max(200).optional(),
});
export type JoinOptions = z.infer<typeof joinOptions>;

export const seatMessage = z.object({ seat }).strict();
/** Bots' levels (issue 13): easy plays at random, normal and strong search. */
export const botLevel = z.enum(["easy", "normal", "strong"]);
export const addBotMessage = z.object({ seat, level: botLevel.optional() }).strict();
export const botLevelMessage = z.object({ seat, level: botLevel }).strict();
export const emptyMessage = z.union([z.undefined(), z.null(), z.object({}).strict()]);
export const CHAT_MAX = 300;
export const chatMessage = z.object({ text: z.string() }).strict();
export const undoReplyMessage = z.object({ accept: z.boolean() }).strict();
/**
 * An action's envelope: an object with a `type`; the ruleset's own schema checks the rest (game.ts). A
 * predicate rather than a passthrough object, which copied every action's keys once more on the hottest path.
 */
export const actionMessage = z.custom<{ type: string } & Record<string, unknown>>(
  (m) => {
    if (typeof m !== "object" || m === null || Array.isArray(m)) return false;
    const type = (m as { type?: unknown }).type;
    return typeof type === "string" && type.length >= 1 && type.length <= 32;
  },
  { message: "an action is an object whose type is 1 to 32 characters" },
);

/** The first problem zod found, as one readable line. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "malformed message";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

export type ErrorCode =
  | "bad_message"
  | "not_seated"
  | "not_your_turn"
  | "illegal"
  | "bad_action"
  | "not_playing"
  | "seat_taken"
  | "bad_seat"
  | "not_allowed"
  | "not_ready"
  | "too_long"
  | "rate_limited"
  | "undo_off"
  | "undo_pending"
  | "undo_none"
  | "undo_nothing"
  | "undo_too_late"
  | "undo_failed";
