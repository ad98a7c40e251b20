/**
 * Derived view keys (derive.ts) must equal what `view` returns, for every viewer at every step: clients
 * rebuild them instead of receiving them. Checked over many seeded random games, all phases included.
 */
import { completeView, stripDerived } from "../core/wire";
import { randomLegalAction } from "../core/playout";
import { rngFromSeed } from "../core/rng";
import type { Viewer } from "../core/seats";
import { fox, type FoxAction } from "./index";

const viewers: Viewer[] = [0, 1, "spectator", "moderator"];

test("every derived key rebuilt from the rest of each view equal the engine's view", () => {
  let checked = 0;
  for (let game = 0; game < 40; game++) {
    const start = fox.setup({ seats: 2, options: { targetScore: 21 }, dealer: game % 2, rng: rngFromSeed(`derive-${game}`) });
    if (!start.ok) throw new Error(start.error);
    let state = start.value;
    let rng = rngFromSeed(`moves-${game}`);
    for (;;) {
      for (const viewer of viewers) {
        const full = fox.view(state, viewer);
        const sent = stripDerived(fox, full);
        for (const key of ["legal", "turn", "trick", "lastTrick", "handCounts"]) expect(Object.keys(sent)).not.toContain(key);
        expect(completeView(fox, sent, viewer)).toEqual(full);
        checked++;
      }
      const seat = fox.toAct(state)[0];
      if (seat === undefined) break;
      const [action, next] = randomLegalAction(fox, state, seat, rng);
      rng = next;
      const res = fox.apply(state, seat, action as FoxAction);
      if (!res.ok) throw new Error(res.error);
      state = res.value.state;
    }
  }
  expect(checked).toBeGreaterThan(10_000);
});
