/**
 * Derived view keys (derive.ts) must equal what `view` returns, for every viewer at every step: clients
 * rebuild them instead of receiving them. Checked over many seeded random games, all phases and options.
 */
import { rngFromSeed } from "../core/rng";
import type { Viewer } from "../core/seats";
import { eachSentView } from "../core/sent-views";
import { completeView } from "../core/wire";
import { euchre } from "./index";

const viewers: Viewer[] = [0, 1, 2, 3, "spectator", "moderator"];

test("§8 every derived key rebuilt from the rest of each view equals the engine's view", () => {
  let checked = 0;
  for (let game = 0; game < 30; game++) {
    const options = { targetScore: 5, stickTheDealer: game % 2 === 0, defendAlone: game % 3 !== 0 };
    const start = euchre.setup({ seats: 4, options, dealer: game % 4, rng: rngFromSeed(`derive-${game}`) });
    if (!start.ok) throw new Error(start.error);
    checked += eachSentView(euchre, start.value, `moves-${game}`, viewers, (sent, full, viewer) => {
      expect(Object.keys(sent)).not.toContain("legal");
      expect(completeView(euchre, sent, viewer)).toEqual(full);
    });
  }
  expect(checked).toBeGreaterThan(5_000);
});
