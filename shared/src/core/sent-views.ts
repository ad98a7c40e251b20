/**
 * The derived-key tests (derive.ts: clients rebuild some view keys instead of receiving them) walk seeded
 * random games and look at every viewer's view at every step; the walk is the same for every game, so it is here once.
 */
import { randomLegalAction } from "./playout";
import { rngFromSeed } from "./rng";
import type { AnyRuleset, JsonObject } from "./ruleset";
import type { Viewer } from "./seats";
import { stripDerived } from "./wire";

/**
 * Plays from `state` to the game's end with random legal actions (seeded by `seed`); before each action and at
 * the end, calls `check` for every viewer with what goes on the wire (`sent`) and the engine's whole view. Returns the number of checks.
 */
export function eachSentView(
  rules: AnyRuleset,
  state: unknown,
  seed: string,
  viewers: Viewer[],
  check: (sent: JsonObject, full: JsonObject, viewer: Viewer) => void,
): number {
  let checked = 0;
  let rng = rngFromSeed(seed);
  for (;;) {
    for (const viewer of viewers) {
      const full = rules.view(state, viewer);
      check(stripDerived(rules, full), full, viewer);
      checked++;
    }
    const seat = rules.toAct(state)[0];
    if (seat === undefined) return checked;
    const [action, next] = randomLegalAction(rules, state, seat, rng);
    rng = next;
    const res = rules.apply(state, seat, action as never);
    if (!res.ok) throw new Error(res.error);
    state = res.value.state;
  }
}
