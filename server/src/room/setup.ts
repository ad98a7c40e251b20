/**
 * A table's setup, read from the create options (docs/protocol.md, "Creating and joining"): everything a
 * table needs to exist and to deal its games. It is also what a durable store keeps to bring it back.
 */
import { fail, getRuleset, ok, parseOptions, type AnyRuleset, type ImportedDeals, type OptionValues, type Result } from "@salon/shared";
import { createOptions, describeIssue } from "../messages";
import type { ClockOptions } from "./clocks";
import type { KibitzMode } from "./kibitz";

export interface TableSetup {
  ruleset: string;
  options: OptionValues;
  seats: number;
  tableName: string;
  private: boolean;
  /** The creator takes the moderator's chair instead of a seat. */
  moderate: boolean;
  botDelayMs: number;
  /** Deals imported at creation (a file of boards): every game at this table deals them first. */
  imported: ImportedDeals | null;
  table: TableOptions;
}

/** Table settings beside the ruleset's options. */
export interface TableOptions {
  /**
   * When a player's grace period ends mid-game a bot keeps the seat warm until the player's claim brings
   * the player back. On by default for card games, off for moderated nights (a bot would vote in a village).
   */
  takeover: boolean;
  /** Players may ask to take back their last action (undo by consent). On unless the creator turns it off. */
  undo: boolean;
  /** What spectators see: the public table, every hand with a delay, or there are no spectators. */
  kibitz: KibitzMode;
  /** With `kibitz: "hands"`: how many tricks behind live play, or "deal" (a deal's hands once it is over). */
  kibitzDelay: number | "deal";
  /** Spectators' chat reaches the players during a game (bridge etiquette says no: off by default). */
  spectatorChat: boolean;
  /** Turn clocks, when the table plays against the clock (off by default). */
  clock: ClockOptions | null;
  /**
   * Players may ask for the normal bot's move ("Suggest"), for learning a game: `true` every seated player,
   * `"bots"` a seated player while every other seat holds a bot (nobody else at the table plays against the
   * hint), `false` nobody (off by default; Salon's create form asks for `"bots"`).
   */
  hint?: boolean | "bots";
}

/** Reads and checks create options; the reason is readable when they are refused. */
export function readSetup(raw: unknown, defaultBotDelayMs: number): Result<{ setup: TableSetup; rules: AnyRuleset }> {
  const parsed = createOptions.safeParse(raw);
  if (!parsed.success) return fail(describeIssue(parsed.error));
  const opts = parsed.data;
  const rules = getRuleset(opts.ruleset);
  if (!rules) return fail(`unknown game ${JSON.stringify(opts.ruleset)}`);
  const seats = opts.seats ?? rules.defaultSeats ?? rules.minSeats;
  if (seats < rules.minSeats || seats > rules.maxSeats) return fail(`${rules.name} takes ${rules.minSeats}-${rules.maxSeats} players`);
  let imported: ImportedDeals | null = null;
  const file = opts.import ?? (opts.pbn !== undefined ? { format: "pbn", text: opts.pbn } : undefined);
  if (file) {
    const reader = rules.importFormats?.[file.format];
    if (!reader) return fail(`${rules.name} cannot import ${JSON.stringify(file.format)} files`);
    const read = reader(file.text);
    if (!read.ok) return fail(`cannot import the file: ${read.error}`);
    imported = read.value;
  }
  const options = parseOptions(rules.options, { ...(opts.options ?? {}), ...(imported?.options ?? {}) });
  if (!options.ok) return options;
  return ok({
    rules,
    setup: {
      ruleset: rules.id,
      options: options.value,
      seats,
      tableName: opts.tableName || `${opts.name.trim()}'s table`,
      private: opts.private === true,
      moderate: opts.moderate === true,
      botDelayMs: opts.botDelayMs ?? defaultBotDelayMs,
      imported,
      table: {
        takeover: opts.table?.takeover ?? !rules.moderated,
        undo: opts.table?.undo ?? true,
        kibitz: opts.table?.kibitz ?? "public",
        kibitzDelay: opts.table?.kibitzDelay ?? "deal",
        spectatorChat: opts.table?.spectatorChat ?? false,
        hint: opts.table?.hint ?? false,
        clock: opts.table?.clock ? { reserve: 0, onTimeout: "bot", pauseAway: true, ...opts.table.clock } : null,
      },
    },
  });
}
