/**
 * Level strong's card play (issue 13; rules §5 play, §6, §7): determinized search like level normal's, but
 * over worlds that also read the bidding (reading.ts), and each card valued by the points its side scores
 * when everybody then plays double dummy (dd.ts), instead of by quick random playouts. With five tricks a
 * hand the exact solve is cheap, and it sees finesses, ruffs and end plays that playouts blur.
 */
import type { BotInput } from "../core/bot";
import type { Rng } from "../core/rng";
import type { Action, AnyRuleset } from "../core/ruleset";
import { viewActions } from "./legal";
import { READING, type Reading } from "./reading";
import type { EuchreState } from "./state";
import type { EuchreView } from "./types";
import { ddValue, eachWorld } from "./world-values";

export interface PlaySearch {
  worlds: number;
  reading: Reading;
  /** Weight of a trick beside the points, to break ties between cards that score the same. */
  trickWeight: number;
  /** As BidSearch.slip (world-values.ts ddValue), scaled down with the tricks left; null: none. */
  slip: readonly number[] | null;
}

export const PLAY_SEARCH: PlaySearch = { worlds: 120, reading: READING, trickWeight: 0.05, slip: null };

/** What playing `action` brings `seat`'s side in world `w` when everybody then plays double dummy. */
function playValue(rules: AnyRuleset, w: EuchreState, seat: number, action: Action, opts: PlaySearch): number {
  const res = rules.apply(w, seat, action);
  if (!res.ok) return NaN;
  const s = res.value.state as EuchreState;
  if (s.results.length !== w.results.length) {
    // that card ended the hand: its result is final
    const mine = seat % 2;
    const r = s.results[s.results.length - 1];
    return r.points[mine] - r.points[1 - mine] + opts.trickWeight * (r.tricks[mine] - r.tricks[1 - mine]);
  }
  return ddValue(s, seat, opts.slip, opts.trickWeight);
}

/** Strong's card by determinized search valued double dummy, or null outside play or with one card. */
export function searchPlay(rules: AnyRuleset, input: BotInput, rng: Rng, opts: PlaySearch = PLAY_SEARCH): [Action | null, Rng] {
  const v = input.view as unknown as EuchreView;
  if (v.phase !== "play" || v.turn !== input.seat) return [null, rng];
  const cands = viewActions(v);
  if (cands.length <= 1) return [cands[0] ?? null, rng];
  const sums = cands.map(() => 0);
  let worlds: number;
  [worlds, rng] = eachWorld(input, rng, opts.reading, opts.worlds, (w) => {
    for (let c = 0; c < cands.length; c++) sums[c] += playValue(rules, w, input.seat, cands[c], opts);
  });
  if (worlds === 0) return [null, rng];
  let best = 0;
  for (let i = 1; i < cands.length; i++) if (sums[i] > sums[best]) best = i;
  return [cands[best], rng];
}
