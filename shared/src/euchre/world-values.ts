/**
 * What level strong's two searches share (issue 13; bid-search.ts, play-search.ts): the loop over worlds
 * dealt from the seat's view that read the bidding (reading.ts), and the points a hand brings once the
 * cards are played double dummy (dd.ts), spread by how far real play strays from perfect play.
 */
import type { BotInput } from "../core/bot";
import type { Rng } from "../core/rng";
import { ddMakerTricks } from "./dd";
import { bidReader, type Reading } from "./reading";
import { handPoints } from "./resolve";
import type { EuchreState } from "./state";

/**
 * Deals up to `n` worlds for `input` and hands each to `visit`; gives up after 2n draws (a view the dealer
 * cannot match). Returns how many worlds were visited.
 */
export function eachWorld(input: BotInput, rng: Rng, reading: Reading, n: number, visit: (w: EuchreState) => void): [number, Rng] {
  const sample = bidReader(input, reading);
  let worlds = 0;
  for (let attempt = 0; worlds < n && attempt < n * 2; attempt++) {
    let w: EuchreState | null;
    [w, rng] = sample(input, rng);
    if (!w) continue;
    worlds++;
    visit(w);
  }
  return [worlds, rng];
}

/**
 * The points for `seat`'s side minus the other side's when play goes on from `s` (rules §7), the makers
 * taking the double-dummy count of tricks shifted by -2..+2 with the chances in `slip` (null: exactly the
 * count). The chances are for a whole hand and shrink with the tricks left, and the shifted count stays
 * within what the tricks already won allow. `trickWeight` adds that much per trick of the seat's side over
 * the other's, to break ties between cards that score alike.
 */
export function ddValue(s: EuchreState, seat: number, slip: readonly number[] | null, trickWeight = 0): number {
  const mine = seat % 2;
  const makers = (s.maker % 2) as 0 | 1;
  const value = (t: number): number => {
    const pts = handPoints(makers, t, s.alone, s.defender >= 0);
    const own = makers === mine ? t : 5 - t;
    return pts[mine] - pts[1 - mine] + trickWeight * (2 * own - 5);
  };
  const tricks = ddMakerTricks(s);
  if (!slip) return value(tricks);
  const left = 5 - s.tricks[0] - s.tricks[1];
  const lo = s.tricks[makers];
  const hi = 5 - s.tricks[1 - makers];
  let x = 0;
  let rest = 1;
  for (let k = 0; k < slip.length; k++) {
    if (k === 2) continue;
    const p = (slip[k] * left) / 5;
    x += p * value(Math.max(lo, Math.min(hi, tricks + k - 2)));
    rest -= p;
  }
  return x + rest * value(tricks);
}
