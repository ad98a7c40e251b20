/**
 * The deals a game is set up with, read the same way by every card game: a record's `deal` is one deal object or
 * a list of them (a single object counts as a list of one), each checked by the ruleset's own parser; without
 * any deal the game needs a seeded rng to shuffle from. Written once so the rule and its messages stay alike.
 */
import { fail, ok, type Result } from "./result";
import type { Rng } from "./rng";
import type { SetupInput } from "./ruleset";

/** Every deal of `raw` through `parseOne` (given the deal's index); a refusal names the deal it is about. */
export function parseDealList<D>(raw: unknown, parseOne: (deal: unknown, index: number) => Result<D>): Result<D[]> {
  const list = Array.isArray(raw) ? raw : [raw];
  const out: D[] = [];
  for (let i = 0; i < list.length; i++) {
    const d = parseOne(list[i], i);
    if (!d.ok) return fail(Array.isArray(raw) ? `deal ${i}: ${d.error}` : `deal: ${d.error}`);
    out.push(d.value);
  }
  return ok(out);
}

/** Where a fresh game's deals come from: the record's deals in order, none used yet, and the rng for the rest. */
export interface DealSource<D> {
  plan: D[];
  used: D[];
  rng: Rng | null;
}

/**
 * The setup's deal source: the given deals through `parseDeals`, else none, refused when there is no rng
 * either. `first` names what the first deal is ("hand", "round"…) in that refusal.
 */
export function dealPlan<D>(input: SetupInput<unknown>, parseDeals: (raw: unknown) => Result<D[]>, first?: string): Result<DealSource<D>> {
  let plan: D[] = [];
  if (input.deal !== undefined) {
    const parsed = parseDeals(input.deal);
    if (!parsed.ok) return parsed;
    plan = parsed.value;
  }
  if (plan.length === 0 && !input.rng) return fail(`setup needs a deal or a seeded rng${first ? ` to deal the first ${first}` : ""}`);
  return ok({ plan, used: [], rng: input.rng ?? null });
}
