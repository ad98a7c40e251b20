/**
 * The table's protocol (docs/protocol.md): every message type and its payload, client → server and server →
 * client, in one place for both ends. The client → server shapes are zod schemas (the server checks every
 * message with them before anything else runs: precise, readable refusals without hand-written type guards)
 * and their types are derived from them; the server → client shapes are types. Clients import this module
 * with `import type` only, so none of zod reaches a browser chunk through it.
 */
import { z } from "zod";
import type { BotLevel } from "./bot";
import type { Action } from "./ruleset";
import type { ViewMessage } from "./wire";

/**
 * A name as people will see it (issue 28): Unicode NFC; control characters and line breaks become spaces;
 * invisible formatting is dropped — bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069),
 * zero-width characters (U+200B–200F, U+2060–2064, U+FEFF), the soft hyphen and every other format
 * character — except the joiner inside an emoji sequence (👩‍💻) and the tags of a flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿); blank fillers
 * (Hangul fillers, the braille blank) are dropped; a run of more than four combining marks is cut to four;
 * spaces are collapsed and trimmed. Letters of every script, digits, punctuation and emoji stay. Null when
 * nothing visible is left.
 */
export function cleanName(raw: string): string | null {
  const chars = [...raw.normalize("NFC")];
  const out: string[] = [];
  let marks = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (/[\p{Cc}\p{Zl}\p{Zp}\p{Zs}]/u.test(c)) {
      out.push(" ");
      marks = 0;
      continue;
    }
    if (/\p{Cf}/u.test(c)) {
      const before = out[out.length - 1] ?? "";
      const prevPictograph = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}]/u.test(before);
      if (c === "\u200D" && prevPictograph && /\p{Extended_Pictographic}/u.test(chars[i + 1] ?? "")) out.push(c);
      else if (/[\u{E0020}-\u{E007F}]/u.test(c) && (before === "\u{1F3F4}" || /[\u{E0020}-\u{E007E}]/u.test(before))) out.push(c);
      continue;
    }
    if (/[\u115F\u1160\u3164\uFFA0\u2800\u{1D159}\u{1D173}-\u{1D17A}]/u.test(c)) continue;
    if (/\p{M}/u.test(c)) {
      if (++marks > 4) continue;
    } else marks = 0;
    out.push(c);
  }
  const name = out.join("").replace(/ {2,}/g, " ").trim();
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(name) ? name : null;
}

/** A display name of at most `max` characters (code points), cleaned by `cleanName`; refused when nothing visible is left. */
export const displayName = (max: number, what = "names") =>
  z
    .string()
    .max(max * 8, `${what} are at most ${max} characters`)
    .transform((raw, ctx) => {
      const clean = cleanName(raw);
      if (clean === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: "a name is needed: letters, digits or emoji" });
        return z.NEVER;
      }
      if ([...clean].length > max) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `${what} are at most ${max} characters` });
        return z.NEVER;
      }
      return clean;
    });

const name = displayName(24);
const seat = z.number().int().min(0).max(63);

