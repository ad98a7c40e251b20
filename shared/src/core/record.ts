/**
 * Game records (contract: "Game records"): one JSON document that replays a game or part of one.
 * The server keeps one per table; the replay command and restored rooms run it through `replay`.
 */
import { z } from "zod";
import { parseOptions } from "./options";
import { fail, ok, type Result } from "./result";
import { rngFromSeed } from "./rng";
import type { Action, AnyRuleset, Json, Outcome } from "./ruleset";
import type { Actor } from "./seats";

export interface RecordedAction {
  /** A seat, or "moderator" for the game master's actions (moderated rulesets). */
  seat: Actor;
  action: Action;
}

export interface GameRecord {
  ruleset: string;
  options?: Record<string, unknown>;
  seats: number;
  dealer?: number;
  deal?: Json;
  seed?: string | number;
  actions: RecordedAction[];
  /** Free-form facts for people (table name, player names, dates); replay ignores them. */
  meta?: Record<string, Json>;
}

export const recordSchema = z.object({
  ruleset: z.string(),
  options: z.record(z.unknown()).optional(),
  seats: z.number().int().min(1),
  dealer: z.number().int().min(0).optional(),
  deal: z.unknown().optional(),
  seed: z.union([z.string(), z.number()]).optional(),
  actions: z.array(z.object({ seat: z.union([z.number().int().min(0), z.literal("moderator")]), action: z.object({ type: z.string() }).passthrough() })),
  meta: z.record(z.unknown()).optional(),
});

/** What the replay command prints. */
export type ReplayReport = { ok: true; phase: string; over: boolean; scores: number[]; outcome: Outcome | null } | { ok: false; index: number; error: string };

export interface Replayed {
  state: unknown;
  report: ReplayReport;
}

/** Replays a record with the given rulesets; `index` is -1 when the record itself is unusable. */
export function replay(rulesets: Record<string, AnyRuleset>, raw: unknown): Replayed {
  const bad = (error: string, index = -1): Replayed => ({ state: null, report: { ok: false, index, error } });
  const parsed = recordSchema.safeParse(raw);
  if (!parsed.success) return bad(`not a game record: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  const rec = parsed.data;
  const rules = rulesets[rec.ruleset];
  if (!rules) return bad(`unknown ruleset ${JSON.stringify(rec.ruleset)}`);
  const start = startFromRecord(rules, rec as GameRecord);
  if (!start.ok) return bad(start.error);
  let state = start.value;
  for (let i = 0; i < rec.actions.length; i++) {
    const { seat, action } = rec.actions[i];
    const shaped = rules.actionSchema.safeParse(action);
    if (!shaped.success) return { state, report: { ok: false, index: i, error: `malformed action: ${shaped.error.issues[0]?.message}` } };
    if (seat === "moderator" ? !rules.moderated : seat >= rec.seats) return { state, report: { ok: false, index: i, error: `no seat ${seat}` } };
    const next = rules.apply(state, seat, shaped.data);
    if (!next.ok) return { state, report: { ok: false, index: i, error: next.error } };
    state = next.value.state;
  }
  const outcome = rules.outcome(state);
  return { state, report: { ok: true, phase: rules.phase(state), over: outcome !== null, scores: rules.scores(state), outcome } };
}

/** The initial state a record describes: its options, seats, dealer and deal (or seed). */
export function startFromRecord(rules: AnyRuleset, rec: GameRecord): Result<unknown> {
  if (rec.seats < rules.minSeats || rec.seats > rules.maxSeats) {
    return fail(`${rules.name} takes ${rules.minSeats}-${rules.maxSeats} seats, not ${rec.seats}`);
  }
  const options = parseOptions(rules.options, rec.options);
  if (!options.ok) return options;
  if (rec.deal === undefined && rec.seed === undefined) return fail("a record needs a deal or a seed");
  const dealer = rec.dealer ?? 0;
  if (dealer >= rec.seats) return fail(`no seat ${dealer} to deal`);
  const setup = rules.setup({
    seats: rec.seats,
    options: options.value,
    dealer,
    deal: rec.deal,
    rng: rec.deal === undefined ? rngFromSeed(rec.seed as string | number) : undefined,
  });
  return setup.ok ? ok(setup.value) : setup;
}
