/**
 * Derived view keys (derive.ts) must equal what `view` returns, for every viewer at every step: clients
 * rebuild them instead of receiving them. Checked over many seeded random games, all phases and options.
 */
import { randomLegalAction } from "../core/playout";
import { rngFromSeed } from "../core/rng";
import type { Viewer } from "../core/seats";
import { completeView, stripDerived } from "../core/wire";
import { euchre, type EuchreAction } from "./index";

const viewers: Viewer[] = [0, 1, 2, 3, "spectator", "moderator"];

test("§8 every derived key rebuilt from the rest of each view equals the engine's view", () => {
  let checked = 0;
  for (let game = 0; game < 30; game++) {
    const options = { targetScore: 5, stickTheDealer: game % 2 === 0, defendAlone: game % 3 !== 0 };
    const start = euchre.setup({ seats: 4, options, dealer: game % 4, rng: rngFromSeed(`derive-${game}`) });
    if (!start.ok) throw new Error(start.error);
    let state = start.value;
    let rng = rngFromSeed(`moves-${game}`);
    for (;;) {
      for (const viewer of viewers) {
        const full = euchre.view(state, viewer);
        const sent = stripDerived(euchre, full);
        expect(Object.keys(sent)).not.toContain("legal");
        expect(completeView(euchre, sent, viewer)).toEqual(full);
        checked++;
      }
      const seat = euchre.toAct(state)[0];
      if (seat === undefined) break;
      const [action, next] = randomLegalAction(euchre, state, seat, rng);
      rng = next;
      const res = euchre.apply(state, seat, action as EuchreAction);
      if (!res.ok) throw new Error(res.error);
      state = res.value.state;
    }
  }
  expect(checked).toBeGreaterThan(5_000);
});