export const createOptions = z.object({
  ruleset: z.string().min(1).max(32),
  name,
  options: z.record(z.unknown()).optional(),
  seats: z.number().int().min(1).max(64).optional(),
  private: z.boolean().optional(),
  botDelayMs: z.number().int().min(0).max(10_000).optional(),
  tableName: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? "" : v), z.union([z.literal(""), displayName(40, "table names")])).optional(),
  moderate: z.boolean().optional(),
  /** Table settings beside the rules (docs/protocol.md, "Table options"). */
  table: z
    .object({
      takeover: z.boolean().optional(),
      undo: z.boolean().optional(),
      kibitz: z.enum(["public", "hands", "none"]).optional(),
      kibitzDelay: z.union([z.number().int().min(1).max(30), z.literal("deal")]).optional(),
      spectatorChat: z.boolean().optional(),
      /**
       * A "Suggest" button that shows a player the move the normal bot would make (issue 13): on, off, or
       * "bots" — for a seated player only while every other seat holds a bot (issue 27).
       */
      hint: z.union([z.boolean(), z.literal("bots")]).optional(),
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
/** Create options as the server holds them once checked (names cleaned). */
export type CreateOptions = z.infer<typeof createOptions>;
/** Create options as a client sends them (`client.create("table", ...)`). */
export type CreateRequest = z.input<typeof createOptions>;

export const joinOptions = z.object({
  name,
  seat: seat.optional(),
  spectate: z.boolean().optional(),
  /** Takes back a seat (or the moderator's chair) with the claim secret its player was given (docs/protocol.md, "Seat claims"). */
  claim: z
    .object({ seat: z.union([seat, z.literal("moderator")]), secret: z.string().min(1).max(200) })
    .strict()
    .optional(),
  /** The player's lasting identity secret (docs/protocol.md, "Players"), for history; never shown to others. */
  player: z.string().min(1).max(200).optional(),
});
/** Join options as the server holds them once checked. */
export type JoinOptions = z.infer<typeof joinOptions>;
/** Join options as a client sends them (`client.joinById(roomId, ...)`). */
export type JoinRequest = z.input<typeof joinOptions>;

export const seatMessage = z.object({ seat }).strict();
/** The host frees a seat kept for an absent player; `confirm` says the warning was shown and accepted. */
export const releaseSeatMessage = z.object({ seat, confirm: z.boolean().optional() }).strict();
/** Bots' levels (issue 13): easy plays at random, normal and strong search. */
export const botLevel = z.enum(["easy", "normal", "strong"]) satisfies z.ZodType<BotLevel>;
export const addBotMessage = z.object({ seat, level: botLevel.optional() }).strict();
export const botLevelMessage = z.object({ seat, level: botLevel }).strict();
/** No payload: nothing, null or `{}` (typed as an object with no keys, so a stray field is a type error too). */
export type Empty = Record<string, never>;
export const emptyMessage: z.ZodType<Empty | null | undefined, z.ZodTypeDef, Empty | null | undefined> = z.union([
  z.undefined(),
  z.null(),
  z.object({}).strict(),
]) as never;
/** `fillBots`: a bot of `level` (default normal) in every empty seat. */
export const fillBotsMessage = z.union([emptyMessage, z.object({ level: botLevel.optional() }).strict()]);
export const CHAT_MAX = 300;
export const chatMessage = z.object({ text: z.string() }).strict();
export const undoReplyMessage = z.object({ accept: z.boolean() }).strict();
/**
 * An action's envelope: an object with a `type`; the ruleset's own schema checks the rest (game.ts). A
 * predicate rather than a passthrough object, which copied every action's keys once more on the hottest path.
 */
function isActionEnvelope(m: unknown): m is Action {
  if (typeof m !== "object" || m === null || Array.isArray(m)) return false;
  const type = (m as { type?: unknown }).type;
  return typeof type === "string" && type.length >= 1 && type.length <= 32;
}
export const actionMessage = z.custom<Action>(isActionEnvelope, { message: "an action is an object whose type is 1 to 32 characters" });

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
  | "undo_failed"
  // refused creates and joins (docs/protocol.md, "Refused creates and joins")
  | "no_table"
  | "table_full"
  | "no_spectators"
  | "claim_invalid"
  | "one_seat"
  | "bad_name"
  | "bad_setup"
  // a seat kept for a player who dropped out
  | "seat_reserved"
  | "confirm_needed";

/**
 * Client → server: each message type and the schema its payload must pass (docs/protocol.md, "Client →
 * server messages"). A type not listed here is refused with `bad_message`.
 */
export const clientMessages = {
  action: actionMessage,
  sit: seatMessage,
  stand: emptyMessage,
  addBot: addBotMessage,
  fillBots: fillBotsMessage,
  botLevel: botLevelMessage,
  removeBot: seatMessage,
  releaseSeat: releaseSeatMessage,
  hint: emptyMessage,
  start: emptyMessage,
  chat: chatMessage,
  undo: emptyMessage,
  undoReply: undoReplyMessage,
} satisfies Record<string, z.ZodTypeAny>;

export type ClientMessageType = keyof typeof clientMessages;

/**
 * Checks the server may make before a message's schema, for the hottest messages: a payload one passes is
 * exactly what its schema would return (the schema is that same predicate), so the schema runs only to word
 * a refusal. zod's parse of each card played, a context, a refinement's closures and a result for a check of
 * one field, was the largest site of what the server promoted to its old space under load (issue 33).
 */
export const clientMessageChecks: { readonly [K in ClientMessageType]?: (payload: unknown) => payload is ClientPayloads[K] } = {
  action: isActionEnvelope,
};
/** What a client may send for each type (the schemas' input). */
export type ClientMessages = { [K in ClientMessageType]: z.input<(typeof clientMessages)[K]> };
/** What the server's handler of each type receives once the payload passed its schema. */
export type ClientPayloads = { [K in ClientMessageType]: z.output<(typeof clientMessages)[K]> };
/** A typed `send`'s arguments: the payload may be left out where the message has none. */
export type SendArgs<M, K extends keyof M> = undefined extends M[K] ? [payload?: M[K]] : [payload: M[K]];

/** Who a client is at the table. */
export type Role = "player" | "spectator" | "moderator";

/** `you`: who this client is; `host` when it created the table; `claim` (the seat's claim secret) once, when a seat was just given to it. */
export interface YouMessage {
  seat: number | null;
  role: Role;
  host?: true;
  claim?: string;
}

/** Players write to the table, spectators among spectators (docs/protocol.md, "Chat"). */
export type ChatChannel = "table" | "spectators";

/** `chat`: one line (`at`: ms since epoch). */
export interface ChatLine {
  seat: number | null;
  name: string;
  text: string;
  at: number;
  channel: ChatChannel;
}

/** Values a refusal's sentence needs (seats count from 0). */
export type ErrorParams = Record<string, string | number | boolean | null>;

/** `error`: a refused message: a stable code, its parameters, and an English sentence for logs and other clients. */
export interface ErrorMessage {
  code: ErrorCode | (string & {});
  message: string;
  params?: ErrorParams;
}

/** `hint`: the action a normal bot would take for the asker's seat while the game is at `moves` actions. */
export interface HintMessage {
  action: Action;
  moves: number;
}

/** `undo`: how an undo request ended (`declinedBy` null: nobody answered in time). */
export interface UndoOutcome {
  by: number | "moderator";
  granted: boolean;
  declinedBy?: number | null;
}

/**
 * Server → client: each message type and its payload (docs/protocol.md, "Server → client messages"). `V`
 * is the game view the `v` messages carry (views.ts: `GameView` for any ruleset, or one ruleset's view).
 */
export interface ServerMessages<V extends object = import("./ruleset").JsonObject> {
  v: ViewMessage<V>;
  you: YouMessage;
  hint: HintMessage;
  error: ErrorMessage;
  chat: ChatLine;
  chatLog: { lines: ChatLine[] };
  undo: UndoOutcome;
}

export type ServerMessageType = keyof ServerMessages;
